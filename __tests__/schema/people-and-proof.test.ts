import { validateContent, type ContentNode } from "../../schema/validate"
import { typeDefs } from "../../schema/content-model"
import { readContentModel, heldRecords } from "../../schema/model"
import { typedRecords } from "../../schema/json-files"
import { loadObject } from "../helpers/content"

type Fields = Record<string, unknown>

/** The content check of About's file in one language, its records made as the build makes them (createRecords). */
function problemsOf(locale: string, change: (page: { people: Fields; proof: Fields }) => void = () => {}) {
  const page = JSON.parse(JSON.stringify(loadObject("about-page.json", locale))) as { people: Fields; proof: Fields }
  change(page)
  const model = readContentModel(typeDefs)
  const file = { relativePath: `about-page/about-page.${locale}.json` }
  const dataFile = { parent: "file" }
  const nodes: ContentNode[] = typedRecords(page, "AboutPageJson", heldRecords(model, "AboutPageJson")).map(
    ({ type, fields }, index) => ({
      ...fields,
      id: `record-${index}`,
      parent: "data-file",
      locale,
      internal: { type },
    }),
  )
  // the figures the page names (its progress card's), in its language, as the build has them
  const figures: ContentNode[] = loadObject<{ items: Fields[] }>("figures.json", locale).items.map((item, index) => ({
    ...item,
    jsonId: item.id,
    id: `figure-${index}`,
    locale,
    internal: { type: "FigureJson" },
  }))
  return validateContent(typeDefs, [...nodes, ...figures], (id) =>
    id === "file" ? file : id === "data-file" ? dataFile : undefined,
  )
}

const first = (list: unknown) => (list as Fields[])[0]

test("the fixture's people and proof records pass the content check in every language", () => {
  for (const locale of ["en", "hi", "kn"]) expect(problemsOf(locale)).toEqual([])
})

test("a clinical advisor or team member without the link that shows their credential is refused, naming file, field and language", () => {
  const problems = problemsOf("hi", (page) => {
    delete first(page.people.advisors).credentialUrl
    first(page.people.team).credentialUrl = " "
  })
  expect(problems).toEqual([
    expect.stringMatching(
      /^about-page\/about-page\.hi\.json \(TeamMembersJson record "[^"]+", hi\): credentialUrl is required but is empty$/,
    ),
    expect.stringMatching(
      /^about-page\/about-page\.hi\.json \(AdvisorsJson record "[^"]+", hi\): credentialUrl is required but is missing$/,
    ),
  ])
})

test("a partner or a customer's story without the date permission was given is refused, naming file, field and language", () => {
  const problems = problemsOf("kn", (page) => {
    delete first(page.proof.partners).permissionGiven
    delete first(page.proof.stories).permissionGiven
  })
  expect(problems).toEqual([
    expect.stringMatching(
      /^about-page\/about-page\.kn\.json \(PartnersJson record "[^"]+", kn\): permissionGiven is required but is missing$/,
    ),
    expect.stringMatching(
      /^about-page\/about-page\.kn\.json \(CustomerStoriesJson.*, kn\): permissionGiven is required but is missing$/,
    ),
  ])
})

test("no list is required: a page with no person, partner or story passes", () => {
  expect(
    problemsOf("en", (page) => {
      for (const key of ["team", "advisors"]) page.people[key] = []
      for (const key of ["partners", "stories"]) delete page.proof[key]
    }),
  ).toEqual([])
})
