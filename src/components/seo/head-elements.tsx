import * as React from "react"
import { useHeadTags } from "./head-loader"

/**
 * More elements for the page's head (a preload, a noscript style), written as Seo writes its own: into
 * the page's HTML at build time, and by react-helmet after a client-side navigation.
 */
export function HeadElements({ children }: { children: React.ReactNode }) {
  const head = useHeadTags()
  return head ? <head.Helmet>{children}</head.Helmet> : null
}
