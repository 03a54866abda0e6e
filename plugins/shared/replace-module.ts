import type { GatsbyNode } from "gatsby"
import path from "path"
import type { Compiler } from "webpack"

/** The module with no exports that stands in for a Gatsby browser module a plugin leaves out. */
export const EMPTY_MODULE = "plugins/shared/empty-module.ts"

/**
 * A webpack plugin that bundles `replacement` in place of every module whose path matches `pattern`,
 * as webpack's NormalModuleReplacementPlugin does (on the request before resolving, on the resolved
 * file after), and fails the compilation, naming `plugin`, when nothing matched: a Gatsby that moved
 * or renamed the module would otherwise leave it in the bundle without a word.
 */
export class ReplaceGatsbyModule {
  constructor(
    private readonly plugin: string,
    private readonly pattern: RegExp,
    private readonly replacement: string,
  ) {}

  apply(compiler: Compiler) {
    const { plugin, pattern, replacement } = this
    compiler.hooks.thisCompilation.tap(plugin, (compilation, { normalModuleFactory }) => {
      let replaced = 0
      normalModuleFactory.hooks.beforeResolve.tap(plugin, (data) => {
        if (!pattern.test(data.request)) return
        data.request = replacement
        replaced++
      })
      normalModuleFactory.hooks.afterResolve.tap(plugin, (data) => {
        if (!data.createData.resource || !pattern.test(data.createData.resource)) return
        data.createData.resource = replacement
        replaced++
      })
      compilation.hooks.finishModules.tap(plugin, () => {
        if (replaced === 0)
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${plugin}: no module matched ${pattern} in this build, so nothing was replaced. Gatsby's files have changed: update the pattern or remove the plugin from gatsby-config.ts.`,
            ),
          )
      })
    })
  }
}

/**
 * A plugin's onCreateWebpackConfig that has the browser build bundle `file` (a path in the project) in
 * place of the Gatsby module `pattern` matches, failing the build when none does.
 */
export const replaceInBrowserBuild =
  (plugin: string, pattern: RegExp, file: string): GatsbyNode["onCreateWebpackConfig"] =>
  ({ stage, actions }) => {
    if (stage !== "build-javascript") return
    // Gatsby builds in the project's folder
    const replacement = path.resolve(file)
    actions.setWebpackConfig({ plugins: [new ReplaceGatsbyModule(plugin, pattern, replacement)] })
  }
