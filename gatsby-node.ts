import type { GatsbyNode, Node } from "gatsby"
import fs from "fs"
import path from "path"
import { validateContent } from "./schema/validate"
import { typeDefs } from "./schema/content-model"
import { fieldExtensions, withLocaleField } from "./schema/model"
import { loadMarkdown, markdownTypeDefs } from "./schema/markdown"
import { createRecords, DATA_FILE_TYPE, LIST_KEY } from "./schema/json-files"
import { checkTranslations, untranslatedReport, type LocalizedRecord } from "./schema/translations"
import { checkGlossary, type Glossary } from "./schema/glossary"
import glossary from "./schema/glossary.json"
import { closedOpeningsReport, isOpening, jobPath } from "./src/lib/jobs"
import { siteNow } from "./schema/clock"
import { LOCALIZED_PATH_ALIASES, blogPostPath } from "./src/lib/routes"
import { laterPages } from "./src/lib/pagination"
import { LOCALES, localizedPath, type Alternates, type Locale } from "./src/lib/locales"
import { layoutDataResolvers, layoutDataTypeDefs } from "./schema/layout-data"
import { recordLinkResolvers } from "./schema/record-links"
import { decapConfig } from "./cms/config"
import { ADMIN_ALIASES, ADMIN_PATH, writeAdmin } from "./cms/admin"
import { BRAND_ICON_NAMES, ICON_NAMES } from "./src/lib/icon-names"
import { iconSprite } from "./assets/icon-sprite"
import { SECURITY_TXT_PATH, securityTxt, type SecurityContact } from "./assets/security-txt"
import { findPlaceholders, placeholderWarning } from "./schema/placeholders"
import { gatsbyState } from "./plugins/shared/gatsby-state"
import { CATCH_ALL_HOME } from "./plugins/hosting-adapter/redirects"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  for (const extension of fieldExtensions) actions.createFieldExtension(extension)
  actions.createTypes([markdownTypeDefs, withLocaleField(typeDefs), layoutDataTypeDefs])
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(layoutDataResolvers)
  createResolvers(recordLinkResolvers)
}

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, actions } = args
  createRecords(args)
  if (node.internal.type === "JobsJson" && typeof node.validThrough === "string") {
    actions.createNodeField({ node, name: "open", value: isOpening(node.validThrough, siteNow()) })
  }
}

/** Every record of data/ with its file and, in a list file, its item's key: what checkTranslations compares. */
function localizedRecords(nodes: Node[], getNode: (id: string) => Node | undefined): LocalizedRecord[] {
  return nodes.flatMap((node) => {
    const dataFileNode = node.parent ? getNode(node.parent) : undefined
    if (dataFileNode?.internal.type !== DATA_FILE_TYPE || !dataFileNode.parent) return []
    const file = String(getNode(dataFileNode.parent)?.relativePath)
    const { id, parent, children, internal, locale, ...values } = node
    const item = LIST_KEY in dataFileNode ? String(values.jsonId ?? dataFileNode.children.indexOf(id)) : undefined
    return [{ file, type: internal.type, ...(item === undefined ? {} : { item }), values }]
  })
}

/** What an `icon` field may name (the CMS offers it, the build takes no other); a social link also a network's mark. */
const FIELD_ICONS = { default: ICON_NAMES, SocialLinksJson: [...new Set([...BRAND_ICON_NAMES, ...ICON_NAMES])] }

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodes, getNode, reporter, store }) => {
  const problems = validateContent(
    typeDefs,
    getNodes(),
    (id) => getNode(id) as { relativePath?: unknown; parent?: string | null } | undefined,
    FIELD_ICONS,
    await loadMarkdown(),
  )
  const records = localizedRecords(getNodes(), getNode)
  const translations = checkTranslations(typeDefs, records)
  problems.push(...translations.problems)
  // the glossary's words: a translation that uses a variant it avoids fails, naming file, field and term
  problems.push(...checkGlossary(typeDefs, glossary as Glossary, records))
  if (problems.length > 0) {
    reporter.panic(
      `Content error${problems.length > 1 ? "s" : ""} in data/:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    )
  }
  const untranslated = untranslatedReport(translations.untranslated)
  if (untranslated) reporter.warn(untranslated)
  const closed = closedOpeningsReport(
    getNodes()
      .filter((node) => node.internal.type === "JobsJson" && (node.fields as { open?: boolean })?.open === false)
      .map((node) => ({ slug: String(node.slug), validThrough: String(node.validThrough) })),
  )
  if (closed) reporter.warn(closed)
  const { program, config } = gatsbyState(store)
  // the pre-launch checklist: facts only the company can fill in
  const placeholders = placeholderWarning(findPlaceholders(path.join(program.directory, "data")))
  if (placeholders) reporter.warn(placeholders)

  const publicDir = path.join(program.directory, "public")
  const sprite = iconSprite(ICON_NAMES)
  fs.mkdirSync(path.join(publicDir, "static"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, "static", sprite.file), sprite.svg)

  const securityContact = getNodes().find((node) => node.internal.type === "SecurityContactJson")
  if (!securityContact) reporter.panic("data/security-contact/ is missing: /.well-known/security.txt needs it")
  try {
    const text = securityTxt(
      securityContact as typeof securityContact & SecurityContact,
      config.siteMetadata.siteUrl,
      siteNow(),
    )
    fs.mkdirSync(path.dirname(path.join(publicDir, SECURITY_TXT_PATH)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, SECURITY_TXT_PATH), text)
  } catch (error) {
    reporter.panic(`Could not write ${SECURITY_TXT_PATH}: ${(error as Error).message}`)
  }
  // /admin/cms (Decap CMS) for `gatsby build` and `gatsby develop` alike: both serve public/
  try {
    await writeAdmin({
      publicDir,
      iconSpriteUrl: sprite.url,
      title: "Content manager",
      config: decapConfig(typeDefs, path.join(program.directory, "data"), FIELD_ICONS, {
        backend: process.env.DECAP_BACKEND,
        repo: process.env.DECAP_GITHUB_REPO,
        branch: process.env.DECAP_BRANCH,
        authUrl: process.env.DECAP_AUTH_URL,
        siteUrl: config.siteMetadata.siteUrl,
      }),
    })
  } catch (error) {
    reporter.panic(`Could not write the content manager (/admin/): ${(error as Error).message}`)
  }
}

/** A record that becomes a page; only legal pages select showGrievanceOfficer. */
type PageRecord = { id: string; slug: string; locale: Locale; showGrievanceOfficer?: boolean | null }
type Nodes = { nodes: PageRecord[] }
interface PageSource {
  records: Nodes
  path: (slug: string) => string
  template: string
  /** Query variables beyond the record's id and language. */
  extraContext?: (record: PageRecord) => Record<string, unknown>
}

/** Each language's address of a page that exists in `locales`: its alternates (hreflang, the switcher). */
const alternatesOf = (pagePath: string, locales: readonly Locale[]): Alternates =>
  Object.fromEntries(locales.map((locale) => [locale, localizedPath(locale, pagePath)]))

/**
 * A page of src/pages is made by Gatsby at its English path: it is made again with its language, and
 * in every other language under that language's prefix (the copy exists in each: the content check
 * makes sure). The 404 page's alternates are the languages' homes.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.locale) return
  actions.deletePage(page)
  const isNotFound = page.path.startsWith("/404")
  for (const locale of LOCALES) {
    actions.createPage({
      ...page,
      path: localizedPath(locale, page.path),
      context: { ...page.context, locale, alternates: alternatesOf(isNotFound ? "/" : page.path, LOCALES) },
    })
  }
}

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  // Followed in the browser too, so a Gatsby Link to an alias prefetches its target's page data
  // instead of a missing page's.
  for (const alias of LOCALIZED_PATH_ALIASES)
    actions.createRedirect({ ...alias, statusCode: 301, redirectInBrowser: true })
  // Any path without a page lands on Home: on the hosts through the 404 page (plugins/hosting-adapter/redirects.ts says why).
  actions.createRedirect({ ...CATCH_ALL_HOME })
  for (const alias of ADMIN_ALIASES) actions.createRedirect({ fromPath: alias, toPath: ADMIN_PATH, statusCode: 301 })

  // /home (and /hi/home, /kn/home) shows Home under its own address (its canonical URL is / or /hi, /kn).
  for (const locale of LOCALES) {
    actions.createPage({
      path: localizedPath(locale, "/home"),
      component: path.resolve(__dirname, "src/pages/index.tsx"),
      context: { locale, alternates: alternatesOf("/", LOCALES) },
    })
  }

  const result = await graphql<{
    allJobsJson: Nodes
    allTechnologiesJson: Nodes
    allBlogPostsJson: Nodes
    allLegalPagesJson: Nodes
    allProductsJson: Nodes
    allNewsJson: { nodes: Array<{ locale: Locale }> }
  }>(`
    query GeneratedPages {
      allJobsJson(filter: { fields: { open: { eq: true } } }) {
        nodes {
          id
          slug
          locale
        }
      }
      allTechnologiesJson {
        nodes {
          id
          slug
          locale
        }
      }
      allBlogPostsJson {
        nodes {
          id
          slug
          locale
        }
      }
      allLegalPagesJson {
        nodes {
          id
          slug
          locale
          showGrievanceOfficer
        }
      }
      allProductsJson {
        nodes {
          id
          slug
          locale
        }
      }
      allNewsJson {
        nodes {
          locale
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the records that generate pages", result.errors)
    return
  }
  const pages: PageSource[] = [
    // One page per open job: Google reads JobPosting only on a job's own page. Closed ones are not built.
    { records: result.data.allJobsJson, path: jobPath, template: "job-posting" },
    { records: result.data.allTechnologiesJson, path: (slug: string) => `/${slug}`, template: "technology" },
    { records: result.data.allBlogPostsJson, path: blogPostPath, template: "blog-post" },
    {
      records: result.data.allLegalPagesJson,
      path: (slug: string) => `/${slug}`,
      template: "legal-page",
      // its query fetches the Grievance Officer only for the page that shows it
      extraContext: (record) => (record.showGrievanceOfficer ? { showGrievanceOfficer: true } : {}),
    },
    { records: result.data.allProductsJson, path: (slug: string) => `/${slug}`, template: "product" },
  ]
  for (const { records, path: pathOf, template, extraContext } of pages) {
    // a record translated into some languages only has a page in those
    const localesOf = (slug: string) => records.nodes.filter((r) => r.slug === slug).map((r) => r.locale)
    for (const record of records.nodes) {
      actions.createPage({
        path: localizedPath(record.locale, pathOf(record.slug)),
        component: path.resolve(__dirname, `src/templates/${template}.tsx`),
        context: {
          id: record.id,
          locale: record.locale,
          alternates: alternatesOf(pathOf(record.slug), localesOf(record.slug)),
          ...extraContext?.(record),
        },
      })
    }
  }
  // The indexes' pages after the first, each querying its own slice of its language's items; page 1
  // is src/pages/<index>.tsx. Page n exists in a language that has enough items for it.
  const count = (nodes: ReadonlyArray<{ locale: Locale }>, locale: Locale) =>
    nodes.filter((n) => n.locale === locale).length
  const indexes = [
    { base: "/blog", items: result.data.allBlogPostsJson.nodes, component: "src/pages/blog.tsx" },
    { base: "/news", items: result.data.allNewsJson.nodes, component: "src/pages/news.tsx" },
  ]
  for (const { base, items, component } of indexes) {
    for (const locale of LOCALES) {
      for (const page of laterPages(base, count(items, locale))) {
        const withPage = LOCALES.filter((other) =>
          laterPages(base, count(items, other)).some((p) => p.path === page.path),
        )
        actions.createPage({
          path: localizedPath(locale, page.path),
          component: path.resolve(__dirname, component),
          context: { ...page.context, locale, alternates: alternatesOf(page.path, withPage) },
        })
      }
    }
  }
}

// Every stage: pages draw icons from the sprite onPostBootstrap writes.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ ICON_SPRITE_URL: JSON.stringify(iconSprite(ICON_NAMES).url) })],
  })
}
