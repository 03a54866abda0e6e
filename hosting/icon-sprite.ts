import { createHash } from "crypto"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as lucide from "lucide-react"
import { pascalCase } from "../schema/json-files"

/**
 * The site's icons as one SVG sprite, `/static/icons-<hash>.svg`, made at build time from lucide's
 * own components for the names in src/lib/icon-names.ts. Pages draw an icon with
 * `<svg><use href="/static/icons-….svg#heart-pulse"/></svg>` (src/components/ui/icon.tsx): no icon
 * code in the browser's JavaScript, and an icon repeated on a page is one short element each time.
 * The name carries a hash of the content, so the file is cached for good (`/static/*`).
 */
export function iconSprite(names: readonly string[]): { file: string; url: string; svg: string } {
  const symbols = names.map((name) => {
    const component = (lucide as Record<string, unknown>)[pascalCase(name)] as lucide.LucideIcon | undefined
    if (!component) throw new Error(`lucide-react has no icon "${name}" (src/lib/icon-names.ts)`)
    const inner = renderToStaticMarkup(createElement(component))
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "")
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`
  const file = `icons-${createHash("sha256").update(svg).digest("hex").slice(0, 12)}.svg`
  return { file, url: `/static/${file}`, svg }
}
