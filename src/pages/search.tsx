import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { Band } from "../components/ui/band"
import { Link } from "../components/ui/link"
import { SearchBox } from "../sections/search/search-box"
import * as styles from "../sections/search/search-box.module.css"
import { required } from "../lib/required"

/** The sitemap gatsby-plugin-sitemap writes: one for every language. */
const SITEMAP_URL = "/sitemap-index.xml"

export default function SearchPage({ data, location }: PageProps<Queries.SearchPageQuery>) {
  const copy = required(data.searchPageJson, "data/interface/ (search)")
  return (
    <SitePage
      pathname={location.pathname}
      seo={{ title: copy.seoTitle, description: copy.seoDescription, pathname: "/search" }}
      hero={copy.hero}
    >
      <Band>
        <SearchBox copy={copy} />
      </Band>
      <Band tone="alt" aria-labelledby="search-browse">
        <h2 id="search-browse" className={styles.browseTitle}>
          {copy.browseTitle}
        </h2>
        <ul className={styles.browse}>
          {copy.browseLinks.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{link.label}</Link>
            </li>
          ))}
          <li>
            <a href={SITEMAP_URL}>{copy.sitemapLabel}</a>
          </li>
        </ul>
      </Band>
    </SitePage>
  )
}

export const query = graphql`
  query SearchPage($locale: String!) {
    ...PageLayout
    searchPageJson(locale: { eq: $locale }) {
      seoTitle
      seoDescription
      hero {
        ...PageIntro
      }
      ...SearchBox
      browseTitle
      browseLinks {
        label
        url
      }
      sitemapLabel
    }
  }
`
