import type { Configuration } from "webpack"
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils"
import { Stage } from "gatsby/dist/commands/types"

/** The test of Gatsby's `styles` cache group, as the tests compare it. */
export const isCss = () => true

/** A configuration holding Gatsby's own CSS rules for the stage, as gatsby's webpack config builds it. */
export function gatsbyConfig(stage: "build-javascript" | "build-html"): Configuration {
  const gatsbyStage = stage === "build-html" ? Stage.BuildHTML : Stage.BuildJavascript
  const { rules } = createWebpackUtils(gatsbyStage, { directory: process.cwd() } as never)
  return {
    // as gatsby/dist/utils/webpack.config.js has it: modules first, plain CSS otherwise
    module: { rules: [{ oneOf: [rules.cssModules(), rules.css()] }] },
    optimization: {
      splitChunks: {
        cacheGroups: { styles: { test: isCss, name: "styles", priority: 40, enforce: true }, framework: {} },
      },
    },
  }
}
