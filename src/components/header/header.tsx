import * as React from "react"
import { Link } from "../ui/link"
import { Logo } from "../ui/logo"
import { Icon } from "../ui/icon"
import { isCurrentPath } from "../../lib/routes"
import { unlocalizedPath } from "../../lib/locales"
import { fillTemplate } from "../../lib/text"
import { LanguageSwitcher } from "./language-switcher"
import * as styles from "./header.module.css"

export const SCROLL_THRESHOLD = 50

export type NavItem = Queries.LayoutDataFragment["navigation"][number]

export interface HeaderProps {
  pathname: string
  companyName: string
  navigation: readonly NavItem[]
  /** The frame's words in the page's language (data/interface/interface.<language>.json). */
  words: Queries.LayoutDataFragment["interface"]
}

export function Header({ pathname, companyName, navigation, words }: HeaderProps) {
  const [scrolled, setScrolled] = React.useState(false)
  const [menuOpen, setMenuOpen] = React.useState(false)
  const dialogRef = React.useRef<HTMLDialogElement>(null)
  const toggleRef = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD)
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [])

  // The native modal dialog traps focus, makes the page behind it inert and closes on Escape.
  React.useEffect(() => {
    const dialog = dialogRef.current
    const toggle = toggleRef.current
    if (!dialog || !menuOpen) return
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = "hidden"
    if (!dialog.open) dialog.showModal()
    return () => {
      document.body.style.overflow = previousOverflow
      if (dialog.open) dialog.close()
      toggle?.focus()
    }
  }, [menuOpen])

  // A completed navigation closes the menu.
  React.useEffect(() => setMenuOpen(false), [pathname])

  const close = () => setMenuOpen(false)

  const linkProps = (path: string) =>
    isCurrentPath(path, unlocalizedPath(pathname)) ? { "aria-current": "page" as const, className: styles.current } : {}

  return (
    <header data-scrolled={scrolled}>
      {/* the bar stays at the top of the window; the apps and the languages below it scroll with the page */}
      <div className={`${styles.bar} ${scrolled ? styles.scrolled : ""}`}>
        <div className={styles.inner}>
          <Link
            to="/home"
            className={styles.brand}
            aria-label={fillTemplate(words.homeLinkLabel, { name: companyName })}
          >
            <Logo name={companyName} />
          </Link>
          <nav className={styles.desktopNav} aria-label={words.mainNavLabel}>
            <ul className={styles.links}>
              {navigation.map((item) => (
                <li key={item.path}>
                  <Link to={item.path} {...linkProps(item.path)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* the search link and the menu button as one group at the bar's end */}
          <div className={styles.tools}>
            <Link
              to="/search"
              className={styles.searchLink}
              aria-label={words.searchLinkLabel}
              {...(isCurrentPath("/search", unlocalizedPath(pathname)) ? { "aria-current": "page" as const } : {})}
            >
              <Icon name="search" size={22} />
            </Link>
            <button
              ref={toggleRef}
              type="button"
              className={styles.menuButton}
              aria-label={words.openMenu}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen(true)}
            >
              <Icon name="menu" size={26} />
            </button>
          </div>
        </div>
      </div>
      {/* both apps and the languages at every width, a phone's included: never only inside the menu */}
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          <nav className={styles.apps} aria-label={words.appNavLabel}>
            <ul>
              {words.appLinks.map((app) => (
                <li key={app.path}>
                  <Link to={app.path} {...linkProps(app.path)}>
                    <Icon name={app.icon} size={18} />
                    {app.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher label={words.languageNavLabel} className={styles.stripLanguages} />
        </div>
      </div>
      <dialog
        id="mobile-menu"
        ref={dialogRef}
        className={styles.menu}
        aria-labelledby="mobile-menu-title"
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        onClick={(event) => {
          // A click on the dialog element itself is a click on its backdrop (the overlay).
          if (event.target === event.currentTarget) close()
        }}
      >
        <div className={styles.panel}>
          <div className={styles.panelHeader}>
            <h2 id="mobile-menu-title" className={styles.panelTitle}>
              {words.menuTitle}
            </h2>
            <button type="button" className={styles.closeButton} aria-label={words.closeMenu} onClick={close}>
              <Icon name="x" size={24} />
            </button>
          </div>
          <nav aria-label={words.mobileNavLabel}>
            <ul className={styles.menuLinks}>
              {navigation.map((item) => (
                <li key={item.path}>
                  <Link to={item.path} onClick={close} {...linkProps(item.path)}>
                    {item.menuLabel}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* the apps again, for a visitor who has scrolled past them */}
          <nav aria-label={words.appNavLabel} className={styles.menuApps}>
            <ul className={styles.menuLinks}>
              {words.appLinks.map((app) => (
                <li key={app.path}>
                  <Link to={app.path} onClick={close} {...linkProps(app.path)}>
                    <Icon name={app.icon} size={20} />
                    {app.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher label={words.languageNavLabel} className={styles.menuLanguages} />
        </div>
      </dialog>
    </header>
  )
}
