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
 * The browser tests' flags: the GPU process's work (software compositing, as `--disable-gpu` leaves it) done in
 * the browser process instead, which saves the two processes' messages to each other. Measured on the 27
 * Kannada pages of every-page.spec: the machine's CPU 124 and 128 s against 133 and 130 s, the same pixels
 * (every visual baseline passed; docs/measurements/browser-test-cpu.md). Not for Lighthouse and the bench, whose measurements stay comparable
 * with their earlier runs.
 */
export const TEST_ARGS = [...CHROME_ARGS, "--in-process-gpu"]

/**
 * The flags for a Chromium that chrome-launcher starts (Lighthouse, the bench): the headless shell is
 * headless by build and has no "new" headless mode to ask for; a full Chromium is asked for it.
 */
export const launchFlags = (chromePath = CHROME_PATH) =>
  chromePath.includes("headless-shell") ? CHROME_ARGS : ["--headless=new", ...CHROME_ARGS]
