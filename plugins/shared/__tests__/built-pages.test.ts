/** @jest-environment node */
import { gatsbyPageFile } from "../built-pages"

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
