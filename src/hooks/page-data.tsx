import * as React from "react"
import { DEFAULT_LOCALE, type Alternates, type Locale } from "../lib/locales"

export interface PageData {
  locale: Locale
  /** The page's frame in its language, from its query's `...PageLayout` (`layout: layoutData(locale: $locale)`). */
  layout: Queries.LayoutDataFragment
  alternates: Alternates
}

const PageDataContext = React.createContext<PageData | null>(null)

export interface PageDataProviderProps {
  /** gatsby-node's page context: `locale` and `alternates`; absent on a page Gatsby makes itself. */
  pageContext: { locale?: Locale; alternates?: Alternates }
  data: { layout?: Queries.LayoutDataFragment | null } | undefined
  children: React.ReactNode
}

/** Around every page (wrapPageElement in gatsby-browser and gatsby-ssr): its language, frame and alternates. */
export function PageDataProvider({ pageContext, data, children }: PageDataProviderProps) {
  const layout = data?.layout
  const { locale = DEFAULT_LOCALE, alternates } = pageContext
  // a new value only when the page changes, not when it renders again (a hash link re-renders it): a part that
  // has not hydrated yet (after-load.tsx) would lose its server HTML to a new context value
  const value = React.useMemo(
    () => (layout ? { locale, layout, alternates: alternates ?? {} } : null),
    [layout, locale, alternates],
  )
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>
}

/** The current page's language, frame and alternates; a page whose query lacks `layout` fails here, by name. */
export function usePageData(): PageData {
  const value = React.useContext(PageDataContext)
  // a page whose query lacks `...PageLayout`
  if (!value) throw new Error("No layout data")
  return value
}

export const useLocale = () => usePageData().locale

/** "(opens in a new tab)" in the page's language, from the words' "{name} (opens in a new tab)". */
export const useNewTabHint = () => usePageData().layout.interface.opensInNewTab.replace("{name}", "").trim()
