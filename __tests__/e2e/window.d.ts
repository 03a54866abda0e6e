// What the browser tests read from a page's window: Gatsby's router and page loader, gtag's queue, and the CSP
// violations the security spec collects.
export {}

declare global {
  interface Window {
    ___navigate?: (to: string) => void
    ___loader?: { loadPage(path: string): Promise<unknown> }
    dataLayer?: IArguments[]
    __cspViolations: string[]
  }
}
