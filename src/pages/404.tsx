import * as React from "react"
import { Link, navigate, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { PageHero } from "../components/ui/page-hero"
import { PATH_ALIASES } from "../lib/routes"

/**
 * Unknown paths go to Home, and an alias (/news-and-media) to its page. Hosts that read _redirects
 * never show this page; on hosts that ignore the file (and `gatsby serve`) the browser replaces the
 * location, and the link serves visitors without JavaScript.
 */
export default function NotFoundPage({ location }: PageProps) {
  React.useEffect(() => {
    const path = location.pathname.replace(/(.)\/+$/, "$1")
    const alias = PATH_ALIASES.find((candidate) => candidate.fromPath === path)
    void navigate(alias?.toPath ?? "/", { replace: true })
  }, [location.pathname])
  return (
    <Layout pathname={location.pathname}>
      <Seo title="Page not found" pathname="/404" noIndex />
      <PageHero title="This page has moved">
        <p>
          The page you asked for is not here. <Link to="/">Go to the home page</Link>.
        </p>
      </PageHero>
    </Layout>
  )
}
