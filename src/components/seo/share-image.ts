import { graphql } from "gatsby"
import type { SeoImage, SeoProps } from "./seo-props"

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

/** A page's copy as its head reads it: the title, the hero's lead as the description, and the editor's share image. */
export interface PageSeoCopy {
  seoTitle: string
  hero: { lead: string }
  shareImage?: Queries.ShareImageFragment | null
  shareImageAlt?: string | null
}

/** The head of a page whose copy has its own title, lead and share image, at pathname; `extra` adds or overrides. */
export const pageSeo = (copy: PageSeoCopy, pathname: string, extra: Partial<SeoProps> = {}): SeoProps => ({
  title: copy.seoTitle,
  description: copy.hero.lead,
  pathname,
  image: editorShareImage(copy.shareImage, copy.shareImageAlt, copy.seoTitle),
  ...extra,
})

export const query = graphql`
  fragment PageHead on PageHead {
    shareImage {
      ...ShareImage
    }
    shareImageAlt
    seoTitle
    hero {
      ...PageIntro
    }
  }

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
