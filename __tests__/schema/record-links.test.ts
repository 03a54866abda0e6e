/** @jest-environment node */
import { recordLinkResolvers } from "../../schema/record-links"

const products = [
  { slug: "connect", locale: "hi", tagline: "स्वास्थ्य सेवा को एक साथ जोड़ना" },
  { slug: "connect", locale: "en", tagline: "unifying healthcare" },
]
/** Gatsby's node model over these products, answering the filter as Gatsby would. */
const context = {
  nodeModel: {
    findOne: async ({ query }: { query: { filter: Record<string, unknown> } }) => {
      const { slug, locale } = query.filter as { slug: { eq: string }; locale: { eq: string } }
      return products.find((p) => p.slug === slug.eq && p.locale === locale.eq) ?? null
    },
  },
}

test("a technology's use names the product in the page record's own language, whatever comes first", async () => {
  const [use] = recordLinkResolvers.TechnologiesJson.uses.resolve({ uses: [{ product: "connect" }], locale: "en" })!
  const product = await recordLinkResolvers.TechnologyUse.product.resolve(use as never, {}, context)
  expect(product).toMatchObject({ tagline: "unifying healthcare" })
})

test("a product missing in that language fails by name", async () => {
  await expect(
    recordLinkResolvers.TechnologyUse.product.resolve({ product: "connect", locale: "kn" }, {}, context),
  ).rejects.toThrow('No product "connect" in language "kn"')
})
