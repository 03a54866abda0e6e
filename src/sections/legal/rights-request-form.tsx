import * as React from "react"
import { graphql } from "gatsby"
import { Banner } from "../../components/ui/banner"
import { Icon } from "../../components/ui/icon"
import { RequestSection } from "../../components/requests/request-section"
import { useRequestForm } from "../../components/requests/use-request-form"
import { MailFallback } from "../../components/requests/mail-fallback"
import { usePageData } from "../../hooks/page-data"
import { FIELD_LIMITS } from "../../lib/requests"
import type { SendOptions } from "../../lib/send-request"
import {
  answerDueDate,
  dataRightsMailto,
  EMPTY_DATA_RIGHTS,
  formatDay,
  type DataRightsValues,
} from "../../lib/rights-request"
import { fillTemplate } from "../../lib/text"
import { controlProps } from "../../components/requests/control-props"
import * as styles from "./rights-request-form.module.css"

/** The form's heading id: the privacy notice links to it (`/privacy/your-rights#rights-request`). */
export const RIGHTS_REQUEST_ID = "rights-request"

type Field = keyof DataRightsValues

export interface RightsRequestFormProps {
  copy: Queries.RightsRequestFormFragment
  /** Where the mail link sends the request when the page cannot store it: the Grievance Officer. */
  mailTo: string
  /** The page's own path in its language, stored with the request. */
  pagePath: string
  /** Put before the ids, where one document shows several parts (the CMS preview). */
  idPrefix?: string
  /** Replaceable in tests: the network the request goes over. */
  send?: SendOptions["fetch"]
}

/**
 * A data principal's request to use a right (DPDP Rules 2025 rule 14): which right, who asks, for whom, and what
 * finds the data. Stored as kind `data-rights` by the site's request endpoint (server/requests.ts), which answers
 * with a reference; the page then says by which day the answer comes. Without JavaScript the form posts itself and
 * the endpoint answers with a page saying the same.
 */
export function RightsRequestForm({ copy, mailTo, pagePath, idPrefix = "", send }: RightsRequestFormProps) {
  const { locale, layout } = usePageData()
  const words = layout.interface.requests
  const form = useRequestForm<DataRightsValues>("data-rights", pagePath, EMPTY_DATA_RIGHTS, send)
  const { values, setValues, status, setStatus, submitting, formRef, fill, focusLater, update } = form
  const [problem, setProblem] = React.useState<{ field: Field; message: string } | null>(null)
  const [receipt, setReceipt] = React.useState<{ reference: string; due: string } | null>(null)
  const [fallback, setFallback] = React.useState<string | null>(null)

  const id = (field: string) => `${idPrefix}rights-${field}`
  const titleId = idPrefix + RIGHTS_REQUEST_ID
  const errorId = id("error")
  const messages = copy.messages as Record<string, string>

  const refuse = (field: Field, message: string) => {
    setStatus("idle")
    setProblem({ field, message })
    focusLater(field)
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === "submitting") return
    setProblem(null)
    setFallback(null)
    setReceipt(null)
    const { checkFields } = await import("../../lib/request-checks")
    const first = checkFields("data-rights", { ...values })[0]
    if (first) {
      // the fields' maxLength keeps each within its limit: what is left is a field missing or not acceptable
      return refuse(first[0] as Field, messages[first[0]])
    }
    setStatus("submitting")
    const outcome = await fill.send(formRef.current, { ...values })
    switch (outcome.status) {
      case "stored":
        setStatus("submitted")
        setValues(EMPTY_DATA_RIGHTS)
        return setReceipt({ reference: outcome.reference, due: answerDueDate(Date.now(), copy.answerDays) })
      case "invalid": {
        const error = outcome.errors[0]
        const field = error.field as Field
        return refuse(field, error.problem === "too-long" ? error.message : (messages[field] ?? error.message))
      }
      default: {
        setStatus("error")
        const rightLabel = copy.rights.find((option) => option.value === values.right)?.label ?? values.right
        setFallback(dataRightsMailto(mailTo, values, rightLabel, locale))
        setProblem(null)
        return
      }
    }
  }

  /** What every control shares: its value, disabled while sending, and its error and hint wiring. */
  const control = (field: Field, hint?: string | null) => {
    const invalid = problem?.field === field
    return controlProps({
      id: id(field),
      name: field,
      value: values[field],
      onChange: update(field),
      disabled: submitting,
      invalid,
      describedBy: [...(invalid ? [errorId] : []), ...(hint ? [id(`${field}-hint`)] : [])],
      className: styles.control,
    })
  }

  const { fields } = copy
  const label = (field: Field, optional = false) => (
    <label htmlFor={id(field)} className={styles.label}>
      {fields[field].label}
      {optional && <span className={styles.optional}> ({copy.optionalLabel})</span>}
    </label>
  )
  const hint = (field: Field) =>
    fields[field].hint ? (
      <p id={id(`${field}-hint`)} className={styles.hint}>
        {fields[field].hint}
      </p>
    ) : null

  return (
    <RequestSection
      {...form.section}
      titleId={titleId}
      copy={copy}
      onSubmit={onSubmit}
      className={styles.section}
      actionsClassName={styles.actions}
      messages={
        <>
          <Banner tone="error" id={errorId}>
            {problem?.message ?? (fallback ? copy.messages.sendFailed : null)}
          </Banner>
          <div role="status" className={styles.receipt}>
            {receipt && (
              <>
                <p className={styles.sent}>
                  <Icon name="circle-check" size={20} />
                  {copy.messages.sent} {fillTemplate(words.reference, { reference: receipt.reference })}
                </p>
                <p>
                  {fillTemplate(copy.answerBy, {
                    date: formatDay(receipt.due, locale),
                    days: String(copy.answerDays),
                  })}
                </p>
              </>
            )}
          </div>
          {fallback && <MailFallback href={fallback} email={mailTo} words={words} />}
        </>
      }
    >
      <div className={styles.field}>
        {label("right")}
        <select {...control("right")} required>
          <option value="">{copy.rightPrompt}</option>
          {copy.rights.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          {label("name")}
          <input {...control("name")} type="text" autoComplete="name" maxLength={FIELD_LIMITS.name} required />
        </div>
        <div className={styles.field}>
          {label("email")}
          <input
            {...control("email", fields.email.hint)}
            type="email"
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            required
          />
          {hint("email")}
        </div>
      </div>
      <fieldset
        className={styles.choices}
        aria-describedby={problem?.field === "forWhom" ? errorId : undefined}
        disabled={submitting}
      >
        <legend className={styles.label}>{fields.forWhom.label}</legend>
        {copy.forWhomOptions.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name="forWhom"
              value={option.value}
              checked={values.forWhom === option.value}
              onChange={update("forWhom")}
              aria-invalid={problem?.field === "forWhom" || undefined}
              required
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        {label("identifiers")}
        <textarea
          {...control("identifiers", fields.identifiers.hint)}
          rows={3}
          maxLength={FIELD_LIMITS.identifiers}
          required
        />
        {hint("identifiers")}
      </div>
      <div className={styles.field}>
        {label("message", true)}
        <textarea {...control("message", fields.message.hint)} rows={4} maxLength={FIELD_LIMITS.message} />
        {hint("message")}
      </div>
    </RequestSection>
  )
}

export const query = graphql`
  fragment RightsRequestForm on RightsRequestForm {
    title
    lead
    fields {
      right {
        label
        hint
      }
      name {
        label
        hint
      }
      email {
        label
        hint
      }
      forWhom {
        label
        hint
      }
      identifiers {
        label
        hint
      }
      message {
        label
        hint
      }
    }
    rights {
      value
      label
    }
    rightPrompt
    forWhomOptions {
      value
      label
    }
    optionalLabel
    messages {
      right
      name
      email
      forWhom
      identifiers
      sent
      sendFailed
    }
    submitLabel
    sendingLabel
    answerDays
    answerBy
    consentTitle
    consentText
    consentButton
    consentLink
  }
`
