import { createHash } from "crypto"
import fs from "fs"
import path from "path"

/** What Gatsby's jobs manager hands a worker function (gatsby/dist/utils/jobs/manager.js, runLocalWorker). */
export interface ImageJob {
  inputPaths: Array<{ path: string; contentDigest: string }>
  outputDir: string
  args: { isLazy?: boolean; operations?: Array<{ outputPath: string; args: unknown }>; [key: string]: unknown }
}
export type ImageWorker = (job: ImageJob) => unknown

export interface JobCounts {
  made: number
  fromCache: number
}

/** An entry unused for this long is removed at the end of a build (`pruneImageJobs`). */
export const MAX_AGE_DAYS = 30
const RESULT_FILE = "result.json"

/**
 * A job's key: its inputs by content, its arguments (every output's name and transform, the plugin's options)
 * and `version` (gatsby-plugin-sharp's, sharp's and libvips'), not where the project lies, so the same image
 * asked for alike in another copy of the project is the same job.
 */
export function jobKey(job: ImageJob, version: string): string {
  return createHash("sha256")
    .update(JSON.stringify([version, job.inputPaths.map((input) => input.contentDigest), job.args]))
    .digest("hex")
    .slice(0, 32)
}

/** The outputs a job writes, relative to its output folder; an error when the job is not shaped as this plugin knows. */
function outputsOf(job: ImageJob): string[] {
  const operations = job.args?.operations
  if (
    !Array.isArray(operations) ||
    !Array.isArray(job.inputPaths) ||
    job.inputPaths.some((input) => typeof input?.contentDigest !== "string") ||
    typeof job.outputDir !== "string"
  )
    throw new Error(
      "image-jobs-cache: an IMAGE_PROCESSING job without inputPaths[].contentDigest, outputDir or args.operations: " +
        "Gatsby's jobs or gatsby-plugin-sharp have changed. Update plugins/image-jobs-cache or remove it from gatsby-config.ts.",
    )
  return operations.map(({ outputPath }) => {
    const relative = path.normalize(String(outputPath))
    if (path.isAbsolute(relative) || relative.startsWith(".."))
      throw new Error(`image-jobs-cache: an output outside the job's folder: ${outputPath}`)
    return relative
  })
}

/**
 * Dates an entry's last use by the process's clock, the one `pruneImageJobs` is given, never the file system's: a
 * machine whose processes read another date than its files (a faked clock) would otherwise prune a new entry at once.
 */
function markUsed(entry: string) {
  const now = new Date()
  fs.utimesSync(entry, now, now)
}

/** Copies an entry's outputs into the job's folder; false (nothing copied) when the entry is missing or incomplete. */
function restore(entry: string, outputDir: string, outputs: string[]): { result: unknown } | false {
  if (!fs.existsSync(path.join(entry, RESULT_FILE))) return false
  if (outputs.some((output) => !fs.existsSync(path.join(entry, output)))) return false
  for (const output of outputs) {
    fs.mkdirSync(path.dirname(path.join(outputDir, output)), { recursive: true })
    fs.copyFileSync(path.join(entry, output), path.join(outputDir, output))
  }
  markUsed(entry)
  return { result: JSON.parse(fs.readFileSync(path.join(entry, RESULT_FILE), "utf8")) as unknown }
}

/**
 * Keeps a finished job's outputs and result under its key: written in a folder of its own, then renamed into
 * place, so a build beside this one (another copy of the project, the same cache) never reads half an entry.
 */
function save(entry: string, outputDir: string, outputs: string[], result: unknown) {
  const draft = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}`
  for (const output of outputs) {
    fs.mkdirSync(path.dirname(path.join(draft, output)), { recursive: true })
    fs.copyFileSync(path.join(outputDir, output), path.join(draft, output))
  }
  fs.writeFileSync(path.join(draft, RESULT_FILE), JSON.stringify(result ?? null))
  markUsed(draft)
  try {
    fs.renameSync(draft, entry)
  } catch {
    // another build kept the same job first: its entry holds the same outputs
    fs.rmSync(draft, { recursive: true, force: true })
  }
}

/**
 * `work` (gatsby-plugin-sharp's IMAGE_PROCESSING) with its outputs kept in `cacheDir`: a job whose key is there
 * is copied from it, any other is run and kept. Lazy jobs (made on request by `gatsby develop`) are passed on.
 */
export function cachedImageWorker(
  work: ImageWorker,
  { cacheDir, version, counts }: { cacheDir: string; version: string; counts: JobCounts },
): ImageWorker {
  return async (job) => {
    if (job.args?.isLazy) return work(job)
    const outputs = outputsOf(job)
    const entry = path.join(cacheDir, jobKey(job, version))
    const kept = restore(entry, job.outputDir, outputs)
    if (kept) {
      counts.fromCache++
      return kept.result ?? undefined
    }
    const result = await work(job)
    fs.mkdirSync(cacheDir, { recursive: true })
    save(entry, job.outputDir, outputs, result)
    counts.made++
    return result
  }
}

/**
 * Removes the entries no build has used for `MAX_AGE_DAYS` (a draft a stopped build left behind too, once it is as
 * old); returns how many.
 */
export function pruneImageJobs(cacheDir: string, now: Date): number {
  if (!fs.existsSync(cacheDir)) return 0
  const oldest = now.getTime() - MAX_AGE_DAYS * 24 * 60 * 60 * 1000
  let removed = 0
  for (const name of fs.readdirSync(cacheDir)) {
    const entry = path.join(cacheDir, name)
    if (fs.statSync(entry).mtimeMs >= oldest) continue
    fs.rmSync(entry, { recursive: true, force: true })
    removed++
  }
  return removed
}
