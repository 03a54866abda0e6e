import type { GatsbyNode } from "gatsby"
import path from "path"
import { validateContent } from "./src/lib/validate-content"
import { isOpening, jobPath } from "./src/lib/jobs"
import { blogPostPath } from "./src/lib/structured-data"
import { PATH_ALIASES } from "./src/lib/routes"
import { writeHostingFiles } from "./hosting/output"
import { CATCH_ALL_HOME, type GatsbyRedirect } from "./hosting/redirects"

/**
 * The content model. Every collection in data/ has an explicit type here; `!` marks what an editor
 * must fill. The same SDL drives validateContent(), so a data file that breaks it stops the build
 * with the file and the field named.
 */
const typeDefs = /* GraphQL */ `
  type Address {
    streetAddress: String!
    locality: String!
    region: String!
    postalCode: String!
    country: String!
  }

  type SiteJson implements Node @dontInfer {
    companyName: String!
    legalName: String!
    description: String!
    email: String!
    phone: String!
    address: Address!
    mapUrl: String!
    appStoreUrl: String!
    playStoreUrl: String!
    professionalNetworkUrl: String!
    newsletterProduct: String!
    foundingYear: Int!
    copyrightYear: Int!
  }

  type NavigationJson implements Node @dontInfer {
    label: String!
    menuLabel: String!
    path: String!
  }

  type LinkItem {
    label: String!
    url: String!
  }

  type FooterLinksJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    links: [LinkItem!]!
  }

  type SocialLinksJson implements Node @dontInfer {
    name: String!
    url: String!
    icon: String!
  }

  type StatPair {
    value: String!
    label: String!
  }

  type FaqsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    body: String!
  }

  type QuickStatsJson implements Node @dontInfer {
    jsonId: Int!
    number: String!
    label: String!
  }

  type ImpactItemsJson implements Node @dontInfer {
    jsonId: Int!
    category: String!
    title: String!
    description: String!
    stats: [StatPair!]!
    impact: String!
  }

  type ProblemsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String!
    category: String!
    impact: String!
    icon: String!
    stats: [StatPair!]!
  }

  type MilestonesJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String!
    year: String!
    category: String!
    icon: String!
  }

  type StatsJson implements Node @dontInfer {
    jsonId: Int!
    value: String!
    label: String!
    description: String!
  }

  type VisionPillarsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String!
    icon: String!
  }

  type FeaturesJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String!
    icon: String!
    highlight: String!
  }

  type BenefitsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    description: String!
    icon: String!
  }

  type CoreValuesJson implements Node @dontInfer {
    title: String!
    description: String!
    icon: String!
  }

  type HighlightsJson implements Node @dontInfer {
    title: String!
    description: String!
    icon: String!
  }

  type CompanyStatsJson implements Node @dontInfer {
    label: String!
    value: String!
    description: String!
  }

  type NewsJson implements Node @dontInfer {
    jsonId: Int!
    type: String!
    date: Date! @dateformat
    title: String!
    summary: String!
    source: String
    url: String
  }

  type JobsJsonFields {
    """
    false once validThrough has passed at build time: closed openings are neither listed nor built.
    """
    open: Boolean!
  }

  type JobsJson implements Node @dontInfer {
    fields: JobsJsonFields
    slug: String!
    title: String!
    description: String!
    location: String!
    remote: Boolean!
    datePosted: Date! @dateformat
    validThrough: Date! @dateformat
    link: String!
  }

  type OfficeLocationsJson implements Node @dontInfer {
    title: String!
    address: String!
    mapLink: String!
  }

  type ProductFeature {
    title: String!
    description: String!
    icon: String!
  }

  type ProductsJson implements Node @dontInfer {
    slug: String!
    name: String!
    tagline: String!
    headline: String!
    description: String!
    features: [ProductFeature!]!
  }

  # --- Home page copy (issue 3) ---

  type HomeLink {
    label: String!
    path: String!
    """
    Words read after the label by screen readers and search engines, not shown: "Learn More" + "about us".
    """
    context: String
  }

  type HomeFloatingCard {
    title: String!
    text: String!
    icon: String!
  }

  type HomeHero {
    badge: String!
    title: String!
    subtitle: String!
    primaryCta: HomeLink!
    secondaryCta: HomeLink!
    discoverLabel: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    floatingCards: [HomeFloatingCard!]!
  }

  type HomeProblemsCopy {
    eyebrow: String!
    title: String!
    intro: String!
    cta: HomeLink!
  }

  type HomeSolutionsCopy {
    eyebrow: String!
    title: String!
    intro: String!
    """
    {product} is replaced by the product name.
    """
    linkLabel: String!
  }

  type HomeSectionCopy {
    eyebrow: String!
    title: String!
    intro: String!
  }

  type HomeWhyChooseCopy {
    eyebrow: String!
    title: String!
    intro: String!
    bubbles: [StatPair!]!
  }

  type HomeStoryCopy {
    eyebrow: String!
    title: String!
    intro: String!
    timelineTitle: String!
    visionTitle: String!
    visionText: String!
  }

  type HomeContactCard {
    title: String!
    text: String!
  }

  type HomeContactCopy {
    eyebrow: String!
    title: String!
    intro: String!
    callLabel: String!
    emailLabel: String!
    emailCard: HomeContactCard!
    phoneCard: HomeContactCard!
    officeCard: HomeContactCard!
  }

  type HomePageJson implements Node @dontInfer {
    """
    The badge on problem and impact cards; {impact} is replaced by the level (High, Critical, ...).
    """
    impactBadge: String!
    hero: HomeHero!
    problems: HomeProblemsCopy!
    solutions: HomeSolutionsCopy!
    features: HomeSectionCopy!
    whyChoose: HomeWhyChooseCopy!
    story: HomeStoryCopy!
    faq: HomeSectionCopy!
    contact: HomeContactCopy!
    impact: HomeSectionCopy!
  }

  # --- Contact page copy (issue 4) ---

  type ContactHero {
    badge: String!
    title: String!
    lead: String!
  }

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
    value: String!
    label: String!
  }

  type ContactFormCopy {
    title: String!
    intro: String!
    fields: ContactFormFields!
    optionalLabel: String!
    subjects: [ContactSubjectOption!]!
    lengthHint: String!
    submitLabel: String!
    sendingLabel: String!
  }

  type ContactCard {
    title: String!
    description: String!
    hours: [String!]!
    copyLabel: String!
  }

  type ContactOfficeCard {
    description: String!
    mapLabel: String!
  }

  type ContactCards {
    title: String!
    email: ContactCard!
    phone: ContactCard!
    office: ContactOfficeCard!
    copiedLabel: String!
    copyFailedLabel: String!
  }

  type ContactReassuranceItem {
    icon: String!
    title: String!
    description: String!
  }

  type ContactReassurance {
    title: String!
    items: [ContactReassuranceItem!]!
  }

  type ContactPageJson implements Node @dontInfer {
    seoTitle: String!
    seoDescription: String!
    hero: ContactHero!
    form: ContactFormCopy!
    cards: ContactCards!
    reassurance: ContactReassurance!
  }

  # --- About, Investors, Careers, News, legal and product page copy (issue 5) ---

  type PageIntro {
    badge: String!
    title: String!
    lead: String!
  }

  type SectionIntro {
    eyebrow: String!
    title: String!
    lead: String
  }

  type IconCard {
    title: String!
    description: String!
    icon: String!
  }

  type AboutProgressItem {
    label: String!
    "percent complete, 0-100"
    value: Int!
  }

  type AboutProgress {
    title: String!
    caption: String!
    items: [AboutProgressItem!]!
  }

  type AboutStory {
    eyebrow: String!
    title: String!
    paragraphs: [String!]!
    progress: AboutProgress!
  }

  type AboutStatement {
    title: String!
    text: String!
    icon: String!
  }

  type AboutPurpose {
    eyebrow: String!
    title: String!
    vision: AboutStatement!
    mission: AboutStatement!
  }

  type AboutCta {
    title: String!
    text: String!
    contactLabel: String!
    joinLabel: String!
  }

  type AboutPageJson implements Node @dontInfer {
    hero: PageIntro!
    story: AboutStory!
    purpose: AboutPurpose!
    values: SectionIntro!
    stats: SectionIntro!
    cta: AboutCta!
  }

  type InvestorsHero {
    badge: String!
    title: String!
    lead: String!
    primaryLabel: String!
    secondaryLabel: String!
  }

  type InvestorsMetric {
    title: String!
    value: String!
    description: String!
    icon: String!
  }

  type InvestorsOpportunity {
    eyebrow: String!
    title: String!
    lead: String!
    cards: [InvestorsMetric!]!
  }

  type InvestorsWhy {
    eyebrow: String!
    title: String!
    items: [IconCard!]!
  }

  type MarketBar {
    year: String!
    "trillions of US dollars; bar heights are proportional to it"
    value: Float!
    label: String!
  }

  type InvestorsMarket {
    title: String!
    caption: String!
    yearHeader: String!
    valueHeader: String!
    bars: [MarketBar!]!
  }

  type InvestorsCta {
    title: String!
    text: String!
    label: String!
    disclaimer: String!
  }

  type InvestorsPageJson implements Node @dontInfer {
    hero: InvestorsHero!
    opportunity: InvestorsOpportunity!
    whyInvest: InvestorsWhy!
    market: InvestorsMarket!
    cta: InvestorsCta!
  }

  type CareersWhy {
    eyebrow: String!
    title: String!
    items: [IconCard!]!
  }

  type CareersOpenings {
    title: String!
    lead: String!
    "the fixed label on every job card"
    employmentType: String!
    emptyTitle: String!
    emptyText: String!
  }

  type CareersResume {
    title: String!
    text: String!
    label: String!
  }

  type CareersPageJson implements Node @dontInfer {
    hero: PageIntro!
    why: CareersWhy!
    openings: CareersOpenings!
    resume: CareersResume!
  }

  type NewsPageJson implements Node @dontInfer {
    badge: String!
    title: String!
    lead: String!
    listTitle: String!
  }

  type LegalPagesJson implements Node @dontInfer {
    slug: String!
    badge: String!
    title: String!
    intro: String!
    contactPrompt: String!
    contactLabel: String!
  }

  "Copy shared by the product pages; {name} stands for the product's name."
  type ProductPageJson implements Node @dontInfer {
    featuresTitle: String!
    downloadTitle: String!
    downloadText: String!
    appStoreLabel: String!
    playStoreLabel: String!
  }

  # --- SEO and job pages (issue 8) ---

  # --- Technology, blog, help and cookie pages ---

  "What one technology does in one of the apps."
  type TechnologyUse {
    product: ProductsJson! @link(by: "slug")
    text: String!
    points: [String!]!
  }

  "One page per record, at /<slug> (the footer's paths, spelling included)."
  type TechnologiesJson implements Node @dontInfer {
    slug: String!
    title: String!
    icon: String!
    headline: String!
    "the page's meta description"
    summary: String!
    intro: String!
    uses: [TechnologyUse!]!
    principles: [String!]!
  }

  "Copy shared by the technology pages; {name} stands for a product's name."
  type TechnologyPageJson implements Node @dontInfer {
    badge: String!
    usesTitle: String!
    productLinkLabel: String!
    principlesTitle: String!
    moreTitle: String!
    ctaTitle: String!
    ctaText: String!
    ctaLabel: String!
  }

  "One page per post at /blog/<slug>, newest first on /blog and in the RSS feed."
  type BlogPostsJson implements Node @dontInfer {
    slug: String!
    title: String!
    date: Date! @dateformat
    author: String!
    summary: String!
    "paragraphs, in order"
    body: [String!]!
    image: File @fileByRelativePath
    "required when image is set: what the image shows"
    imageAlt: String
  }

  type BlogPageJson implements Node @dontInfer {
    badge: String!
    title: String!
    lead: String!
    listTitle: String!
    readMoreLabel: String!
    byLabel: String!
    backLabel: String!
    feedLabel: String!
  }

  type HelpCta {
    title: String!
    text: String!
    label: String!
  }

  type HelpPageJson implements Node @dontInfer {
    seoDescription: String!
    hero: PageIntro!
    faq: HomeSectionCopy!
    cta: HelpCta!
  }

  "Something the site stores on a visitor's device, named exactly as it is stored."
  type StoredItem {
    name: String!
    "where it is kept: Cookie, Local storage, IndexedDB"
    storage: String!
    provider: String!
    purpose: String!
    lifetime: String!
  }

  type StorageGroup {
    title: String!
    text: String!
    items: [StoredItem!]!
  }

  type ConsentBannerCopy {
    title: String!
    text: String!
    acceptLabel: String!
    declineLabel: String!
    policyLabel: String!
  }

  type CookiePolicyPageJson implements Node @dontInfer {
    seoDescription: String!
    hero: PageIntro!
    updated: Date! @dateformat
    updatedLabel: String!
    groups: [StorageGroup!]!
    tableHeaders: [String!]!
    choiceTitle: String!
    choiceText: [String!]!
    "the footer's (and this page's) button that reopens the consent banner"
    settingsLabel: String!
    banner: ConsentBannerCopy!
    contactPrompt: String!
    contactLabel: String!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  if (node.internal.type === "JobsJson" && typeof node.validThrough === "string") {
    actions.createNodeField({ node, name: "open", value: isOpening(node.validThrough) })
  }
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodes, getNode, reporter }) => {
  const problems = validateContent(typeDefs, getNodes(), (id) => getNode(id) as { relativePath?: unknown } | undefined)
  if (problems.length > 0) {
    reporter.panic(
      `Content error${problems.length > 1 ? "s" : ""} in data/:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    )
  }
}

type Nodes = { nodes: Array<{ id: string; slug: string }> }

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  // Followed in the browser too, so a Gatsby Link to an alias prefetches its target's page data
  // instead of a missing page's.
  for (const alias of PATH_ALIASES) actions.createRedirect({ ...alias, statusCode: 301, redirectInBrowser: true })
  // Any path without a page lands on Home: on the hosts through the 404 page (hosting/redirects.ts says why).
  actions.createRedirect({ ...CATCH_ALL_HOME })

  const result = await graphql<{ allJobsJson: Nodes; allTechnologiesJson: Nodes; allBlogPostsJson: Nodes }>(`
    query GeneratedPages {
      allJobsJson(filter: { fields: { open: { eq: true } } }) {
        nodes {
          id
          slug
        }
      }
      allTechnologiesJson {
        nodes {
          id
          slug
        }
      }
      allBlogPostsJson {
        nodes {
          id
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the records that generate pages", result.errors)
    return
  }
  const pages = [
    // One page per open job: Google reads JobPosting only on a job's own page. Closed ones are not built.
    { records: result.data.allJobsJson, path: jobPath, template: "job-posting" },
    { records: result.data.allTechnologiesJson, path: (slug: string) => `/${slug}`, template: "technology" },
    { records: result.data.allBlogPostsJson, path: blogPostPath, template: "blog-post" },
  ]
  for (const { records, path: pathOf, template } of pages) {
    for (const record of records.nodes) {
      actions.createPage({
        path: pathOf(record.slug),
        component: path.resolve(__dirname, `src/templates/${template}.tsx`),
        context: { id: record.id },
      })
    }
  }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { redirects, program, config, pages } = store.getState() as {
    redirects: GatsbyRedirect[]
    program: { directory: string }
    config: { siteMetadata: { siteUrl: string } }
    pages: Map<string, unknown>
  }
  try {
    writeHostingFiles({
      publicDir: path.join(program.directory, "public"),
      pagePaths: [...pages.keys()],
      redirects,
      siteUrl: config.siteMetadata.siteUrl,
    })
  } catch (error) {
    reporter.panicOnBuild(`Could not write the hosting files: ${(error as Error).message}`)
  }
}
