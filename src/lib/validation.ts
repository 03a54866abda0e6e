import { isValidEmail } from "./email"

/** The contact form's fields, as the visitor typed them. */
export interface ContactFormValues {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

export type ContactField = keyof ContactFormValues

/** The spec's messages (error catalogue), verbatim. */
export const CONTACT_MESSAGES = {
  name: "Please enter your name",
  email: "Please enter a valid email address",
  subject: "Please enter a subject",
  message: "Please enter a message",
  sent: "Message sent successfully! We'll get back to you soon.",
  sendFailed: "Failed to send message. Please try again or contact us directly.",
} as const

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: "", email: "", phone: "", subject: "", message: "" }

export interface ContactError {
  field: ContactField
  message: string
}

const isBlank = (text: string) => text.trim() === ""

/** The spec's checks in the spec's order; the first failure, or null when the form may be sent. Phone is never checked. */
export function validateContact(values: ContactFormValues): ContactError | null {
  if (isBlank(values.name)) return { field: "name", message: CONTACT_MESSAGES.name }
  if (isBlank(values.email) || !isValidEmail(values.email)) return { field: "email", message: CONTACT_MESSAGES.email }
  if (isBlank(values.subject)) return { field: "subject", message: CONTACT_MESSAGES.subject }
  if (isBlank(values.message)) return { field: "message", message: CONTACT_MESSAGES.message }
  return null
}
