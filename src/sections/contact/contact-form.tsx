import * as React from "react"
import { graphql } from "gatsby"
import { Banner } from "../../components/ui/banner"
import { Icon } from "../../components/ui/icon"
import { EMPTY_CONTACT_FORM, validateContact, type ContactField, type ContactFormValues } from "../../lib/validation"
import { contactMailto, formatCharactersLeft, tooLongMessage } from "../../lib/mailto"
import { subjectFromFragment, subjectOptionId } from "../../lib/contact-subject"
import { DEFAULT_RETENTION_DAYS, FIELD_LIMITS } from "../../lib/requests"
import type { SendOptions } from "../../lib/send-request"
import { fillTemplate } from "../../lib/text"
import { usePageData } from "../../hooks/page-data"
import { RequestSection } from "../../components/requests/request-section"
import { useRequestForm } from "../../components/requests/use-request-form"
import { MailFallback } from "../../components/requests/mail-fallback"
import { PrivacyLinks } from "../../components/requests/privacy-links"
import { controlProps } from "../../components/requests/control-props"
import * as styles from "./contact-form.module.css"

/** Spec: validation and success banners hide after 5 s. */
export const BANNER_MS = 5000
/** The counter is announced once typing pauses, and only when the limit comes into view. */
export const COUNTER_ANNOUNCE_MS = 1500
export const COUNTER_WARNING_AT = 300

interface BannerState {
  tone: "success" | "error"
  text: string
  /** The field the message is about: marked invalid while the message shows. */
  field?: ContactField
}

export interface ContactFormProps {
  copy: Queries.ContactFormSectionFragment
  supportEmail: string
  /** The page's language: named in the mail's subject when it is not English. */
  locale?: string
  /** The subjects' English labels by value, for the mail the support team reads (the page's own by default). */
  mailSubjects?: ReadonlyArray<{ value: string; label: string }>
  /** The page's own path in its language (the form's page, stored with the request). */
  pagePath: string
  /** Replaceable in tests: the network the request goes over. */
  send?: SendOptions["fetch"]
}

const ERROR_ID = "contact-form-error"
const COUNTER_ID = "contact-message-counter"
const HINT_ID = "contact-message-hint"

/** One labelled control of the form: the label points at the control `contact-<field>`. */
function Field({
  field,
  label,
  optionalLabel,
  children,
}: {
  field: ContactField
  label: string
  /** Shown after the label of a field that may stay empty. */
  optionalLabel?: string
  children: React.ReactNode
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`contact-${field}`} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
      </label>
      {children}
    </div>
  )
}

export function ContactForm({
  copy,
  supportEmail,
  locale = "en",
  mailSubjects = copy.subjects,
  pagePath,
  send,
}: ContactFormProps) {
  const { messages } = copy
  const { layout } = usePageData()
  const words = layout.interface.requests
  const form = useRequestForm<ContactFormValues>("contact", pagePath, EMPTY_CONTACT_FORM, send)
  const { values, setValues, status, setStatus, submitting, formRef, fill, focusLater, update } = form
  const [banner, setBanner] = React.useState<BannerState | null>(null)
  const [announcement, setAnnouncement] = React.useState("")
  /** The reference of the last request stored: stays until the next send, so it can be noted down. */
  const [reference, setReference] = React.useState<string | null>(null)
  /** The mail link offered when the request could not be stored. */
  const [fallback, setFallback] = React.useState<string | null>(null)
  const bannerTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined)
  const mounted = React.useRef(true)

  React.useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      clearTimeout(bannerTimer.current)
    }
  }, [])

  // `/contact#subject-demo` (a call to action elsewhere on the site) opens the form with that subject chosen
  React.useEffect(() => {
    const subject = subjectFromFragment(
      window.location.hash,
      copy.subjects.map((option) => option.value),
    )
    if (!subject) return
    setValues((current) => ({ ...current, subject }))
    formRef.current?.scrollIntoView?.({ block: "start" })
  }, [copy.subjects, formRef, setValues])

  const subjectLabel = mailSubjects.find((option) => option.value === values.subject)?.label ?? values.subject
  const left = FIELD_LIMITS.message - values.message.length
  const nearLimit = left <= COUNTER_WARNING_AT

  React.useEffect(() => {
    const timer = setTimeout(
      () => setAnnouncement(nearLimit ? formatCharactersLeft(left, messages) : ""),
      COUNTER_ANNOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [left, nearLimit, messages])

  const showBanner = (next: BannerState, hidesAfterDelay: boolean) => {
    clearTimeout(bannerTimer.current)
    setBanner(next)
    if (hidesAfterDelay) bannerTimer.current = setTimeout(() => setBanner(null), BANNER_MS)
  }

  const refuse = (field: ContactField, text: string) => {
    showBanner({ tone: "error", text, field }, true)
    focusLater(field)
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === "submitting") return
    clearTimeout(bannerTimer.current)
    setBanner(null)
    setFallback(null)
    setReference(null)

    const error = validateContact(values, messages)
    if (error) return refuse(error.field, error.message)
    if (left < 0) return refuse("message", tooLongMessage(-left, supportEmail, messages))

    setStatus("submitting")
    const outcome = await fill.send(formRef.current, { ...values })
    if (!mounted.current) return
    const offerMail = (text: string) => {
      setStatus("error")
      showBanner({ tone: "error", text }, false)
      setFallback(contactMailto(supportEmail, values, subjectLabel, locale))
    }
    switch (outcome.status) {
      case "stored":
        setStatus("submitted")
        setValues(EMPTY_CONTACT_FORM)
        setReference(outcome.reference)
        return showBanner({ tone: "success", text: messages.sent }, true)
      case "invalid": {
        setStatus("idle")
        const first = outcome.errors[0]
        const field = first.field as ContactField
        const own = (messages as Record<string, unknown>)[field]
        return refuse(field, first.problem !== "too-long" && typeof own === "string" ? own : first.message)
      }
      case "rate-limited":
        return offerMail(outcome.message)
      default:
        return offerMail(messages.sendFailed)
    }
  }

  /** Shared attributes of every control: state, disabled while sending, and error wiring. */
  const control = (field: ContactField, describedBy: string[] = []) => {
    const invalid = banner?.field === field
    return controlProps({
      id: `contact-${field}`,
      name: field,
      value: values[field],
      onChange: update(field),
      disabled: submitting,
      invalid,
      describedBy: [...(invalid ? [ERROR_ID] : []), ...describedBy],
      className: styles.control,
    })
  }

  const { fields } = copy
  /** A one-line field, filled by the browser's autofill under `autoComplete`; an optional one says so. */
  const lineField = (field: "name" | "email" | "phone", type: string, autoComplete: string, required = true) => (
    <Field field={field} label={fields[field].label} optionalLabel={required ? undefined : copy.optionalLabel}>
      <input
        {...control(field)}
        type={type}
        autoComplete={autoComplete}
        placeholder={fields[field].placeholder}
        maxLength={FIELD_LIMITS[field]}
        required={required}
      />
    </Field>
  )

  return (
    <RequestSection
      {...form.section}
      titleId="contact-form-title"
      copy={copy}
      onSubmit={onSubmit}
      actionsClassName={styles.actions}
      messages={
        <div className={styles.banners}>
          <Banner tone="success">{banner?.tone === "success" ? banner.text : null}</Banner>
          <Banner tone="error" id={ERROR_ID}>
            {banner?.tone === "error" ? banner.text : null}
          </Banner>
          <p className={styles.reference} role="status">
            {reference && fillTemplate(words.reference, { reference })}
          </p>
          {fallback && <MailFallback href={fallback} email={supportEmail} words={words} />}
        </div>
      }
      after={
        <p className={styles.privacy}>
          {fillTemplate(words.privacyNote, { days: String(DEFAULT_RETENTION_DAYS) })}{" "}
          <PrivacyLinks privacyLink={words.privacyLink} />
        </p>
      }
    >
      <div className={styles.row}>
        {lineField("name", "text", "name")}
        {lineField("email", "email", "email")}
      </div>
      <div className={styles.row}>
        {lineField("phone", "tel", "tel", false)}
        <Field field="subject" label={fields.subject.label}>
          <select {...control("subject")} required>
            <option value="">{fields.subject.placeholder}</option>
            {copy.subjects.map((option) => (
              <option key={option.value} value={option.value} id={subjectOptionId(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field field="message" label={fields.message.label}>
        <textarea
          {...control("message", nearLimit ? [COUNTER_ID, HINT_ID] : [COUNTER_ID])}
          rows={6}
          maxLength={FIELD_LIMITS.message}
          placeholder={fields.message.placeholder}
          required
        />
        <p id={COUNTER_ID} className={left < 0 ? styles.counterOver : nearLimit ? styles.counterNear : styles.counter}>
          {left < 0 && <Icon name="circle-alert" size={16} />}
          {formatCharactersLeft(left, messages)}
        </p>
        {nearLimit && (
          <p id={HINT_ID} className={styles.hint}>
            {fillTemplate(copy.lengthHint, { max: FIELD_LIMITS.message.toLocaleString("en-IN") })}
          </p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </Field>
    </RequestSection>
  )
}

export const contactFormFragment = graphql`
  fragment ContactFormSection on ContactFormCopy {
    title
    lead
    fields {
      name {
        label
        placeholder
      }
      email {
        label
        placeholder
      }
      phone {
        label
        placeholder
      }
      subject {
        label
        placeholder
      }
      message {
        label
        placeholder
      }
    }
    optionalLabel
    subjects {
      value
      label
    }
    messages {
      name
      email
      subject
      message
      sent
      sendFailed
      charactersLeft {
        one
        other
      }
      charactersOver {
        one
        other
      }
      tooLong {
        one
        other
      }
    }
    lengthHint
    submitLabel
    sendingLabel
  }
`
