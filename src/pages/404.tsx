import * as React from "react"
import { Link, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { HeadElements } from "../components/seo/head-elements"
import { Seo } from "../components/seo/seo"
import { PageHero } from "../components/ui/page-hero"
import { LEAVE_SCRIPT } from "../lib/routes"

/**
 * Unknown paths go to Home. Both hosts answer an unknown path with this page and status 404 (a
 * catch-all redirect would loop on Cloudflare and is ignored by Netlify), so the page itself moves
 * the visitor: a head script before anything renders, a meta refresh when JavaScript is off, and a
 * link for anyone whose browser follows neither.
 */
export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname}>
      <Seo title="Page not found" pathname="/404" noIndex />
      <HeadElements>
        <script>{LEAVE_SCRIPT}</script>
        <noscript>{`<meta http-equiv="refresh" content="0; url=/">`}</noscript>
      </HeadElements>
      <PageHero title="This page has moved">
        <p>
          The page you asked for is not here. <Link to="/">Go to the home page</Link>.
        </p>
      </PageHero>
    </Layout>
  )
}
