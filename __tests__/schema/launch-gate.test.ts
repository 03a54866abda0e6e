import {
  launchGate,
  missingFacts,
  previewDeploy,
  previewMissingFacts,
  productionDeploy,
} from "../../schema/launch-gate"
import { findPlaceholders, type Placeholder } from "../../schema/placeholders"
import { siteUrl } from "../../schema/site-url"
import { FIXTURE_CONTENT_DIR } from "../helpers/content"
import type { ReviewDue } from "../../schema/reviews"

const officer: Placeholder = {
  file: "data/grievance-officer/grievance-officer.en.json",
  field: "name",
  value: "[Placeholder: full name of the Grievance Officer]",
}
const REAL_SITE = "https://www.lifelane.health"
const postDue: ReviewDue = {
  file: "data/blog-posts/wearables-and-early-warnings.en.json",
  title: "From Wearable Readings to Early Warnings",
  reviewedOn: "2025-05-19",
  dueOn: "2026-05-19",
}

describe("productionDeploy", () => {
  it("is Netlify's production context, and no other Netlify context", () => {
    expect(productionDeploy({ NETLIFY: "true", CONTEXT: "production" })).toMatch(/Netlify/)
    for (const CONTEXT of ["deploy-preview", "branch-deploy", "dev", undefined])
      expect(productionDeploy({ NETLIFY: "true", CONTEXT })).toBeUndefined()
  })

  it("is Cloudflare Pages' build of the production branch, main unless PRODUCTION_BRANCH names another", () => {
    expect(productionDeploy({ CF_PAGES: "1", CF_PAGES_BRANCH: "main" })).toMatch(/Cloudflare Pages.*main/)
    expect(productionDeploy({ CF_PAGES: "1", CF_PAGES_BRANCH: "fix-typo" })).toBeUndefined()
    expect(productionDeploy({ CF_PAGES: "1", CF_PAGES_BRANCH: "main", PRODUCTION_BRANCH: "live" })).toBeUndefined()
    expect(productionDeploy({ CF_PAGES: "1", CF_PAGES_BRANCH: "live", PRODUCTION_BRANCH: "live" })).toMatch(/live/)
  })

  it("is no build off the hosts: npm start, the tests, a CI machine", () => {
    expect(productionDeploy({})).toBeUndefined()
    expect(productionDeploy({ CI: "true", CONTEXT: "production" })).toBeUndefined()
  })
})

describe("missingFacts", () => {
  it("counts the example site address as a missing fact, before data/'s placeholders", () => {
    expect(missingFacts([officer], "https://www.example.com")).toEqual([
      { file: "GATSBY_SITE_URL", field: "(environment)", value: "https://www.example.com" },
      officer,
    ])
    expect(missingFacts([officer], REAL_SITE)).toEqual([officer])
  })
})

describe("launchGate", () => {
  const netlifyProduction = { NETLIFY: "true", CONTEXT: "production" }

  it("stops a production build with a missing fact, naming its file and field and the setting that overrides", () => {
    const { blocked, warning } = launchGate([officer], netlifyProduction)
    expect(warning).toBeUndefined()
    expect(blocked).toContain("1 fact is still missing")
    expect(blocked).toContain(`${officer.file} name: ${officer.value}`)
    expect(blocked).toContain("SOFT_LAUNCH=true")
  })

  it("lets a production build through once every fact is filled in", () => {
    expect(launchGate(missingFacts([], REAL_SITE), netlifyProduction)).toEqual({})
  })

  it("lets previews and builds off the hosts through, whatever is missing", () => {
    expect(launchGate([officer], { NETLIFY: "true", CONTEXT: "deploy-preview" })).toEqual({})
    expect(launchGate([officer], { CF_PAGES: "1", CF_PAGES_BRANCH: "preview" })).toEqual({})
    expect(launchGate([officer], {})).toEqual({})
  })

  it("lets a deliberate soft launch through with a warning that counts what is missing", () => {
    const { blocked, warning } = launchGate([officer, officer], { ...netlifyProduction, SOFT_LAUNCH: "true" })
    expect(blocked).toBeUndefined()
    expect(warning).toMatch(/Soft launch .*2 facts still missing/)
  })
  it("stops a production build with every fact filled in while a page is past its review date, naming it", () => {
    const { blocked } = launchGate([], netlifyProduction, [postDue])
    expect(blocked).toContain("1 page of health or legal text is past its next review date")
    expect(blocked).toContain(
      `${postDue.file} "${postDue.title}": reviewed 2025-05-19, due for review since 2026-05-19`,
    )
    expect(blocked).not.toContain("still missing")
  })

  it("lets a soft launch through past a review date, counting the pages", () => {
    const { blocked, warning } = launchGate([officer], { ...netlifyProduction, SOFT_LAUNCH: "true" }, [postDue])
    expect(blocked).toBeUndefined()
    expect(warning).toMatch(/1 fact still missing and 1 page due for review/)
  })
})

describe("the preview notice", () => {
  it("is a host's preview: a Netlify deploy preview or branch deploy, a Cloudflare Pages branch but production", () => {
    expect(previewDeploy({ NETLIFY: "true", CONTEXT: "deploy-preview" })).toBe(true)
    expect(previewDeploy({ NETLIFY: "true", CONTEXT: "branch-deploy" })).toBe(true)
    expect(previewDeploy({ NETLIFY: "true", CONTEXT: "production" })).toBe(false)
    expect(previewDeploy({ CF_PAGES: "1", CF_PAGES_BRANCH: "redesign" })).toBe(true)
    expect(previewDeploy({ CF_PAGES: "1", CF_PAGES_BRANCH: "main" })).toBe(false)
    expect(previewDeploy({ CF_PAGES: "1", CF_PAGES_BRANCH: "main", PRODUCTION_BRANCH: "live" })).toBe(true)
    expect(previewDeploy({})).toBe(false)
  })

  it("names how many facts are missing on a preview, and nothing on any other build", () => {
    const count = missingFacts(findPlaceholders(FIXTURE_CONTENT_DIR), siteUrl({})).length
    expect(count).toBeGreaterThan(0)
    expect(previewMissingFacts({ NETLIFY: "true", CONTEXT: "deploy-preview" }, FIXTURE_CONTENT_DIR)).toBe(count)
    expect(
      previewMissingFacts({ NETLIFY: "true", CONTEXT: "production", SOFT_LAUNCH: "true" }, FIXTURE_CONTENT_DIR),
    ).toBe(0)
    expect(previewMissingFacts({}, FIXTURE_CONTENT_DIR)).toBe(0)
  })
})
