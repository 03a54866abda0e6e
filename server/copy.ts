/**
 * The words the request endpoint answers with, in each language: the same records the pages show
 * (data/contact-page/, data/interface/, data/site/), bundled into the Functions when the host builds them.
 */
import contactEn from "../data/contact-page/contact-page.en.json"
import contactHi from "../data/contact-page/contact-page.hi.json"
import contactKn from "../data/contact-page/contact-page.kn.json"
import interfaceEn from "../data/interface/interface.en.json"
import interfaceHi from "../data/interface/interface.hi.json"
import interfaceKn from "../data/interface/interface.kn.json"
import site from "../data/site/site.en.json"
import type { Locale } from "../src/lib/locales"
import type { FieldProblem, RequestKind } from "../src/lib/requests"
import { fillTemplate } from "../src/lib/text"

const CONTACT = { en: contactEn, hi: contactHi, kn: contactKn }
const INTERFACE = { en: interfaceEn, hi: interfaceHi, kn: interfaceKn }

export type RequestsCopy = (typeof interfaceEn)["requests"]

export const requestsCopy = (locale: Locale): RequestsCopy => INTERFACE[locale].requests
export const supportEmail = (): string => site.email

/** A field's problem in the request's language: the form's own message where it has one (the spec's, in English). */
export function fieldMessage(
  kind: RequestKind,
  field: string,
  problem: FieldProblem,
  locale: Locale,
  max: number,
): string {
  if (problem === "too-long") return fillTemplate(requestsCopy(locale).tooLong, { max: String(max) })
  if (kind === "newsletter") return INTERFACE[locale].newsletter.invalid
  if (kind === "app-notify") return INTERFACE[locale].appNotify.invalid
  const messages = CONTACT[locale].form.messages as Record<string, unknown>
  const message = messages[field]
  return typeof message === "string" ? message : CONTACT[locale].form.messages.sendFailed
}

/** A field's label in the request's language, for the page that lists what to correct. */
export function fieldLabel(kind: RequestKind, field: string, locale: Locale): string {
  if (kind === "newsletter") return INTERFACE[locale].newsletter.emailLabel
  if (kind === "app-notify") return field === "email" ? INTERFACE[locale].appNotify.emailLabel : field
  const fields = CONTACT[locale].form.fields as Record<string, { label: string } | undefined>
  return fields[field]?.label ?? field
}

/** A contact subject's label: in English for the team's mail and notification, as the mail link always had it. */
export function subjectLabel(value: string, locale: Locale = "en"): string {
  return CONTACT[locale].form.subjects.find((option) => option.value === value)?.label ?? value
}
