import * as React from "react"
import { BRAND_ICON_NAMES, type BrandIconName } from "../../lib/icon-names"

const brands = new Set<string>(BRAND_ICON_NAMES)

export const isBrandIcon = (name: string): name is BrandIconName => brands.has(name)

/** A social network's mark from the icon sprite. Decorative: the link around it carries the name. */
export function BrandIcon({ name, size = 20 }: { name: BrandIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <use href={`${ICON_SPRITE_URL}#brand-${name}`} />
    </svg>
  )
}
