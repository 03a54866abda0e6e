// The system Chromium every tool here drives (never Playwright's download); Debian's chromium-headless-shell
// first: Chromium's own headless build, as Playwright runs by default, which takes 40 % less time.
import fs from "node:fs"

const SHELL = "/usr/bin/chromium-headless-shell"
export const CHROME_PATH = process.env.CHROME_PATH ?? (fs.existsSync(SHELL) ? SHELL : "/usr/bin/chromium")

/** Flags that keep headless Chromium from stalling on a closed network or working in the background. */
export const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]

/**
 * The flags for a Chromium that chrome-launcher starts (Lighthouse, the bench): the headless shell is
 * headless by build and has no "new" headless mode to ask for; a full Chromium is asked for it.
 */
export const launchFlags = (chromePath = CHROME_PATH) =>
  chromePath.includes("headless-shell") ? CHROME_ARGS : ["--headless=new", ...CHROME_ARGS]
