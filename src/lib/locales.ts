/**
 * The site's languages and their addresses. English keeps the unprefixed paths it always had; Hindi
 * and Kannada live under /hi and /kn, with the same path after the prefix (`/about` → `/hi/about`).
 */

export const LOCALES = ["en", "hi", "kn"] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = "en"

/** Each language's name in its own script, as a switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी", kn: "ಕನ್ನಡ" }

/** Open Graph's locale for each language (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { en: "en_IN", hi: "hi_IN", kn: "kn_IN" }

/** The same page in each language it exists in: `{ en: "/about", hi: "/hi/about", kn: "/kn/about" }`. */
export type Alternates = Partial<Record<Locale, string>>

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

/** The language a path belongs to: `/hi/about` → "hi", `/about` → "en". */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1]
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE
}

/** A path without its language prefix: `/hi/about` → `/about`, `/kn` → `/`, `/about` → `/about`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname)
  if (locale === DEFAULT_LOCALE) return pathname
  const rest = pathname.slice(locale.length + 1)
  return rest === "" ? "/" : rest
}

/**
 * The same page in another language: `("hi", "/about")` → `/hi/about`, `("kn", "/")` → `/kn`. A path
 * that already has a prefix is moved to the other language; external links, `#…` and `mailto:` pass.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path
  const bare = unlocalizedPath(path)
  if (locale === DEFAULT_LOCALE) return bare
  return bare === "/"
    ? `/${locale}`
    : `/${locale}${bare.startsWith("/?") || bare.startsWith("/#") ? bare.slice(1) : bare}`
}
