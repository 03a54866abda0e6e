/** Paginated indexes (/blog, /blog/2, …; /news, /news/2, …): pure logic shared by gatsby-node and the pages. */

/** Items on one page of an index. The pages' queries default to it for page 1 (`$limit: Int = 9`). */
export const ITEMS_PER_PAGE = 9

/** How many pages `total` items fill; an empty index is still one page. */
export const pageCount = (total: number, perPage = ITEMS_PER_PAGE) => Math.max(1, Math.ceil(total / perPage))

/** Page 1 at the index's own address, page n at `<base>/<n>`. */
export const pagePath = (base: string, page: number) => (page <= 1 ? base : `${base}/${page}`)

/** What gatsby-node gives the page query of page n: the slice of items it selects. */
export interface ListPageContext {
  limit: number
  skip: number
}

/** Every page after the first (the first is the file in src/pages/, whose query defaults to page 1's slice). */
export function laterPages(base: string, total: number, perPage = ITEMS_PER_PAGE) {
  return Array.from({ length: pageCount(total, perPage) - 1 }, (_, i) => {
    const page = i + 2
    return { path: pagePath(base, page), context: { limit: perPage, skip: (page - 1) * perPage } as ListPageContext }
  })
}

export interface PageLinks {
  current: number
  count: number
  previous?: string
  next?: string
}

/** "Page {page} of {count}" → "Page 2 of 45". */
export const pageLabel = (template: string, current: number, count: number) =>
  template.replace("{page}", String(current)).replace("{count}", String(count))

/**
 * The links around page `current` of `count`: previous and next only, so a page's HTML stays the
 * same size however many pages there are.
 */
export function pageLinks(base: string, current: number, count: number): PageLinks {
  return {
    current,
    count,
    ...(current > 1 ? { previous: pagePath(base, current - 1) } : {}),
    ...(current < count ? { next: pagePath(base, current + 1) } : {}),
  }
}
