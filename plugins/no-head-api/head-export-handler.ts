/**
 * What webpack bundles in place of Gatsby's Head API handler (`.cache/head/head-export-handler-for-browser.js`,
 * see HEAD_EXPORT_HANDLER in head-api.ts). The site writes each page's head with Seo: react-helmet at
 * build time, and after a client-side navigation (src/components/seo/head-loader.ts). No page exports
 * Gatsby's `Head` (ESLint refuses one in src/pages and src/templates), yet Gatsby's handler and its helpers
 * were in every first load (4 KB, 1.5 KB gzipped) and ran an effect on every page render.
 *
 * Should a page export Head all the same, the server render still writes it into the page's HTML, but a
 * client-side navigation to the page would not: this says so in the console, where the browser tests'
 * error watch turns it into a failure.
 */
export function headHandlerForBrowser({ pageComponent }: { pageComponent?: { Head?: unknown } }): void {
  if (pageComponent?.Head)
    console.error(
      "This page exports Head, but Gatsby's Head API is left out of the browser build (plugins/no-head-api): use Seo.",
    )
}
