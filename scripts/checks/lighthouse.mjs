#!/usr/bin/env node
// Lighthouse on every page lighthouserc.cjs lists, served by wrangler pages dev, in this one process and
// one Chromium (lhci's own collect starts both anew per page: twice as slow here), saved with lhci's own
// writer for `lhci assert` to judge and `lhci upload` to report.
import { createRequire } from "node:module"
import { launch } from "chrome-launcher"
import lighthouse from "lighthouse"
import { startHost } from "../lib/host.mjs"

const require = createRequire(import.meta.url)
const { collect } = require("../../lighthouserc.cjs").ci
const { saveLHR, clearSavedReportsAndLHRs } = require("@lhci/utils/src/saved-reports.js")

clearSavedReportsAndLHRs()
const host = await startHost({ dir: "public" })
const chrome = await launch({ chromePath: collect.chromePath, chromeFlags: ["--headless=new", ...collect.chromeFlags] })
try {
  for (const route of collect.routes) {
    const url = host.url.replace("127.0.0.1", "localhost") + route // localhost: a secure context, as HTTPS is
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, collect.config)
    if (!result || result.lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message}`)
    await saveLHR(result.report)
    console.log(`Lighthouse: ${route}`)
  }
} finally {
  chrome.kill()
  await host.stop()
}
