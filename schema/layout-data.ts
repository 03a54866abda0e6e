/**
 * What every page's frame shows (site facts, header, footer, consent banner) as one root field,
 * `layoutData(locale: $locale)`, that each page query selects with its own language: the page's data
 * then carries that one language, where a static query (which takes no variables) would carry all.
 */

export const layoutDataTypeDefs = /* GraphQL */ `
  "The frame of every page (header, footer, consent banner) in one language."
  type LayoutData {
    site: SiteJson!
    navigation: [NavigationJson!]!
    footerLinks: [FooterLinksJson!]!
    socialLinks: [SocialLinksJson!]!
    cookiePolicy: CookiePolicyPageJson!
    interface: InterfaceJson!
    "the privacy notice's version (its effective date, YYYY-MM-DD) that every form sends with a request"
    privacyVersion: String!
    "a host's preview build with facts still missing: the notice at the top of every page, with their count; otherwise null"
    previewNotice: String
  }
`

import { LOCALIZED_PATH_ALIASES, isExternal, normalizePath } from "../src/lib/routes"
import { isFact } from "./facts"
import { previewMissingFacts } from "./launch-gate"

/** What a resolver's `context.nodeModel` offers, as the schema's resolvers use it. */
export interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
  findAll(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<{ entries: Iterable<unknown> }>
}

type Context = { nodeModel: NodeModel }

const inLocale = (locale: string) => ({ filter: { locale: { eq: locale } } })

const one = (type: string) => async (source: { locale: string }, _args: unknown, context: Context) => {
  const node = await context.nodeModel.findOne({ type, query: inLocale(source.locale) })
  if (!node) throw new Error(`No ${type} in language "${source.locale}"`)
  return node
}

const all = (type: string, locale?: string) => async (source: { locale: string }, _args: unknown, context: Context) =>
  Array.from((await context.nodeModel.findAll({ type, query: inLocale(locale ?? source.locale) })).entries)

const aliasPaths = new Set(LOCALIZED_PATH_ALIASES.map((alias) => alias.fromPath))

/**
 * Whether a link leads to a page of this build (in any language), or to an alias Gatsby redirects in
 * the browser: the footer gives those Gatsby's Link, which prefetches the target's page data. Decided
 * here, at build time, so no page has to carry the list of every page's path.
 */
async function isPage(link: { url: string }, _args: unknown, context: Context): Promise<boolean> {
  if (isExternal(link.url)) return false
  const target = normalizePath(link.url)
  if (aliasPaths.has(target)) return true
  return Boolean(await context.nodeModel.findOne({ type: "SitePage", query: { filter: { path: { eq: target } } } }))
}

/** createResolvers' argument: the root field and how each part finds its records, in file order. */
export const layoutDataResolvers = {
  Query: {
    layoutData: {
      type: "LayoutData!",
      args: { locale: "String!" },
      resolve: (_source: unknown, args: { locale: string }) => ({ locale: args.locale }),
    },
  },
  LayoutData: {
    site: { resolve: one("SiteJson") },
    navigation: { resolve: all("NavigationJson") },
    footerLinks: { resolve: all("FooterLinksJson") },
    // names, links and icons only: one file, the same in every language; a profile whose address is
    // still a placeholder is left out (schema/facts.ts)
    socialLinks: {
      resolve: async (source: { locale: string }, args: unknown, context: Context) =>
        ((await all("SocialLinksJson", "en")(source, args, context)) as { url?: unknown }[]).filter((link) =>
          isFact(link.url),
        ),
    },
    cookiePolicy: { resolve: one("CookiePolicyPageJson") },
    interface: { resolve: one("InterfaceJson") },
    privacyVersion: {
      resolve: async (source: { locale: string }, _args: unknown, context: Context) => {
        const notice = (await context.nodeModel.findOne({
          type: "LegalPagesJson",
          query: { filter: { slug: { eq: "privacy" }, locale: { eq: source.locale } } },
        })) as { updated?: unknown } | null
        if (typeof notice?.updated !== "string")
          throw new Error(`data/legal-pages/privacy.${source.locale}.json: no "updated" date for the forms to send`)
        return notice.updated.slice(0, 10)
      },
    },
    previewNotice: {
      resolve: async (source: { locale: string }, args: unknown, context: Context) => {
        const count = previewMissingFacts()
        if (count === 0) return null
        const words = (await one("InterfaceJson")(source, args, context)) as { previewNotice: string }
        return words.previewNotice.replaceAll("{count}", String(count))
      },
    },
  },
  LinkItem: {
    isPage: { type: "Boolean!", resolve: isPage },
  },
}
