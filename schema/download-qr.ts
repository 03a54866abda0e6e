import { encode } from "uqr"
import { localizedPath, type Locale } from "../src/lib/locales"
import { isFact } from "./facts"
import { siteUrl } from "./site-url"

/** Where the QR code points on the app's page: the block with the store badges. */
export const DOWNLOAD_ANCHOR = "download"

/** The white margin a reader needs around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4

export interface DownloadQr {
  /** The address the code holds. */
  address: string
  /** Its width and height in modules, margin included: the SVG's viewBox. */
  size: number
  /** Every dark module as one SVG path, a unit square each, runs of a row joined. */
  path: string
}

/**
 * A QR code drawn as one SVG path at build time (uqr, which never reaches the browser): medium error
 * correction, which still reads from a screen at an angle or with a smudge.
 */
export function qrCode(address: string): DownloadQr {
  const { data } = encode(address, { ecc: "M", border: QUIET_ZONE })
  const parts: string[] = []
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue
      let end = x
      while (end + 1 < row.length && row[end + 1]) end++
      parts.push(`M${x} ${y}h${end - x + 1}v1h${x - end - 1}z`)
      x = end
    }
  })
  return { address, size: data.length, path: parts.join("") }
}

interface ProductSource {
  slug: string
  locale: Locale
  appStoreUrl?: string | null
  playStoreUrl?: string | null
}

/**
 * createResolvers' argument: `downloadQr` on an app, the code of its own page in its language, for a
 * computer's visitor to open the page on a phone and pick the store there. Null while the app has no
 * store link that is a fact: then the page asks to be told instead, and a phone would find no download.
 */
export const downloadQrResolvers = {
  ProductsJson: {
    downloadQr: {
      type: "DownloadQr",
      resolve: (source: ProductSource) =>
        isFact(source.appStoreUrl) || isFact(source.playStoreUrl)
          ? qrCode(`${siteUrl()}${localizedPath(source.locale, `/${source.slug}`)}#${DOWNLOAD_ANCHOR}`)
          : null,
    },
  },
}

export const downloadQrTypeDefs = /* GraphQL */ `
  "an app page's address as a QR code, drawn at build time"
  type DownloadQr {
    address: String!
    size: Int!
    path: String!
  }
`
