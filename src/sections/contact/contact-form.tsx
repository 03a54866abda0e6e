import * as React from "react"
import { graphql } from "gatsby"
import { Banner } from "../../components/ui/banner"
import { Icon } from "../../components/ui/icon"
import { EMPTY_CONTACT_FORM, validateContact, type ContactField, type ContactFormValues } from "../../lib/validation"
import { charactersLeft, contactMailto, formatCharactersLeft, openMailClient, tooLongMessage } from "../../lib/mailto"
import { subjectFromFragment, subjectOptionId } from "../../lib/contact-subject"
import * as styles from "./contact-form.module.css"

/** Spec: validation and success banners hide after 5 s; the mail client gets 1 s before success shows. */
export const BANNER_MS = 5000
export const SEND_DELAY_MS = 1000
/** The counter is announced once typing pauses, and only when the limit comes into view. */
export const COUNTER_ANNOUNCE_MS = 1500
export const COUNTER_WARNING_AT = 300

type Status = "idle" | "submitting" | "submitted" | "error"

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
  /** Opens the mail link; replaceable so tests can make the step fail. */
  openMail?: (href: string) => void
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
  openMail = openMailClient,
}: ContactFormProps) {
  const { messages } = copy
  const [values, setValues] = React.useState<ContactFormValues>(EMPTY_CONTACT_FORM)
  const [status, setStatus] = React.useState<Status>("idle")
  const [banner, setBanner] = React.useState<BannerState | null>(null)
  const [announcement, setAnnouncement] = React.useState("")
  const formRef = React.useRef<HTMLFormElement>(null)
  const bannerTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined)
  const sendTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined)

  React.useEffect(
    () => () => {
      clearTimeout(bannerTimer.current)
      clearTimeout(sendTimer.current)
    },
    [],
  )

  // `/contact#subject-demo` (a call to action elsewhere on the site) opens the form with that subject chosen
  React.useEffect(() => {
    const subject = subjectFromFragment(
      window.location.hash,
      copy.subjects.map((option) => option.value),
    )
    if (!subject) return
    setValues((current) => ({ ...current, subject }))
    formRef.current?.scrollIntoView?.({ block: "start" })
  }, [copy.subjects])

  const subjectLabel = mailSubjects.find((option) => option.value === values.subject)?.label ?? values.subject
  const mailto = contactMailto(supportEmail, values, subjectLabel, locale)
  const left = charactersLeft(mailto)
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

  const focusField = (field: ContactField) => {
    const element = formRef.current?.elements.namedItem(field)
    if (element instanceof HTMLElement) element.focus()
  }

  const refuse = (field: ContactField, text: string) => {
    showBanner({ tone: "error", text, field }, true)
    focusField(field)
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === "submitting") return
    clearTimeout(bannerTimer.current)
    setBanner(null)

    const error = validateContact(values, messages)
    if (error) return refuse(error.field, error.message)
    if (left < 0) return refuse("message", tooLongMessage(-left, supportEmail, messages))

    setStatus("submitting")
    try {
      openMail(mailto)
    } catch {
      setStatus("error")
      showBanner({ tone: "error", text: messages.sendFailed }, false)
      return
    }
    sendTimer.current = setTimeout(() => {
      setStatus("submitted")
      setValues(EMPTY_CONTACT_FORM)
      showBanner({ tone: "success", text: messages.sent }, true)
    }, SEND_DELAY_MS)
  }

  const submitting = status === "submitting"
  const update =
    (field: ContactField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }))

  /** Shared attributes of every control: state, disabled while sending, and error wiring. */
  const control = (field: ContactField, describedBy: string[] = []) => {
    const invalid = banner?.field === field
    const ids = [...(invalid ? [ERROR_ID] : []), ...describedBy]
    return {
      id: `contact-${field}`,
      name: field,
      value: values[field],
      onChange: update(field),
      disabled: submitting,
      "aria-invalid": invalid || undefined,
      "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
      className: styles.control,
    }
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
        required={required}
      />
    </Field>
  )

  return (
    <section className={styles.section} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.intro}>{copy.lead}</p>
      {/* Before the page's script runs, the browser's own mail hand-off keeps the form useful and keeps
          what was typed out of the URL; once hydrated, onSubmit takes over. */}
      <form
        ref={formRef}
        className={styles.form}
        action={`mailto:${supportEmail}`}
        method="post"
        encType="text/plain"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="contact-form-title"
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
            placeholder={fields.message.placeholder}
            required
          />
          <p
            id={COUNTER_ID}
            className={left < 0 ? styles.counterOver : nearLimit ? styles.counterNear : styles.counter}
          >
            {left < 0 && <Icon name="circle-alert" size={16} />}
            {formatCharactersLeft(left, messages)}
          </p>
          {nearLimit && (
            <p id={HINT_ID} className={styles.hint}>
              {copy.lengthHint}
            </p>
          )}
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </Field>
        <div className={styles.actions}>
          <div className={styles.banners}>
            <Banner tone="success">{banner?.tone === "success" ? banner.text : null}</Banner>
            <Banner tone="error" id={ERROR_ID}>
              {banner?.tone === "error" ? banner.text : null}
            </Banner>
          </div>
          <button type="submit" className={styles.submit} disabled={submitting}>
            <Icon
              name={submitting ? "loader-circle" : "send"}
              size={18}
              className={submitting ? styles.spinner : undefined}
            />
            {submitting ? copy.sendingLabel : copy.submitLabel}
          </button>
        </div>
      </form>
    </section>
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
