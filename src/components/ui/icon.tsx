import * as React from "react"
import { ICON_NAMES } from "../../lib/icon-names"

export interface IconProps {
  /** A name from the data files; an unknown name falls back to a neutral mark rather than breaking the page. */
  name: string
  size?: number
  className?: string
}

const known = new Set<string>(ICON_NAMES)

/**
 * Decorative icon: hidden from assistive technology, the text beside it carries the meaning. Drawn
 * from the build's icon sprite (hosting/icon-sprite.ts), so no icon ships in the JavaScript.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${ICON_SPRITE_URL}#${known.has(name) ? name : "sparkles"}`} />
    </svg>
  )
}
