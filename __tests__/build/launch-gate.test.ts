/**
 * @jest-environment node
 *
 * The launch gate in a real build (schema/launch-gate.ts): Netlify's production context over the
 * fixture content, which holds placeholders as data/ does before launch, stops before any page is
 * rendered, listing each missing fact with its file and field (a figure's by its key: items[uptime].basis)
 * and naming the setting that overrides.
 */
import fs from "fs"
import path from "path"
import { copyProject, gatsbyBuild } from "../helpers/site-copy"
import { findPlaceholders } from "../../schema/placeholders"

jest.setTimeout(240_000)

const site = copyProject("launch-gate-")
let build: { status: number | null; output: string }

beforeAll(() => {
  build = gatsbyBuild(site, { NETLIFY: "true", CONTEXT: "production", GATSBY_SITE_URL: "https://www.lifelane.health" })
})
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

test("a production build with placeholders stops before rendering, naming each and the override", () => {
  const placeholders = findPlaceholders(path.join(site, "data"))
  expect(placeholders.length).toBeGreaterThan(0)
  expect(build.status).not.toBe(0)
  const output = build.output.replace(/\s+/g, " ")
  expect(output).toContain(
    `Launch gate: this is Netlify's production context (CONTEXT=production), and ${placeholders.length} facts are still missing`,
  )
  const [first] = placeholders
  expect(output).toContain(`${first.file} ${first.field}: ${first.value}`)
  // the trust centre's, the apps' evidence and the rights form's facts among them
  for (const fact of [
    "data/trust-page/trust-page.en.json glance.items[0].value",
    "data/trust-page/trust-page.en.json roles.text",
    "data/solutions/solutions.en.json products[1].evidence.facts[5].value",
    "data/solutions/solutions.en.json products[1].technical.items[0].value",
    "data/legal-pages/security.en.json parts.items[0].body",
  ])
    expect(output).toContain(fact)
  expect(output).toContain("SOFT_LAUNCH=true")
  expect(output).not.toContain("Building static HTML")
})

test("a figure whose basis is not given holds it too, named by its file, its key and the missing basis", () => {
  const figure = findPlaceholders(path.join(site, "data")).find(({ field }) => /^items\[[a-z-]+\]\.basis$/.test(field))
  expect(figure).toBeDefined()
  expect(build.output.replace(/\s+/g, " ")).toContain(`${figure!.file} ${figure!.field}: ${figure!.value}`)
})
