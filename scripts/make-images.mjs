#!/usr/bin/env node
// Renders the raster images the build needs from the logo in static/favicon.svg, so there is one
// source of truth for the mark. Run after changing the logo or the company name, then commit:
//   node scripts/make-images.mjs
// - src/images/icon.png (512×512): gatsby-plugin-manifest makes the favicons and app icons from it.
// - static/share-image.png (1200×630): the Open Graph / Twitter card image.
import fs from "node:fs"
import sharp from "sharp"

const logo = fs.readFileSync("static/favicon.svg", "utf8")
const site = JSON.parse(fs.readFileSync("data/site/site.en.json", "utf8"))
const inner = logo.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "")
const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")
// The palette's one definition is src/styles/tokens.css.
const tokens = fs.readFileSync("src/styles/tokens.css", "utf8")
const token = (name) => {
  const value = tokens.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`))?.[1]
  if (!value) throw new Error(`src/styles/tokens.css defines no --${name}`)
  return value
}

await sharp(Buffer.from(logo), { density: 1536 }).resize(512, 512).png().toFile("src/images/icon.png")

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${token("color-brand-tint")}"/><stop offset="1" stop-color="${token("color-brand-soft")}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="0" y="590" width="1200" height="40" fill="${token("color-brand")}"/>
  <g transform="translate(120 165) scale(6)">${inner}</g>
  <text x="360" y="260" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="${token("color-text")}">${escape(site.companyName)}</text>
  <text x="360" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="${token("color-brand-strong")}">AI-Powered Healthcare</text>
  <text x="120" y="480" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="${token("color-text-muted")}">recoverlife · connectlife</text>
</svg>`
await sharp(Buffer.from(share)).png({ compressionLevel: 9 }).toFile("static/share-image.png")
console.log("wrote src/images/icon.png and static/share-image.png")
