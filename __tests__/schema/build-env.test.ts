/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { buildEnvFile, loadBuildEnv } from "../../schema/build-env"

const project = () => fs.mkdtempSync(path.join(os.tmpdir(), "build-env-"))

describe("the build's settings file", () => {
  it("is .env.<GATSBY_ACTIVE_ENV or NODE_ENV>, as Gatsby reads it", () => {
    expect(buildEnvFile({ NODE_ENV: "production" }, "/site")).toBe(path.join("/site", ".env.production"))
    expect(buildEnvFile({ NODE_ENV: "production", GATSBY_ACTIVE_ENV: "staging" }, "/site")).toBe(
      path.join("/site", ".env.staging"),
    )
  })

  it("adds the file's variables to the build's environment, where the environment has none of its own", () => {
    const dir = project()
    fs.writeFileSync(
      path.join(dir, ".env.production"),
      "# Firebase\nGATSBY_FIREBASE_API_KEY=AIza-from-file\nGATSBY_SITE_URL=https://file.example\nGATSBY_NEWSLETTER_ENDPOINT=\n",
    )
    const env: NodeJS.ProcessEnv = { NODE_ENV: "production", GATSBY_SITE_URL: "https://host-setting.example" }
    expect(loadBuildEnv(env, dir)).toBe(path.join(dir, ".env.production"))
    expect(env).toEqual({
      NODE_ENV: "production",
      GATSBY_FIREBASE_API_KEY: "AIza-from-file",
      GATSBY_SITE_URL: "https://host-setting.example",
      GATSBY_NEWSLETTER_ENDPOINT: "",
    })
  })

  it("leaves the environment as it is when there is no such file", () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: "production" }
    expect(loadBuildEnv(env, project())).toBeNull()
    expect(env).toEqual({ NODE_ENV: "production" })
  })
})
