import { createHash } from "crypto"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as lucide from "lucide-react"
import { pascalCase } from "../schema/json-files"
import { BRAND_ICON_NAMES, type BrandIconName } from "../src/lib/icon-names"

/** Social networks' marks, filled in the current colour: symbols `brand-x`, `brand-linkedin`. */
const BRAND_MARKS: Record<BrandIconName, string> = {
  x: "M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z",
  linkedin:
    "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z",
}

/**
 * The site's icons as one SVG sprite, `/static/icons-<hash>.svg`, made at build time from lucide's
 * own components for the names in src/lib/icon-names.ts. Pages draw an icon with
 * `<svg><use href="/static/icons-….svg#heart-pulse"/></svg>` (src/components/ui/icon.tsx): no icon
 * code in the browser's JavaScript, and an icon repeated on a page is one short element each time.
 * The social networks' marks (filled, drawn by BrandIcon) are in it too. The name carries a hash of
 * the content, so the file is cached for good (`/static/*`).
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
  const brands = BRAND_ICON_NAMES.map(
    (name) => `<symbol id="brand-${name}" viewBox="0 0 24 24"><path d="${BRAND_MARKS[name]}"/></symbol>`,
  )
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols, ...brands].join("")}</svg>\n`
  const file = `icons-${createHash("sha256").update(svg).digest("hex").slice(0, 12)}.svg`
  return { file, url: `/static/${file}`, svg }
}
