import type { GatsbyNode } from "gatsby"
import fs from "fs"
import path from "path"
import { assertRunsBefore, gatsbyPageFile, gatsbyState, panicOnError } from "../shared/gatsby-state"
import { withSamePagePath } from "./same-page-path"

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ store, reporter }) =>
  panicOnError(reporter, () => assertRunsBefore(gatsbyState(store), "same-page-path-script", "hosting-output"))

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program, pages } = gatsbyState(store)
  const publicDir = path.join(program.directory, "public")
  panicOnError(reporter, () => {
    for (const pagePath of pages.keys()) {
      const file = gatsbyPageFile(pagePath)
      const full = path.join(publicDir, file)
      fs.writeFileSync(full, withSamePagePath(fs.readFileSync(full, "utf8"), file))
    }
  })
}
