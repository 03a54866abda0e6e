/**
 * Gatsby writes one inline script that differs on every page, `window.pagePath="/hi/about"`; its only
 * reader (production-app.js) compares it with the address to follow a page served at another path.
 * This site serves every page at its own path (plugins/hosting-adapter), so the script can read the
 * address itself: the same text, hence the same CSP hash, on every page.
 */
export const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="[^"]*";\/\*\]\]>\*\/<\/script>/g
export const SAME_PAGE_PATH_SCRIPT =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=location.pathname;/*]]>*/</script>'

/**
 * The page with the constant script; fails naming the page when Gatsby's script is not there exactly
 * once. A page an earlier build rewrote, and this one did not render again, is left as it is.
 */
export function withSamePagePath(html: string, file: string): string {
  if (html.split(SAME_PAGE_PATH_SCRIPT).length === 2 && !PAGE_PATH_SCRIPT.test(html)) return html
  PAGE_PATH_SCRIPT.lastIndex = 0
  const found = html.match(PAGE_PATH_SCRIPT)?.length ?? 0
  if (found !== 1) {
    throw new Error(
      `same-page-path-script: ${file} has ${found} window.pagePath scripts, expected 1 (has Gatsby changed how it writes them?)`,
    )
  }
  return html.replace(PAGE_PATH_SCRIPT, SAME_PAGE_PATH_SCRIPT)
}
