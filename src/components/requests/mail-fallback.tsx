import * as React from "react"
import { Icon } from "../ui/icon"
import { fillTemplate } from "../../lib/text"
import * as styles from "./mail-fallback.module.css"

export interface MailFallbackProps {
  /** The mail link with everything the visitor typed already written. */
  href: string
  email: string
  words: { notSent: string; mailLink: string }
}

/** When a request could not be stored: says so, and offers the visitor's own e-mail app instead. */
export function MailFallback({ href, email, words }: MailFallbackProps) {
  return (
    <div className={styles.fallback}>
      <p>{words.notSent}</p>
      <a className={styles.link} href={href}>
        <Icon name="mail" size={18} />
        {fillTemplate(words.mailLink, { email })}
      </a>
    </div>
  )
}
