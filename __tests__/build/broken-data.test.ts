/**
 * @jest-environment node
 *
 * A broken data file must stop the build with a message naming the file and the field (and, for a
 * translation, the language). Runs the real `gatsby build` once, on a copy of the project where one
 * job opening's English file lacks a required field, the Hindi About page lacks its title and a technology's
 * slug is the About page's, and About holds a clinical advisor without a credential link (Hindi) and a customer's
 * story without the date permission was given (Kannada).
 */
import fs from "fs"
import path from "path"
import { copyProject, gatsbyBuild } from "../helpers/site-copy"

jest.setTimeout(240_000)

const site = copyProject("broken-data-")
const edit = (file: string, change: (record: Record<string, unknown>) => void) => {
  const full = path.join(site, "data", file)
  const record = JSON.parse(fs.readFileSync(full, "utf8")) as Record<string, unknown>
  change(record)
  fs.writeFileSync(full, JSON.stringify(record))
  return record
}
let build: { status: number | null; output: string }
/** The output with Gatsby's line wrapping undone. */
const flat = () => build.output.replace(/\s+/g, " ")
const job = edit("jobs/mobile-application-developer.en.json", (record) => delete record.datePosted)
edit("about-page/about-page.hi.json", (record) => delete (record.hero as Record<string, unknown>).title)
// a clinical advisor without the link that shows their credential, a customer's story without its permission date
edit("about-page/about-page.hi.json", (record) => {
  ;(record.people as Record<string, unknown>).advisors = [
    { name: "Broken Advisor", role: "सलाहकार", photo: "../images/globe.png", credential: "रजिस्टर" },
  ]
})
edit("about-page/about-page.kn.json", (record) => {
  ;(record.proof as Record<string, unknown>).stories = [
    {
      organisation: "Broken Clinic",
      quote: "ಮಾತು",
      name: "Broken Customer",
      role: "ಹುದ್ದೆ",
      logo: "../images/globe.png",
    },
  ]
})
edit("solutions/solutions.en.json", (record) => {
  ;(record.technologies as Array<Record<string, unknown>>)[0].slug = "about"
})

beforeAll(() => {
  build = gatsbyBuild(site)
})
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

test("a data file missing a required field fails the build, naming the file and the field", () => {
  expect(build.status).not.toBe(0)
  expect(build.output).toContain("jobs/mobile-application-developer.en.json")
  expect(build.output).toContain(`record ${JSON.stringify(job.slug)}`)
  expect(build.output).toContain("datePosted is required but is missing")
})

test("a translation missing a text fails the build, naming the file, its language and the field", () => {
  expect(build.status).not.toBe(0)
  expect(flat()).toContain("about-page/about-page.hi.json (AboutPageJson, hi): hero.title is required but is missing")
})

test("a record whose page would take another page's address fails the build, naming the file, the slug and both pages", () => {
  expect(build.status).not.toBe(0)
  expect(flat()).toContain(
    'solutions/solutions.en.json: slug "about" makes the page /about, which src/pages/about.tsx makes too',
  )
})

test("a person without the link to their credential, or a story without its permission date, fails the build", () => {
  expect(build.status).not.toBe(0)
  expect(flat()).toContain(
    'about-page/about-page.hi.json (AdvisorsJson record "Broken Advisor", hi): credentialUrl is required but is missing',
  )
  expect(flat()).toContain(
    'about-page/about-page.kn.json (CustomerStoriesJson record "Broken Customer", kn): permissionGiven is required but is missing',
  )
})
