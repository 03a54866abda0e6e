import { test, expect } from "./fixtures"
import { missingWithoutJavaScript, mainSnapshot, openWithoutJavaScript } from "./no-js-checks"
import { settle } from "./page-helpers"

// Every page is checked without JavaScript, in every language at 1280 and 375 px, in every-page.spec.ts
// (beside the visit with JavaScript that its other checks make): no-js-checks.ts says what is checked.

test("the comparison catches content that only JavaScript reveals", async ({ page, browser }) => {
  const size = { width: 1280, height: 800 }
  await page.setViewportSize(size)
  await page.goto("/about")
  await settle(page)
  const withJs = await mainSnapshot(page)
  const noJs = await openWithoutJavaScript(browser, "/about", size)
  // The static page as a site with a "reveal on load" effect would serve it.
  await noJs.page.route("**/about", async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace("</head>", "<style>main h1 { opacity: 0 }</style></head>")
    await route.fulfill({ response, body: html })
  })
  await noJs.page.goto("/about")
  const hiddenText = await noJs.page.locator("main h1").textContent()
  const { missingText } = await missingWithoutJavaScript(noJs.page, withJs)
  await noJs.close()
  expect(missingText).toContain(hiddenText?.replace(/\s+/g, " ").trim())
})
