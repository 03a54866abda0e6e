// The system Chromium every browser tool here drives; Playwright's own download is never used.
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium"

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
