/**
 * The site search's pure logic (the UI is src/sections/search/, the index plugins/search-index/):
 * what the reader typed turned into what Pagefind matches best, Pagefind's result URLs turned into
 * the site's, results kept to the page's language, and excerpts turned into text and marks.
 */
import { localeOfPath, type Locale } from "./locales"

/** The types a page can be filtered by (its `type` filter in the index, plugins/search-index). */
export const PAGE_TYPES = ["blog", "job", "help", "legal", "technology", "product", "page"] as const
export type PageType = (typeof PAGE_TYPES)[number]

export const isPageType = (value: unknown): value is PageType => PAGE_TYPES.includes(value as PageType)

/**
 * The page type of the pages each component makes (its path from the project's root), and null for
 * pages the search leaves out (the search pages themselves); every other page is "page". The index
 * reads this at build time, so no page carries it in its JavaScript.
 */
export const PAGE_TYPE_OF_COMPONENT: Readonly<Record<string, PageType | null>> = {
  "src/templates/blog-post.tsx": "blog",
  "src/templates/job-posting.tsx": "job",
  "src/templates/legal-page.tsx": "legal",
  "src/templates/legal-part.tsx": "legal",
  "src/pages/cookies.tsx": "legal",
  "src/pages/trust.tsx": "legal",
  "src/pages/help.tsx": "help",
  "src/templates/technology.tsx": "technology",
  "src/templates/product.tsx": "product",
  "src/pages/search.tsx": null,
}

/** The page type of a component's pages ("page" unless PAGE_TYPE_OF_COMPONENT says), or null: left out. */
export const pageTypeOfComponent = (component: string): PageType | null =>
  component in PAGE_TYPE_OF_COMPONENT ? PAGE_TYPE_OF_COMPONENT[component] : "page"

/**
 * Kannada case and plural endings, longest first. Kannada has no stemmer in Pagefind, which matches a
 * query word as a prefix of the page's words (and a page's word as a prefix of a longer query word):
 * `ಆಸ್ಪತ್ರೆಗೆ` ("to the hospital") finds neither `ಆಸ್ಪತ್ರೆಯಲ್ಲಿ` nor `ಆಸ್ಪತ್ರೆಯ`. Cut to its stem, it finds both.
 */
const KANNADA_ENDINGS = [
  "ಗಳನ್ನು",
  "ಗಳಲ್ಲಿ",
  "ಗಳಿಗೆ",
  "ಗಳಿಂದ",
  "ಗಳಿಗಾಗಿ",
  "ಗಳು",
  "ಗಳ",
  "ಯನ್ನು",
  "ವನ್ನು",
  "ಅನ್ನು",
  "ನ್ನು",
  "ಯಲ್ಲಿ",
  "ದಲ್ಲಿ",
  "ನಲ್ಲಿ",
  "ಅಲ್ಲಿ",
  "ಯಿಂದ",
  "ದಿಂದ",
  "ನಿಂದ",
  "ಕ್ಕಾಗಿ",
  "ಗಾಗಿ",
  "ಕ್ಕೆ",
  "ಗೆ",
  "ಯಾದ",
  "ಯ",
  "ದ",
] as const

/** A stem keeps at least this many characters (code points), so that a short word is not cut to nothing. */
const MIN_KANNADA_STEM = 3

function kannadaStem(word: string): string {
  for (const ending of KANNADA_ENDINGS) {
    if (word.endsWith(ending) && [...word].length - [...ending].length >= MIN_KANNADA_STEM) {
      return word.slice(0, -ending.length)
    }
  }
  return word
}

/**
 * The query as Pagefind should see it. NFC, so that a nukta typed as its own character (ज + ़) and the
 * precomposed letter (ज़) are one; zero-width joiners and non-joiners, which some Indic keyboards put
 * inside words, removed; spaces collapsed. Pagefind itself folds marks (nukta, matras, virama) on
 * both sides and stems Hindi; Kannada words lose their case ending (kannadaStem).
 */
export function normalizeQuery(query: string, locale: Locale): string {
  const words = query
    .normalize("NFC")
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")
    .split(/\s+/)
    .filter(Boolean)
  return (locale === "kn" ? words.map(kannadaStem) : words).join(" ")
}

/**
 * A result's address on the site: the index records each page at its own path (`/hi/privacy`), but a
 * flattened file's (`/hi/privacy.html`) or a folder's (`/hi/privacy/`) address is mapped too.
 */
export function resultPath(url: string): string {
  const path = url.replace(/[?#].*$/, "")
  const bare = path
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "")
    .replace(/(.)\/+$/, "$1")
  return bare === "/index" ? "/" : bare
}

/** Only results in the page's own language, whatever an index holds. */
export function inLanguage<T extends { url: string }>(results: readonly T[], locale: Locale): T[] {
  return results.filter((result) => localeOfPath(resultPath(result.url)) === locale)
}

export interface ExcerptPart {
  text: string
  marked: boolean
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#x27": "'",
  nbsp: "\u00A0",
}

const decode = (html: string) =>
  html.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name])

/** Punctuation and symbols at a marked word's ends ("office],", "(अधिकारी)", "।"). */
const EDGES = /^([\p{P}\p{S}]*)(.*?)([\p{P}\p{S}]*)$/su

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the matched words) as plain parts, so the page
 * renders text and `<mark>` elements and never sets HTML from the index. Pagefind marks a word with
 * the punctuation around it; only the word itself is marked here.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  const push = (text: string, marked: boolean) => {
    if (!text) return
    const last = parts[parts.length - 1]
    if (last && last.marked === marked) last.text += text
    else parts.push({ text, marked })
  }
  for (const [index, chunk] of excerpt.split(/<\/?mark>/).entries()) {
    const text = decode(chunk)
    if (index % 2 === 0) push(text, false)
    else {
      const [, before, word, after] = EDGES.exec(text)!
      if (!word) push(text, false)
      else {
        push(before, false)
        push(word, true)
        push(after, false)
      }
    }
  }
  return parts
}

/** Where the search page keeps the words searched for: its entry's history state, never the address. */
export const SEARCH_STATE_KEY = "searchQuery"

/**
 * The words to search for when the search page opens, and the address to show: the words kept in this
 * history entry's state (a reload, or Back to the results), else those of a link that carries them as
 * `?q=` (which the page then takes out of the address). What a visitor types never goes into an address,
 * so it stays out of the browser's history, the hosts' request logs and any Referer.
 */
export function initialSearch(href: string, state: unknown): { query: string; href: string } {
  const url = new URL(href)
  const kept = (state as Record<string, unknown> | null)?.[SEARCH_STATE_KEY]
  const linked = url.searchParams.get("q") ?? ""
  url.searchParams.delete("q")
  return { query: typeof kept === "string" ? kept : linked, href: url.href }
}

/** The history state with the words searched for kept (or dropped, for none), the router's own keys untouched. */
export function withSearchState(state: unknown, query: string): Record<string, unknown> {
  const { [SEARCH_STATE_KEY]: _previous, ...rest } = (state ?? {}) as Record<string, unknown>
  return query ? { ...rest, [SEARCH_STATE_KEY]: query } : rest
}
