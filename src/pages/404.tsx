import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { HeadElements } from "../components/seo/head-elements"
import { Link } from "../components/ui/link"
import { LEAVE_SCRIPT } from "../lib/routes"
import { localizedPath, type Locale } from "../lib/locales"
import { required } from "../lib/required"

/**
 * Unknown paths go to Home, in the language of their prefix (/hi/…: the Hindi home). Both hosts answer
 * an unknown path with this page (under /hi/ and /kn/ with that language's) and status 404 (a catch-all
 * redirect would loop on Cloudflare and is ignored by Netlify), so the page itself moves the visitor: a
 * head script before anything renders, a meta refresh when JavaScript is off, and a link for anyone
 * whose browser follows neither.
 */
export default function NotFoundPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.NotFoundPageQuery, { locale: Locale }>) {
  const copy = required(data.notFoundPageJson, "data/interface/ (notFound)")
  const home = localizedPath(pageContext.locale, "/")
  return (
    <SitePage
      pathname={location.pathname}
      seo={{ title: copy.seoTitle, pathname: "/404", noIndex: true }}
      head={
        <HeadElements>
          <script>{LEAVE_SCRIPT}</script>
          <noscript>{`<meta http-equiv="refresh" content="0; url=${home}">`}</noscript>
        </HeadElements>
      }
      hero={{
        title: copy.title,
        children: (
          <p>
            {copy.text} <Link to="/">{copy.linkLabel}</Link>.
          </p>
        ),
      }}
    />
  )
}

export const query = graphql`
  query NotFoundPage($locale: String!) {
    ...PageLayout
    notFoundPageJson(locale: { eq: $locale }) {
      seoTitle
      title
      text
      linkLabel
    }
  }
`
