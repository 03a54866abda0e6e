import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { SitePage } from "../components/layout/site-page"
import { Band } from "../components/ui/band"
import { ContactPrompt } from "../components/ui/contact-prompt"
import { CookieSettingsButton } from "../components/consent/consent-banner"
import { StorageTable } from "../sections/cookies/storage-table"
import * as styles from "../sections/cookies/cookie-policy.module.css"
import { required } from "../lib/required"
import { pageSeo } from "../components/seo/share-image"

export default function CookiePolicyPage({ data, location }: PageProps<Queries.CookiePolicyPageQuery>) {
  const page = required(data.cookiePolicyPageJson, "data/cookie-policy-page/")
  return (
    <SitePage
      pathname={location.pathname}
      seo={pageSeo(page, "/cookies")}
      hero={{
        ...page.hero,
        children: (
          <p className={styles.updated}>
            {page.updatedLabel}: <time dateTime={page.updated}>{page.updatedText}</time>
          </p>
        ),
      }}
    >
      <Band>
        <div className={styles.content}>
          {page.groups.map((group) => (
            <StorageTable key={group.title} group={group} headers={page.tableHeaders} />
          ))}
          <section aria-labelledby="choice-title" className={styles.choice}>
            <h2 id="choice-title">{page.choiceTitle}</h2>
            <div dangerouslySetInnerHTML={{ __html: page.choiceText.html }} />
            <CookieSettingsButton label={page.settingsLabel} className={styles.settings} />
          </section>
          <ContactPrompt prompt={page.contactPrompt} label={page.contactLabel} className={styles.contact} />
        </div>
      </Band>
    </SitePage>
  )
}

export const query = graphql`
  query CookiePolicyPage($locale: String!) {
    ...PageLayout
    cookiePolicyPageJson(locale: { eq: $locale }) {
      ...DescribedPageHead
      updated
      updatedText: updated(calendar: "MMMM d, y")
      updatedLabel
      tableHeaders
      groups {
        ...StorageGroup
      }
      choiceTitle
      choiceText {
        html
      }
      settingsLabel
      contactPrompt
      contactLabel
    }
  }
`
