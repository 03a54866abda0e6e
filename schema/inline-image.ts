/**
 * A page's main image, when it is small, travels inside the page's HTML as a data URI instead of as a
 * file of its own: a phone then paints it with the HTML, a round trip sooner (the blog post's hero is
 * its Largest Contentful Paint). A photograph stays a file: above INLINE_IMAGE_MAX_BYTES the field is
 * null and the page uses the files gatsby-plugin-image made, as before.
 *
 * `File.inlineAvif` in a page query; src/components/ui/picture.tsx puts it first, for the screens
 * INLINE_IMAGE_MEDIA names (src/lib/inline-image.ts).
 */

import sharp from "sharp"
import { INLINE_IMAGE_WIDTH } from "../src/lib/inline-image"

/**
 * The most an image may weigh to go inline. Base64 makes it a third larger and brotli wins little of that
 * back, so the page grows by about the image's weight: 4 KB lets a drawing go inline (the posts' heroes
 * weigh 2 to 3 KB at 960 pixels) and keeps a photograph, tens of KB, a file of its own.
 */
export const INLINE_IMAGE_MAX_BYTES = 4096

/** The images sharp reads and an <img> shows: not SVG, which is drawn, not decoded. */
const RASTER_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif"]

/**
 * The image at `width` (never enlarged) as a srcset candidate, an AVIF data URI and its width
 * ("data:image/avif;base64,… 960w"), or null when the AVIF weighs more than `maxBytes`. AVIF at sharp's
 * default quality, as gatsby-plugin-sharp makes its AVIF files.
 */
export async function inlineAvif(
  file: string,
  width: number,
  maxBytes: number = INLINE_IMAGE_MAX_BYTES,
): Promise<string | null> {
  const { data, info } = await sharp(file)
    .resize({ width, withoutEnlargement: true })
    .avif()
    .toBuffer({ resolveWithObject: true })
  return data.length <= maxBytes ? `data:image/avif;base64,${data.toString("base64")} ${info.width}w` : null
}

interface FileSource {
  absolutePath: string
  internal: { mediaType?: string | null; contentDigest?: string }
}

/**
 * One encoding per image and content: every language's post shows the same file, and an image replaced
 * while `gatsby develop` runs is encoded again.
 */
const made = new Map<string, Promise<string | null>>()

/** createResolvers' argument: `inlineAvif` on Gatsby's File. */
export const inlineImageResolvers = {
  File: {
    inlineAvif: {
      type: "String",
      description: `a srcset candidate: the image as an AVIF data URI ${INLINE_IMAGE_WIDTH} pixels wide (never enlarged) and its width, when that weighs at most ${INLINE_IMAGE_MAX_BYTES} bytes; null otherwise`,
      resolve: (source: FileSource) => {
        if (!RASTER_TYPES.includes(source.internal.mediaType ?? "")) return null
        const key = `${source.absolutePath}#${source.internal.contentDigest ?? ""}`
        if (!made.has(key)) made.set(key, inlineAvif(source.absolutePath, INLINE_IMAGE_WIDTH))
        return made.get(key)
      },
    },
  },
}
