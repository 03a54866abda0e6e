/**
 * The content model: every collection in data/ as a GraphQL type, with `!` on what an editor must
 * fill. Gatsby builds its schema from it (createSchemaCustomization) and validateContent() checks
 * every data file against the same SDL, so a broken file stops the build naming file and field.
 * Types shared by several pages are defined once (PageIntro, SectionIntro, IconCard, IconCardSection).
 * Directives say what the tools need beyond a field's type; schema/model.ts is the one reader of all
 * of it: `@multiline` on text of sentences rather than a line (a multi-line box in the CMS),
 * `@markdown` on long-form text (Markdown in the data and the CMS, HTML in queries: schema/markdown.ts),
 * `@label(text: "…")` on a type whose records need another name than the type's ("Add News item"),
 * `@link(by: "slug")` on a field that holds another record's key, `@labels` on plain text that names a
 * control the reader sees by reference (`{label:accept}`, schema/labels.ts; Markdown takes them anyway).
 */
/**
 * An editor's own share image for a page in place of the card the build draws (plugins/share-cards),
 * and its text alternative: the same two optional fields on every type that is a page, in each language.
 */
const shareImageFields = (what: string) => `
    "your own picture for links to this ${what} shared on WhatsApp and social networks (1200 × 630, under 300 KB), instead of the card the site draws in each language"
    shareImage: File @fileByRelativePath
    "what your share picture shows, when you give one"
    shareImageAlt: String`

export const typeDefs = /* GraphQL */ `
  "A data file itself (faqs.en.json); its object or its list's items are the records (schema/json-files.ts)."
  type DataFileJson implements Node @dontInfer {
    id: ID!
  }

  type Address {
    streetAddress: String! @shared
    locality: String!
    region: String!
    postalCode: String! @shared
    country: String!
  }

  type SiteJson implements Node @dontInfer {
    companyName: String! @shared
    legalName: String! @shared
    description: String! @multiline
    email: String! @shared
    phone: String! @shared
    """
    the number people message on WhatsApp, with its country code: +91 98765 43210. Left out (or still a placeholder), /contact and /help offer no WhatsApp.
    """
    whatsappNumber: String @shared @fact
    address: Address!
    mapUrl: String! @shared
    "the app's page on Apple's App Store. Left out (or still a placeholder), the pages show no App Store badge."
    appStoreUrl: String @shared @fact
    "the app's page on Google Play. Left out (or still a placeholder), the pages show no Google Play badge."
    playStoreUrl: String @shared @fact
    "the company's page on LinkedIn. Left out (or still a placeholder), About's 'Join Our Team' leads to the careers page."
    professionalNetworkUrl: String @shared @fact
    newsletterProduct: String! @shared
    foundingYear: Int!
    copyrightYear: Int!
  }

  type NavigationJson implements Node @dontInfer {
    label: String!
    menuLabel: String!
    path: String! @shared
  }

  type LinkItem {
    label: String!
    url: String! @shared
  }

  type FooterLinksJson implements Node @dontInfer {
    jsonId: String! @shared
    title: String!
    links: [LinkItem!]!
  }

  type SocialLinksJson implements Node @dontInfer {
    name: String! @shared
    "the profile's address. While it is a placeholder, the footer leaves the profile out."
    url: String! @shared
    icon: String! @shared
  }

  type StatPair {
    value: String! @figure
    label: String!
  }

  type FaqsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    "Markdown: paragraphs separated by a blank line, *emphasis*, lists, [links](/contact)"
    body: String! @markdown
  }

  type QuickStatsJson implements Node @dontInfer {
    jsonId: Int!
    number: String! @figure
    label: String!
  }

  type ImpactItemsJson implements Node @dontInfer {
    jsonId: Int!
    category: String!
    title: String!
    description: String! @multiline
    stats: [StatPair!]!
    impact: String!
    "the badge's colour, the same in every language: critical, high or medium"
    impactLevel: String! @shared
  }

  type ProblemsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String! @multiline
    category: String!
    impact: String!
    "the badge's colour, the same in every language: critical, high or medium"
    impactLevel: String! @shared
    icon: String! @shared
    stats: [StatPair!]!
  }

  type MilestonesJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String! @multiline
    year: String! @shared
    category: String!
    icon: String! @shared
  }

  type StatsJson implements Node @dontInfer {
    jsonId: Int!
    value: String! @figure
    label: String!
    description: String! @multiline
  }

  type VisionPillarsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String! @multiline
    icon: String! @shared
  }

  type FeaturesJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String! @multiline
    icon: String! @shared
    highlight: String!
  }

  type BenefitsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String! @multiline
    icon: String! @shared
  }

  type CoreValuesJson implements Node @dontInfer {
    title: String!
    description: String! @multiline
    icon: String! @shared
  }

  type HighlightsJson implements Node @dontInfer {
    title: String!
    description: String! @multiline
    icon: String! @shared
  }

  type CompanyStatsJson implements Node @dontInfer {
    label: String!
    value: String! @figure
    description: String! @multiline
  }

  "Press releases and coverage on /news, newest first."
  type NewsJson implements Node @dontInfer @label(text: "News item") {
    jsonId: Int!
    type: String!
    "the same in every language: press-release (the company's own) or coverage (picks the icon)"
    kind: String! @shared
    date: Date! @calendarDate
    title: String!
    summary: String! @multiline
    source: String
    url: String @shared
  }

  """
  Openings on /jobs, newest first, each with its own page at /jobs/<slug>. One whose validThrough date has passed is neither listed nor built.
  """
  type JobsJson implements Node @dontInfer {
    slug: String! @shared
    title: String!
    description: String! @multiline
    location: String!
    remote: Boolean!
    datePosted: Date! @calendarDate
    validThrough: Date! @calendarDate
    link: String! @shared
    ${shareImageFields("opening")}
  }

  type OfficeLocationsJson implements Node @dontInfer {
    title: String!
    address: String!
    mapLink: String! @shared
  }

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
    assurance: ProductAssurance
    ${shareImageFields("page")}
  }

  # --- Home page copy ---

  type HomeLink {
    label: String!
    path: String! @shared
    """
    Words read after the label by screen readers and search engines, not shown: "Learn More" + "about us".
    """
    context: String
  }

  type HomeFloatingCard {
    title: String!
    text: String! @multiline
    icon: String! @shared
  }

  "A way into one app from Home's first screen: who it is for, the app, one line on it, and where to go next."
  type HomeAppPath {
    audience: String!
    product: ProductsJson! @link(by: "slug")
    text: String!
    link: HomeLink!
  }

  type HomeHero {
    badge: String!
    title: String!
    subtitle: String! @multiline
    "the figures under the subtitle: 10M+ Lives Impacted, …"
    stats: [StatsJson!]! @records
    primaryCta: HomeLink!
    secondaryCta: HomeLink!
    discoverLabel: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    floatingCards: [HomeFloatingCard!]!
    "both apps, under the hero's figures: patients to recoverlife, hospitals and providers to connectlife"
    apps: [HomeAppPath!]!
  }

  type HomeProblemsCopy {
    eyebrow: String!
    title: String!
    lead: String! @multiline
    "the problem cards, in the order the page shows them"
    items: [ProblemsJson!]! @records
    cta: HomeLink!
  }

  type HomeSolutionsCopy {
    eyebrow: String!
    title: String!
    lead: String! @multiline
    """
    {product} is replaced by the product name.
    """
    linkLabel: String!
  }

  type HomeWhyChooseCopy {
    eyebrow: String!
    title: String!
    lead: String! @multiline
    "the benefits, in the order the page shows them"
    items: [BenefitsJson!]! @records
    bubbles: [StatPair!]!
  }

  type HomeStoryCopy {
    eyebrow: String!
    title: String!
    lead: String! @multiline
    timelineTitle: String!
    "the timeline, in the order the page shows it"
    milestones: [MilestonesJson!]! @records
    visionTitle: String!
    visionText: String! @multiline
    pillars: [VisionPillarsJson!]! @records
  }

  type HomeContactCard {
    title: String!
    text: String! @multiline
  }

  type HomeContactCopy {
    eyebrow: String!
    title: String!
    lead: String! @multiline
    callLabel: String!
    emailLabel: String!
    "the figures beside the buttons: < 2h Response time, …"
    quickStats: [QuickStatsJson!]! @records
    emailCard: HomeContactCard!
    phoneCard: HomeContactCard!
    officeCard: HomeContactCard!
  }

  type HomeFeaturesCopy {
    eyebrow: String!
    title: String!
    lead: String @multiline
    "the feature cards, in the order the page shows them"
    items: [FeaturesJson!]! @records
  }

  type HomeFaqCopy {
    eyebrow: String!
    title: String!
    lead: String @multiline
    "the questions, in the order Home and Help & Support show them (one list for both pages)"
    items: [FaqsJson!]! @records
  }

  type HomeImpactCopy {
    eyebrow: String!
    title: String!
    lead: String @multiline
    items: [ImpactItemsJson!]! @records
  }

  type HomePageJson implements Node @dontInfer {
    """
    The badge on problem and impact cards; {impact} is replaced by the level (High, Critical, ...).
    """
    impactBadge: String!
    hero: HomeHero!
    problems: HomeProblemsCopy!
    "the two product cards are the product pages' own: edit them in Solutions → Products"
    solutions: HomeSolutionsCopy!
    features: HomeFeaturesCopy!
    whyChoose: HomeWhyChooseCopy!
    story: HomeStoryCopy!
    faq: HomeFaqCopy!
    contact: HomeContactCopy!
    impact: HomeImpactCopy!
    ${shareImageFields("page")}
  }

  # --- Contact page copy ---

  type ContactFormField {
    label: String!
    placeholder: String!
  }

  type ContactFormFields {
    name: ContactFormField!
    email: ContactFormField!
    phone: ContactFormField!
    """
    The placeholder is the select's empty prompt option.
    """
    subject: ContactFormField!
    message: ContactFormField!
  }

  type ContactSubjectOption {
    value: String! @shared
    label: String!
  }

  "A text with a number, in the forms a language needs: one (1 character) and other (2 characters); {count} is the number."
  type PluralText {
    one: String!
    other: String!
  }

  "The contact form's messages; the English ones are the specification's, verbatim."
  type ContactMessages {
    name: String!
    email: String!
    subject: String!
    message: String!
    sent: String!
    sendFailed: String!
    charactersLeft: PluralText!
    charactersOver: PluralText!
    "the refusal of a message too long for a mail link; {email} is the support address"
    tooLong: PluralText!
  }

  type ContactFormCopy {
    title: String!
    lead: String! @multiline
    fields: ContactFormFields!
    messages: ContactMessages!
    optionalLabel: String!
    subjects: [ContactSubjectOption!]!
    lengthHint: String!
    submitLabel: String!
    sendingLabel: String!
  }

  type ContactCard {
    title: String!
    description: String! @multiline
    hours: [String!]!
    copyLabel: String!
  }

  "The WhatsApp card, shown when the site's data has a WhatsApp number."
  type ContactWhatsAppCard {
    title: String!
    description: String! @multiline
    "the link that opens the chat: Chat on WhatsApp"
    linkLabel: String!
    "one line: no health details or emergencies over WhatsApp"
    caution: String! @multiline
  }

  type ContactOfficeCard {
    description: String! @multiline
    mapLabel: String!
  }

  type ContactCards {
    title: String!
    email: ContactCard!
    phone: ContactCard!
    whatsapp: ContactWhatsAppCard!
    office: ContactOfficeCard!
    "the office the card shows (the first)"
    offices: [OfficeLocationsJson!]! @records
    copiedLabel: String!
    copyFailedLabel: String!
  }

  type ContactReassurance {
    title: String!
    items: [IconCard!]!
  }

  type ContactPageJson implements Node @dontInfer {
    seoTitle: String!
    seoDescription: String!
    hero: PageIntro!
    form: ContactFormCopy!
    cards: ContactCards!
    reassurance: ContactReassurance!
    ${shareImageFields("page")}
  }

  # --- About, Investors, Careers, News, legal and product page copy ---

  type PageIntro {
    badge: String!
    title: String!
    lead: String! @multiline
  }

  type SectionIntro {
    eyebrow: String!
    title: String!
    lead: String @multiline
  }

  type IconCard {
    title: String!
    description: String! @multiline
    icon: String! @shared
  }

  """
  A headed list of icon cards (Investors' why-invest, Careers' why-join).
  """
  type IconCardSection {
    eyebrow: String!
    title: String!
    items: [IconCard!]!
  }

  type AboutProgressItem {
    label: String!
    "percent complete, 0-100"
    value: Int!
  }

  type AboutProgress {
    title: String!
    caption: String! @multiline
    items: [AboutProgressItem!]!
  }

  type AboutStory {
    eyebrow: String!
    title: String!
    "Markdown: paragraphs separated by a blank line, *emphasis*, [links](/contact)"
    text: String! @markdown
    highlights: [HighlightsJson!]! @records
    progress: AboutProgress!
  }

  type AboutStatement {
    title: String!
    text: String! @multiline
    icon: String! @shared
  }

  type AboutPurpose {
    eyebrow: String!
    title: String!
    vision: AboutStatement!
    mission: AboutStatement!
  }

  type AboutValuesCopy {
    eyebrow: String!
    title: String!
    lead: String @multiline
    items: [CoreValuesJson!]! @records
  }

  type AboutStatsCopy {
    eyebrow: String!
    title: String!
    lead: String @multiline
    items: [CompanyStatsJson!]! @records
  }

  type AboutCta {
    title: String!
    text: String! @multiline
    contactLabel: String!
    joinLabel: String!
  }

  type AboutPageJson implements Node @dontInfer {
    "the page's name in the browser tab and search results, before the company's"
    seoTitle: String!
    hero: PageIntro!
    story: AboutStory!
    purpose: AboutPurpose!
    values: AboutValuesCopy!
    stats: AboutStatsCopy!
    cta: AboutCta!
    ${shareImageFields("page")}
  }

  type InvestorsHero {
    badge: String!
    title: String!
    lead: String! @multiline
    primaryLabel: String!
    secondaryLabel: String!
  }

  type InvestorsMetric {
    title: String!
    value: String! @figure
    description: String! @multiline
    icon: String! @shared
  }

  type InvestorsOpportunity {
    eyebrow: String!
    title: String!
    lead: String! @multiline
    cards: [InvestorsMetric!]!
  }

  type MarketBar {
    year: String! @shared
    "trillions of US dollars; bar heights are proportional to it"
    value: Float!
    label: String!
  }

  type InvestorsMarket {
    title: String!
    caption: String! @multiline
    yearHeader: String!
    valueHeader: String!
    bars: [MarketBar!]!
  }

  type InvestorsCta {
    title: String!
    text: String! @multiline
    label: String!
    disclaimer: String! @multiline
  }

  type InvestorsPageJson implements Node @dontInfer {
    "the page's name in the browser tab and search results, before the company's"
    seoTitle: String!
    hero: InvestorsHero!
    opportunity: InvestorsOpportunity!
    whyInvest: IconCardSection!
    market: InvestorsMarket!
    cta: InvestorsCta!
    ${shareImageFields("page")}
  }

  type CareersOpenings {
    title: String!
    lead: String! @multiline
    "the fixed label on every job card"
    employmentType: String!
    emptyTitle: String!
    emptyText: String! @multiline
    "before a job's date: Posted"
    postedLabel: String!
    "a job card's link to its page: View details"
    detailsLabel: String!
    "the link to apply: Apply Now"
    applyLabel: String!
    "what the Apply link is about, for screen readers; {title} is the job's: for {title}"
    forJobLabel: String!
    "what the details link is about, for screen readers (a language may need another case than Apply's); {title} is the job's: for {title}"
    detailsForJobLabel: String!
    "a job page's link back to the list: Back to all openings"
    backLabel: String!
  }

  type CareersResume {
    title: String!
    text: String! @multiline
    label: String!
  }

  type CareersPageJson implements Node @dontInfer {
    "the page's name in the browser tab and search results, before the company's"
    seoTitle: String!
    "a job page's list of facts (place, date, type), for screen readers: About this role"
    roleFactsLabel: String!
    "a job page's heading above the description: About the role"
    roleTitle: String!
    hero: PageIntro!
    why: IconCardSection!
    openings: CareersOpenings!
    resume: CareersResume!
    ${shareImageFields("page")}
  }

  type NewsPageJson implements Node @dontInfer {
    "the page's name in the browser tab and search results, before the company's"
    seoTitle: String!
    "before a news item's outlet: Source:"
    sourceLabel: String!
    badge: String!
    title: String!
    lead: String! @multiline
    listTitle: String!
    pagination: PaginationCopy!
    ${shareImageFields("page")}
  }

  "A page of legal or trust text at /<slug>: privacy, terms, responsible AI, accessibility, security."
  type LegalPagesJson implements Node @dontInfer @label(text: "Legal or trust page") {
    "the page's address after the site's: privacy → /privacy"
    slug: String! @shared
    badge: String!
    title: String!
    "the page's opening sentence, under its heading"
    lead: String! @multiline
    "what search results show under the title (about 150 characters)"
    seoDescription: String! @multiline
    contactPrompt: String!
    contactLabel: String!
    "Markdown: start sections at ## (the page's title is its only #); each ## becomes an entry of the table of contents"
    body: String @markdown
    "the name of the table of contents (Contents)"
    contentsTitle: String
    "the date this text took effect, for a text that has one (privacy, terms); when it was last reviewed is the review's date below"
    updated: Date @calendarDate
    "the words before that date (Effective from)"
    updatedLabel: String
    "show the Grievance Officer's contact details (data/grievance-officer/) after the text"
    showGrievanceOfficer: Boolean
    ${shareImageFields("page")}
    "the reviewer's full name, the same in every language; a placeholder until the company names them"
    reviewer: String! @shared
    "the reviewer's role as the page shows it after the name (a clinician for health claims, counsel for legal text)"
    reviewerRole: String!
    "the day the reviewer approved this text; change it only when they review it again"
    reviewedOn: Date! @calendarDate
    "months from the review until the text is due for review again: 12 for once a year"
    reviewIntervalMonths: Int!
  }

  "The Grievance Officer (IT Rules 2011 rule 5(9); DPDP Rules 2025 rule 9), shown on /privacy, /contact and /help."
  type GrievanceOfficerJson implements Node @dontInfer {
    title: String!
    "who the officer is for, in one or two sentences"
    intro: String! @multiline
    name: String! @shared
    designation: String!
    email: String! @shared
    phone: String! @shared
    "one line per part of the address"
    postalAddress: [String!]!
    responseTime: String! @multiline
    "the labels of the details: Name, Designation, E-mail, Phone, Post, Response time"
    labels: GrievanceOfficerLabels!
  }

  type GrievanceOfficerLabels {
    name: String!
    designation: String!
    email: String!
    phone: String!
    postalAddress: String!
    responseTime: String!
  }

  "One emergency number and what it is for."
  type EmergencyNumber {
    number: String! @shared
    label: String!
  }

  "The notice on /contact and /help that the site is not for emergencies."
  type EmergencyNoticeJson implements Node @dontInfer {
    title: String!
    text: String! @multiline
    numbers: [EmergencyNumber!]!
    "the words of a number's call button, in the language's own order; {number} is the number: Call {number}"
    callLabel: String!
  }

  "What /.well-known/security.txt (RFC 9116) says; it points to /security for the policy."
  type SecurityContactJson implements Node @dontInfer {
    "where reports go: an e-mail address"
    email: String! @shared
    "languages the security team reads, as language tags (en, hi, kn)"
    preferredLanguages: [String!]! @shared
    "days after each build until security.txt expires (under 365; rebuild before then)"
    expiresAfterDays: Int!
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
  }

  # --- Technology, blog, help and cookie pages ---

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

  "One page per post at /blog/<slug>, newest first on /blog and in the RSS feed."
  type BlogPostsJson implements Node @dontInfer {
    slug: String! @shared
    title: String!
    date: Date! @calendarDate
    author: String!
    summary: String! @multiline
    "Markdown: paragraphs separated by a blank line, ## for a heading, lists, [links](/contact)"
    body: String! @markdown
    image: File @fileByRelativePath
    "required when image is set: what the image shows"
    imageAlt: String
    ${shareImageFields("post")}
    "the reviewer's full name, the same in every language; a placeholder until the company names them"
    reviewer: String! @shared
    "the reviewer's role as the page shows it after the name (a clinician for health claims, counsel for legal text)"
    reviewerRole: String!
    "the day the reviewer approved this post; change it only when they review it again"
    reviewedOn: Date! @calendarDate
    "months from the review until the text is due for review again: 12 for once a year"
    reviewIntervalMonths: Int!
  }

  "The links between the pages of a paginated index (/blog, /blog/2, …)."
  type PaginationCopy {
    "the name screen readers give the links: Pages"
    label: String!
    previousLabel: String!
    nextLabel: String!
    "{page} and {count} are replaced by numbers: Page {page} of {count}; also in the page's title"
    pageLabel: String!
  }

  type BlogPageJson implements Node @dontInfer {
    badge: String!
    title: String!
    lead: String! @multiline
    listTitle: String!
    readMoreLabel: String!
    byLabel: String!
    backLabel: String!
    feedLabel: String!
    pagination: PaginationCopy!
    ${shareImageFields("page")}
  }

  type HelpCta {
    title: String!
    text: String! @multiline
    label: String!
  }

  type HelpPageJson implements Node @dontInfer {
    seoDescription: String!
    hero: PageIntro!
    "the questions and answers are Home's, one list for both pages: edit them in Home → FAQ"
    faq: SectionIntro!
    cta: HelpCta!
    ${shareImageFields("page")}
  }

  "Something the site stores on a visitor's device, named exactly as it is stored."
  type StoredItem {
    name: String! @shared
    "where it is kept: Cookie, Local storage, IndexedDB"
    storage: String!
    provider: String!
    purpose: String! @multiline
    lifetime: String!
  }

  type StorageGroup {
    title: String!
    "may name the consent banner's buttons by reference: before you choose {label:accept}"
    text: String! @multiline @labels
    items: [StoredItem!]!
  }

  type ConsentBannerCopy {
    title: String!
    text: String! @multiline
    acceptLabel: String!
    declineLabel: String!
    policyLabel: String!
  }

  type CookiePolicyPageJson implements Node @dontInfer {
    seoDescription: String!
    hero: PageIntro!
    updated: Date! @calendarDate
    updatedLabel: String!
    groups: [StorageGroup!]!
    tableHeaders: [String!]!
    choiceTitle: String!
    "Markdown: paragraphs separated by a blank line, *emphasis*, [links](/contact)"
    choiceText: String! @markdown
    "the footer's (and this page's) button that reopens the consent banner"
    settingsLabel: String!
    banner: ConsentBannerCopy!
    contactPrompt: String!
    contactLabel: String!
    ${shareImageFields("page")}
  }

  "The newsletter form in the footer; {product} is the site's newsletter name."
  type NewsletterCopy {
    title: String!
    text: String! @multiline
    emailLabel: String!
    placeholder: String!
    submitLabel: String!
    noScript: String!
    invalid: String!
    subscribed: String!
    failed: String!
  }

  "The words of every page's frame: skip link, header, menu, language switcher, footer."
  type InterfaceJson implements Node @dontInfer {
    skipLink: String!
    "the logo link's name; {name} is the company's"
    homeLinkLabel: String!
    mainNavLabel: String!
    openMenu: String!
    menuTitle: String!
    closeMenu: String!
    mobileNavLabel: String!
    "the name of the header's search link (a magnifier): Search the site"
    searchLinkLabel: String!
    "the name screen readers give the header's language switcher (and the menu's): Language"
    languageNavLabel: String!
    "the name of the footer's language switcher, which must differ from the header's: Language (end of page)"
    footerLanguageNavLabel: String!
    rightsReserved: String!
    "a social profile's link name; {name} is the network's"
    opensInNewTab: String!
    "shown at the top of every page of a host's preview build while facts are missing; {count} is how many"
    previewNotice: String!
    """
    the review line of a health or legal page; {name}, {role} and {date} are its reviewer's: Reviewed by {name}, {role} on {date}
    """
    reviewedLine: String!
    newsletter: NewsletterCopy!
    "the search page, /search, which the header's magnifier opens"
    search: SearchPageJson! @records
    "the page an unknown address shows before it leads home"
    notFound: NotFoundPageJson! @records
  }

  "What the search results call each type of page (src/lib/search.ts PAGE_TYPES)."
  type SearchTypeLabels {
    blog: String!
    job: String!
    help: String!
    legal: String!
    technology: String!
    product: String!
    "any other page: About, Contact, Home"
    page: String!
  }

  "The search page (/search): its box, its messages, and what it offers without JavaScript."
  type SearchPageJson implements Node @dontInfer {
    seoTitle: String!
    seoDescription: String! @multiline
    hero: PageIntro!
    "the search box's label"
    searchLabel: String!
    submitLabel: String!
    "while the index loads and searches"
    searching: String!
    "{count} is the number, {query} the words searched for: 1 result for “officer”"
    resultCountOne: String!
    "{count} is the number, {query} the words searched for: 4 results for “officer”"
    resultCountOther: String!
    "{query} is the words searched for"
    noResults: String! @multiline
    "when the search could not load (offline, an old browser)"
    failed: String! @multiline
    "the results list's name for screen readers"
    resultsLabel: String!
    typeLabels: SearchTypeLabels!
    "shown when JavaScript is off, above the links"
    noScript: String! @multiline
    browseTitle: String!
    browseLinks: [LinkItem!]!
    "the link to the sitemap, /sitemap-index.xml"
    sitemapLabel: String!
  }

  "The page an unknown address gets before it sends the visitor to the home page."
  type NotFoundPageJson implements Node @dontInfer {
    seoTitle: String!
    title: String!
    text: String!
    linkLabel: String!
  }

  # --- Files that hold several pages' copy and records, one entry each in the CMS ---

  "The technology pages (the footer's Solutions) and the product pages (Home's solutions): their records and shared copy."
  type SolutionsJson implements Node @dontInfer {
    "one page each, at /<slug>"
    technologies: [TechnologiesJson!]! @records
    technologyPage: TechnologyPageJson! @records
    "recoverlife and connectlife: a page each, at /<slug>, and a card each on Home"
    products: [ProductsJson!]! @records
    productPage: ProductPageJson! @records
  }

  "The copy of /blog and /news; the posts and news items themselves are Blog posts and News."
  type BlogAndNewsJson implements Node @dontInfer {
    blog: BlogPageJson! @records
    news: NewsPageJson! @records
  }

  "The footer's link groups and bottom bar, and the social profiles."
  type FooterJson implements Node @dontInfer {
    groups: [FooterLinksJson!]! @records
    "names, links and icons: the same in every language"
    social: [SocialLinksJson!]! @records
  }
`
