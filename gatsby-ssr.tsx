import React from "react"
import type { GatsbySSR } from "gatsby"
import { AuthUserProvider } from "./src/firebase/auth-user"
import { PageDataProvider } from "./src/hooks/page-data"
import { localeOfPath } from "./src/lib/locales"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AuthUserProvider>{element}</AuthUserProvider>
)

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageDataProvider pageContext={props.pageContext} data={props.data as never}>
    {element}
  </PageDataProvider>
)

// The page's language on <html>: en, or hi and kn under their prefixes.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: localeOfPath(pathname) })
}
