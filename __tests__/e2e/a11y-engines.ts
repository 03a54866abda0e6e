import fs from "fs"
import type { Page } from "@playwright/test"

/**
 * Two more accessibility engines beside axe, each with rules axe does not have: IBM Equal Access
 * (accessibility-checker-engine, ruleset WCAG_2_2: a landmark's name unique among its kind, for one)
 * and HTML_CodeSniffer (WCAG2AA: an in-page link whose fragment names no id, for one). Both are
 * evaluated in the page through the DevTools protocol, as axe is, so the site's policy stays on: an
 * inline script would be blocked by it.
 */
const IBM_ENGINE = fs.readFileSync(require.resolve("accessibility-checker-engine/ace.js"), "utf8")
const HTMLCS_ENGINE = fs.readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8")

interface IbmReport {
  results: Array<{ ruleId: string; value: [string, string]; path: { dom: string }; message: string }>
}
declare global {
  interface Window {
    ace?: { Checker: new () => { check: (doc: Document, rulesets: string[]) => Promise<IbmReport> } }
    HTMLCS?: {
      process: (standard: string, doc: Document, done: () => void) => void
      getMessages: () => Array<{ type: number; code: string; element: Element }>
    }
  }
}

/** One line per violation either engine finds on the page as it is now: "IBM rule  path  message", "HTMLCS code  element". */
export async function engineViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "ace" in window && "HTMLCS" in window))) {
    await page.evaluate(`${IBM_ENGINE}\n;window.ace = ace`)
    await page.evaluate(`${HTMLCS_ENGINE}\n;window.HTMLCS = HTMLCS`)
  }
  const ibm = await page.evaluate(async () => {
    const report = await new window.ace!.Checker().check(document, ["WCAG_2_2"])
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
