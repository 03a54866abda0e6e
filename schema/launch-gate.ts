import { findPlaceholders, placeholderLines, placeholdersOf, type Placeholder } from "./placeholders"
import { contentDir } from "./content-dir"
import { siteUrl } from "./site-url"
import { reviewLines, type ReviewDue } from "./reviews"

/**
 * The launch gate: a production deploy on a host must not show visitors an example value. Every build
 * lists the placeholders still in data/ (schema/placeholders.ts); a production build on Netlify or
 * Cloudflare Pages stops while any remains, while the site's address is the example one, or while a
 * health or legal page is past its next review date (schema/reviews.ts), unless
 * whoever deploys sets SOFT_LAUNCH=true to publish so on purpose. Preview builds, `npm start` and the
 * tests build as before.
 */

/** The host setting that lets a production build through with placeholders, on purpose. */
export const SOFT_LAUNCH = "SOFT_LAUNCH"
/** The Cloudflare Pages branch that is production; Pages does not tell a build which branch that is. */
export const PRODUCTION_BRANCH = "PRODUCTION_BRANCH"

/** Which host's production deploy this build is, in words, or undefined for every other build. */
export function productionDeploy(env: NodeJS.ProcessEnv): string | undefined {
  if (env.NETLIFY === "true" && env.CONTEXT === "production") return "Netlify's production context (CONTEXT=production)"
  const branch = env[PRODUCTION_BRANCH] || "main"
  if (env.CF_PAGES === "1" && env.CF_PAGES_BRANCH === branch)
    return `Cloudflare Pages' production branch (CF_PAGES_BRANCH=${branch})`
  return undefined
}

/**
 * Whether this build is a host's preview (a Netlify deploy preview or branch deploy, a Cloudflare Pages
 * branch other than production): its pages tell visitors that facts are still missing.
 */
export function previewDeploy(env: NodeJS.ProcessEnv): boolean {
  if (env.NETLIFY === "true") return env.CONTEXT !== "production"
  if (env.CF_PAGES === "1") return env.CF_PAGES_BRANCH !== (env[PRODUCTION_BRANCH] || "main")
  return false
}

/** Each content folder's count of missing facts, read once per process. */
const missingCounts = new Map<string, number>()

/**
 * How many missing facts the pages' preview notice names: on a host's preview, those of the content
 * folder and the site's address; 0 on every other build (no notice). Read by the page queries' resolver,
 * which Gatsby runs in worker processes that share no state with onPostBootstrap, so each process reads
 * the folder itself, once.
 */
export function previewMissingFacts(env: NodeJS.ProcessEnv = process.env, dataDir = contentDir(env)): number {
  if (!previewDeploy(env)) return 0
  if (!missingCounts.has(dataDir))
    missingCounts.set(dataDir, missingFacts(findPlaceholders(dataDir), siteUrl(env)).length)
  return missingCounts.get(dataDir)!
}

/** The facts still missing: the placeholders in data/, and the site's address while it is the example one. */
export function missingFacts(placeholders: readonly Placeholder[], siteUrl: string): Placeholder[] {
  const address = placeholdersOf(siteUrl).map((value) => ({ file: "GATSBY_SITE_URL", field: "(environment)", value }))
  return [...address, ...placeholders]
}

export interface LaunchGateResult {
  /** Set when the build must stop: why, each missing fact with its file and field, and how to go on. */
  blocked?: string
  /** Set when a production build goes on with missing facts because SOFT_LAUNCH is set. */
  warning?: string
}

export function launchGate(
  missing: readonly Placeholder[],
  env: NodeJS.ProcessEnv,
  reviewsDue: readonly ReviewDue[] = [],
): LaunchGateResult {
  const deploy = productionDeploy(env)
  if (!deploy || missing.length + reviewsDue.length === 0) return {}
  const count = `${missing.length} fact${missing.length > 1 ? "s" : ""}`
  const pages = `${reviewsDue.length} page${reviewsDue.length > 1 ? "s" : ""}`
  const what = [missing.length > 0 && `${count} still missing`, reviewsDue.length > 0 && `${pages} due for review`]
    .filter(Boolean)
    .join(" and ")
  if (env[SOFT_LAUNCH] === "true")
    return { warning: `Soft launch (${SOFT_LAUNCH}=true): ${deploy} goes live with ${what}.` }
  return {
    blocked: [
      ...(missing.length > 0
        ? [
            `Launch gate: this is ${deploy}, and ${count} ${missing.length > 1 ? "are" : "is"} still missing, which visitors would see:`,
            ...placeholderLines(missing),
          ]
        : [`Launch gate: this is ${deploy}.`]),
      ...(reviewsDue.length > 0
        ? [
            `${pages} of health or legal text ${reviewsDue.length > 1 ? "are" : "is"} past ${reviewsDue.length > 1 ? "their" : "its"} next review date:`,
            ...reviewLines(reviewsDue),
          ]
        : []),
      `Fill each in and have each page reviewed (docs/editing-content.md, "Placeholders" and "Review before publishing"; ` +
        `GATSBY_SITE_URL in the host's environment), or set ${SOFT_LAUNCH}=true in the host's environment to publish so on purpose.`,
    ].join("\n"),
  }
}
