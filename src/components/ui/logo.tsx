import * as React from "react"
import * as styles from "./logo.module.css"

export interface LogoProps {
  name: string
  /** Light text for dark backgrounds. */
  inverted?: boolean
}

/** The brand mark and the company name. The name is real text, so the link around it is named by it. */
export function Logo({ name, inverted = false }: LogoProps) {
  return (
    <span className={`${styles.logo} ${inverted ? styles.inverted : ""}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path
          d="M6 17h5l2.5-6 4 11 3-7.5 1.5 2.5H26"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  )
}
