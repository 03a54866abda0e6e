#!/usr/bin/env node
// `npm run set-aside:live-build`: moves the build of the real data/ that `npm run build` left in public/ to
// LIVE_BUILD_DIR, where `check:live` serves it, so `npm test` can start the fixture build in public/ while the
// live check still runs (its test:group:live runs the two at the same time).
import fs from "node:fs"
import path from "node:path"

const target = process.env.LIVE_BUILD_DIR
if (!target || path.resolve(target) === path.resolve("public")) {
  console.error("set-aside:live-build: set LIVE_BUILD_DIR to a folder other than public/ (npm test sets .live-build)")
  process.exit(1)
}
if (!fs.existsSync(path.join("public", "index.html"))) {
  console.error('set-aside:live-build: no build in public/. Run "npm run build" first.')
  process.exit(1)
}
fs.rmSync(target, { recursive: true, force: true })
fs.renameSync("public", target)
console.log(`The build of data/ is in ${target}/ for check:live`)
