/**
 * A link can open the contact form with a subject already chosen ("Request a demo" on /connect leads to
 * `/contact#subject-demo`). The fragment names one of the form's own options, never anything a visitor
 * typed, and a fragment never reaches a server or its logs.
 */
const PREFIX = "#subject-"

/**
 * The id of a subject's option in the form (`subject-demo`): the fragment names an element that exists, so
 * the link checker finds its target and, without JavaScript, the browser scrolls to the subject box.
 */
export const subjectOptionId = (value: string) => `${PREFIX.slice(1)}${value}`

/** The fragment that chooses a subject: `#subject-demo`. */
export const subjectFragment = (value: string) => `#${subjectOptionId(value)}`

/** The subject a fragment chooses, when it names one of the options; otherwise undefined. */
export function subjectFromFragment(hash: string, options: readonly string[]): string | undefined {
  if (!hash.startsWith(PREFIX)) return undefined
  const value = decodeURIComponent(hash.slice(PREFIX.length))
  return options.includes(value) ? value : undefined
}
