import type { GatsbySSR } from "gatsby"
import { localeOfPath } from "./src/lib/locales"
import { wrapPage, wrapRoot } from "./src/components/layout/page-wrappers"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage

// The page's language on <html>: en, or hi and kn under their prefixes.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: localeOfPath(pathname) })
}
