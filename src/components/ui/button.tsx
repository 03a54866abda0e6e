import * as React from "react"
import { Link } from "./link"
import { isExternal } from "../../lib/routes"
import { classNames } from "../../lib/class-names"
import { Icon } from "./icon"
import { useNewTabHint } from "../../hooks/page-data"
import * as styles from "./button.module.css"

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse"

export interface ButtonLinkProps {
  /** A site path (rendered as a Gatsby Link), an anchor such as "#problems", or an external/tel:/mailto: URL. */
  to: string
  children: React.ReactNode
  /** primary: the warm call-to-action colour; secondary: brand outline; ghost: text-only; inverse: white outline on dark bands. */
  variant?: ButtonVariant
  /** An icon name shown before the label. */
  icon?: string
  /** An icon name shown after the label (e.g. "arrow-right"). */
  trailingIcon?: string
  /** Words that complete a short label for screen readers and crawlers ("Learn More" + "about us"); not shown. */
  context?: string | null
  /** Opens in a new tab (rel noopener noreferrer); the accessible name says so. */
  external?: boolean
  className?: string
}

/** A link that looks like a button: navigation is a link, even when it is styled as a button. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  icon,
  trailingIcon,
  external = false,
  context,
  className,
}: ButtonLinkProps) {
  const classes = classNames(styles.button, styles[variant], className)
  const newTab = useNewTabHint()
  const content = (
    <>
      {icon && <Icon name={icon} size={18} />}
      <span>
        {children}
        {context && <span className="visually-hidden"> {context}</span>}
      </span>
      {trailingIcon && <Icon name={trailingIcon} size={18} className={styles.trailing} />}
    </>
  )
  if (external) {
    return (
      <a href={to} className={classes} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="visually-hidden"> {newTab}</span>
      </a>
    )
  }
  if (to.startsWith("#") || isExternal(to)) {
    return (
      <a href={to} className={classes}>
        {content}
      </a>
    )
  }
  return (
    <Link to={to} className={classes}>
      {content}
    </Link>
  )
}
