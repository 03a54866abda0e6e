import { graphql, useStaticQuery } from "gatsby"

/** Site-wide facts from data/site.json: company name, contact details, store links. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteJson {
        companyName
        legalName
        description
        email
        phone
        address {
          streetAddress
          locality
          region
          postalCode
          country
        }
        mapUrl
        appStoreUrl
        playStoreUrl
        professionalNetworkUrl
        newsletterProduct
        foundingYear
        copyrightYear
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  if (!data.siteJson) throw new Error("data/site.json is missing")
  return { ...data.siteJson, siteUrl: data.site?.siteMetadata?.siteUrl ?? "" }
}

export type SiteData = ReturnType<typeof useSiteData>
