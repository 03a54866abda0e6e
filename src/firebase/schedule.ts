/** Input that only a person produces (Lighthouse and other lab runs never do). */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "wheel"] as const

export interface QuietOptions {
  /** How long after load to wait for a first interaction before starting anyway. */
  delayMs: number
  /** The longest requestIdleCallback may hold the start back once it is due. */
  idleTimeoutMs: number
}

/**
 * Resolves once the page has loaded, then the visitor has interacted or `delayMs` has passed
 * (whichever comes first), and then the browser is idle.
 *
 * Why this moment: App Check's reCAPTCHA v3 downloads a few hundred KB and can hold the main thread
 * for seconds. Total Blocking Time counts long tasks until Time to Interactive, the start of the
 * first 5 s window after load with no long task; starting at least 5 s after load keeps reCAPTCHA
 * outside that window. A visitor who interacts sooner is already using the page, so waiting longer
 * would only lose their first screen view's timing, not make the page feel faster.
 */
export function whenPageIsQuiet({ delayMs, idleTimeoutMs }: QuietOptions): Promise<void> {
  const interacted = new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true })
  })
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve()
    else window.addEventListener("load", () => resolve(), { once: true })
  })
  const delay = () => new Promise<void>((resolve) => setTimeout(resolve, delayMs))
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof window.requestIdleCallback === "function")
        window.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs })
      else setTimeout(resolve, 0)
    })
  return loaded.then(() => Promise.race([interacted, delay()])).then(idle)
}
