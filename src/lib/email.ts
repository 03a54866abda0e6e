// Apart from the contact form's checks (validation.ts): the newsletter form on every page needs only this.

/** Non-space text, at sign, non-space text, dot, non-space text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email)
}
