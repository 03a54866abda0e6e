import * as React from "react"

/** The stylesheet of a page component's own chunk, as Gatsby names it. */
const PAGE_OWN = /\/component---[^/]+\.css$/

const isInlinedStylesheet = (node: React.ReactNode): node is React.ReactElement<Record<string, unknown>> =>
  React.isValidElement(node) &&
  node.type === "style" &&
  (node.props as Record<string, unknown>)["data-identity"] === "gatsby-global-css"

const href = (node: React.ReactElement<Record<string, unknown>>) => String(node.props["data-href"] ?? "")

/**
 * A page's head with the stylesheets Gatsby inlines in the order a client-side navigation loads them:
 * webpack's order for the page's chunk group, the most widely shared first and the page's own last.
 * Gatsby inlines them in the reverse order, so a rule that composes a shared class and sets a property
 * over it (`composes: iconChip from …; background: …`) lost on a direct load what it kept after a
 * navigation. The stylesheets keep the places they had among the other head elements.
 * Throws when the head has no stylesheet Gatsby inlined, or when the page's own does not come first
 * among them: how Gatsby marks or orders them has changed.
 */
export function stylesheetsInLoadOrder(headComponents: React.ReactNode[], pathname: string): React.ReactNode[] {
  const places = headComponents.flatMap((node, index) => (isInlinedStylesheet(node) ? [index] : []))
  if (places.length === 0)
    throw new Error(
      `per-page-css: the head of ${pathname} has no <style data-identity="gatsby-global-css"> (Gatsby's inlined stylesheets); Gatsby's static-entry has changed`,
    )
  const sheets = places.map((index) => headComponents[index] as React.ReactElement<Record<string, unknown>>)
  const own = sheets.findIndex((sheet) => PAGE_OWN.test(href(sheet)))
  if (own > 0)
    throw new Error(
      `per-page-css: Gatsby no longer inlines the stylesheets of ${pathname} in the reverse of webpack's order (${sheets.map(href).join(", ")}); Gatsby's static-entry has changed`,
    )
  const reordered = [...headComponents]
  sheets.reverse().forEach((sheet, i) => (reordered[places[i]] = sheet))
  return reordered
}
