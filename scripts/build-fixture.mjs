#!/usr/bin/env node
// `npm run build:fixture`: the site built from the tests' frozen content (__tests__/fixtures/content)
// with the tests' fixed clock, into public/, for the browser tests and the checks that read a build.
// The real data/ is built by `npm run build` and checked by `npm run check:live`.
import { spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import fs from "node:fs"
import { cleanBuild } from "./clean.mjs"

const fixture = JSON.parse(fs.readFileSync(new URL("../__tests__/fixtures/fixture-site.json", import.meta.url), "utf8"))
const gatsby = createRequire(import.meta.url).resolve("gatsby/cli")
const env = { ...process.env, CONTENT_DIR: fixture.contentDir, SITE_NOW: fixture.now }
// From nothing but compiled modules, as `npm run build` (package.json; scripts/clean.mjs): over an earlier
// build, Gatsby would keep every page's old inline stylesheets after a change to CSS alone (docs/deploying.md,
// "Cached builds"). After `npm run build` of data/ in the same folder, webpack's kept modules serve this build too.
cleanBuild(process.cwd())
const { status } = spawnSync(process.execPath, [gatsby, "build", ...process.argv.slice(2)], { stdio: "inherit", env })
process.exit(status ?? 1)
