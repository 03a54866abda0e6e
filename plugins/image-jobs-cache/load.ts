import { createRequire } from "module"
import path from "path"

/**
 * A package's module as Node resolves it from `directory` (its package.json's folder). createRequire, not
 * require: Gatsby's bundler of gatsby-node files leaves `require.resolve` undefined (plugins/share-cards/render.ts).
 */
export function loadFrom(directory: string, id: string): unknown {
  return createRequire(path.join(directory, "package.json"))(id)
}
