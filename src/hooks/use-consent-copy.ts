import { graphql, useStaticQuery } from "gatsby"

/** The consent banner's words and the settings button's label, from data/cookie-policy-page.json. */
export function useConsentCopy() {
  const data = useStaticQuery<Queries.ConsentCopyQuery>(graphql`
    query ConsentCopy {
      cookiePolicyPageJson {
        settingsLabel
        banner {
          title
          text
          acceptLabel
          declineLabel
          policyLabel
        }
      }
    }
  `)
  if (!data.cookiePolicyPageJson) throw new Error("data/cookie-policy-page.json is missing")
  return data.cookiePolicyPageJson
}
