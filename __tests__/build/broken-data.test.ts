/**
 * @jest-environment node
 *
 * A broken data file must stop the build with a message naming the file and the field. Runs the
 * real `gatsby build` on a copy of the project where one job opening's file lacks a required field.
 */
import fs from "fs"
import path from "path"
import { copyProject, gatsbyBuild } from "../helpers/site-copy"

jest.setTimeout(180_000)

test("a data file missing a required field fails the build, naming the file and the field", () => {
  const site = copyProject("broken-data-")
  try {
    const jobFile = path.join(site, "data", "jobs", "mobile-application-developer.json")
    const job = JSON.parse(fs.readFileSync(jobFile, "utf8")) as Record<string, unknown>
    delete job.datePosted
    fs.writeFileSync(jobFile, JSON.stringify(job))

    const { status, output } = gatsbyBuild(site)
    expect(status).not.toBe(0)
    expect(output).toContain("jobs/mobile-application-developer.json")
    expect(output).toContain(`record ${JSON.stringify(job.slug)}`)
    expect(output).toContain("datePosted is required but is missing")
  } finally {
    fs.rmSync(site, { recursive: true, force: true })
  }
})
