import type { GatsbyNode } from "gatsby"
import fs from "fs"
import path from "path"
import { assertRunsBefore, gatsbyPageFile, gatsbyState, panicOnError } from "../shared/gatsby-state"
import { stripNullBytes } from "./strip-null-bytes"

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ store, reporter }) =>
  panicOnError(reporter, () => assertRunsBefore(gatsbyState(store), "strip-null-bytes", "hosting-output"))

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program, pages } = gatsbyState(store)
  const publicDir = path.join(program.directory, "public")
  panicOnError(reporter, () => {
    for (const pagePath of pages.keys()) {
      const full = path.join(publicDir, gatsbyPageFile(pagePath))
      const { html, removed } = stripNullBytes(fs.readFileSync(full, "utf8"))
      if (removed > 0) fs.writeFileSync(full, html)
    }
  })
}
