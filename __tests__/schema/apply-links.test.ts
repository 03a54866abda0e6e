import { sharedApplyLinks } from "../../schema/apply-links"

const job = (slug: string, link: string, language = "en") => ({
  file: `jobs/${slug}.${language}.json`,
  type: "JobsJson",
  values: { slug, link },
})

describe("sharedApplyLinks", () => {
  it("names both files of two open roles that share an apply link", () => {
    const link = "https://www.linkedin.com/company/example-health/jobs"
    expect(
      sharedApplyLinks(
        [job("nurse", link), job("engineer", link), job("analyst", "https://a.in/3")],
        ["nurse", "engineer", "analyst"],
      ),
    ).toEqual([
      `jobs/nurse.en.json and jobs/engineer.en.json: the same apply link (${link}); give each open role the link to its own application page`,
    ])
  })

  it("accepts a link of each role's own, the same link in a role's translations, and a closed role's old link", () => {
    const records = [
      job("nurse", "https://a.in/1"),
      job("nurse", "https://a.in/1", "hi"),
      job("engineer", "https://a.in/2"),
      job("closed-role", "https://a.in/2"),
    ]
    expect(sharedApplyLinks(records, ["nurse", "engineer"])).toEqual([])
  })
})
