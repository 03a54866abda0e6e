import * as React from "react"
import { REQUESTS_PATH, type RequestKind } from "../../lib/requests"
import { classNames } from "../../lib/class-names"
import { RequestFormFields } from "./request-form-fields"
import * as styles from "./request-section.module.css"

export interface RequestSectionProps {
  kind: RequestKind
  /** The page the form is on, in its language (stored with the request). */
  pagePath: string
  /** The id of the section's heading, which names the section and the form. */
  titleId: string
  title: string
  lead: string
  formRef: React.Ref<HTMLFormElement>
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  /** The visitor starts filling the form in (src/lib/send-fill.ts). */
  onFocus: () => void
  /** The section's own additions to the card it is. */
  className?: string
  /** The form's fields, banners and send button. */
  children: React.ReactNode
  /** What follows the form inside the section (the contact form's privacy note). */
  after?: React.ReactNode
}

/**
 * A card with a request form (contact, rights requests): its heading and lead, and the form, which sends
 * itself by script or, before the page's script runs (or without it), posts itself to the requests endpoint
 * by POST, so nothing typed lands in a URL; the endpoint answers with a page that thanks the visitor and gives
 * the reference, or lists what to correct.
 */
export function RequestSection({
  kind,
  pagePath,
  titleId,
  title,
  lead,
  formRef,
  onSubmit,
  onFocus,
  className,
  children,
  after,
}: RequestSectionProps) {
  return (
    <section className={classNames(styles.section, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{lead}</p>
      <form
        ref={formRef}
        className={styles.form}
        action={REQUESTS_PATH}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={onFocus}
        aria-labelledby={titleId}
      >
        <RequestFormFields kind={kind} page={pagePath} />
        {children}
      </form>
      {after}
    </section>
  )
}
