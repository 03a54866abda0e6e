import * as React from "react"
import type { GatsbyBrowser } from "gatsby"
import { AuthUserProvider } from "../../firebase/auth-user"
import { PageDataProvider } from "../../hooks/page-data"

type WrapRootArgs = Parameters<NonNullable<GatsbyBrowser["wrapRootElement"]>>[0]
type WrapPageArgs = Parameters<NonNullable<GatsbyBrowser["wrapPageElement"]>>[0]

/** Around the whole site, in the browser (gatsby-browser) and the server render (gatsby-ssr) alike. */
export const wrapRoot = ({ element }: Pick<WrapRootArgs, "element">) => <AuthUserProvider>{element}</AuthUserProvider>

/** Around each page, in both renders: its language, frame and alternates, from its context and query. */
export const wrapPage = ({ element, props }: Pick<WrapPageArgs, "element" | "props">) => (
  <PageDataProvider pageContext={props.pageContext} data={props.data as never}>
    {element}
  </PageDataProvider>
)
