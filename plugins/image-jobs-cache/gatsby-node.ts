import type { GatsbyNode } from "gatsby"
import path from "path"
import { loadFrom } from "./load"
import { cachedImageWorker, pruneImageJobs, type ImageWorker, type JobCounts } from "./image-jobs-cache"

/**
 * Beside the share cards' cache, in the folder the clean step of `npm run build` leaves alone and Netlify keeps
 * between deploys; every copy of the project the tests build in links the same node_modules, so they share it.
 */
const CACHE_DIR = path.join("node_modules", ".cache", "image-jobs")
const SHARP_PLUGIN = "gatsby-plugin-sharp"

const counts: JobCounts = { made: 0, fromCache: 0 }

interface SharpPlugin {
  name: string
  version: string
  resolve: string
}
type ImportGatsbyPlugin = (
  plugin: SharpPlugin & { isLocal: boolean },
  module: string,
) => Promise<Record<string, unknown>>

function drifted(what: string): never {
  throw new Error(
    `image-jobs-cache: ${what}. Gatsby's jobs or ${SHARP_PLUGIN} have changed: update plugins/image-jobs-cache ` +
      `(README.md) or remove it from gatsby-config.ts.`,
  )
}

/**
 * Wraps gatsby-plugin-sharp's IMAGE_PROCESSING in the module object Gatsby's jobs manager runs jobs from: the one
 * Gatsby's own `importGatsbyPlugin` returns for the plugin as a job names it (its name, version and folder).
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ store, reporter }) => {
  try {
    const plugins = (store.getState() as { flattenedPlugins?: SharpPlugin[] }).flattenedPlugins
    const sharpPlugin = plugins?.find((plugin) => plugin.name === SHARP_PLUGIN)
    if (!sharpPlugin) drifted(`Gatsby's state lists no ${SHARP_PLUGIN} among the site's plugins`)
    let importGatsbyPlugin: ImportGatsbyPlugin | undefined
    try {
      importGatsbyPlugin = (
        loadFrom(process.cwd(), "gatsby/dist/utils/import-gatsby-plugin") as {
          importGatsbyPlugin?: ImportGatsbyPlugin
        }
      ).importGatsbyPlugin
    } catch {
      importGatsbyPlugin = undefined
    }
    if (typeof importGatsbyPlugin !== "function")
      drifted("gatsby/dist/utils/import-gatsby-plugin has no importGatsbyPlugin")
    const asJobNamesIt = {
      name: sharpPlugin.name,
      version: sharpPlugin.version,
      resolve: sharpPlugin.resolve,
      isLocal: false,
    }
    const worker = await importGatsbyPlugin(asJobNamesIt, "gatsby-worker")
    const work = worker.IMAGE_PROCESSING as ImageWorker | undefined
    if (typeof work !== "function") drifted(`${SHARP_PLUGIN}'s gatsby-worker exports no IMAGE_PROCESSING`)
    const sharp = loadFrom(sharpPlugin.resolve, "sharp") as {
      versions: Record<string, string | undefined>
    }
    const version = `${SHARP_PLUGIN}@${sharpPlugin.version} sharp@${sharp.versions.sharp} vips@${sharp.versions.vips}`
    try {
      worker.IMAGE_PROCESSING = cachedImageWorker(work, { cacheDir: path.resolve(CACHE_DIR), version, counts })
    } catch {
      drifted(`${SHARP_PLUGIN}'s gatsby-worker module cannot be changed (an ES module's exports are read-only)`)
    }
    if ((await importGatsbyPlugin(asJobNamesIt, "gatsby-worker")).IMAGE_PROCESSING !== worker.IMAGE_PROCESSING)
      drifted("Gatsby imports another copy of gatsby-worker than the one wrapped")
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const pruned = pruneImageJobs(path.resolve(CACHE_DIR), new Date())
  reporter.info(
    `image-jobs-cache: ${counts.made + counts.fromCache} image jobs, ${counts.made} made, ${counts.fromCache} from ` +
      `the cache${pruned > 0 ? `, ${pruned} unused entries removed` : ""}`,
  )
}
