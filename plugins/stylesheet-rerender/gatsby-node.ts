import type { GatsbyNode } from "gatsby"
import fs from "fs"
import path from "path"
import { gatsbyPageFile, gatsbyState, panicOnError } from "../shared/gatsby-state"
import { hashSalt, readBuiltStylesheets, staleStylesheets } from "./stylesheets"

// The HTML renderer is configured once the browser build has written its stylesheets and stats.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  store,
  reporter,
}) => {
  if (stage !== "build-html") return
  const publicDir = path.join(gatsbyState(store).program.directory, "public")
  const config = getConfig()
  config.output = {
    ...config.output,
    hashSalt: hashSalt(panicOnError(reporter, () => readBuiltStylesheets(publicDir))),
  }
  actions.replaceWebpackConfig(config)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program, pages } = gatsbyState(store)
  const publicDir = path.join(program.directory, "public")
  panicOnError(reporter, () => {
    const stylesheets = readBuiltStylesheets(publicDir)
    for (const pagePath of pages.keys()) {
      const file = gatsbyPageFile(pagePath)
      const stale = staleStylesheets(fs.readFileSync(path.join(publicDir, file), "utf8"), stylesheets)
      if (stale.length > 0)
        throw new Error(
          `stylesheet-rerender: public/${file} inlines ${stale.join(", ")}, which this build did not write: the page is left from an earlier build (Gatsby's re-render rule has changed?). Run "npm run clean", then build again.`,
        )
    }
  })
}
