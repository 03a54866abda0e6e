import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { HeadElements } from "../seo/head-elements"
import { classNames } from "../../lib/class-names"
import * as styles from "./picture.module.css"

export interface PictureProps {
  /** `gatsbyImageData` from the page query (AVIF/WebP sources and a fallback, made at build time). */
  image: IGatsbyImageData
  alt: string
  className?: string
  /** "eager" for an image in the first screen, "lazy" below it. */
  loading?: "eager" | "lazy"
  /** Ask for the image before other resources (the page's main image). */
  highPriority?: boolean
  /**
   * Where the image is in the first screen, as a media query ("(min-width: 1024px)"): at those widths it
   * is preloaded with high priority; at the others, below the fold, it loads lazily at low priority, so a
   * phone paints the text above it first.
   */
  firstScreenMedia?: string
  /**
   * The image inside the HTML (`inlineAvif` of the page query: a data URI and its width, or null for an
   * image too heavy to inline) for the screens `media` names, chosen before the image's files
   * (schema/inline-image.ts). It is laid out at the `sizes` of the image's own sources.
   */
  inline?: { srcSet: string | null | undefined; media: string }
}

// React 18 does not know the camel-cased prop yet; the lower-case attribute reaches the element as is.
const HIGH_PRIORITY: Record<string, string> = { fetchpriority: "high" }

/**
 * The image data gatsby-plugin-image makes, as a plain <picture>: the browser picks AVIF or WebP and
 * the width, and width/height reserve the space so nothing shifts. No runtime is shipped for it
 * (GatsbyImage's lazy-hydration code pulls React's server renderer into the browser bundle).
 */
export function Picture({
  image,
  alt,
  className,
  loading = "lazy",
  highPriority = false,
  firstScreenMedia,
  inline,
}: PictureProps) {
  const { images } = image
  // A full-width image's data gives only its aspect ratio (width 1); width and height must be whole
  // pixels, so they come from the largest rendition, which keeps the ratio that reserves the space.
  const largest = Math.max(
    0,
    ...(images.fallback?.srcSet ?? "")
      .split(",")
      .map((c) => parseInt(c.trim().split(/\s+/)[1]))
      .filter(Number.isFinite),
  )
  const width = image.width > 1 ? image.width : largest || 1000
  const height = Math.round((width * image.height) / image.width)
  const [preferred] = images.sources ?? []
  return (
    <picture className={classNames(styles.picture, className)}>
      {firstScreenMedia && preferred && (
        <HeadElements>
          <link
            rel="preload"
            as="image"
            type={preferred.type}
            imageSrcSet={preferred.srcSet}
            imageSizes={preferred.sizes}
            media={firstScreenMedia}
            {...HIGH_PRIORITY}
          />
        </HeadElements>
      )}
      {inline?.srcSet && (
        <source type="image/avif" media={inline.media} srcSet={inline.srcSet} sizes={preferred?.sizes} />
      )}
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={styles.image}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={firstScreenMedia ? "lazy" : loading}
        decoding="async"
        {...(highPriority ? HIGH_PRIORITY : {})}
      />
    </picture>
  )
}
