import React from "react"
import type { GatsbySSR } from "gatsby"
import { AuthUserProvider } from "./src/firebase/auth-user"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AuthUserProvider>{element}</AuthUserProvider>
)
