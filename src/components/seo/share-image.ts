import { graphql } from "gatsby"
import type { SeoImage } from "./seo-props"

/**
 * An editor's own share image for a page (a record's `shareImage` in the CMS), in place of the card
 * the build draws; undefined when there is none, or its size is unknown.
 */
export function editorShareImage(
  file: Queries.ShareImageFragment | null | undefined,
  alt: string | null | undefined,
  fallbackAlt: string,
): SeoImage | undefined {
  const original = file?.childImageSharp?.original
  if (!file?.publicURL || !original?.width || !original.height) return undefined
  return { src: file.publicURL, width: original.width, height: original.height, alt: alt || fallbackAlt }
}

export const query = graphql`
  fragment ShareImage on File {
    publicURL
    childImageSharp {
      original {
        width
        height
      }
    }
  }
`
