import type { GatsbyNode } from "gatsby"
import fs from "fs"
import path from "path"
import { assertRunsBefore, gatsbyPageFile, gatsbyState, panicOnError } from "../shared/gatsby-state"
import { scriptsAfterFirstPaint } from "./scripts-after-paint"

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ store, reporter }) =>
  panicOnError(reporter, () => assertRunsBefore(gatsbyState(store), "scripts-after-paint", "hosting-output"))

// Every page as Gatsby wrote it, with its scripts slice stitched in.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program, pages } = gatsbyState(store)
  panicOnError(reporter, () => {
    for (const pagePath of pages.keys()) {
      const file = path.join(program.directory, "public", gatsbyPageFile(pagePath))
      const html = fs.readFileSync(file, "utf8")
      const rewritten = scriptsAfterFirstPaint(html, path.relative(program.directory, file))
      if (rewritten !== html) fs.writeFileSync(file, rewritten)
    }
  })
}
