/**
 * The content model: every collection in data/ as a GraphQL type, with `!` on what an editor must
 * fill. Gatsby builds its schema from it (createSchemaCustomization) and validateContent() checks
 * every data file against the same SDL, so a broken file stops the build naming file and field.
 * One file here per folder of data/, which is one entry in the CMS: a page's folder holds its copy and the
 * lists only it shows (`@records`), so its file holds their types too. Types shared by several pages are
 * defined once (shared.ts: PageIntro, SectionIntro, IconCard, IconCardSection).
 * Directives say what the tools need beyond a field's type; schema/model.ts is the one reader of all
 * of it: `@multiline` on text of sentences rather than a line (a multi-line box in the CMS),
 * `@markdown` on long-form text (Markdown in the data and the CMS, HTML in queries: schema/markdown.ts),
 * `@label(text: "…")` on a type whose records need another name than the type's ("Add News item"),
 * `@link(by: "slug")` on a field that holds another record's key, `@labels` on plain text that names a
 * control the reader sees by reference (`{label:accept}`, schema/labels.ts; Markdown takes them anyway).
 */
import { aboutPage } from "./about-page"
import { blogAndNews } from "./blog-and-news"
import { blogPosts } from "./blog-posts"
import { careersPage } from "./careers-page"
import { contactPage } from "./contact-page"
import { cookiePolicyPage } from "./cookie-policy-page"
import { emergencyNotice } from "./emergency-notice"
import { figures } from "./figures"
import { footer } from "./footer"
import { grievanceOfficer } from "./grievance-officer"
import { helpPage } from "./help-page"
import { homePage } from "./home-page"
import { interfaceWords } from "./interface"
import { investorsPage } from "./investors-page"
import { jobs } from "./jobs"
import { legalPages } from "./legal-pages"
import { navigation } from "./navigation"
import { news } from "./news"
import { securityContact } from "./security-contact"
import { sharedTypeDefs, type ContentFolder, type RecordFolder } from "./shared"
import { site } from "./site"
import { solutions } from "./solutions"
import { trustPage } from "./trust-page"

export type { ContentFolder, RecordFolder } from "./shared"

/**
 * Every folder of data/, in the order of the CMS's sidebar, which mirrors the site: the pages in the order the
 * header and then the footer show them, then the records editors add (one file each), then the site-wide settings.
 * A folder of data/ missing here fails the CMS's configuration (cms/config.ts).
 */
export const CONTENT_FOLDERS: {
  pages: readonly ContentFolder[]
  records: readonly RecordFolder[]
  settings: readonly ContentFolder[]
} = {
  pages: [
    homePage,
    aboutPage,
    investorsPage,
    careersPage,
    contactPage,
    solutions,
    blogAndNews,
    helpPage,
    cookiePolicyPage,
    trustPage,
  ],
  records: [jobs, news, blogPosts, legalPages],
  settings: [site, figures, navigation, footer, interfaceWords, grievanceOfficer, securityContact, emergencyNotice],
}

/** The whole model, one SDL. */
export const typeDefs = [
  sharedTypeDefs,
  ...Object.values(CONTENT_FOLDERS)
    .flat()
    .map((part) => part.typeDefs),
].join("")
