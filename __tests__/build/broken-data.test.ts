/**
 * @jest-environment node
 *
 * A broken data file must stop the build with a message naming the file and the field. Runs the
 * real `gatsby build` on a copy of the project whose data/jobs.json lacks a required field.
 */
import fs from "fs"
import path from "path"
import { copyProject, gatsbyBuild } from "../helpers/site-copy"

jest.setTimeout(180_000)

test("a data file missing a required field fails the build, naming the file and the field", () => {
  const site = copyProject("broken-data-")
  try {
    const jobsFile = path.join(site, "data", "jobs.json")
    const jobs = JSON.parse(fs.readFileSync(jobsFile, "utf8")) as Array<Record<string, unknown>>
    delete jobs[1].datePosted
    fs.writeFileSync(jobsFile, JSON.stringify(jobs))

    const { status, output } = gatsbyBuild(site)
    expect(status).not.toBe(0)
    expect(output).toContain("jobs.json")
    expect(output).toContain(`record ${JSON.stringify(jobs[1].slug)}`)
    expect(output).toContain("datePosted is required but is missing")
  } finally {
    fs.rmSync(site, { recursive: true, force: true })
  }
})
