import * as React from "react"
import { Link } from "gatsby"
import * as styles from "./button-link.module.css"

export interface ButtonLinkProps {
  /** A site path ("/contact"), an in-page anchor ("#opportunity") or an external URL. */
  to: string
  variant?: "primary" | "secondary" | "ghost"
  /** External links open in a new tab; the accessible name says so. */
  external?: boolean
  children: React.ReactNode
  className?: string
}

/** A link styled as a button: Gatsby Link for site paths, a plain anchor for anchors and other sites. */
export function ButtonLink({ to, variant = "primary", external = false, children, className }: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(" ")
  if (external) {
    return (
      <a href={to} className={classes} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    )
  }
  if (to.startsWith("#")) {
    return (
      <a href={to} className={classes}>
        {children}
      </a>
    )
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  )
}
