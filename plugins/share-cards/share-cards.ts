// Which card each built page needs, read from the page as it was built, and the cards made or taken
// from the cache: the Gatsby side (gatsby-node.ts) only queries and reports.
import fs from "fs"
import path from "path"
import { createHash } from "crypto"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as lucide from "lucide-react"
import { gatsbyPageFile } from "../shared/built-pages"
import { pascalCase } from "../../schema/json-files"
import { shareCardOf } from "../../src/lib/share-card"
import { pageTypeOfComponent, type PageType } from "../../src/lib/search"
import { PRODUCT_ICONS } from "../../src/lib/product-icons"
import { cardKey, type CardLocale, type CardSpec } from "./card-layout"
import { renderCard, rendererVersion, selectProjectFonts } from "./render"
import { decodeReactHtml } from "../shared/html-text"

/** The section's icon, for a page of that kind with no visual of its own (lucide's names). */
const KIND_ICONS: Partial<Record<PageType, string>> = {
  job: "briefcase",
  legal: "shield-check",
  help: "life-buoy",
  blog: "newspaper",
  technology: "cpu",
  product: "smartphone",
}

/** A page of the build, with what the project's data says about its record (if it shows one). */
export interface CardPage {
  path: string
  /** The component's path from the project's folder: src/templates/job-posting.tsx. */
  component: string
  /** The record's icon (a technology), product slug or image file (a blog post), when it has one. */
  record?: { icon?: string | null; productSlug?: string | null; image?: string | null }
}

/** What a built page's head says: its language, card address, title and the brand. */
export function pageHead(html: string): {
  lang: string
  image: string
  title: string
  brand: string
  description: string
} {
  const meta = (property: string) =>
    html.match(new RegExp(`<meta[^>]*property="${property}"[^>]*content="([^"]*)"`))?.[1] ?? ""
  const brand = decodeReactHtml(meta("og:site_name"))
  const fullTitle = decodeReactHtml(meta("og:title"))
  const suffix = ` — ${brand}`
  return {
    lang: html.match(/<html[^>]*\blang="([^"]+)"/)?.[1] ?? "",
    image: decodeReactHtml(meta("og:image")),
    title: fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle === brand ? "" : fullTitle,
    brand,
    description: decodeReactHtml(meta("og:description")),
  }
}

const iconMarkup = (name: string) => {
  const component = (lucide as Record<string, unknown>)[pascalCase(name)] as lucide.LucideIcon | undefined
  if (!component) throw new Error(`lucide-react has no icon "${name}"`)
  return renderToStaticMarkup(createElement(component))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
}

const fileHash = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex")

/** The card a page needs, or null when its head names another image (an editor's own card). */
export function cardSpec(
  page: CardPage,
  html: string,
  options: { siteUrl: string; kindLabels: Record<string, Record<PageType, string>> },
): { file: string; spec: CardSpec } | null {
  const head = pageHead(html)
  const file = shareCardOf(head.image, options.siteUrl)
  if (!file) return null
  const locale = head.lang as CardLocale
  const type = pageTypeOfComponent(page.component) ?? "page"
  const labels = options.kindLabels[locale]
  if (!labels) throw new Error(`${page.path}: no kind labels for language "${head.lang}"`)
  const icon =
    page.record?.icon ??
    (page.record?.productSlug ? PRODUCT_ICONS[page.record.productSlug] : undefined) ??
    KIND_ICONS[type]
  const visual = page.record?.image
    ? { image: page.record.image, imageHash: fileHash(page.record.image) }
    : icon
      ? { icon: iconMarkup(icon) }
      : undefined
  return {
    file,
    spec: {
      locale,
      title: head.title || head.description,
      kind: type === "page" ? "" : labels[type],
      brand: head.brand,
      host: new URL(options.siteUrl).host,
      ...(visual ? { visual } : {}),
    },
  }
}

export interface CardsReport {
  cards: number
  made: number
  fromCache: number
  overridden: number
  /** The file names, in the cache folder, of the cards this build used. */
  keys: string[]
}

/**
 * Writes every page's card into public/ (at the address its head names), each made once per set of
 * inputs: a card already in `cacheDir` under its key is copied, not drawn again.
 */
export async function writeShareCards(
  projectDir: string,
  publicDir: string,
  cacheDir: string,
  pages: CardPage[],
  options: { siteUrl: string; kindLabels: Record<string, Record<PageType, string>>; concurrency?: number },
): Promise<CardsReport> {
  selectProjectFonts(projectDir, cacheDir)
  const renderer = rendererVersion(projectDir)
  const report: CardsReport = { cards: 0, made: 0, fromCache: 0, overridden: 0, keys: [] }
  const wanted = new Map<string, CardSpec>()
  for (const page of pages) {
    const htmlFile = path.join(publicDir, gatsbyPageFile(page.path))
    if (!fs.existsSync(htmlFile)) throw new Error(`${page.path}: no HTML at ${htmlFile}`)
    const card = cardSpec(page, fs.readFileSync(htmlFile, "utf8"), options)
    if (!card) report.overridden++
    else wanted.set(card.file, card.spec)
  }
  const queue = [...wanted]
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [file, spec] = next
      const key = `${cardKey(spec, renderer)}.png`
      const cached = path.join(cacheDir, key)
      const target = path.join(publicDir, file)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      if (fs.existsSync(cached)) report.fromCache++
      else {
        // written whole, then renamed: another build sharing the cache (a test's copy of the project) never reads half a card
        const partial = `${cached}.${process.pid}.partial`
        fs.writeFileSync(partial, await renderCard(spec))
        fs.renameSync(partial, cached)
        report.made++
      }
      fs.copyFileSync(cached, target)
      report.cards++
      report.keys.push(key)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, work))
  return report
}
