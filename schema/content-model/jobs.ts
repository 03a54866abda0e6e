import { shareImageFields, type RecordFolder } from "./shared"

/** Job openings: one file per opening, each with its own page. */
export const jobs: RecordFolder = {
  folder: "jobs",
  label: "Job openings",
  slug: "{{fields.slug}}",
  typeDefs: /* GraphQL */ `
  """
  Openings on /jobs, newest first, each with its own page at /jobs/<slug>. One whose validThrough date has passed is neither listed nor built.
  """
  type JobsJson implements Node @dontInfer {
    slug: String! @shared
    title: String!
    description: String! @multiline
    location: String!
    remote: Boolean!
    datePosted: Date! @calendarDate
    validThrough: Date! @calendarDate
    "the role's own application page (its listing on LinkedIn or the careers system); two open roles never share one"
    link: String! @shared
    ${shareImageFields("opening")}
  }
`,
}
