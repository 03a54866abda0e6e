/**
 * The `_redirects` file, generated from the site's `createRedirect` calls (schema/create-pages.ts), which stay
 * the one source of redirects. Netlify and Cloudflare Pages read the same file, but their engines differ:
 *
 * - Cloudflare applies a rule even where a file exists ("redirects are always followed"), so a rule
 *   whose target it also matches loops forever (`/*  /  302` sends `/` to `/`).
 * - Netlify serves an existing file before a non-forced rule, and its engine drops a catch-all whose
 *   target is `/` altogether.
 *
 * So a rule is written only where both engines do the same thing with it; the catch-all to Home is
 * delivered by the 404 page instead (both hosts answer an unknown path with `404.html` and status 404,
 * and that page sends the visitor home, by script and by a meta refresh without JavaScript).
 */
import { CATCH_ALL_HOME } from "../../src/lib/routes"

export interface GatsbyRedirect {
  fromPath: string
  toPath: string
  statusCode?: number
  isPermanent?: boolean
}

const patternToRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")
      .replace(/:\w+/g, "[^/]+")}/?$`,
  )

const isCatchAllHome = (r: GatsbyRedirect) => r.fromPath === CATCH_ALL_HOME.fromPath && r.toPath === "/"

/**
 * The file's text. Throws, naming the rule, where the hosts would disagree: a rule that would loop on
 * Cloudflare, or one from a path that has a page (Cloudflare redirects it, Netlify serves the page).
 */
export function redirectsFile(
  redirects: readonly GatsbyRedirect[],
  pagePaths: ReadonlySet<string>,
  /** 404 pages in folders (`hi/404.html`): an unknown path under the folder gets that page. */
  folderNotFoundPages: readonly string[] = [],
): string {
  const lines = ["# Written by plugins/hosting-adapter (adapt) from the site's createRedirect calls: do not edit."]
  for (const redirect of redirects) {
    const { fromPath, toPath } = redirect
    if (isCatchAllHome(redirect)) {
      lines.push(
        `# ${fromPath} -> ${toPath}: served by 404.html (status 404, then Home), not a rule; see plugins/hosting-adapter/redirects.ts`,
      )
      continue
    }
    const rule = `${fromPath} -> ${toPath}`
    if (patternToRegExp(fromPath).test(toPath.split(/[?#]/)[0])) {
      throw new Error(`Redirect ${rule} matches its own target: Cloudflare Pages would loop on it.`)
    }
    if (pagePaths.has(fromPath)) {
      throw new Error(`Redirect ${rule} starts at a page: Cloudflare would redirect it, Netlify would serve the page.`)
    }
    const status = redirect.statusCode ?? (redirect.isPermanent ? 301 : 302)
    lines.push(`${fromPath}  ${toPath}  ${status}`)
  }
  // After every redirect: Netlify applies the first rule that matches, so `/hi/*` first would answer
  // `/hi/news-and-media` with the 404 page. Netlify serves only the root 404.html unless told;
  // Cloudflare Pages finds the nearest 404.html by itself and skips these rules with a warning (it
  // takes no 404 status).
  for (const page of folderNotFoundPages) {
    const folder = page.slice(0, -"/404.html".length)
    lines.push(`/${folder}/*  /${page}  404`)
  }
  return `${lines.join("\n")}\n`
}
