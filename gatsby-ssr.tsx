import React from "react"
import type { GatsbySSR } from "gatsby"
import { AuthUserProvider } from "./src/firebase/auth-user"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AuthUserProvider>{element}</AuthUserProvider>
)

/**
 * gatsby-plugin-image puts a stylesheet, a noscript style and a script for GatsbyImage into every page.
 * The site draws its images as plain <picture> elements (src/components/ui/picture.tsx), so those go.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(React.isValidElement(component) && String(component.key).startsWith("gatsby-image-style")),
    ),
  )
}
