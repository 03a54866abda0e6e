/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { cardSpec, pageHead, writeShareCards } from "../share-cards"

const SITE = "https://www.example.com"
const LABELS = {
  en: {
    blog: "Blog",
    job: "Job opening",
    help: "Help",
    legal: "Policy",
    technology: "Technology",
    product: "App",
    page: "Page",
  },
  hi: {
    blog: "ब्लॉग",
    job: "नौकरी का अवसर",
    help: "मदद",
    legal: "नीति",
    technology: "तकनीक",
    product: "ऐप",
    page: "पेज",
  },
}
const html = (lang: string, title: string, image: string) =>
  `<html lang="${lang}"><head><meta property="og:site_name" content="Lifelane Health"/>` +
  `<meta property="og:title" content="${title}"/><meta property="og:description" content="AI-powered care &amp; more"/>` +
  `<meta property="og:image" content="${image}"/></head></html>`

test("a page's head gives its language, card, own title and brand", () => {
  expect(pageHead(html("hi", "डिज़ाइनर — Lifelane Health", `${SITE}/og/hi/jobs/designer.png`))).toEqual({
    lang: "hi",
    image: `${SITE}/og/hi/jobs/designer.png`,
    title: "डिज़ाइनर",
    brand: "Lifelane Health",
    description: "AI-powered care & more",
  })
})

test("Home, titled by the brand alone, is drawn with the company's description", () => {
  const card = cardSpec(
    { path: "/", component: "src/pages/index.tsx" },
    html("en", "Lifelane Health", `${SITE}/og/en/home.png`),
    { siteUrl: SITE, kindLabels: LABELS },
  )
  expect(card?.spec).toMatchObject({ title: "AI-powered care & more", kind: "", host: "www.example.com" })
})

test("a job opening is drawn with its kind in the page's language and the section's icon", () => {
  const card = cardSpec(
    { path: "/hi/jobs/designer", component: "src/templates/job-posting.tsx" },
    html("hi", "डिज़ाइनर — Lifelane Health", `${SITE}/og/hi/jobs/designer.png`),
    { siteUrl: SITE, kindLabels: LABELS },
  )
  expect(card?.file).toBe("/og/hi/jobs/designer.png")
  expect(card?.spec).toMatchObject({ locale: "hi", title: "डिज़ाइनर", kind: "नौकरी का अवसर" })
  expect(card?.spec.visual && "icon" in card.spec.visual && card.spec.visual.icon).toContain("<path")
})

test("a page whose head names an editor's own image gets no card", () => {
  const card = cardSpec(
    { path: "/blog/x", component: "src/templates/blog-post.tsx" },
    html("en", "X — Lifelane Health", `${SITE}/static/abc/own.png`),
    { siteUrl: SITE, kindLabels: LABELS },
  )
  expect(card).toBeNull()
})

test("a second build over the cache draws no card again", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "share-cards-"))
  const publicDir = path.join(dir, "public")
  fs.mkdirSync(path.join(publicDir, "about"), { recursive: true })
  fs.writeFileSync(
    path.join(publicDir, "about/index.html"),
    html("en", "About — Lifelane Health", `${SITE}/og/en/about.png`),
  )
  const pages = [{ path: "/about", component: "src/pages/about.tsx" }]
  const options = { siteUrl: SITE, kindLabels: LABELS }
  const cache = path.join(dir, "cache")
  const projectDir = path.resolve(__dirname, "../../..")
  expect(await writeShareCards(projectDir, publicDir, cache, pages, options)).toMatchObject({ cards: 1, made: 1 })
  fs.rmSync(publicDir + "/og", { recursive: true })
  expect(await writeShareCards(projectDir, publicDir, cache, pages, options)).toMatchObject({ made: 0, fromCache: 1 })
  expect(fs.existsSync(path.join(publicDir, "og/en/about.png"))).toBe(true)
})
