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

/** The form's messages in the page's language (contact-page.<language>.json; the English ones are the spec's, verbatim). */
export type ContactMessages = Queries.ContactPageQuery["contactPageJson"] extends infer Page
  ? NonNullable<Page> extends { form: { messages: infer Messages } }
    ? Messages
    : never
  : never

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: "", email: "", phone: "", subject: "", message: "" }

export interface ContactError {
  field: ContactField
  message: string
}

const isBlank = (text: string) => text.trim() === ""

/** The spec's checks in the spec's order; the first failure, or null when the form may be sent. Phone is never checked. */
export function validateContact(values: ContactFormValues, messages: ContactMessages): ContactError | null {
  if (isBlank(values.name)) return { field: "name", message: messages.name }
  if (isBlank(values.email) || !isValidEmail(values.email)) return { field: "email", message: messages.email }
  if (isBlank(values.subject)) return { field: "subject", message: messages.subject }
  if (isBlank(values.message)) return { field: "message", message: messages.message }
  return null
}
