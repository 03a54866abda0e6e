#!/usr/bin/env node
// Every built page, read from public/ (no server): Google's preset of structured-data-testing-tool (sdtt)
// where the page carries JSON-LD, and on every page its Facebook and Twitter presets with the link previews'
// own needs (WhatsApp reads Open Graph): og:url the canonical address, og:image an absolute address with its
// size, og:type article with its date on a blog post. Fails on any failed test, naming the page, the
// schema and the property; warnings (recommended properties) are counted, not failed.   [--dir public]
import fs from "node:fs"
import { createRequire } from "node:module"
import { parseArgs } from "node:util"
import { builtPages } from "../lib/first-load.mjs"

const require = createRequire(import.meta.url)
const { structuredDataTest } = require("structured-data-testing-tool")
const { Google, SocialMedia } = require("structured-data-testing-tool/presets")
const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })

const failures = []
const pages = builtPages(values.dir)
const withJsonLd = pages.filter(({ htmlFile }) => fs.readFileSync(htmlFile, "utf8").includes("ld+json"))
if (withJsonLd.length === 0) failures.push("no built page carries JSON-LD: the structured data is missing")
/** What a link preview needs beyond the presets, for one page: its canonical address, and a post's date. */
function linkPreview(html, route) {
  const canonical = html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1]
  const blogPost = /^(\/(hi|kn))?\/blog\/(?!page\/)[^/]+$/.test(route.replace(/\.html$/, ""))
  return {
    name: "Link preview",
    description: "Open Graph as WhatsApp and the social networks read it",
    tests: [
      ["og:url", "is the canonical URL", canonical ?? "(no canonical link)"],
      ["og:image:width", "gives the image's width"],
      ["og:image:height", "gives the image's height"],
      ...(blogPost
        ? [
            ["og:type", "a post is an article", "article"],
            ["article:published_time", "a post has its date"],
          ]
        : []),
    ].map(([tag, description, expect]) => ({
      test: `"${tag}"`,
      type: "metatag",
      description,
      ...(expect && { expect }),
    })),
  }
}

for (const { route, htmlFile } of pages) {
  const html = fs.readFileSync(htmlFile, "utf8")
  // sdtt's expect compares strings only: an absolute address is checked here.
  const image = html.match(/<meta[^>]*property="og:image"[^>]*content="([^"]*)"/)?.[1] ?? ""
  if (!/^https?:\/\/[^/]+\/./.test(image)) failures.push(`${route}: og:image "${image}" is not an absolute URL`)
  const presets = [...(html.includes("ld+json") ? [Google] : []), SocialMedia, linkPreview(html, route)]
  // sdtt rejects with the full result when a test fails, and with something else when it cannot read the page.
  const result = await structuredDataTest(html, { presets }).catch((error) => error.res ?? error)
  if (!result.failed) failures.push(`${route}: sdtt could not read the page (${result.message ?? result})`)
  for (const test of result.failed ?? [])
    failures.push(`${route}: ${test.group ?? ""} ${test.description ?? test.test}: ${test.error?.message ?? ""}`)
  if (result.failed)
    console.log(
      `${route}: ${result.schemas.join(", ")} — ${result.passed.length} passed, ${result.failed.length} failed, ${result.warnings.length} warnings`,
    )
}
for (const failure of failures) console.error(`FAIL ${failure}`)
console.log(
  `Structured data and link previews (sdtt: Google on ${withJsonLd.length} pages with JSON-LD; SocialMedia, Link preview): ${pages.length} pages, ${failures.length} failures`,
)
process.exit(failures.length ? 1 : 0)
