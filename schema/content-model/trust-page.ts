import { shareImageFields, type ContentFolder } from "./shared"

/**
 * /trust, the trust centre: what a hospital's security lead and a privacy-minded patient ask first, each section
 * with its records (certifications and audits, sub-processors) kept in the page's file.
 */
export const trustPage: ContentFolder = {
  folder: "trust-page",
  label: "Trust centre",
  typeDefs: /* GraphQL */ `
  "A certificate or an external audit the company holds and publishes. Never add one it does not hold."
  type TrustCertificationsJson implements Node @dontInfer @label(text: "Certification or audit") {
    "the certificate or audit as its issuer names it (ISO/IEC 27001:2022, a CERT-In empanelled auditor's test)"
    name: String!
    "who issued it or ran the audit"
    issuer: String!
    "what it covers: which services, sites and teams"
    scope: String! @multiline
    "the day it was issued, or the audit's last day"
    date: Date! @calendarDate
    "the certificate, or the issuer's register entry, when it is public"
    certificateUrl: String @shared @fact
  }

  "A company that processes personal data for Lifelane Health (a Data Processor under the DPDP Act)."
  type SubProcessorsJson implements Node @dontInfer @label(text: "Sub-processor") {
    "the service's key (cloudflare, netlify, google-firebase, github): a test holds the site's list to the code by it"
    key: String! @shared
    vendor: String!
    "what it does for us"
    purpose: String! @multiline
    "which personal data it handles"
    data: String! @multiline
    "where it stores or processes the data"
    location: String! @multiline
    "site or apps: where the service is used"
    usedBy: String! @shared
  }

  type TrustGlanceItem {
    "the question it answers (Where the data lives)"
    label: String!
    value: String! @multiline
  }

  "The short answers first: where data lives, backups, availability, support, the status page."
  type TrustGlance {
    title: String!
    lead: String @multiline
    items: [TrustGlanceItem!]!
    "the status page's address; the link shows once it is the company's real address"
    statusUrl: String @shared @fact
    statusLabel: String!
  }

  type TrustCertificationLabels {
    issuer: String!
    scope: String!
    date: String!
    certificate: String!
  }

  type TrustCertifications {
    title: String!
    lead: String @multiline
    "shown while no certification or audit is published: what the company publishes instead, and nothing else"
    none: String! @markdown
    labels: TrustCertificationLabels!
    items: [TrustCertificationsJson!]! @records
  }

  type TrustSubProcessorHeaders {
    vendor: String!
    purpose: String!
    data: String!
    location: String!
    usedBy: String!
  }

  type TrustUsedByLabels {
    site: String!
    apps: String!
  }

  type TrustSubProcessors {
    title: String!
    lead: String @multiline
    headers: TrustSubProcessorHeaders!
    usedBy: TrustUsedByLabels!
    "after the list: the apps' processors, until each is listed by name"
    appsNote: String! @multiline
    items: [SubProcessorsJson!]! @records
  }

  "A section of text: who is the data fiduciary and who the processor; how to report a weakness."
  type TrustText {
    title: String!
    "Markdown: paragraphs, lists and links"
    text: String! @markdown
  }

  type TrustDocument {
    title: String!
    description: String! @multiline
  }

  "Documents sent on request, asked for through the contact form's documents subject."
  type TrustDocuments {
    title: String!
    lead: String @multiline
    items: [TrustDocument!]!
    "the link to the contact form with the documents subject chosen"
    requestLabel: String!
  }

  "The copy of /trust, the trust centre, with its certifications and sub-processors."
  type TrustPageJson implements Node & PageHead @dontInfer {
    seoTitle: String!
    hero: PageIntro!
    glance: TrustGlance!
    certifications: TrustCertifications!
    subProcessors: TrustSubProcessors!
    roles: TrustText!
    security: TrustText!
    documents: TrustDocuments!
    ${shareImageFields("page")}
  }
`,
}
