import * as React from "react"
import { usePageData } from "../../hooks/page-data"
import { LOCALES, LOCALE_NAMES } from "../../lib/locales"
import * as styles from "./language-switcher.module.css"

export interface LanguageSwitcherProps {
  /**
   * Its name for screen readers: the header's and the footer's differ, since two navigation
   * landmarks of one name cannot be told apart in a landmark list (the menu's shares the header's:
   * the open modal menu hides the page behind it).
   */
  label: string
  /** Where it stands: the header's bar (hidden where the bar has no room), the menu, the footer. */
  className: string
}

/**
 * The same page in each language it exists in, each named in its own script and marked with its
 * language (WCAG 3.1.2): plain links, so they work without JavaScript and the next page loads with
 * its own `<html lang>`. The current language is marked for screen readers with aria-current.
 */
export function LanguageSwitcher({ label, className }: LanguageSwitcherProps) {
  const { locale, alternates } = usePageData()
  return (
    <nav aria-label={label} className={`${styles.switcher} ${className}`}>
      <ul>
        {LOCALES.filter((other) => alternates[other]).map((other) => (
          <li key={other}>
            <a
              href={alternates[other]}
              hrefLang={other}
              lang={other}
              aria-current={other === locale ? "page" : undefined}
              className={other === locale ? styles.current : undefined}
            >
              {LOCALE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
