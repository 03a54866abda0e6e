import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { AuthUserProvider } from "./src/firebase/auth-user"
import { firebase } from "./src/firebase/loader"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <AuthUserProvider>{element}</AuthUserProvider>
)

// Only schedules: Firebase itself loads after the page has loaded and the browser is idle.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  void firebase.start()
}

// Gatsby calls this for the first page too, so every screen, first included, is counted once.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  firebase.trackScreenView(location.pathname)
}
