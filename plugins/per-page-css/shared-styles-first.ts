import * as React from "react"

/** The stylesheet per-page-css gathers the shared rules into (webpack's name for the chunk, with its hash). */
const SHARED = /\/shared-styles\.[0-9a-f]+\.css$/

const isInlinedStylesheet = (node: React.ReactNode): node is React.ReactElement<Record<string, unknown>> =>
  React.isValidElement(node) &&
  node.type === "style" &&
  (node.props as Record<string, unknown>)["data-identity"] === "gatsby-global-css"

/**
 * A page's head with the shared stylesheet first among the stylesheets Gatsby inlines. Gatsby inlines a
 * page's chunks' stylesheets in the reverse of webpack's order, so the page's own rules came before the
 * shared ones, and a rule composing a shared class (`composes: iconChip from …`) lost what it sets over
 * it on a direct load, yet kept it after a client-side navigation (which appends the page's stylesheet).
 * Throws when the head has no stylesheet Gatsby inlined: how Gatsby marks them has changed.
 */
export function sharedStylesFirst(headComponents: React.ReactNode[], pathname: string): React.ReactNode[] {
  const first = headComponents.findIndex(isInlinedStylesheet)
  if (first === -1)
    throw new Error(
      `per-page-css: the head of ${pathname} has no <style data-identity="gatsby-global-css"> (Gatsby's inlined stylesheets); Gatsby's static-entry has changed`,
    )
  const shared = headComponents.findIndex(
    (node) => isInlinedStylesheet(node) && SHARED.test(String(node.props["data-href"] ?? "")),
  )
  if (shared <= first) return headComponents
  const reordered = [...headComponents]
  const [sharedStyle] = reordered.splice(shared, 1)
  reordered.splice(first, 0, sharedStyle)
  return reordered
}
