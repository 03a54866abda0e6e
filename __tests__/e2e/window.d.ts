// What the browser tests read from a page's window: Gatsby's router, gtag's queue, and the CSP
// violations the security spec collects.
export {}

declare global {
  interface Window {
    ___navigate?: (to: string) => void
    dataLayer?: IArguments[]
    __cspViolations: string[]
  }
}
