import { shareImageFields, type ContentFolder } from "./shared"

/** The technology pages and the two app pages (recoverlife, connectlife): their records and the copy they share. */
export const solutions: ContentFolder = {
  folder: "solutions",
  label: "Solutions: technology and product pages",
  typeDefs: /* GraphQL */ `
  """
  A product page's call to action for organisations: the page leads with it, and its button opens the
  contact form with the subject "Request Demo" already chosen.
  """
  type ProductDemo {
    title: String!
    text: String! @multiline
    label: String!
  }

  "What an organisation checks before it adopts the app. Each point a fact, or a marked placeholder until the company gives it."
  type ProductAssurance {
    title: String!
    intro: String! @multiline
    items: [IconCard!]!
  }

  """
  A drawing of one of the app's screens, on its page and on Home: labelled an illustration, filled with
  clearly sample content (no real person, no clinical figure).
  """
  type ProductScreen {
    "phone (an app for patients) or desktop (a dashboard for care teams): the frame it is drawn in"
    device: String! @shared
    "names the drawing, under it and for screen readers: Illustration: recoverlife's Today screen, with sample content"
    caption: String!
    "the tag on the drawn screen that says its content is made up: Sample"
    sample: String!
    "the screen's title: Today"
    title: String!
    "the lines on the screen, from the features the page lists; sample content, no clinical figures"
    items: [ProductScreenItem!]!
  }

  "One line on an app's drawn screen: what it shows and a short state beside it (Taken, New)."
  type ProductScreenItem {
    icon: String! @shared
    text: String!
    status: String!
  }

  "A line of the app's facts: a label and what the company states (or a placeholder until it does)."
  type ProductFact {
    label: String!
    value: String! @multiline
  }

  """
  Intended use and evidence: who the app is for and not for, what its AI does and does not decide, its
  regulatory status, its studies and a model card in the CHAI applied model card's fields. Every fact the
  company has not given is a placeholder; no study, approval or figure is written here that the company has not.
  """
  type ProductEvidence {
    title: String!
    intro: String @multiline
    "the app's use and limits, in order: what it is for, who it is for, who should not use it, what the AI does, what it does not decide, regulatory status (a CDSCO class, or why it is not a medical device)"
    facts: [ProductFact!]!
    evidenceTitle: String!
    "Markdown: each study with a link to where it is published; a placeholder until there is one"
    evidence: String! @markdown
    modelCardTitle: String!
    "the CHAI applied model card's fields: developer, release, intended use, users, out of scope, inputs, outputs, model type, development data, performance, risks and limits, monitoring, regulatory approval"
    modelCard: [ProductFact!]!
  }

  "A hospital's technical questions: integration (ABDM, FHIR, HL7), sign-in, roles and audit logs, deployment and data flow."
  type ProductTechnical {
    title: String!
    intro: String @multiline
    items: [ProductFact!]!
  }

  type ProductsJson implements Node @dontInfer {
    slug: String! @shared
    name: String! @shared
    tagline: String!
    headline: String!
    description: String! @multiline
    features: [IconCard!]!
    screen: ProductScreen!
    "for an app that organisations adopt (connectlife): the page leads with a demo request instead of the stores"
    demo: ProductDemo
    "the app's page on Apple's App Store. Left out (or still a placeholder), its page shows no App Store badge."
    appStoreUrl: String @shared @fact
    """
    the app's page on Google Play. Left out (or still a placeholder), its page shows no Google Play badge. With
    neither, its page asks for an e-mail address to write to once the app is in the stores.
    """
    playStoreUrl: String @shared @fact
    assurance: ProductAssurance
    "show About's clinical advisors, partners and customer stories on this app's page, those there are (connectlife, for the organisations that adopt it)"
    proof: Boolean
    "Intended use and evidence, after the app's sections"
    evidence: ProductEvidence
    "for an app hospitals adopt: the answers to their technical questions"
    technical: ProductTechnical
    "after the app's sections: the link to the trust centre (/trust), for an app hospitals review"
    trustLink: LinkItem
    ${shareImageFields("page")}
  }

  "Copy shared by the product pages; {name} stands for the product's name."
  type ProductPageJson implements Node @dontInfer {
    featuresTitle: String!
    downloadTitle: String!
    downloadText: String! @multiline
    appStoreLabel: String!
    playStoreLabel: String!
    "the small words drawn with the store's name on the App Store badge; {store} is where the name stands: Download on the {store}"
    appStoreBadge: String!
    "the small words drawn with the store's name on the Google Play badge; {store} is where the name stands: GET IT ON {store}"
    playStoreBadge: String!
    "beside the QR code on a wide screen, which opens the app's page on a phone: Scan with your phone's camera"
    qrTitle: String!
    "what the QR code does, under its title"
    qrText: String! @multiline
  }

  "What one technology does in one of the apps."
  type TechnologyUse {
    product: ProductsJson! @link(by: "slug")
    text: String! @multiline
    points: [String!]! @multiline
  }

  "One page per record, at /<slug> (the footer's paths, spelling included)."
  type TechnologiesJson implements Node @dontInfer {
    slug: String! @shared
    title: String!
    icon: String! @shared
    headline: String!
    "the page's meta description"
    summary: String! @multiline
    lead: String! @multiline
    uses: [TechnologyUse!]!
    principles: [String!]! @multiline
    ${shareImageFields("page")}
    "the reviewer's full name, the same in every language; a placeholder until the company names them"
    reviewer: String! @shared
    "the reviewer's role as the page shows it after the name (a clinician for health claims, counsel for legal text)"
    reviewerRole: String!
    "the day the reviewer approved this page's health claims; change it only when they review it again"
    reviewedOn: Date! @calendarDate
    "months from the review until the text is due for review again: 12 for once a year"
    reviewIntervalMonths: Int!
  }

  "Copy shared by the technology pages; {name} stands for a product's name."
  type TechnologyPageJson implements Node @dontInfer {
    badge: String!
    usesTitle: String!
    productLinkLabel: String!
    principlesTitle: String!
    moreTitle: String!
    ctaTitle: String!
    ctaText: String! @multiline
    ctaLabel: String!
  }

  "The technology pages (the footer's Solutions) and the product pages (Home's solutions): their records and shared copy."
  type SolutionsJson implements Node @dontInfer {
    "one page each, at /<slug>"
    technologies: [TechnologiesJson!]! @records
    technologyPage: TechnologyPageJson! @records
    "recoverlife and connectlife: a page each, at /<slug>, and a card each on Home"
    products: [ProductsJson!]! @records
    productPage: ProductPageJson! @records
  }
`,
}
