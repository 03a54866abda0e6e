/**
 * Where a page's share card is: the 1200×630 image that link previews (WhatsApp, LinkedIn, X) show,
 * made for every page in its own language by the build (plugins/share-cards). The address follows
 * from the page's English path and its language alone, so the page's head names it before the card is
 * made: `("hi", "/jobs/designer")` → `/og/hi/jobs/designer.png`, `("en", "/")` → `/og/en/home.png`.
 */
import type { Locale } from "./locales"

export const SHARE_CARD = { width: 1200, height: 630, folder: "/og" } as const

export function shareCardPath(locale: Locale, pathname: string): string {
  const bare = pathname.replace(/\/+$/, "")
  return `${SHARE_CARD.folder}/${locale}${bare === "" ? "/home" : bare}.png`
}

/** The card's address as the page names it, or null when it names another image (an editor's own). */
export function shareCardOf(imageUrl: string, siteUrl: string): string | null {
  const prefix = `${siteUrl}${SHARE_CARD.folder}/`
  return imageUrl.startsWith(prefix) && imageUrl.endsWith(".png") ? imageUrl.slice(siteUrl.length) : null
}
