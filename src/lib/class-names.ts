/** Joins the class names given, leaving out the ones a component was not passed. */
export function classNames(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(" ")
}
