import * as React from "react"
import { Header } from "../header/header"
import { Footer } from "../footer/footer"
import { ConsentBanner } from "../consent/consent-banner"
import { useConsentCopy } from "../../hooks/use-consent-copy"
import { useSiteData } from "../../hooks/use-site-data"
import { useLayoutLinks } from "../../hooks/use-layout-links"
import { usePageData } from "../../hooks/page-data"
import "../../styles/global.css"
import * as styles from "./layout.module.css"

export interface LayoutProps {
  /** The current location's path, from the page's `location` prop. */
  pathname: string
  children: React.ReactNode
}

export function Layout({ pathname, children }: LayoutProps) {
  const site = useSiteData()
  const { navigation, footerGroups, socialLinks, words } = useLayoutLinks()
  const consentCopy = useConsentCopy()
  const { layout } = usePageData()
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        {words.skipLink}
      </a>
      {/* Early in the tab order: a keyboard visitor meets the choice before the page, not after it. */}
      <ConsentBanner copy={consentCopy.banner} />
      <Header pathname={pathname} companyName={site.companyName} navigation={navigation} words={words} />
      {/* The site search indexes this element only (plugins/search-index): keep its id. */}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {/* a host's preview build only, while facts are missing (schema/launch-gate.ts) */}
        {layout.previewNotice && (
          <p role="note" className={styles.previewNotice}>
            {layout.previewNotice}
          </p>
        )}
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
