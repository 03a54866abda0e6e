import { usePageData } from "./page-data"

/** The consent banner's words and the settings button's label, from data/cookie-policy-page/cookie-policy-page.<language>.json. */
export const useConsentCopy = () => usePageData().layout.cookiePolicy
