import React, { startTransition } from "react"
import type { GatsbyBrowser } from "gatsby"
import { createRoot, hydrateRoot } from "react-dom/client"
import { firebase } from "./src/firebase/loader"
import { headLoader } from "./src/components/seo/head-loader"
import { wrapPage, wrapRoot } from "./src/components/layout/page-wrappers"
import { renderAllBandsOnKeyOrFocus, renderBandsWhenIdle } from "./src/lib/band-rendering"
import { pageHydrated } from "./src/components/layout/after-load"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapRoot

// A page's language is set on <html> by the server render (gatsby-ssr): Gatsby's links stay within one
// language, and the language switcher's are plain links that load the other language's page.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage

/**
 * Hydration as a transition: React then hydrates in slices of a few milliseconds and yields to the
 * browser between them, instead of one long task for the whole page (what Gatsby's default does). The
 * static HTML is already on screen and usable, so nothing waits on it. A page whose HTML has no content
 * (client-only) is rendered, as Gatsby itself does.
 */
// Typed by hand: Gatsby's declaration borrows react-dom's legacy `Renderer`, whose overloads return a
// component instance that hydrateRoot has no use for.
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) => {
  const hasServerHtml = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length)
  startTransition(() => {
    if (hasServerHtml) hydrateRoot(container, element)
    else createRoot(container).render(element)
  })
}

// Only schedules: Firebase itself loads after the page has loaded and the browser is idle.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  void firebase.start()
  renderAllBandsOnKeyOrFocus(window)
}

/** The browser's idle callback; Safari has none, so a short timer stands in. */
const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => run())
  else window.setTimeout(run, 50)
}

// A client-side navigation has begun: the next page's head needs react-helmet (see head-loader).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) void headLoader.load()
}

// Gatsby calls this for the first page too, so every screen, first included, is counted once.
// It runs once the page has hydrated: the bands that waited off screen are rendered from then on.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  firebase.trackScreenView(location.pathname)
  renderBandsWhenIdle(document, whenIdle)
}

// The first page has hydrated: parts deferred past its load (after-load.tsx) load at once on later pages.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = pageHydrated
