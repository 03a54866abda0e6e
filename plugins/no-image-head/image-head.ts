import { isValidElement, type ReactNode } from "react"

/**
 * gatsby-plugin-image puts a stylesheet, a noscript style and a script for GatsbyImage into every
 * page's head (its gatsby-ssr.js, keys `gatsby-image-style…`). The site draws its images as plain
 * <picture> elements (src/components/ui/picture.tsx), so those go.
 */
export const IMAGE_HEAD_KEY = "gatsby-image-style"

const isImageHead = (component: ReactNode) =>
  isValidElement(component) && String(component.key).startsWith(IMAGE_HEAD_KEY)

/** The head without gatsby-plugin-image's additions; throws, naming `pathname`, when it holds none of them. */
export function withoutImageHead(head: ReactNode[], pathname: string): ReactNode[] {
  const kept = head.filter((component) => !isImageHead(component))
  if (kept.length === head.length)
    throw new Error(
      `no-image-head: the head of ${pathname} holds nothing keyed "${IMAGE_HEAD_KEY}…": gatsby-plugin-image's head markup has changed (or the plugin is gone: then remove no-image-head from gatsby-config.ts)`,
    )
  return kept
}
