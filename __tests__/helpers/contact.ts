import type { ContactFormValues } from "../../src/lib/validation"

/** A message that passes validation, for the contact form's tests and its mail link's (no phone given). */
export const VALID_CONTACT: ContactFormValues = {
  name: "Asha Rao",
  email: "asha@example.in",
  phone: "",
  subject: "demo",
  message: "Hello,\nplease call me.",
}
