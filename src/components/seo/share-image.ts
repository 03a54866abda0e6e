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

/**
 * A page's copy as its head reads it: its title (seoTitle, or else the hero's), its description (seoDescription, or
 * else the hero's lead), and the editor's share image.
 */
export interface PageSeoCopy {
  seoTitle?: string
  seoDescription?: string
  hero: { title: string; lead: string }
  shareImage?: Queries.ShareImageFragment | null
  shareImageAlt?: string | null
}

/** The head of a page whose copy gives it (PageHead, DescribedPageHead), at pathname; `extra` adds or overrides. */
export function pageSeo(copy: PageSeoCopy, pathname: string, extra: Partial<SeoProps> = {}): SeoProps {
  const title = copy.seoTitle ?? copy.hero.title
  const description = copy.seoDescription ?? copy.hero.lead
  return { title, description, pathname, image: editorShareImage(copy.shareImage, copy.shareImageAlt, title), ...extra }
}

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

  fragment DescribedPageHead on DescribedPageHead {
    shareImage {
      ...ShareImage
    }
    shareImageAlt
    seoDescription
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
