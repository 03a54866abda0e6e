/** Home's sections in the spec's order, then the list of sources of its figures: the ids of their bands. */
export const HOME_SECTIONS = [
  "hero",
  "problems",
  "solutions",
  "features",
  "why-choose",
  "story",
  "faq",
  "contact",
  "impact",
  "sources",
]
