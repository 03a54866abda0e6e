/** Every icon the site may show, by the kebab-case name the data files use (`"icon": "heart-pulse"`). */
export const ICON_NAMES = [
  "activity",
  "alarm-clock",
  "arrow-right",
  "bar-chart-3",
  "brain",
  "brain-circuit",
  "calendar",
  "check",
  "chevron-down",
  "circle-alert",
  "circle-check",
  "clock",
  "copy",
  "cpu",
  "database",
  "external-link",
  "file-text",
  "flask-conical",
  "globe",
  "handshake",
  "heart",
  "heart-pulse",
  "hospital",
  "layers",
  "lightbulb",
  "loader-circle",
  "line-chart",
  "lock",
  "mail",
  "map-pin",
  "menu",
  "message-circle",
  "microscope",
  "network",
  "phone",
  "pill",
  "rocket",
  "scale",
  "search",
  "send",
  "shield-check",
  "smartphone",
  "sparkles",
  "stethoscope",
  "target",
  "trending-up",
  "trophy",
  "user-check",
  "users",
  "watch",
  "x",
  "zap",
] as const

export type IconName = (typeof ICON_NAMES)[number]

/**
 * Social networks' own marks (filled shapes, not lucide icons), for a social link whose `icon` names
 * one; they take precedence over a lucide icon of the same name.
 */
export const BRAND_ICON_NAMES = ["x", "linkedin"] as const

export type BrandIconName = (typeof BRAND_ICON_NAMES)[number]

/**
 * The names an `icon` field of the content may hold: `default`, or those of the record type named. The
 * CMS offers them; the build accepts no other.
 */
export interface IconOptions {
  default: readonly string[]
  [typeName: string]: readonly string[]
}

/** What an `icon` field of the site's content may name: any icon, and on a social link also a network's mark. */
export const FIELD_ICONS: IconOptions = {
  default: ICON_NAMES,
  SocialLinksJson: [...new Set([...BRAND_ICON_NAMES, ...ICON_NAMES])],
}
