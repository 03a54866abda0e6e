import * as React from "react"
import { useNewTabHint } from "../../hooks/page-data"
import * as styles from "./store-badges.module.css"

export interface StoreBadgesProps {
  /** each store's page; a store without one gets no badge */
  appStoreUrl?: string | null
  playStoreUrl?: string | null
  /** accessible names of the two links, e.g. 'Download recoverlife on the App Store' */
  appStoreLabel: string
  playStoreLabel: string
  /**
   * each badge's small words in the page's language, `{store}` standing where the store's name is drawn:
   * 'Download on the {store}' (above the name), '{store} से डाउनलोड करें' (below it)
   */
  appStoreBadge: string
  playStoreBadge: string
}

const APPLE_LOGO =
  "M12.15 6.9c-.95 0-2.42-1.08-3.96-1.04-2.04.03-3.91 1.18-4.96 3.01-2.12 3.68-.55 9.1 1.52 12.09 1.01 1.45 2.21 3.09 3.79 3.04 1.52-.07 2.09-.99 3.94-.99 1.83 0 2.35.99 3.96.95 1.64-.03 2.68-1.48 3.68-2.95 1.16-1.69 1.64-3.33 1.66-3.42-.04-.01-3.18-1.22-3.22-4.86-.03-3.04 2.48-4.49 2.6-4.56-1.43-2.09-3.62-2.32-4.39-2.38-2-.16-3.68 1.09-4.61 1.09Zm3.38-3.07c.84-1.01 1.4-2.43 1.25-3.83-1.21.05-2.66.8-3.53 1.82-.78.9-1.46 2.34-1.27 3.71 1.34.1 2.71-.69 3.56-1.7Z"
const PLAY_LOGO =
  "M22.02 13.3 18.1 15.52l-3.52-3.5 3.55-3.52 3.89 2.2a1.49 1.49 0 0 1 0 2.6ZM1.34.92a1.49 1.49 0 0 0-.11.57v21.02c0 .22.04.42.12.6l11.16-11.09L1.34.92Zm12.2 10.07 3.26-3.24L3.45.2A1.47 1.47 0 0 0 2.5.02l11.04 10.97Zm0 2.07-11 10.93c.3.04.61-.02.91-.18l13.32-7.54-3.23-3.21Z"

/** the store's name: white, squeezed to its drawn width, the system font */
const NAME_TEXT = {
  fill: "#fff",
  lengthAdjust: "spacingAndGlyphs",
  fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
} as const
/** the small words, in the page's language: their natural width, in the page's type (Devanagari, Kannada) */
const SMALL_STYLE = { fontFamily: "var(--font-sans)" }

/** A badge's small words around the store's name: "GET IT ON {store}" → above "GET IT ON", below "". */
export function badgeWords(template: string): { above: string; below: string } {
  const [above, below = ""] = template.split("{store}")
  return { above: above.trim(), below: below.trim() }
}

/**
 * Where the lines sit on the 48 px plate: the name under the words before it, over the words after it,
 * and a little smaller between the two when a language has words on both sides.
 */
function lines({ above, below }: { above: string; below: string }) {
  if (above && below) return { above: 14, name: 30, below: 42, small: 8.5, nameSize: 16 }
  if (below) return { above: 0, name: 27, below: 40, small: 9.5, nameSize: 18 }
  return { above: 20, name: 37, below: 0, small: 9.5, nameSize: 18 }
}

interface BadgeProps {
  href: string
  label: string
  width: number
  logo: React.ReactNode
  /** the small words with `{store}` where the name goes ("Download on the {store}"), in the page's language */
  words: string
  /** the store's name, with the width it is drawn to */
  name: { text: string; length: number }
}

/** One store's badge: a black rounded plate, the store's mark, the store's name with the small words. */
function Badge({ href, label, width, logo, words, name }: BadgeProps) {
  const newTab = useNewTabHint()
  const { above, below } = badgeWords(words)
  const at = lines({ above, below })
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.badge}>
        <span className="visually-hidden">
          {label} {newTab}
        </span>
        <svg viewBox={`0 0 ${width} 48`} width={width} height="48" aria-hidden="true" focusable="false">
          <rect width={width} height="48" rx="9" fill="#000" />
          {logo}
          {above && (
            <text x="46" y={at.above} fontSize={at.small} fill="#fff" style={SMALL_STYLE}>
              {above}
            </text>
          )}
          <text
            x="45"
            y={at.name}
            fontSize={at.nameSize}
            fontWeight="600"
            textLength={(name.length * at.nameSize) / 18}
            {...NAME_TEXT}
          >
            {name.text}
          </text>
          {below && (
            <text x="46" y={at.below} fontSize={at.small} fill="#fff" style={SMALL_STYLE}>
              {below}
            </text>
          )}
        </svg>
      </a>
    </li>
  )
}

const APP_STORE = {
  width: 156,
  logo: (
    <g transform="translate(12 11) scale(1.05)" fill="#fff">
      <path d={APPLE_LOGO} />
    </g>
  ),
  name: { text: "App Store", length: 98 },
}

const GOOGLE_PLAY = {
  width: 170,
  logo: (
    <g transform="translate(13 12)">
      <path d={PLAY_LOGO} fill="#34d399" />
    </g>
  ),
  name: { text: "Google Play", length: 110 },
}

/**
 * 'App Store' and 'Google Play' badges drawn inline (no image requests), opening the stores in a new
 * tab. The link's name is real (visually hidden) text rather than aria-label, so it names the product
 * and the new tab while the drawn badge text stays decoration.
 */
export function StoreBadges(props: StoreBadgesProps) {
  return (
    <ul className={styles.badges}>
      {props.appStoreUrl && (
        <Badge href={props.appStoreUrl} label={props.appStoreLabel} words={props.appStoreBadge} {...APP_STORE} />
      )}
      {props.playStoreUrl && (
        <Badge href={props.playStoreUrl} label={props.playStoreLabel} words={props.playStoreBadge} {...GOOGLE_PLAY} />
      )}
    </ul>
  )
}
