#!/usr/bin/env node
// Lighthouse on every page lighthouserc.cjs lists, served by wrangler pages dev, in this one process and one
// Chromium (lhci's own collect starts both anew per page: twice as slow), saved with lhci's own writer for
// `lhci assert` to judge and `lhci upload` to report. A page whose run goes wrong in the browser is run once more,
// in a new Chromium, after the cause is printed: when Lighthouse's wait for a quiet CPU ends another way (the load
// limit, a crashed renderer), its polling loop rejects on the closed tab with nobody to catch it ("Target closed",
// from checkForQuiet), which would end the step without naming the page; that rejection is pinned on its page here.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { launch } from "chrome-launcher"
import lighthouse from "lighthouse"
import { startHost } from "../lib/host.mjs"

const require = createRequire(import.meta.url)
const { collect } = require("../../lighthouserc.cjs").ci
const { saveLHR, clearSavedReportsAndLHRs } = require("@lhci/utils/src/saved-reports.js")

/** Rejections nobody handled during the current page's run (Lighthouse's loop, see above). */
const stray = []
process.on("unhandledRejection", (reason) => stray.push(reason))

/** A Chromium with a profile of its own, where chrome-launcher also keeps what Chromium writes to stderr. */
async function launchChrome() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-chrome-"))
  const chrome = await launch({ chromePath: collect.chromePath, chromeFlags: collect.chromeFlags, userDataDir })
  return {
    port: chrome.port,
    stderr: () => fs.readFileSync(path.join(userDataDir, "chrome-err.log"), "utf8").trim().split("\n").slice(-20),
    kill: () => {
      chrome.kill()
      fs.rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

/** One Lighthouse run of url: its report, or why it cannot be trusted. */
async function run(url, chrome) {
  stray.length = 0
  let result
  let error
  try {
    result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "warn" }, collect.config)
  } catch (thrown) {
    error = thrown
  }
  // the closed tab's rejection arrives once the loop's next question is answered (within its 250 ms)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const lhr = result?.lhr
  const problems = [
    error && `Lighthouse threw: ${error.stack ?? error}`,
    !error && !lhr && "Lighthouse returned no report",
    lhr?.runtimeError && `runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
    ...stray.map((reason) => `unhandled rejection inside Lighthouse: ${reason?.stack ?? reason}`),
    ...(stray.length > 0 || lhr?.runtimeError ? (lhr?.runWarnings ?? []).map((w) => `warning: ${w}`) : []),
  ].filter(Boolean)
  return { report: result?.report, problems }
}

clearSavedReportsAndLHRs()
const host = await startHost({ dir: "public" })
let chrome = await launchChrome()
try {
  for (const route of collect.routes) {
    const url = host.url.replace("127.0.0.1", "localhost") + route // localhost: a secure context, as HTTPS is
    let attempt = await run(url, chrome)
    if (attempt.problems.length > 0) {
      console.error(
        `Lighthouse on ${route} went wrong; its cause, then one more run in a new Chromium:\n  ${attempt.problems.join("\n  ")}` +
          `\n  Chromium's stderr:\n    ${chrome.stderr().join("\n    ") || "(empty)"}`,
      )
      chrome.kill()
      chrome = await launchChrome()
      attempt = await run(url, chrome)
      if (attempt.problems.length > 0)
        throw new Error(`Lighthouse failed twice on ${url}:\n  ${attempt.problems.join("\n  ")}`)
    }
    await saveLHR(attempt.report)
    console.log(`Lighthouse: ${route}`)
  }
} finally {
  chrome.kill()
  await host.stop()
}
