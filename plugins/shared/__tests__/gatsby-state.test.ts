/** @jest-environment node */
import { assertRunsBefore, gatsbyPageFile } from "../gatsby-state"

const plugins = (...names: string[]) => ({ flattenedPlugins: names.map((name) => ({ name, browserAPIs: [] })) })

describe("gatsbyPageFile", () => {
  it("gives the file Gatsby writes for each kind of page path", () => {
    expect(["/", "/about", "/jobs/engineer", "/404", "/404.html"].map(gatsbyPageFile)).toEqual([
      "index.html",
      "about/index.html",
      "jobs/engineer/index.html",
      "404/index.html",
      "404.html",
    ])
  })
})

describe("assertRunsBefore", () => {
  it("lets a plugin listed before the one it must precede, or without it, go on", () => {
    expect(() =>
      assertRunsBefore(plugins("a", "scripts-after-paint", "hosting-output"), "scripts-after-paint", "hosting-output"),
    ).not.toThrow()
    expect(() =>
      assertRunsBefore(plugins("scripts-after-paint"), "scripts-after-paint", "hosting-output"),
    ).not.toThrow()
  })

  it("fails naming both plugins when the order in gatsby-config is the wrong way round", () => {
    expect(() =>
      assertRunsBefore(plugins("hosting-output", "scripts-after-paint"), "scripts-after-paint", "hosting-output"),
    ).toThrow("scripts-after-paint: listed after hosting-output in gatsby-config.ts, but it must run first")
  })
})
