import * as React from "react"
import { graphql } from "gatsby"
import { Link } from "../../components/ui/link"
import { usePageData } from "../../hooks/page-data"
import { fillTemplate } from "../../lib/text"
import {
  excerptParts,
  initialSearch,
  inLanguage,
  isPageType,
  normalizeQuery,
  resultPath,
  withSearchState,
} from "../../lib/search"
import { loadPagefind, type PagefindResultData } from "./pagefind"
import * as styles from "./search-box.module.css"

/** How long typing pauses before the search runs. */
export const SEARCH_DELAY = 300

export type SearchCopy = Pick<
  Queries.SearchBoxFragment,
  | "searchLabel"
  | "submitLabel"
  | "searching"
  | "resultCountOne"
  | "resultCountOther"
  | "noResults"
  | "failed"
  | "resultsLabel"
  | "typeLabels"
  | "noScript"
>

export interface SearchBoxProps {
  copy: SearchCopy
}

type State =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; query: string; results: PagefindResultData[] }
  | { status: "failed" }

/** The words this history entry searched for (see initialSearch); nothing on the server. */
const keptQuery = () =>
  typeof window === "undefined" ? "" : initialSearch(window.location.href, window.history.state).query

/**
 * The search box and its results. Pagefind is loaded on the first search; each search asks the index
 * of the page's language (Pagefind picks it from `<html lang>`), and results in any other language are
 * dropped. The words searched for are kept in the history entry's state, never in the address: a reload
 * or Back to the results searches again, and nothing a visitor typed reaches a log or their history.
 */
export function SearchBox({ copy }: SearchBoxProps) {
  const { locale } = usePageData()
  const [query, setQuery] = React.useState("")
  const [state, setState] = React.useState<State>({ status: "idle" })
  const latest = React.useRef(0)
  /** The search the typing pause will run: Enter runs it at once instead, not a second time. */
  const pending = React.useRef<number | undefined>(undefined)
  const inputId = React.useId()

  const run = React.useCallback(
    async (text: string) => {
      const ticket = ++latest.current
      const term = normalizeQuery(text, locale)
      window.history.replaceState(withSearchState(window.history.state, term ? text.trim() : ""), "")
      if (!term) return setState({ status: "idle" })
      setState({ status: "searching", query: text.trim() })
      try {
        const pagefind = await loadPagefind()
        const found = await pagefind.search(term)
        if (!found) return
        const results = inLanguage(await Promise.all(found.results.map((result) => result.data())), locale)
        if (ticket === latest.current) setState({ status: "done", query: text.trim(), results })
      } catch {
        if (ticket === latest.current) setState({ status: "failed" })
      }
    },
    [locale],
  )

  React.useEffect(() => {
    const { query: initial, href } = initialSearch(window.location.href, window.history.state)
    if (href !== window.location.href) window.history.replaceState(window.history.state, "", href)
    if (initial) {
      setQuery(initial)
      void run(initial)
    }
  }, [run])

  React.useEffect(() => {
    if (query === keptQuery()) return
    pending.current = window.setTimeout(() => void run(query), SEARCH_DELAY)
    return () => window.clearTimeout(pending.current)
  }, [query, run])

  const status = (() => {
    switch (state.status) {
      case "searching":
        return copy.searching
      case "failed":
        return copy.failed
      case "done": {
        const values = { count: String(state.results.length), query: state.query }
        if (state.results.length === 0) return fillTemplate(copy.noResults, values)
        return fillTemplate(state.results.length === 1 ? copy.resultCountOne : copy.resultCountOther, values)
      }
      default:
        return ""
    }
  })()

  return (
    <div className={styles.search}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          window.clearTimeout(pending.current)
          void run(query)
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {copy.searchLabel}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={styles.button}>
            {copy.submitLabel}
          </button>
        </div>
      </form>
      <noscript>
        <p className={styles.noScript}>{copy.noScript}</p>
      </noscript>
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
      {state.status === "done" && state.results.length > 0 && (
        <ol className={styles.results} aria-label={copy.resultsLabel}>
          {state.results.map((result) => {
            const type = result.filters.type?.find(isPageType)
            const path = resultPath(result.url)
            return (
              <li key={path} className={styles.result}>
                <h2 className={styles.title}>
                  <Link to={path}>{result.meta.title ?? path}</Link>
                </h2>
                <p className={styles.excerpt}>
                  {excerptParts(result.excerpt).map((part, index) =>
                    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                  )}
                </p>
                {type && <p className={styles.type}>{copy.typeLabels[type]}</p>}
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}

export const query = graphql`
  fragment SearchBox on SearchPageJson {
    searchLabel
    submitLabel
    searching
    resultCountOne
    resultCountOther
    noResults
    failed
    resultsLabel
    typeLabels {
      blog
      job
      help
      legal
      technology
      product
      page
    }
    noScript
  }
`
