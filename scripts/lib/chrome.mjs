// The system Chromium every tool here drives (never Playwright's download); Debian's chromium-headless-shell
// first: Chromium's own headless build, as Playwright runs by default, which takes 40 % less time.
import fs from "node:fs"

const SHELL = "/usr/bin/chromium-headless-shell"
export const CHROME_PATH = process.env.CHROME_PATH ?? (fs.existsSync(SHELL) ? SHELL : "/usr/bin/chromium")

/** Flags that keep headless Chromium from stalling on a closed network or working in the background. */
export const CHROME_ARGS = [
  ..."--no-sandbox --disable-gpu --disable-background-networking --disable-component-update".split(" "),
  ..."--disable-sync --no-first-run --disable-quic".split(" "),
]

/**
 * The browser tests' flags: the GPU process's work (software compositing, as `--disable-gpu` leaves it) done in the
 * browser process, which saves their messages to each other (docs/measurements/browser-test-cpu.md). Not for
 * Lighthouse and the bench, whose measurements stay comparable with their earlier runs.
 */
export const TEST_ARGS = [...CHROME_ARGS, "--in-process-gpu"]

/** chrome-launcher's flags (Lighthouse, the bench): the headless shell is headless by build; a full Chromium is asked. */
export const launchFlags = (chromePath = CHROME_PATH) =>
  chromePath.includes("headless-shell") ? CHROME_ARGS : ["--headless=new", ...CHROME_ARGS]
