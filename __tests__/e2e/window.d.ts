// What the browser tests read from a page's window: Gatsby's router and page loader, gtag's queue, and the CSP
// violations the runtime checks collect, the time runtime.spec.ts's clock test reads first, and what the live regions
// said since keyboard-tasks.ts's recordLiveRegions.
export {}

declare global {
  interface Window {
    ___navigate?: (to: string) => void
    ___loader?: { loadPage(path: string): Promise<unknown> }
    dataLayer?: IArguments[]
    __cspViolations: string[]
    __firstNow?: number
    __liveRegionsSaid?: string[]
  }
}
