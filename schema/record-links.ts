/**
 * A field that names another record by its key (`@link(by: "slug")`) must find that record in the
 * language of the record that names it: every record exists once per language with the same key, and
 * Gatsby's own @link takes whichever comes first (the English technology page once showed connectlife's
 * Hindi tagline). The technology uses are the one such field today: TechnologyUse.product.
 */

import type { NodeModel } from "./layout-data"

/** A use of a technology, with the language of the page record that holds it. */
type LocalizedUse = { product: string; locale?: string }

/** createResolvers' argument: each use carries its record's language to the product it names. */
export const recordLinkResolvers = {
  TechnologiesJson: {
    uses: {
      resolve: (source: { uses?: Array<Record<string, unknown>> | null; locale: string }) =>
        source.uses?.map((use) => ({ ...use, locale: source.locale })) ?? null,
    },
  },
  TechnologyUse: {
    product: {
      resolve: async (source: LocalizedUse, _args: unknown, context: { nodeModel: Pick<NodeModel, "findOne"> }) => {
        const product = await context.nodeModel.findOne({
          type: "ProductsJson",
          query: { filter: { slug: { eq: source.product }, locale: { eq: source.locale } } },
        })
        if (!product) throw new Error(`No product "${source.product}" in language "${source.locale}"`)
        return product
      },
    },
  },
}
