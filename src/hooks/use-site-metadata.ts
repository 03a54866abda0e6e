import { graphql, useStaticQuery } from "gatsby"

/** Build settings from gatsby-config's siteMetadata: the public site URL and the browser theme colour. */
export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          siteUrl
          themeColor
        }
      }
    }
  `)
  return { siteUrl: data.site?.siteMetadata?.siteUrl ?? "", themeColor: data.site?.siteMetadata?.themeColor ?? "" }
}
