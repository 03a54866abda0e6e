import type { Node } from "gatsby"
import path from "path"
import { validateContent } from "./validate"
import { typeDefs } from "./content-model"
import { loadMarkdown } from "./markdown"
import { DATA_FILE_TYPE, fileContent, recordType, typedRecords } from "./json-files"
import { heldRecords, readContentModel } from "./model"
import { checkTranslations, untranslatedReport, type LocalizedRecord } from "./translations"
import { checkGlossary, type Glossary } from "./glossary"
import glossary from "./glossary.json"
import { findPlaceholders, placeholderWarning, type Placeholder } from "./placeholders"
import { reviewsDue, reviewsDueWarning, type ReviewDue } from "./reviews"
import { closedOpeningsReport, openingsAt } from "../src/lib/jobs"
import { jobRecords } from "./openings"
import { sharedApplyLinks } from "./apply-links"
import { FIELD_ICONS } from "../src/lib/icon-names"
import { partSlugProblems } from "./legal-parts"
import { fixedAddresses, recordAddressProblems } from "./page-addresses"
import { PROJECT_DIR } from "./content-dir"

export interface ContentCheckResult {
  /** What fails the build, one line each, naming the file and field. */
  problems: string[]
  /** What the build reports and goes on: untranslated text, closed openings, placeholders, reviews due. */
  warnings: string[]
  /** The facts still held as placeholders in data/, for the launch gate (schema/launch-gate.ts). */
  placeholders: Placeholder[]
  /** The health and legal pages whose next review date has come, for the launch gate too. */
  reviewsDue: ReviewDue[]
}

/**
 * Every record of data/ with its file and, in a list, its item's key, made from each data file as the
 * build makes its nodes (typedRecords): what checkTranslations and checkGlossary compare.
 */
function localizedRecords(nodes: Node[], getNode: (id: string) => Node | undefined): LocalizedRecord[] {
  const model = readContentModel(typeDefs)
  return nodes.flatMap((node) => {
    if (node.internal.type !== DATA_FILE_TYPE || !node.parent) return []
    const file = String(getNode(node.parent)?.relativePath)
    const type = recordType(file)
    return typedRecords(fileContent(node), type, heldRecords(model, type)).map(({ type: recordOf, fields, item }) => ({
      file,
      type: recordOf,
      ...(item === undefined ? {} : { item }),
      values: fields,
    }))
  })
}

/**
 * The content checks of the build, once the nodes exist: the records against the content model, the
 * translations, the glossary's words; then what only warns, and the pre-launch checklist of facts only
 * the company can fill in (the placeholders in `dataDir`) and the pages due for review at `now`.
 */
export async function checkContent(
  nodes: Node[],
  getNode: (id: string) => Node | undefined,
  dataDir: string,
  now: Date,
): Promise<ContentCheckResult> {
  const problems = validateContent(
    typeDefs,
    nodes,
    (id) => getNode(id) as { relativePath?: unknown; parent?: string | null } | undefined,
    FIELD_ICONS,
    await loadMarkdown(),
  )
  const records = localizedRecords(nodes, getNode)
  const translations = checkTranslations(typeDefs, records)
  problems.push(...translations.problems)
  problems.push(...partSlugProblems(records))
  // every record's page at an address of its own, apart from src/pages' pages and the redirects
  problems.push(...recordAddressProblems(records, fixedAddresses(path.join(PROJECT_DIR, "src", "pages"))))
  // a translation that uses a variant the glossary avoids fails, naming file, field and term
  problems.push(...checkGlossary(typeDefs, glossary as Glossary, records))
  const { open, closed } = openingsAt(jobRecords(nodes), now)
  problems.push(...sharedApplyLinks(records, open))
  const placeholders = findPlaceholders(dataDir)
  const dataPrefix = path.relative(process.cwd(), dataDir).split(path.sep).join("/") || "."
  const due = reviewsDue(records, now, dataPrefix)
  const warnings = [
    untranslatedReport(translations.untranslated),
    closedOpeningsReport(closed, dataPrefix),
    placeholderWarning(placeholders),
    reviewsDueWarning(due),
  ].filter((warning): warning is string => Boolean(warning))
  return { problems, warnings, placeholders, reviewsDue: due }
}

/** The build's message for the problems checkContent found. */
export const contentProblemsReport = (problems: readonly string[]) =>
  `Content error${problems.length > 1 ? "s" : ""} in data/:\n${problems.map((p) => `  - ${p}`).join("\n")}`
