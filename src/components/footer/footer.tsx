import * as React from "react"
import { Link } from "../ui/link"
import { Logo } from "../ui/logo"
import { Icon } from "../ui/icon"
import { BrandIcon, isBrandIcon } from "../ui/brand-icons"
import { afterLoad } from "../layout/after-load"
import { CookieSettingsButton } from "../consent/consent-banner"
import { telHref } from "../../lib/routes"
import { localizedPath, type Locale } from "../../lib/locales"
import { fillTemplate } from "../../lib/text"
import { usePageData } from "../../hooks/page-data"
import { LanguageSwitcher } from "../header/language-switcher"
import * as styles from "./footer.module.css"
// The newsletter form's CSS, inline with the page's: its server HTML is shown, styled, before its code arrives.
import "./newsletter-form.module.css"
import "../requests/request-form-fields.module.css"
import "../requests/mail-fallback.module.css"
import "../ui/banner.module.css"

/**
 * The footer's newsletter form, at the bottom of every page: its code (about 2.5 KB of every page's first load, with the
 * request code it shares) loads after the page has loaded. Until then it posts itself, as without JavaScript.
 */
const NewsletterForm = afterLoad(
  "newsletter",
  () =>
    import(/* webpackChunkName: "after-load-newsletter" */ "./newsletter-form").then((module) => module.NewsletterForm),
  {
    // Gatsby's server build only: webpack drops this require from the browser's, where the stage is build-javascript
    onServer:
      process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
        ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy, in place
          (require("./newsletter-form") as typeof import("./newsletter-form")).NewsletterForm
        : undefined,
  },
)

export type FooterGroup = Queries.LayoutDataFragment["footerLinks"][number]
export type SocialLink = Queries.LayoutDataFragment["socialLinks"][number]

export interface FooterProps {
  companyName: string
  legalName: string
  description: string
  email: string
  phone: string
  newsletterProduct: string
  copyrightYear: number
  groups: readonly FooterGroup[]
  socialLinks: readonly SocialLink[]
  /** The label of the button that reopens the consent banner (shown only when Analytics is configured). */
  cookieSettingsLabel: string
  /** The frame's words in the page's language (data/interface/interface.<language>.json). */
  words: Queries.LayoutDataFragment["interface"]
}

/** The group rendered as the bottom bar rather than a column. */
const BOTTOM_GROUP = "legal"

/**
 * A footer link in its list item. Only paths with a page (`isPage`, decided at build time:
 * schema/layout-data.ts) get Gatsby's Link: it prefetches each target's page data, and for a path
 * without a page that request fails with a 404 in the console.
 */
function FooterLink({ link, locale }: { link: { url: string; label: string; isPage: boolean }; locale: Locale }) {
  const { url, label, isPage } = link
  return <li>{isPage ? <Link to={url}>{label}</Link> : <a href={localizedPath(locale, url)}>{label}</a>}</li>
}

export function Footer(props: FooterProps) {
  const { locale } = usePageData()
  const columns = props.groups.filter((group) => group.jsonId !== BOTTOM_GROUP)
  const bottom = props.groups.find((group) => group.jsonId === BOTTOM_GROUP)

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            <Link
              to="/home"
              className={styles.brand}
              aria-label={fillTemplate(props.words.homeLinkLabel, { name: props.companyName })}
            >
              <Logo name={props.companyName} inverted />
            </Link>
            <p className={styles.description}>{props.description}</p>
            <ul className={styles.contact}>
              <li>
                <a href={`mailto:${props.email}`}>
                  <Icon name="mail" size={18} />
                  {props.email}
                </a>
              </li>
              <li>
                <a href={telHref(props.phone)}>
                  <Icon name="phone" size={18} />
                  {props.phone}
                </a>
              </li>
            </ul>
            {/* none while every profile's address is still a placeholder (left out by schema/layout-data.ts) */}
            {props.socialLinks.length > 0 && (
              <ul className={styles.social}>
                {props.socialLinks.map((link) => (
                  <li key={link.name}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={fillTemplate(props.words.opensInNewTab, { name: link.name })}
                    >
                      {isBrandIcon(link.icon) ? <BrandIcon name={link.icon} /> : <Icon name={link.icon} size={20} />}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {columns.map((group) => (
            <nav key={group.jsonId} className={styles.group} aria-labelledby={`footer-${group.jsonId}`}>
              <h2 id={`footer-${group.jsonId}`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <ul>
                {group.links.map((link) => (
                  <FooterLink key={link.url} link={link} locale={locale} />
                ))}
              </ul>
            </nav>
          ))}
          <div className={styles.newsletter}>
            <NewsletterForm
              product={props.newsletterProduct}
              copy={props.words.newsletter}
              supportEmail={props.email}
            />
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © {props.copyrightYear} {props.legalName}. {props.words.rightsReserved}
          </p>
          {bottom && (
            <nav aria-label={bottom.title}>
              <ul className={styles.bottomLinks}>
                {bottom.links.map((link) => (
                  <FooterLink key={link.url} link={link} locale={locale} />
                ))}
                <CookieSettingsButton label={props.cookieSettingsLabel} className={styles.settings} listItem />
              </ul>
            </nav>
          )}
          <LanguageSwitcher label={props.words.footerLanguageNavLabel} className={styles.languages} />
        </div>
      </div>
    </footer>
  )
}
