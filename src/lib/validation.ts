import { checkFields } from "./request-checks"

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

/**
 * The spec's checks in the spec's order, as the server makes them (request-checks.ts): the first failure,
 * or null when the form may be sent. Phone is never checked; a subject that is not one of the options counts
 * as none chosen.
 */
export function validateContact(values: ContactFormValues, messages: ContactMessages): ContactError | null {
  // length is the counter's and tooLongMessage's to explain (mailto.ts), with the number of characters over
  const first = checkFields("contact", { ...values }).find(([, problem]) => problem !== "too-long")
  if (!first) return null
  const field = first[0] as ContactField
  return field === "phone" ? null : { field, message: messages[field as Exclude<ContactField, "phone">] }
}
