/**
 * The words the request endpoint answers with, in each language: the same records the pages show
 * (data/contact-page/, data/interface/, data/site/, the rights request form of data/legal-pages/privacy.*.json), bundled into the Functions when the host builds them.
 */
import contactEn from "../data/contact-page/contact-page.en.json"
import contactHi from "../data/contact-page/contact-page.hi.json"
import contactKn from "../data/contact-page/contact-page.kn.json"
import interfaceEn from "../data/interface/interface.en.json"
import interfaceHi from "../data/interface/interface.hi.json"
import interfaceKn from "../data/interface/interface.kn.json"
import site from "../data/site/site.en.json"
import officer from "../data/grievance-officer/grievance-officer.en.json"
import privacyEn from "../data/legal-pages/privacy.en.json"
import privacyHi from "../data/legal-pages/privacy.hi.json"
import privacyKn from "../data/legal-pages/privacy.kn.json"
import type { Locale } from "../src/lib/locales"
import type { FieldProblem, RequestKind } from "../src/lib/requests"
import { fillTemplate } from "../src/lib/text"

const CONTACT = { en: contactEn, hi: contactHi, kn: contactKn }
const INTERFACE = { en: interfaceEn, hi: interfaceHi, kn: interfaceKn }

export type RequestsCopy = (typeof interfaceEn)["requests"]

export const requestsCopy = (locale: Locale): RequestsCopy => INTERFACE[locale].requests
export const supportEmail = (): string => site.email
/** Where a rights request goes by e-mail when it cannot be stored: the Grievance Officer (DPDP Rules 2025 rule 9). */
export const grievanceEmail = (): string => officer.email

const PRIVACY = { en: privacyEn, hi: privacyHi, kn: privacyKn }
export type RightsCopy = NonNullable<(typeof privacyEn)["parts"]["items"][number]["requestForm"]>

/** The rights request form's words in a language (the privacy notice's part that holds the form). */
export function rightsCopy(locale: Locale): RightsCopy {
  const form = PRIVACY[locale].parts.items.find((part) => "requestForm" in part)?.requestForm
  if (!form) throw new Error(`data/legal-pages/privacy.${locale}.json has no part with a requestForm`)
  return form
}

/** A right's label: in English for the team's mail, as the contact subjects are. */
export const rightLabel = (value: string, locale: Locale = "en"): string =>
  rightsCopy(locale).rights.find((option) => option.value === value)?.label ?? value

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
  if (kind === "data-rights")
    return (rightsCopy(locale).messages as Record<string, string>)[field] ?? rightsCopy(locale).messages.sendFailed
  const messages = CONTACT[locale].form.messages as Record<string, unknown>
  const message = messages[field]
  return typeof message === "string" ? message : CONTACT[locale].form.messages.sendFailed
}

/** A field's label in the request's language, for the page that lists what to correct. */
export function fieldLabel(kind: RequestKind, field: string, locale: Locale): string {
  if (kind === "newsletter") return INTERFACE[locale].newsletter.emailLabel
  if (kind === "app-notify") return field === "email" ? INTERFACE[locale].appNotify.emailLabel : field
  if (kind === "data-rights")
    return (rightsCopy(locale).fields as Record<string, { label: string } | undefined>)[field]?.label ?? field
  const fields = CONTACT[locale].form.fields as Record<string, { label: string } | undefined>
  return fields[field]?.label ?? field
}

/** A contact subject's label: in English for the team's mail and notification, as the mail link always had it. */
export function subjectLabel(value: string, locale: Locale = "en"): string {
  return CONTACT[locale].form.subjects.find((option) => option.value === value)?.label ?? value
}
