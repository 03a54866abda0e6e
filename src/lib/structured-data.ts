import { jobPath, schemaEmploymentType } from "./jobs"
import { blogPostPath } from "./routes"
/**
 * JSON-LD builders (schema.org): pure functions over the content records as GraphQL returns them.
 * Pages do not call them: they name their item and pass their query data to Seo's `jsonLd` prop,
 *
 *   <Seo pathname="/" jsonLd={{ type: "FAQPage", faqs }} />
 *   <Seo title="News" pathname="/news" jsonLd={news.map((item) => ({ type: "NewsArticle", item }))} />
 *
 * and the head builds it (pageStructuredData). So the builders run where the head is written, at build time
 * and after a client-side navigation, and are in no page's first load. The company (Organization) is
 * described where Google reads it, on Home and About, and the site (WebSite) on Home only: neither is repeated
 * on every page, where it would only add to the first round trip. Other items refer to the company by name
 * (organizationRef) or by its @id.
 */

/** The share image every page and article points to (static/share-image.png). */
export const SHARE_IMAGE = { path: "/share-image.png", width: 1200, height: 630 } as const

/** The square logo gatsby-plugin-manifest renders from src/images/icon.png. */
export const LOGO_PATH = "/icons/icon-512x512.png"
const LOGO_SIZE = 512

export type JsonLd = Record<string, unknown>

// The records as the content model defines them (the generated node types), so a field renamed in
// the schema is a type error here too.
export type SiteAddress = Queries.Address

/** What the builders need from data/site/ plus the configured site URL (no trailing slash). */
export type SiteFacts = Pick<
  Queries.SiteJson,
  "companyName" | "legalName" | "description" | "email" | "phone" | "address" | "foundingYear"
> & {
  readonly professionalNetworkUrl?: string | null
  readonly siteUrl: string
  /** The page's language (BCP 47: en, hi, kn), for inLanguage; English when not given. */
  readonly locale?: string
}

export interface FaqRecord {
  title: string
  body: { html: string }
}

export type JobRecord = Pick<
  Queries.JobsJson,
  "slug" | "title" | "description" | "remote" | "datePosted" | "validThrough"
>

/** Who reviewed a health or legal page's text, and when (schema/reviews.ts). */
export type ReviewRecord = Pick<Queries.BlogPostsJson, "reviewer" | "reviewerRole" | "reviewedOn">

export type BlogPostRecord = Pick<Queries.BlogPostsJson, "slug" | "title" | "date" | "author" | "summary"> &
  ReviewRecord & {
    /** An absolute URL of the post's own image, when it has one. */
    readonly imageUrl?: string | null
  }

/** A technology page (health claims: a MedicalWebPage) or a legal or trust page (a WebPage), with its review. */
export interface ReviewedPageRecord extends ReviewRecord {
  readonly title: string
  readonly description: string
  /** The page's path without the language: `/privacy`. */
  readonly path: string
}

export type NewsRecord = Pick<Queries.NewsJson, "type" | "date" | "title" | "summary"> &
  Partial<Pick<Queries.NewsJson, "jsonId" | "source" | "url">>

const CONTEXT = "https://schema.org"

/** schema.org prefers ISO 3166-1 alpha-2 country codes; the content names the country. */
const COUNTRY_CODES: Record<string, string> = { India: "IN", भारत: "IN", ಭಾರತ: "IN" }

export const countryCode = (country: string) => COUNTRY_CODES[country] ?? country

export const organizationId = (site: Pick<SiteFacts, "siteUrl">) => `${site.siteUrl}/#organization`

function postalAddress(address: SiteAddress): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: address.streetAddress,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: countryCode(address.country),
  }
}

/**
 * The company as a short reference: used inside other items (publisher, hiring organisation). Google's
 * article rich results read publisher.logo.url, so the logo is an ImageObject rather than a bare URL.
 */
function organizationRef(site: SiteFacts): JsonLd {
  return {
    "@type": "Organization",
    "@id": organizationId(site),
    name: site.companyName,
    url: `${site.siteUrl}/`,
    logo: { "@type": "ImageObject", url: `${site.siteUrl}${LOGO_PATH}`, width: LOGO_SIZE, height: LOGO_SIZE },
  }
}

/**
 * The person who answers questions about the processing of personal data (the Grievance Officer, DPDP Rules 2025
 * rule 9), from data/grievance-officer/: the Organization's contact point for privacy.
 */
export type PrivacyContact = Pick<Queries.GrievanceOfficerJson, "title" | "email" | "phone">

export function organization(
  site: SiteFacts,
  socialUrls: readonly string[] = [],
  privacyContact?: PrivacyContact | null,
): JsonLd {
  const sameAs = [...new Set([site.professionalNetworkUrl, ...socialUrls].filter((url): url is string => Boolean(url)))]
  return {
    "@context": CONTEXT,
    ...organizationRef(site),
    legalName: site.legalName,
    description: site.description,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    address: postalAddress(site.address),
    sameAs,
    ...(privacyContact && {
      contactPoint: [
        {
          "@type": "ContactPoint",
          contactType: "privacy",
          name: privacyContact.title,
          email: privacyContact.email,
          telephone: privacyContact.phone,
        },
      ],
    }),
  }
}

export function website(site: SiteFacts): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: site.companyName,
    url: `${site.siteUrl}/`,
    description: site.description,
    inLanguage: site.locale ?? "en",
    publisher: { "@id": organizationId(site) },
  }
}

export function faqPage(faqs: readonly FaqRecord[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.title,
      // Google reads the answer's HTML (paragraphs, lists, links)
      acceptedAnswer: { "@type": "Answer", text: faq.body.html },
    })),
  }
}

/**
 * Google reads JobPosting only on the job's own page (/jobs/<slug>). Every opening is based at the
 * office; the remote-friendly one also accepts applicants anywhere in the office's country.
 */
export function jobPosting(job: JobRecord, site: SiteFacts, employmentType: string): JsonLd {
  const remote = job.remote
    ? {
        jobLocationType: "TELECOMMUTE",
        applicantLocationRequirements: { "@type": "Country", name: site.address.country },
      }
    : {}
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: schemaEmploymentType(employmentType),
    url: `${site.siteUrl}${jobPath(job.slug)}`,
    hiringOrganization: organizationRef(site),
    jobLocation: { "@type": "Place", address: postalAddress(site.address) },
    ...remote,
  }
}

/** A press release is the company's own; coverage is credited to the outlet that wrote it. */
export function newsArticle(item: NewsRecord, site: SiteFacts): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: item.title,
    description: item.summary,
    articleSection: item.type,
    datePublished: item.date,
    image: [`${site.siteUrl}${SHARE_IMAGE.path}`],
    url: item.url ?? `${site.siteUrl}/news`,
    author: item.source ? { "@type": "Organization", name: item.source } : organizationRef(site),
    publisher: organizationRef(site),
  }
}

/** schema.org's review of a page (WebPage's lastReviewed and reviewedBy): the day, and the person with their role. */
function review(record: ReviewRecord): JsonLd {
  return {
    lastReviewed: record.reviewedOn,
    reviewedBy: { "@type": "Person", name: record.reviewer, jobTitle: record.reviewerRole },
  }
}

/** The page of a reviewed text: a technology page's health claims (MedicalWebPage), a legal or trust page. */
export function reviewedPage(type: "MedicalWebPage" | "WebPage", page: ReviewedPageRecord, site: SiteFacts): JsonLd {
  const url = `${site.siteUrl}${page.path}`
  return {
    "@context": CONTEXT,
    "@type": type,
    "@id": url,
    url,
    name: page.title,
    description: page.description,
    inLanguage: site.locale ?? "en",
    publisher: { "@id": organizationId(site) },
    ...review(page),
  }
}

/**
 * A post of the blog, on its own page; written by a named person on the company's behalf, and reviewed:
 * the review is its page's (a MedicalWebPage, schema.org's lastReviewed and reviewedBy being WebPage's).
 */
export function blogPosting(post: BlogPostRecord, site: SiteFacts): JsonLd {
  const url = `${site.siteUrl}${blogPostPath(post.slug)}`
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.date,
    image: [post.imageUrl ?? `${site.siteUrl}${SHARE_IMAGE.path}`],
    url,
    mainEntityOfPage: { "@type": "MedicalWebPage", "@id": url, ...review(post) },
    author: { "@type": "Person", name: post.author },
    publisher: organizationRef(site),
    inLanguage: site.locale ?? "en",
  }
}

/** A page's own structured data, as Seo's `jsonLd` prop takes it: the item's type and its records. */
export type PageStructuredData =
  | { type: "FAQPage"; faqs: readonly FaqRecord[] }
  | { type: "JobPosting"; job: JobRecord; employmentType: string }
  | { type: "NewsArticle"; item: NewsRecord }
  | { type: "BlogPosting"; post: Omit<BlogPostRecord, "imageUrl"> & { readonly imagePath?: string | null } }
  | { type: "MedicalWebPage" | "WebPage"; page: ReviewedPageRecord }
  | { type: "Organization"; privacyContact?: PrivacyContact | null }
  | { type: "WebSite" }

/** A page's item; `socialUrls` are the company's profiles, for Organization's sameAs. */
export function pageStructuredData(
  data: PageStructuredData,
  site: SiteFacts,
  socialUrls: readonly string[] = [],
): JsonLd {
  switch (data.type) {
    case "Organization":
      return organization(site, socialUrls, data.privacyContact)
    case "WebSite":
      return website(site)
    case "FAQPage":
      return faqPage(data.faqs)
    case "JobPosting":
      return jobPosting(data.job, site, data.employmentType)
    case "NewsArticle":
      return newsArticle(data.item, site)
    case "BlogPosting": {
      const { imagePath, ...post } = data.post
      return blogPosting({ ...post, imageUrl: imagePath ? `${site.siteUrl}${imagePath}` : null }, site)
    }
    case "MedicalWebPage":
    case "WebPage":
      return reviewedPage(data.type, data.page, site)
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
