/**
 * A value a page cannot do without, such as its copy from a page query's root field (which GraphQL types
 * as nullable): the value itself, or an error that names what is missing in data/.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`)
  return value
}
