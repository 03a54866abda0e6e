/**
 * @jest-environment node
 *
 * A broken data file must stop the build with a message naming the file and the field. Runs the
 * real `gatsby build` on a copy of the project whose data/jobs.json lacks a required field.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const root = path.resolve(__dirname, "..", "..")

jest.setTimeout(180_000)

test("a data file missing a required field fails the build, naming the file and the field", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "broken-data-"))
  try {
    // Gatsby compiles its config files itself and will not follow symlinks to them: copy the
    // project's sources, link only the installed packages.
    for (const entry of ["gatsby-config.ts", "gatsby-node.ts", "package.json", "tsconfig.json", "src", "data"]) {
      fs.cpSync(path.join(root, entry), path.join(site, entry), { recursive: true })
    }
    fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"))
    const jobsFile = path.join(site, "data", "jobs.json")
    const jobs = JSON.parse(fs.readFileSync(jobsFile, "utf8")) as Array<Record<string, unknown>>
    delete jobs[1].datePosted
    fs.writeFileSync(jobsFile, JSON.stringify(jobs))

    const result = spawnSync(process.execPath, [require.resolve("gatsby/cli"), "build"], {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, CI: "true", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1" },
    })
    const output = `${result.stdout}\n${result.stderr}`
    expect(result.status).not.toBe(0)
    expect(output).toContain("jobs.json")
    expect(output).toContain(`record ${JSON.stringify(jobs[1].slug)}`)
    expect(output).toContain("datePosted is required but is missing")
  } finally {
    fs.rmSync(site, { recursive: true, force: true })
  }
})
