import * as React from "react"

export interface IconProps {
  /** A name from src/lib/icon-names.ts: the build refuses a data file naming another. */
  name: string
  size?: number
  className?: string
}

/**
 * Decorative icon: hidden from assistive technology, the text beside it carries the meaning. Drawn
 * from the build's icon sprite (site-files/icon-sprite.ts), so no icon ships in the JavaScript.
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
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  )
}
