#!/usr/bin/env node
// `npm run build:fixture`: the site built from the tests' frozen content (__tests__/fixtures/content)
// with the tests' fixed clock, into public/, for the browser tests and the checks that read a build.
// The real data/ is built by `npm run build` and checked by `npm run check:live`.
import { spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import fs from "node:fs"

const fixture = JSON.parse(fs.readFileSync(new URL("../__tests__/fixtures/fixture-site.json", import.meta.url), "utf8"))
const gatsby = createRequire(import.meta.url).resolve("gatsby/cli")
const { status } = spawnSync(process.execPath, [gatsby, "build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CONTENT_DIR: fixture.contentDir, SITE_NOW: fixture.now },
})
process.exit(status ?? 1)
