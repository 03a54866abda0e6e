import * as React from "react"
import { HONEYPOT_FIELD, type RequestKind } from "../../lib/requests"
import { usePageData } from "../../hooks/page-data"
import * as styles from "./request-form-fields.module.css"

export interface RequestFormFieldsProps {
  kind: RequestKind
  /** The page the form is on, in its language. */
  page: string
}

/**
 * What a request form sends besides the visitor's fields when it posts without JavaScript (the script sends
 * the same as JSON): its kind, the page's language, the page and the privacy notice's version the visitor could
 * read, and a field people never see, which
 * automated programs fill in (server/requests.ts refuses a request that has it filled).
 */
export function RequestFormFields({ kind, page }: RequestFormFieldsProps) {
  const { locale, layout } = usePageData()
  const id = `${kind}-${HONEYPOT_FIELD}`
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="privacyVersion" value={layout.privacyVersion} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={id}>{layout.interface.requests.honeypotLabel}</label>
        <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  )
}
