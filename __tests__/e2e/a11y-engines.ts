import fs from "fs"
import type { AxeResults, RunOptions, Spec } from "axe-core"
import type { Page } from "@playwright/test"

/** WCAG 2.0, 2.1 and 2.2, levels A and AA; violations only (see axeViolations). */
const AXE_RUN_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  resultTypes: ["violations"],
}

/** axe-core's minified build (the package's `source` export is the unminified axe.js, 1.5 MB). */
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/**
 * Runs axe on the page as it is now (or on one part of it); returns one line per failing element:
 * "rule-id  target  (help)".
 *
 * axe-core is evaluated into the page and each of its frames once per document, and run from the top
 * frame with `axe.run`, as @axe-core/playwright's legacy mode runs it, without that wrapper: the wrapper
 * evaluates axe's 650 KB source twice on every call (once to look for `runPartial`, once per frame), and
 * a visit of every-page.spec calls it three times (1280 px, 375 px, the menu). Measured on the 27 Kannada
 * pages of every-page.spec: the machine's CPU 133 s against 151 s (two runs each). A frame without axe
 * would be skipped without a word, so every frame gets it, told to answer the top frame whatever its
 * origin (as the wrapper configured it). Violations only: axe then skips the details of every element
 * that passes, a third to two fifths of its time on these pages. Only this page is used: a second one
 * (axe's default `finishRun` opens a blank page) makes Chromium abort this page's in-flight link
 * prefetches, reported as failed requests. The minified build is evaluated in 124 to 153 ms, the unminified
 * one in 160 to 173 ms (four pages, 2026-11-30).
 */
export async function axeViolations(page: Page, only?: string) {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => typeof window.axe?.run === "function")) continue
    await frame.evaluate(AXE_SOURCE)
    await frame.evaluate(() => window.axe!.configure({ allowedOrigins: ["<unsafe_all_origins>"] }))
  }
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const { violations } = await window.axe!.run(include ? { include: [include] } : document, options)
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => node.target.join(" ")),
      }))
    },
    { include: only ?? null, options: AXE_RUN_OPTIONS },
  )
  return violations.flatMap(({ id, impact, help, targets }) =>
    targets.map((target) => `${id}  ${target}  (${impact}: ${help})`),
  )
}

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
    axe?: {
      run: (context: Document | { include: string[] }, options: RunOptions) => Promise<AxeResults>
      configure: (spec: Spec) => void
    }
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

/** axe, IBM Equal Access and HTML_CodeSniffer on the page as it is now: one line per violation. */
export async function allViolations(page: Page) {
  return [...(await axeViolations(page)), ...(await engineViolations(page))]
}
