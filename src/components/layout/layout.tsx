import * as React from "react"
import { Header } from "../header/header"
import { Footer } from "../footer/footer"
import { ConsentBanner } from "../consent/consent-banner"
import { useConsentCopy } from "../../hooks/use-consent-copy"
import { useSiteData } from "../../hooks/use-site-data"
import { useLayoutLinks } from "../../hooks/use-layout-links"
import "../../styles/global.css"
import type { PageType } from "../../lib/search"
import * as styles from "./layout.module.css"

export interface LayoutProps {
  /** The current location's path, from the page's `location` prop. */
  pathname: string
  children: React.ReactNode
  /** What the site search lists the page as (its filter in plugins/search-index). */
  pageType?: PageType
  /** False keeps the page out of the site search (the search page itself). */
  searchable?: boolean
}

export function Layout({ pathname, children, pageType = "page", searchable = true }: LayoutProps) {
  const site = useSiteData()
  const { navigation, footerGroups, socialLinks, words } = useLayoutLinks()
  const consentCopy = useConsentCopy()
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        {words.skipLink}
      </a>
      {/* Early in the tab order: a keyboard visitor meets the choice before the page, not after it. */}
      <ConsentBanner copy={consentCopy.banner} />
      <Header pathname={pathname} companyName={site.companyName} navigation={navigation} words={words} />
      {/* Only <main> is indexed for the site search: not the header, footer or consent banner. */}
      <main
        id="main-content"
        tabIndex={-1}
        className={styles.main}
        {...(searchable ? { "data-pagefind-body": "", "data-pagefind-filter": `type:${pageType}` } : {})}
      >
        {children}
      </main>
      <Footer
        companyName={site.companyName}
        legalName={site.legalName}
        description={site.description}
        email={site.email}
        phone={site.phone}
        newsletterProduct={site.newsletterProduct}
        copyrightYear={site.copyrightYear}
        groups={footerGroups}
        socialLinks={socialLinks}
        cookieSettingsLabel={consentCopy.settingsLabel}
        words={words}
      />
    </>
  )
}
