/**
 * @jest-environment node
 *
 * gatsby-plugin-sharp's image jobs with a cache of their outputs: a job is made once per input and arguments,
 * and copied in every later build, in this project or a copy of it.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { cachedImageWorker, MAX_AGE_DAYS, pruneImageJobs, type ImageJob, type JobCounts } from "../image-jobs-cache"

const VERSION = "gatsby-plugin-sharp@5.16.0 sharp@0.34.5 vips@8.17.3"

/** A project folder with one source image, and a stand-in for IMAGE_PROCESSING that writes each output and counts its calls. */
function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "image-jobs-"))
  const source = path.join(root, "hero.jpg")
  fs.writeFileSync(source, "pixels")
  const calls: ImageJob[] = []
  const work = async (job: ImageJob) => {
    calls.push(job)
    for (const { outputPath, args } of job.args.operations ?? []) {
      const file = path.join(job.outputDir, outputPath)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, `${fs.readFileSync(job.inputPaths[0]!.path, "utf8")} as ${JSON.stringify(args)}`)
    }
    return { made: job.args.operations?.length }
  }
  const counts: JobCounts = { made: 0, fromCache: 0 }
  const cacheDir = path.join(root, "node_modules", ".cache", "image-jobs")
  const cached = cachedImageWorker(work, { cacheDir, version: VERSION, counts })
  const job = (outputDir: string, width = 400, digest = "digest-1"): ImageJob => ({
    inputPaths: [{ path: source, contentDigest: digest }],
    outputDir: path.join(root, outputDir),
    args: {
      operations: [
        { outputPath: "hero-400.webp", args: { width, toFormat: "webp" } },
        { outputPath: "sub/hero-400.avif", args: { width, toFormat: "avif" } },
      ],
      pluginOptions: { defaultQuality: 50 },
    },
  })
  const read = (dir: string) =>
    ["hero-400.webp", "sub/hero-400.avif"].map((file) => fs.readFileSync(path.join(root, dir, file), "utf8"))
  return { root, cacheDir, calls, counts, work, cached, job, read }
}

test("a job made once is copied the next time, in another folder too: the same files and result, nothing made", async () => {
  const { calls, counts, cached, job, read } = setup()
  const first = await cached(job("public/static/a"))
  const second = await cached(job("copy/public/static/a"))
  expect(calls).toHaveLength(1)
  expect(counts).toEqual({ made: 1, fromCache: 1 })
  expect(second).toEqual(first)
  expect(read("copy/public/static/a")).toEqual(read("public/static/a"))
})

test("another input or other arguments are another job", async () => {
  const { calls, cached, job } = setup()
  await cached(job("a"))
  await cached(job("b", 400, "digest-2"))
  await cached(job("c", 800))
  expect(calls).toHaveLength(3)
})

test("another sharp or plugin version is another job", async () => {
  const { calls, cached, cacheDir, job, counts, work } = setup()
  await cached(job("a"))
  const newer = cachedImageWorker(work, { cacheDir, version: `${VERSION}-next`, counts })
  await newer(job("b"))
  expect(calls).toHaveLength(2)
})

test("an entry missing one of its outputs is made again", async () => {
  const { calls, cacheDir, cached, job } = setup()
  await cached(job("a"))
  const [entry] = fs.readdirSync(cacheDir)
  fs.rmSync(path.join(cacheDir, entry!, "sub", "hero-400.avif"))
  await cached(job("b"))
  expect(calls).toHaveLength(2)
})

test("two builds making the same job at once both finish, and one whole entry is kept", async () => {
  const { calls, cacheDir, cached, job, read } = setup()
  await Promise.all([cached(job("a")), cached(job("b"))])
  expect(calls).toHaveLength(2)
  const entries = fs.readdirSync(cacheDir)
  expect(entries).toHaveLength(1)
  expect(fs.readdirSync(path.join(cacheDir, entries[0]!)).sort()).toEqual(["hero-400.webp", "result.json", "sub"])
  await cached(job("c"))
  expect(calls).toHaveLength(2)
  expect(read("c")).toEqual(read("a"))
})

test("a lazy job (gatsby develop makes it on request) is passed on and not kept", async () => {
  const { calls, cacheDir, cached, job } = setup()
  const lazy = job("a")
  lazy.args.isLazy = true
  await cached(lazy)
  expect(calls).toHaveLength(1)
  expect(fs.existsSync(cacheDir)).toBe(false)
})

test("a job shaped otherwise than this plugin knows stops it, naming the plugin", async () => {
  const { cached, job } = setup()
  const drifted = job("a")
  delete drifted.args.operations
  await expect(cached(drifted)).rejects.toThrow(/^image-jobs-cache: .*gatsby-plugin-sharp have changed/)
  const outside = job("b")
  outside.args.operations = [{ outputPath: "../../elsewhere.webp", args: {} }]
  await expect(cached(outside)).rejects.toThrow("image-jobs-cache: an output outside the job's folder")
})

test(`entries no build used for ${MAX_AGE_DAYS} days are removed, the rest kept`, async () => {
  const { cacheDir, cached, job } = setup()
  await cached(job("a"))
  await cached(job("b", 800))
  const [stale, fresh] = fs.readdirSync(cacheDir)
  const now = new Date("2027-08-01T00:00:00Z")
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
  fs.utimesSync(path.join(cacheDir, stale!), daysAgo(MAX_AGE_DAYS + 1), daysAgo(MAX_AGE_DAYS + 1))
  fs.utimesSync(path.join(cacheDir, fresh!), daysAgo(MAX_AGE_DAYS - 1), daysAgo(MAX_AGE_DAYS - 1))
  expect(pruneImageJobs(cacheDir, now)).toBe(1)
  expect(fs.readdirSync(cacheDir)).toEqual([fresh])
})

test("a copied entry counts as used: its age starts again", async () => {
  const { cacheDir, cached, job } = setup()
  await cached(job("a"))
  const [entry] = fs.readdirSync(cacheDir)
  const old = new Date(Date.now() - (MAX_AGE_DAYS + 5) * 86_400_000)
  fs.utimesSync(path.join(cacheDir, entry!), old, old)
  await cached(job("b"))
  expect(pruneImageJobs(cacheDir, new Date())).toBe(0)
})

test("a new entry is kept when the process's clock reads years ahead of the file system's", async () => {
  const { root, cacheDir, cached, job } = setup()
  const fileSystemNow = fs.statSync(root).mtimeMs
  jest.setSystemTime(fileSystemNow + 3 * 365 * 86_400_000)
  await cached(job("a"))
  expect(pruneImageJobs(cacheDir, new Date())).toBe(0)
  expect(fs.readdirSync(cacheDir)).toHaveLength(1)
})
