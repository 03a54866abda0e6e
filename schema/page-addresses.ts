/**
 * The addresses records make, and the content check that keeps each to one page. Gatsby keeps the last page
 * created at an address without a word, so a record whose slug is another's, or a page's of src/pages
 * (`about`), or a redirect's, would silently take that page's place or lose its own. The build stops
 * instead, naming the file and the slug (schema/content-checks.ts).
 */
import fs from "fs"
import path from "path"
import { jobPath } from "../src/lib/jobs"
import { ADMIN_ALIASES, ADMIN_PATH, LOCALIZED_PATH_ALIASES, blogPostPath, legalPartSlug } from "../src/lib/routes"
import { DEFAULT_LOCALE, isLocale, localizedPath } from "../src/lib/locales"
import { homeAliasPages, localizedCopies } from "../src/lib/page-variants"
import { dataFile } from "./json-files"

/** A slug is one segment of an address: lower-case letters and digits, joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const atSlug = (slug: string) => `/${slug}`

/** Each record type that makes pages: its page's address (before its language's prefix) by its slug. */
export const RECORD_PAGE_PATHS = {
  JobsJson: jobPath,
  TechnologiesJson: atSlug,
  BlogPostsJson: blogPostPath,
  LegalPagesJson: atSlug,
  ProductsJson: atSlug,
} as const satisfies Record<string, (slug: string) => string>

/** An address and what makes it there: a file of src/pages, a redirect, a record. */
export interface Address {
  path: string
  source: string
}

/**
 * The addresses that are not records': every page of `pagesDir` (src/pages) in every language, as Gatsby's page
 * creator and onCreatePage make them, /home in every language, the redirects and the CMS.
 */
export function fixedAddresses(pagesDir: string): Address[] {
  const pages = (fs.readdirSync(pagesDir, { recursive: true }) as string[])
    .filter((file) => /\.(tsx?|jsx?)$/.test(file))
    .map((file) => file.split(path.sep).join("/"))
  return [
    ...pages.flatMap((file) => {
      const pagePath = `/${file.replace(/\.(tsx?|jsx?)$/, "").replace(/(^|\/)index$/, "")}`
      return localizedCopies(pagePath).map((copy) => ({ path: copy.path, source: `src/pages/${file}` }))
    }),
    ...homeAliasPages().map((alias) => ({ path: alias.path, source: "Home's /home address" })),
    ...LOCALIZED_PATH_ALIASES.map(({ fromPath, toPath }) => ({
      path: fromPath,
      source: `the redirect to ${toPath} (src/lib/routes.ts)`,
    })),
    ...[ADMIN_PATH, ...ADMIN_ALIASES].map((adminPath) => ({ path: adminPath, source: "the CMS (cms/admin.ts)" })),
  ]
}

/** A record as the content check has it: its file (which names its language), its type and its fields. */
interface DataRecord {
  file: string
  type: string
  values: Record<string, unknown>
}

const normalized = (address: string) => address.replace(/\/+$/, "") || "/"

/**
 * What is wrong with the addresses of the records' pages, one message per problem naming the file and the slug:
 * a slug that is not one segment of an address; a blog post's slug that is a number (the address of one of the
 * blog's later pages, /blog/2); an address that another record's page, or a fixed one, has too.
 */
export function recordAddressProblems(records: readonly DataRecord[], fixed: readonly Address[]): string[] {
  const problems: string[] = []
  const taken = new Map<string, string>(fixed.map(({ path: address, source }) => [normalized(address), source]))
  for (const { file, type, values } of records) {
    if (!(type in RECORD_PAGE_PATHS) || typeof values.slug !== "string") continue
    const slug = values.slug
    const { locale: fileLocale } = dataFile(file)
    const locale = isLocale(fileLocale) ? fileLocale : DEFAULT_LOCALE
    const where = `${file}: slug "${slug}"`
    if (!SLUG.test(slug)) {
      problems.push(
        `${where} is not one segment of an address: write lower-case letters, digits and hyphens (full-stack-engineer)`,
      )
      continue
    }
    if (type === "BlogPostsJson" && /^\d+$/.test(slug)) {
      problems.push(`${where} is a number, the address of one of the blog's later pages: begin it with a word`)
      continue
    }
    const base = RECORD_PAGE_PATHS[type as keyof typeof RECORD_PAGE_PATHS](slug)
    const parts =
      type === "LegalPagesJson" ? ((values.parts as { items?: Array<{ slug?: unknown }> })?.items ?? []) : []
    const addresses = [
      base,
      // a part's own slug is checked with the parts (schema/legal-parts.ts), a repeated one reported there
      ...new Set(
        parts
          .map((part) => part.slug)
          .filter((part): part is string => typeof part === "string" && SLUG.test(part))
          .map((part) => RECORD_PAGE_PATHS.LegalPagesJson(legalPartSlug(slug, part))),
      ),
    ]
    for (const address of addresses.map((own) => normalized(localizedPath(locale, own)))) {
      const other = taken.get(address)
      if (other)
        problems.push(`${where} makes the page ${address}, which ${other} makes too: give it a slug of its own`)
      else taken.set(address, `${file} (slug "${slug}")`)
    }
  }
  return problems
}
