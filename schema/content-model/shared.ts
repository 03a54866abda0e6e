/**
 * What the parts of the content model share: the types several folders use, defined once, and the fields every
 * type that is a page has.
 */

/** One folder of data/ in the content model: its types, and its entry in the CMS's sidebar. */
export interface ContentFolder {
  /** The folder of data/ its files are in; its type is the name in PascalCase plus `Json` (schema/json-files.ts). */
  folder: string
  /** Its entry in the CMS's sidebar. */
  label: string
  /** The folder's types, in GraphQL SDL, with the directives schema/model.ts reads. */
  typeDefs: string
}

/** A folder of records, one file each (job openings, posts). */
export interface RecordFolder extends ContentFolder {
  /** How the CMS names a new record's file (Decap's `slug` template). */
  slug: string
}

/**
 * An editor's own share image for a page in place of the card the build draws (plugins/share-cards),
 * and its text alternative: the same two optional fields on every type that is a page, in each language.
 */
export const shareImageFields = (what: string) => `
    "your own picture for links to this ${what} shared on WhatsApp and social networks (1200 × 630, under 300 KB), instead of the card the site draws in each language"
    shareImage: File @fileByRelativePath
    "what your share picture shows, when you give one"
    shareImageAlt: String`

/** A section's heading above its cards: the small line over it, its title and the optional lead under it. */
export const sectionIntroFields = `
    eyebrow: String!
    title: String!
    lead: String @multiline`

/**
 * The types several pages use: a page's first block (PageIntro), a section's (SectionIntro), cards of an icon and a
 * text (IconCard, IconCardSection), a link (LinkItem); and what a page with its own head holds (PageHead,
 * DescribedPageHead, queried with src/components/seo/share-image.ts's fragments of those names).
 */
export const sharedTypeDefs = /* GraphQL */ `
  "A data file itself (faqs.en.json); its object or its list's items are the records (schema/json-files.ts)."
  type DataFileJson implements Node @dontInfer {
    id: ID!
  }

  type LinkItem {
    label: String!
    url: String! @shared
  }

  type PageIntro {
    badge: String!
    title: String!
    lead: String! @multiline
  }

  "A page whose copy gives its own head: its title, its hero (whose lead is the description) and a share picture."
  interface PageHead {
    seoTitle: String!
    hero: PageIntro!
    shareImage: File
    shareImageAlt: String
  }

  "A page whose copy gives its own description for its head: its hero's title is the title."
  interface DescribedPageHead {
    seoDescription: String!
    hero: PageIntro!
    shareImage: File
    shareImageAlt: String
  }

  type SectionIntro {
    ${sectionIntroFields}
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
`
