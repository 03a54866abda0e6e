// The share card's design as pure data: what goes where on the 1200×630 image, the text as Pango markup,
// the font for each language, and the key the rendered card is cached under. render.ts draws it.
import { createHash } from "crypto"
import { escapeHtml } from "../../src/lib/text"

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/**
 * Noto Sans in each script (npm: @expo-google-fonts/noto-sans-*). Pango takes each character from the
 * first family that has it: Latin (recoverlife) from the Devanagari font, whose bold the Kannada font's
 * Latin lacks (it came out regular), and Kannada from the Kannada font.
 */
export const FONT_FAMILIES = {
  en: "Noto Sans Devanagari",
  hi: "Noto Sans Devanagari",
  kn: "Noto Sans Devanagari,Noto Sans Kannada",
} as const
export type CardLocale = keyof typeof FONT_FAMILIES

/** The site's colours (src/styles/tokens.css): brand teal, its soft tint, the text's near-black, the muted grey. */
export const CARD_COLOURS = {
  brand: "#0f6e66",
  brandSoft: "#e6f4f1",
  brandTint: "#f3faf8",
  accent: "#b9460f",
  text: "#15212b",
  muted: "#4a5a66",
} as const

/** What one card shows. */
export interface CardSpec {
  locale: CardLocale
  /** The page's own title, in its language (the company's description on Home). */
  title: string
  /** What the page is, in its language (Job opening, Policy), or "" for a page of no particular kind. */
  kind: string
  /** The company's name, drawn with its mark. */
  brand: string
  /** The site's host name, drawn at the foot (lifelane.health). */
  host: string
  /** The app's or section's visual: a lucide icon's SVG markup, or an image file; none on plain pages. */
  visual?: { icon: string } | { image: string; imageHash: string }
}

/** Where each part goes, in pixels. The title's box is narrower when a visual takes the right side. */
export interface CardLayout {
  title: { markup: string; font: string; left: number; top: number; width: number; height: number; maxDpi: number }
  kind: { markup: string; font: string; left: number; top: number; width: number } | null
  brand: { markup: string; font: string; left: number; top: number; width: number }
  host: { markup: string; font: string; left: number; top: number; width: number }
  visual:
    { left: number; top: number; size: number } | { left: number; top: number; width: number; height: number } | null
}

/** A title longer than this many characters is cut at a word and ends with "…": the card stays legible. */
export const TITLE_MAX_CHARS = 90

/** The title as the card shows it: spaces collapsed, cut after a whole word at TITLE_MAX_CHARS. */
export function cardTitle(title: string, max = TITLE_MAX_CHARS): string {
  const text = title.replace(/\s+/g, " ").trim()
  // Characters as the reader sees them: a Devanagari or Kannada letter with its matra is one cluster.
  const clusters = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.segment)
  if (clusters.length <= max) return text
  const cut = clusters.slice(0, max).join("")
  const atWord = cut.slice(0, cut.lastIndexOf(" "))
  return `${(atWord || cut).replace(/[\s,;:.—–-]+$/, "")}…`
}

/** Text for Pango markup: its own characters escaped, as in XML (HTML's escaping is XML's for these). */
export const escapeMarkup = escapeHtml

const PADDING = 72
const VISUAL_WIDTH = 380

export function cardLayout(spec: CardSpec): CardLayout {
  const family = FONT_FAMILIES[spec.locale]
  const hasVisual = Boolean(spec.visual)
  const textWidth = CARD_WIDTH - 2 * PADDING - (hasVisual ? VISUAL_WIDTH + 40 : 0)
  const span = (colour: string, text: string) => `<span foreground="${colour}">${escapeMarkup(text)}</span>`
  const visual = !spec.visual
    ? null
    : "icon" in spec.visual
      ? { left: CARD_WIDTH - PADDING - 300, top: 165, size: 300 }
      : { left: CARD_WIDTH - VISUAL_WIDTH, top: 0, width: VISUAL_WIDTH, height: CARD_HEIGHT }
  return {
    brand: {
      markup: span(CARD_COLOURS.brand, spec.brand),
      font: `${family} Bold 30`,
      left: PADDING + 76,
      top: 66,
      width: 600,
    },
    kind: spec.kind
      ? {
          markup: span(CARD_COLOURS.accent, spec.kind),
          font: `${family} Bold 28`,
          left: PADDING,
          top: 170,
          width: textWidth,
        }
      : null,
    title: {
      markup: span(CARD_COLOURS.text, cardTitle(spec.title)),
      font: `${family} Bold 12`,
      left: PADDING,
      top: spec.kind ? 228 : 190,
      width: textWidth,
      height: spec.kind ? 270 : 300,
      // At 72 dpi a 12-point font is 12 px tall: a short title grows to 72 px at most.
      maxDpi: (72 * 72) / 12,
    },
    host: { markup: span(CARD_COLOURS.muted, spec.host), font: `${family} 24`, left: PADDING, top: 548, width: 600 },
    visual,
  }
}

/**
 * The card's background and fixed parts as SVG: white, a band of the brand's tint down the left, the
 * company's mark (static/favicon.svg's drawing) and, for an icon, the icon on a soft disc.
 */
export function cardBackgroundSvg(spec: CardSpec, layout: CardLayout): string {
  const icon =
    spec.visual && "icon" in spec.visual && layout.visual && "size" in layout.visual
      ? `<circle cx="${layout.visual.left + layout.visual.size / 2}" cy="${layout.visual.top + layout.visual.size / 2}" r="${layout.visual.size / 2}" fill="${CARD_COLOURS.brandSoft}"/>` +
        `<g transform="translate(${layout.visual.left + layout.visual.size * 0.22} ${layout.visual.top + layout.visual.size * 0.22}) scale(${(layout.visual.size * 0.56) / 24})" fill="none" stroke="${CARD_COLOURS.brand}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${spec.visual.icon}</g>`
      : ""
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>` +
    `<rect width="16" height="${CARD_HEIGHT}" fill="${CARD_COLOURS.brand}"/>` +
    `<g transform="translate(${PADDING} 60) scale(${56 / 32})"><rect width="32" height="32" rx="9" fill="${CARD_COLOURS.brand}"/>` +
    `<path d="M6 17h5l2.5-6 4 11 3-7.5 1.5 2.5H26" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    `<rect x="${PADDING}" y="520" width="${CARD_WIDTH - 2 * PADDING}" height="2" fill="${CARD_COLOURS.brandSoft}"/>` +
    icon +
    `</svg>`
  )
}

/**
 * The key a rendered card is cached under: a hash of everything that changes its pixels, the
 * renderer's own version included (RENDERER in render.ts: the design, sharp's and the fonts' versions).
 * An image visual counts by its content's hash, not its path.
 */
export function cardKey(spec: CardSpec, renderer: string): string {
  const visual = !spec.visual
    ? null
    : "icon" in spec.visual
      ? { icon: spec.visual.icon }
      : { image: spec.visual.imageHash }
  const inputs = JSON.stringify([renderer, spec.locale, spec.title, spec.kind, spec.brand, spec.host, visual])
  return createHash("sha256").update(inputs).digest("hex").slice(0, 32)
}
