// Lighthouse CI budgets, checked by `npm run check:lighthouse` on the build served by wrangler pages dev.
// Scores and layout shift only, never timings: the machine is noisy. One mobile run per page of the
// route table, plus one page of each generated template (a job, a blog post). First-load JS has its own check.
const { readRouteTable } = require("./scripts/lib/route-table.mjs")
const { CHROME_ARGS, CHROME_PATH } = require("./scripts/lib/chrome.mjs")
const { builtPages } = require("./scripts/lib/first-load.mjs")

const PORT = Number(process.env.LHCI_PORT ?? 9410)
/** The first built page of each folder of generated pages (/jobs/<slug>, /blog/<slug>). */
const templatePages = [
  ...new Map(
    builtPages("public")
      .map(({ route }) => route)
      .filter((route) => route.split("/").length === 3)
      .map((route) => [route.split("/")[1], route]),
  ).values(),
]

const scoreOf1 = ["error", { minScore: 1 }]

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node scripts/serve.mjs --port ${PORT}`,
      startServerReadyPattern: "Serving",
      // localhost, not the IP: a secure context, as the real site's HTTPS is.
      url: [...readRouteTable().routes, ...templatePages].map((route) => `http://localhost:${PORT}${route}`),
      numberOfRuns: 1,
      chromePath: CHROME_PATH,
      settings: { chromeFlags: CHROME_ARGS.join(" ") },
    },
    assert: {
      assertions: {
        "categories:accessibility": scoreOf1,
        "categories:best-practices": scoreOf1,
        "categories:seo": scoreOf1,
        "cumulative-layout-shift": ["error", { maxNumericValue: 0 }],
      },
    },
    upload: { target: "filesystem", outputDir: "test-results/lighthouse" },
  },
}
