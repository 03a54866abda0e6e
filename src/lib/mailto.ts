import type { ContactFormValues, ContactMessages } from "./validation"
import { fillTemplate } from "./text"

/**
 * Mail clients and browsers drop or cut long mailto links (Gmail's handler stops near 1,600
 * characters), so the whole encoded link is kept under this many characters.
 */
export const MAILTO_LIMIT = 1800

/** Line breaks as CR LF (RFC 6068), then percent-encoded: no input can end a field or add a header. */
export function encodeMailtoText(text: string): string {
  return encodeURIComponent(text.replace(/\r\n|\r|\n/g, "\r\n"))
}

export interface MailtoParts {
  to: string
  subject: string
  body: string
}

/** Never URLSearchParams: it writes spaces as "+", which mail clients show literally. */
export function buildMailto({ to, subject, body }: MailtoParts): string {
  const address = to.split("@").map(encodeURIComponent).join("@")
  return `mailto:${address}?subject=${encodeMailtoText(subject)}&body=${encodeMailtoText(body)}`
}

export const CONTACT_SUBJECT_PREFIX = "Contact Form: "
export const PHONE_NOT_PROVIDED = "Not provided"

/**
 * The pre-filled e-mail for a contact-form submission, for the support team to read whatever the
 * page's language: labels in English, subjectLabel the chosen option's English label, the visitor's
 * words as typed, and a page in another language named in the subject ("Contact Form: Request Demo [hi]").
 */
/** A page in another language is named at the end of the mail's subject: " [hi]". */
export const languageTag = (locale: string) => (locale === "en" ? "" : ` [${locale}]`)

export function contactEmail(values: ContactFormValues, subjectLabel: string, locale = "en"): Omit<MailtoParts, "to"> {
  return {
    subject: `${CONTACT_SUBJECT_PREFIX}${subjectLabel}${languageTag(locale)}`,
    body: [
      `Name: ${values.name}`,
      `Email: ${values.email}`,
      `Phone: ${values.phone.trim() === "" ? PHONE_NOT_PROVIDED : values.phone}`,
      `Subject: ${subjectLabel}`,
      "Message:",
      values.message,
    ].join("\n"),
  }
}

export function contactMailto(to: string, values: ContactFormValues, subjectLabel: string, locale = "en"): string {
  return buildMailto({ to, ...contactEmail(values, subjectLabel, locale) })
}

/** The mail that asks for a subscription, when the newsletter form could not store it. */
export function newsletterMailto(to: string, email: string, locale = "en"): string {
  return buildMailto({
    to,
    subject: `Newsletter subscription${languageTag(locale)}`,
    body: `Please subscribe ${email} to the newsletter.`,
  })
}

/** The mail that asks to be told when an app is in the stores, when the page could not store the request. */
export function appNotifyMailto(to: string, email: string, app: string, locale = "en"): string {
  return buildMailto({
    to,
    subject: `Tell me when ${app} is in the stores${languageTag(locale)}`,
    body: `Please write to ${email} when ${app} is in the App Store or on Google Play.`,
  })
}

/** How many encoded characters the link may still grow by; negative once past the limit. */
export function charactersLeft(mailto: string, limit = MAILTO_LIMIT): number {
  return limit - mailto.length
}

const count = (n: number) => n.toLocaleString("en-US")

/** A text in its one or other form for n: "1 character left", "2 characters left". */
const plural = (text: { one: string; other: string }, n: number, values: Record<string, string> = {}) =>
  fillTemplate(n === 1 ? text.one : text.other, { count: count(n), ...values })

export function formatCharactersLeft(left: number, messages: ContactMessages): string {
  return left >= 0 ? plural(messages.charactersLeft, left) : plural(messages.charactersOver, -left)
}

/** The refusal shown when the e-mail would be too long for a mail link. */
export function tooLongMessage(over: number, supportEmail: string, messages: ContactMessages): string {
  return plural(messages.tooLong, over, { email: supportEmail })
}

/** Hands the link to the visitor's mail client. May throw where the browser refuses the navigation. */
export function openMailClient(href: string): void {
  window.location.href = href
}
