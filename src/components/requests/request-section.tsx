import * as React from "react"
import { REQUESTS_PATH, type RequestKind } from "../../lib/requests"
import { classNames } from "../../lib/class-names"
import { RequestFormFields } from "./request-form-fields"
import { SendButton } from "./send-button"
import * as styles from "./request-section.module.css"

export interface RequestSectionProps {
  kind: RequestKind
  /** The page the form is on, in its language (stored with the request). */
  pagePath: string
  /** The id of the section's heading, which names the form. */
  titleId: string
  /** The form's heading, the lead under it and its send button's words. */
  copy: { title: string; lead: string; submitLabel: string; sendingLabel: string }
  /** The request is on its way: the send button says so and takes no second press. */
  submitting: boolean
  formRef: React.Ref<HTMLFormElement>
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  /** The visitor starts filling the form in (src/lib/send-fill.ts). */
  onFocus: () => void
  /** The section's own additions to the card it is. */
  className?: string
  /** The form's fields. */
  children: React.ReactNode
  /** What the form says after a send (banners, the reference), before the send button. */
  messages: React.ReactNode
  /** The look of the row of messages and the send button. */
  actionsClassName: string
  /** What follows the form inside the section (the contact form's privacy note). */
  after?: React.ReactNode
}

/**
 * A card with a request form (contact, rights requests): its heading and lead, and the form and its send
 * button. The form sends itself by script or, before the page's script runs (or without it), posts itself to
 * the requests endpoint by POST, so nothing typed lands in a URL. Without script the endpoint answers with the
 * thank-you page (`/sent`), a rights request with a page that gives its reference and the day its answer is
 * due, or a page that lists what to correct.
 */
export function RequestSection({
  kind,
  pagePath,
  titleId,
  copy,
  submitting,
  formRef,
  onSubmit,
  onFocus,
  className,
  children,
  messages,
  actionsClassName,
  after,
}: RequestSectionProps) {
  return (
    // The form is the landmark, named by the heading; the section around it takes no name of its own, so a
    // screen reader does not announce the same name twice (a region, then the form).
    <section className={classNames(styles.section, className)}>
      <h2 id={titleId} className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.intro}>{copy.lead}</p>
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
        <div className={actionsClassName}>
          {messages}
          <SendButton submitting={submitting} label={copy.submitLabel} sendingLabel={copy.sendingLabel} />
        </div>
      </form>
      {after}
    </section>
  )
}
