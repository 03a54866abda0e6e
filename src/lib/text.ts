/** Fills `{name}` placeholders in editor copy: fillTemplate("{impact} Impact", { impact: "High" }) → "High Impact". */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}

/** The style modifier for an impact level: "Critical" → "impact--critical". */
export function impactModifier(level: string): string {
  return `impact--${level.trim().toLowerCase().replace(/\s+/g, "-")}`
}

/**
 * A name cut after each slash, where a line may break: browsers break a path such as
 * "@firebase/performance/configexpire" only at its hyphens, so the whole path sets a column's least width.
 */
export function slashParts(name: string): string[] {
  return name.split(/(?<=\/)/)
}

/** Text made safe to place in HTML, as an element's content or a quoted attribute's value. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[character]!)
