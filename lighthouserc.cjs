// Lighthouse CI budgets, checked by `npm run check:lighthouse` on the build served by wrangler pages dev
// (scripts/checks/lighthouse.mjs runs Lighthouse; `lhci assert` judges).
// Scores and layout shift only, never timings: the machine is noisy, and `npm run bench` measures speed.
// One mobile run per page component (the build's English pages, read from public/, pages that differ
// only in their data counted once: axe and the HTML checks still see every page). First-load JS has its
// own check.
const { CHROME_PATH, launchFlags } = require("./scripts/lib/chrome.mjs")
const { onePerComponent } = require("./scripts/lib/first-load.mjs")
const { defaultLocaleOf, sitePages } = require("./scripts/lib/site-pages.mjs")

const pages = sitePages()
// Not /sent (SENT_PATH in src/lib/routes.ts): it is noindex by design, a form's destination, which Lighthouse's SEO
// category counts as a failure; the browser tests' accessibility engines check it like every page.
const english = pages
  .filter((page) => page.locale === defaultLocaleOf(pages) && page.path !== "/sent")
  .map((page) => page.path)

const searchesWithResults = [
  `/hi/search?q=${encodeURIComponent("शिकायत अधिकारी")}`,
  `/kn/search?q=${encodeURIComponent("ಕುಂದುಕೊರತೆ")}`,
]

const scoreOf1 = ["error", { minScore: 1 }]

module.exports = {
  ci: {
    // Collected by scripts/checks/lighthouse.mjs (one process, one browser), asserted by `lhci assert`.
    collect: {
      // and the search page with results, whose results arrive after the page has painted
      routes: [...onePerComponent(english), ...searchesWithResults],
      chromePath: CHROME_PATH,
      chromeFlags: launchFlags(CHROME_PATH),
      config: {
        extends: "lighthouse:default",
        settings: {
          // What is asserted, nothing more: the performance category's timings are the bench's work.
          onlyCategories: ["accessibility", "best-practices", "seo"],
          // layout-shifts names the element that moved, should CLS ever fail.
          onlyAudits: ["cumulative-layout-shift", "layout-shifts"],
          disableFullPageScreenshot: true,
          // A static page settles at once; Lighthouse's default waits (1 s to 5 s each) are for pages that don't.
          pauseAfterFcpMs: 250,
          pauseAfterLoadMs: 250,
          networkQuietThresholdMs: 250,
          cpuQuietThresholdMs: 250,
        },
      },
    },
    assert: {
      assertions: {
        "categories:accessibility": scoreOf1,
        "categories:best-practices": scoreOf1,
        "categories:seo": scoreOf1,
        // A tripwire with headroom: a real shift (an image without its size, results pushing the page down)
        // scores far above 0.005. 0 was flaky: on some runs the header's search icon moves by a pixel
        // (0.00018) when the language switcher's Devanagari and Kannada names get their fallback font.
        "cumulative-layout-shift": ["error", { maxNumericValue: 0.005 }],
      },
    },
    upload: { target: "filesystem", outputDir: "test-results/lighthouse" },
  },
}
