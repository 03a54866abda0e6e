import type { GatsbyNode } from "gatsby"
import path from "path"
import { typeDefs } from "./schema/content-model"
import { fieldExtensions, heldRecords, readContentModel, withLocaleField } from "./schema/model"
import { markdownTypeDefs } from "./schema/markdown"
import { createRecords } from "./schema/json-files"
import { layoutDataResolvers, layoutDataTypeDefs } from "./schema/layout-data"
import { recordLinkResolvers } from "./schema/record-links"
import { inlineImageResolvers } from "./schema/inline-image"
import { legalPartResolvers } from "./schema/legal-parts"
import { downloadQrResolvers, downloadQrTypeDefs } from "./schema/download-qr"
import { checkContent, contentProblemsReport } from "./schema/content-checks"
import { contentDir } from "./schema/content-dir"
import { siteUrl } from "./schema/site-url"
import { launchGate, missingFacts } from "./schema/launch-gate"
import { siteNow } from "./schema/clock"
import { createSitePages, pageDataContext } from "./schema/create-pages"
import { siteIconSprite, writeBuildFiles } from "./site-files/build-files"
import { localizedCopies } from "./src/lib/page-variants"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  for (const extension of fieldExtensions) actions.createFieldExtension(extension)
  actions.createTypes([markdownTypeDefs, withLocaleField(typeDefs), layoutDataTypeDefs, downloadQrTypeDefs])
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(layoutDataResolvers)
  createResolvers(recordLinkResolvers)
  createResolvers(inlineImageResolvers)
  createResolvers(legalPartResolvers)
  createResolvers(downloadQrResolvers)
}

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  createRecords(args, (type) => heldRecords(readContentModel(typeDefs), type))
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodes, getNode, reporter }) => {
  const { problems, warnings, placeholders, reviewsDue } = await checkContent(
    getNodes(),
    getNode,
    contentDir(),
    siteNow(),
  )
  if (problems.length > 0) reporter.panic(contentProblemsReport(problems))
  for (const warning of warnings) reporter.warn(warning)
  const gate = launchGate(missingFacts(placeholders, siteUrl()), process.env, reviewsDue)
  if (gate.blocked) reporter.panic(gate.blocked)
  if (gate.warning) reporter.warn(gate.warning)
  try {
    await writeBuildFiles({
      publicDir: path.join(__dirname, "public"),
      nodes: getNodes(),
      dataDir: contentDir(),
      siteUrl: siteUrl(),
      now: siteNow(),
    })
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

/** Gatsby makes a page of src/pages at its English path: it is made again in every language. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, getNodesByType }) => {
  if (page.context?.locale) return
  actions.deletePage(page)
  const context = { ...page.context, ...pageDataContext(page.path, getNodesByType, siteNow()) }
  for (const { path: localPath, locale, alternates } of localizedCopies(page.path)) {
    actions.createPage({ ...page, path: localPath, context: { ...context, locale, alternates } })
  }
}

export const createPages: GatsbyNode["createPages"] = (args) => createSitePages(args, __dirname)

// Every stage: pages draw icons from the sprite onPostBootstrap writes.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ ICON_SPRITE_URL: JSON.stringify(siteIconSprite().url) })],
  })
}
