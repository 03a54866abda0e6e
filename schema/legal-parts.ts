/**
 * A long legal text in parts (`parts` of a legal page, schema/content-model/legal-pages.ts): each part
 * is a page of its own, whose query asks its legal page for that one part, `part(slug: $part)`, so the
 * page's data holds its own part's text and only the titles of the others. Its address:
 * src/lib/routes.ts, legalPartSlug.
 */
import { SLUG } from "./page-addresses"

interface PartsSource {
  parts?: { items?: ReadonlyArray<{ slug: string }> | null } | null
}

/** createResolvers' argument: LegalPagesJson.part(slug). */
export const legalPartResolvers = {
  LegalPagesJson: {
    part: {
      type: "LegalPagePart",
      args: { slug: "String!" },
      /** The part itself, not a copy: its Markdown finds its language through the node that holds it. */
      resolve: (source: PartsSource, args: { slug: string }) =>
        source.parts?.items?.find((item) => item.slug === args.slug) ?? null,
    },
  },
}

/**
 * The content check of the parts' slugs, each naming its file and field: a slug that is not one clean
 * segment of an address, or one that two parts of a page share (the second would overwrite the first's page).
 */
export function partSlugProblems(
  records: ReadonlyArray<{ file: string; type: string; values: Record<string, unknown> }>,
): string[] {
  return records
    .filter((record) => record.type === "LegalPagesJson")
    .flatMap(({ file, values }) => {
      const items = (values as PartsSource).parts?.items ?? []
      return items.flatMap(({ slug }, index) => {
        const field = `parts.items[${index}].slug`
        if (!SLUG.test(slug))
          return [
            `${file}: ${field} "${slug}" is not one segment of an address: write lower-case letters, digits and hyphens (the-apps)`,
          ]
        if (items.findIndex((item) => item.slug === slug) < index)
          return [`${file}: ${field} "${slug}" is another part's slug too: each part needs its own`]
        return []
      })
    })
}
