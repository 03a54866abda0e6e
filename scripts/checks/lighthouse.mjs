#!/usr/bin/env node
// Lighthouse CI's budgets (lighthouserc.cjs) on the build served by wrangler pages dev. Lighthouse runs
// each page in this one process and one Chromium, and saves its results where Lighthouse CI keeps them
// (with lhci's own writer); `lhci assert` then judges them and `lhci upload` writes the reports. lhci's
// own collect starts a Node process and a browser per page, which here took twice as long.
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
    // localhost, not the IP: a secure context, as the real site's HTTPS is.
    const url = `${host.url.replace("127.0.0.1", "localhost")}${route}`
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
