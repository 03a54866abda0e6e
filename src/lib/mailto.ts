import type { ContactFormValues } from "./validation"

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

/** The pre-filled e-mail for a contact-form submission; subjectLabel is the chosen option's label. */
export function contactEmail(values: ContactFormValues, subjectLabel: string): Omit<MailtoParts, "to"> {
  return {
    subject: `${CONTACT_SUBJECT_PREFIX}${subjectLabel}`,
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

export function contactMailto(to: string, values: ContactFormValues, subjectLabel: string): string {
  return buildMailto({ to, ...contactEmail(values, subjectLabel) })
}

/** How many encoded characters the link may still grow by; negative once past the limit. */
export function charactersLeft(mailto: string, limit = MAILTO_LIMIT): number {
  return limit - mailto.length
}

const count = (n: number) => n.toLocaleString("en-US")

export function formatCharactersLeft(left: number): string {
  if (left >= 0) return `${count(left)} ${left === 1 ? "character" : "characters"} left`
  return `${count(-left)} ${left === -1 ? "character" : "characters"} over the limit`
}

/** The refusal shown when the e-mail would be too long for a mail link. */
export function tooLongMessage(over: number, supportEmail: string): string {
  return (
    `Your message is too long to open in your mail app. Please shorten it by ${count(over)} ` +
    `${over === 1 ? "character" : "characters"}, or e-mail us directly at ${supportEmail}.`
  )
}

/** Hands the link to the visitor's mail client. May throw where the browser refuses the navigation. */
export function openMailClient(href: string): void {
  window.location.href = href
}
