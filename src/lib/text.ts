/** Fills `{name}` placeholders in editor copy: fillTemplate("{impact} Impact", { impact: "High" }) → "High Impact". */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}

/** The style modifier for an impact level: "Critical" → "impact--critical". */
export function impactModifier(level: string): string {
  return `impact--${level.trim().toLowerCase().replace(/\s+/g, "-")}`
}
