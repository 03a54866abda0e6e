// The second step of `npm run build` and `npm run build:fixture`: what `gatsby clean` removes (.cache/ and
// public/), but for .cache/webpack, where webpack and Babel keep the modules they compiled. Every page is still
// rendered from nothing (docs/deploying.md, "Cached builds"); only compiling the same source again is skipped, and
// webpack and Babel key each kept module by its source, the packages' versions and the configuration
// (docs/measurements/build-times.md).
import fs from "node:fs"
import path from "node:path"

/** What a build keeps in .cache/ between builds: compiled modules, nothing about pages or data. */
export const KEPT = ["webpack"]

/** Removes public/ and .cache/ in projectDir but for KEPT; returns what it removed, relative to projectDir. */
export function cleanBuild(projectDir) {
  const removed = []
  const remove = (relative) => {
    fs.rmSync(path.join(projectDir, relative), { recursive: true, force: true })
    removed.push(relative)
  }
  if (fs.existsSync(path.join(projectDir, "public"))) remove("public")
  const cache = path.join(projectDir, ".cache")
  if (fs.existsSync(cache))
    for (const entry of fs.readdirSync(cache)) if (!KEPT.includes(entry)) remove(path.join(".cache", entry))
  return removed
}

if (import.meta.main) {
  const removed = cleanBuild(process.cwd())
  console.log(
    `clean: removed public/ and .cache/ but ${KEPT.map((entry) => `.cache/${entry}`).join(", ")} (${removed.length} entries)`,
  )
}
