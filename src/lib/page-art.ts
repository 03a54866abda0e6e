import { unlocalizedPath } from "./locales"

/**
 * The icons an inner page's hero draws beside its text from 1024 px (PageHero's `art`), by the page's
 * first path segment in any language (/hi/blog/2 is a blog page): what the page is about, so the band's
 * right half is not left empty. Decoration only; a page not listed keeps the one-column hero.
 */
const NEWS = ["globe", "file-text", "sparkles"]

export const PAGE_ART: Readonly<Record<string, readonly string[]>> = {
  about: ["heart-pulse", "users", "sparkles"],
  jobs: ["rocket", "users", "lightbulb"],
  blog: ["file-text", "heart-pulse", "brain"],
  news: NEWS,
  // the footer's alias of /news
  "news-and-media": NEWS,
  investors: ["line-chart", "handshake", "target"],
  contact: ["message-circle", "mail", "phone"],
  help: ["message-circle", "circle-check", "phone"],
  search: ["search", "file-text", "globe"],
  privacy: ["shield-check", "lock", "user-check"],
  "terms-and-conditions": ["scale", "file-text", "handshake"],
  cookies: ["shield-check", "check", "lock"],
  "responsible-ai": ["brain-circuit", "stethoscope", "scale"],
  accessibility: ["users", "check", "heart"],
  security: ["lock", "shield-check", "circle-alert"],
}

/** The hero icons of the page at `pathname`, or undefined. */
export function pageArt(pathname: string): readonly string[] | undefined {
  const segment = unlocalizedPath(pathname).split("/")[1] ?? ""
  return PAGE_ART[segment]
}
