import * as React from "react"
import { Icon } from "./icon"
import * as styles from "./banner.module.css"

export interface BannerProps {
  tone: "success" | "error"
  /** The message; when empty the banner takes no space but stays in the page as a live region. */
  children?: React.ReactNode
  id?: string
  className?: string
}

/**
 * An announced message: role="status" for success (polite), role="alert" for errors (assertive).
 * The region is always rendered so that screen readers pick up the message the moment it arrives.
 */
export function Banner({ tone, children, id, className }: BannerProps) {
  const shown = children !== undefined && children !== null && children !== false && children !== ""
  return (
    <div
      id={id}
      role={tone === "success" ? "status" : "alert"}
      className={[shown ? styles.banner : styles.empty, shown ? styles[tone] : "", className ?? ""].join(" ").trim()}
    >
      {shown && (
        <>
          <Icon name={tone === "success" ? "circle-check" : "circle-alert"} size={20} className={styles.icon} />
          <p className={styles.text}>{children}</p>
        </>
      )}
    </div>
  )
}
