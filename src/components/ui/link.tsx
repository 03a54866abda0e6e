import * as React from "react"
import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby"
import { usePageData } from "../../hooks/page-data"
import { localizedPath } from "../../lib/locales"

/**
 * Gatsby's Link to a page in the current page's language: content and components name English paths
 * (`/contact`), a Hindi page's link leads to `/hi/contact`. A switch of language is a plain link
 * (src/components/header/language-switcher.tsx), never this.
 */
export function Link<TState>({ to, ...rest }: GatsbyLinkProps<TState>) {
  const { locale } = usePageData()
  // GatsbyLink's props type carries a legacy ref that a function component does not take
  return <GatsbyLink {...(rest as object)} to={localizedPath(locale, to)} />
}
