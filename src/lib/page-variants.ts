/**
 * Which pages the site has in which languages, and each page's alternates (hreflang, the language
 * switcher): pure logic behind gatsby-node's page creation (schema/create-pages.ts).
 */
import { LOCALES, localizedPath, type Alternates, type Locale } from "./locales"
import { laterPages } from "./pagination"

/** A page to create: `component` relative to the project (`src/templates/product.tsx`). */
export interface PageSpec {
  path: string
  component: string
  context: Record<string, unknown>
}

/** Each language's address of a page that exists in `locales`. */
export const alternatesOf = (pagePath: string, locales: readonly Locale[]): Alternates =>
  Object.fromEntries(locales.map((locale) => [locale, localizedPath(locale, pagePath)]))

/**
 * A page of src/pages, made by Gatsby at its English path, in every language under that language's
 * prefix (the copy exists in each: the content check makes sure). The 404 page's alternates are the
 * languages' homes.
 */
export function localizedCopies(pagePath: string): Array<{ path: string; locale: Locale; alternates: Alternates }> {
  const alternates = alternatesOf(pagePath.startsWith("/404") ? "/" : pagePath, LOCALES)
  return LOCALES.map((locale) => ({ path: localizedPath(locale, pagePath), locale, alternates }))
}

/** /home (and /hi/home, /kn/home) shows Home under its own address (its canonical URL is / or /hi, /kn). */
export const homeAliasPages = (): PageSpec[] =>
  LOCALES.map((locale) => ({
    path: localizedPath(locale, "/home"),
    component: "src/pages/index.tsx",
    context: { locale, alternates: alternatesOf("/", LOCALES) },
  }))

/** A record that becomes a page; only legal pages select showGrievanceOfficer, and only their parts have a part. */
export interface PageRecord {
  id: string
  slug: string
  locale: Locale
  showGrievanceOfficer?: boolean | null
  /** A part of a long legal text: its slug (schema/legal-parts.ts); the record is the legal page. */
  part?: string
}

export interface RecordPages {
  records: readonly PageRecord[]
  path: (slug: string) => string
  component: string
  /** Query variables beyond the record's id and language. */
  extraContext?: (record: PageRecord) => Record<string, unknown>
}

/** One page per record, in its record's language; a record translated into some languages only has a page in those. */
export function recordPages(sources: readonly RecordPages[]): PageSpec[] {
  return sources.flatMap(({ records, path: pathOf, component, extraContext }) => {
    // in LOCALES order, not the records': theirs is the order Gatsby happened to read the files in
    const localesOf = (slug: string) => LOCALES.filter((l) => records.some((r) => r.slug === slug && r.locale === l))
    return records.map((record) => ({
      path: localizedPath(record.locale, pathOf(record.slug)),
      component,
      context: {
        id: record.id,
        locale: record.locale,
        alternates: alternatesOf(pathOf(record.slug), localesOf(record.slug)),
        ...extraContext?.(record),
      },
    }))
  })
}

export interface PaginatedIndex {
  base: string
  /** The language of each of its items. */
  items: ReadonlyArray<{ locale: Locale }>
  /** Its first page, whose query also serves the later ones. */
  component: string
}

/**
 * The indexes' pages after the first, each querying its own slice of its language's items; page 1 is
 * the index's own file in src/pages. Page n exists in a language that has enough items for it.
 */
export function laterIndexPages(indexes: readonly PaginatedIndex[]): PageSpec[] {
  return indexes.flatMap(({ base, items, component }) => {
    const pagesIn = (locale: Locale) => laterPages(base, items.filter((item) => item.locale === locale).length)
    return LOCALES.flatMap((locale) =>
      pagesIn(locale).map((page) => ({
        path: localizedPath(locale, page.path),
        component,
        context: {
          ...page.context,
          locale,
          alternates: alternatesOf(
            page.path,
            LOCALES.filter((other) => pagesIn(other).some((p) => p.path === page.path)),
          ),
        },
      })),
    )
  })
}
