import fs from "fs"
import path from "path"
import { test, expect, type Page } from "@playwright/test"
import { builtPages, servedPaths } from "../../plugins/hosting-adapter/pages"
import { settle } from "./page-helpers"

/**
 * Two more accessibility engines beside axe (a11y.spec.ts), each with rules axe does not have: IBM Equal
 * Access (accessibility-checker-engine, ruleset WCAG_2_2: a landmark's name unique among its kind, for
 * one) and HTML_CodeSniffer (WCAG2AA: an in-page link whose fragment names no id, for one). Every page of
 * the build in every language, at 1280 and 375 px: no violation from either. Both engines are injected
 * as inline scripts, which the site's policy rightly blocks: CSP is bypassed in these tests only.
 */

const PUBLIC = path.resolve(__dirname, "../../public")
const IBM_ENGINE = fs.readFileSync(require.resolve("accessibility-checker-engine/ace.js"), "utf8")
const HTMLCS_ENGINE = fs.readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8")

const pagePaths = builtPages(PUBLIC)
  .filter((page) => !/(^|\/)404\.html$/.test(page.file))
  .map((page) => servedPaths(page.file)[0])
  .filter((pagePath) => !/(^|\/)home$/.test(pagePath)) // the same page as / (and /hi, /kn)

interface EngineWindow {
  ace: { Checker: new () => { check: (doc: Document, rulesets: string[]) => Promise<IbmReport> } }
  HTMLCS: {
    process: (standard: string, doc: Document, done: () => void) => void
    getMessages: () => Array<{ type: number; code: string; element: Element }>
  }
}
declare global {
  interface Window {
    ace?: EngineWindow["ace"]
    HTMLCS?: EngineWindow["HTMLCS"]
  }
}
interface IbmReport {
  results: Array<{ ruleId: string; value: [string, string]; path: { dom: string }; message: string }>
}

/** One line per violation of either engine on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "ace" in window))) {
    await page.addScriptTag({ content: IBM_ENGINE })
    await page.addScriptTag({ content: HTMLCS_ENGINE })
  }
  const ibm = await page.evaluate(async () => {
    const ace = window.ace!
    const report = await new ace.Checker().check(document, ["WCAG_2_2"])
    return report.results
      .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
      .map((result) => `IBM ${result.ruleId}  ${result.path.dom}  ${result.message}`)
  })
  const htmlcs = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const HTMLCS = window.HTMLCS!
        HTMLCS.process("WCAG2AA", document, () =>
          resolve(
            HTMLCS.getMessages()
              .filter((message) => message.type === 1) // errors, not warnings or notices
              .map((message) => `HTMLCS ${message.code}  ${message.element.outerHTML.slice(0, 120)}`),
          ),
        )
      }),
  )
  return [...ibm, ...htmlcs]
}

test.use({ bypassCSP: true })
test.describe.configure({ timeout: 60_000 })

for (const pagePath of pagePaths) {
  test(`${pagePath}: IBM Equal Access and HTML_CodeSniffer find nothing at 1280 and 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(pagePath)
    await settle(page)
    expect(await violations(page), `${pagePath} at 1280px`).toEqual([])
    await page.setViewportSize({ width: 375, height: 800 })
    await settle(page)
    expect(await violations(page), `${pagePath} at 375px`).toEqual([])
  })
}
