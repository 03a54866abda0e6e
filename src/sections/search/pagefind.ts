/**
 * Pagefind's browser API (https://pagefind.app/docs/api/), the part the search page uses. The script is
 * written by the build (plugins/search-index) to /pagefind/, so webpack must not bundle it: it is
 * imported at run time, on the search page only, when the reader first searches.
 */
export interface PagefindResultData {
  url: string
  excerpt: string
  meta: { title?: string }
  filters: Record<string, string[]>
}

export interface PagefindResult {
  id: string
  data: () => Promise<PagefindResultData>
}

export interface Pagefind {
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>
  destroy?: () => Promise<void>
}

export const PAGEFIND_URL = "/pagefind/pagefind.js"

let loading: Promise<Pagefind> | undefined

export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
