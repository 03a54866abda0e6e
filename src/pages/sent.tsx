import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { Link } from "../components/ui/link"
import { SENT_PATH } from "../lib/routes"

/**
 * Where a form sent without JavaScript lands once the request is stored (server/requests.ts answers 303
 * here, in the visitor's language). With JavaScript the forms say the same in place, with a reference.
 */
export default function SentPage({ data, location }: PageProps<Queries.SentPageQuery>) {
  const words = data.layout.interface.requests
  return (
    <SitePage
      pathname={location.pathname}
      seo={{ title: words.sentTitle, pathname: SENT_PATH, noIndex: true }}
      hero={{
        title: words.sentTitle,
        children: (
          <p>
            {words.sentText} <Link to="/">{words.sentHome}</Link>
          </p>
        ),
      }}
    />
  )
}

export const query = graphql`
  query SentPage($locale: String!) {
    ...PageLayout
    layout: layoutData(locale: $locale) {
      interface {
        requests {
          sentTitle
          sentText
          sentHome
        }
      }
    }
  }
`
