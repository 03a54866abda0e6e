import { shareImageFields, type ContentFolder } from "./shared"

/** /careers' copy; the openings themselves are records of their own (jobs). */
export const careersPage: ContentFolder = {
  folder: "careers-page",
  label: "Careers",
  typeDefs: /* GraphQL */ `
  type CareersOpenings {
    title: String!
    lead: String! @multiline
    "the fixed label on every job card"
    employmentType: String!
    emptyTitle: String!
    emptyText: String! @multiline
    "before a job's date: Posted"
    postedLabel: String!
    "a job card's link to its page: View details"
    detailsLabel: String!
    "the link to apply: Apply Now"
    applyLabel: String!
    "what the Apply link is about, for screen readers; {title} is the job's: for {title}"
    forJobLabel: String!
    "what the details link is about, for screen readers (a language may need another case than Apply's); {title} is the job's: for {title}"
    detailsForJobLabel: String!
    "a job page's link back to the list: Back to all openings"
    backLabel: String!
  }

  type CareersResume {
    title: String!
    text: String! @multiline
    label: String!
  }

  type CareersPageJson implements Node & PageHead @dontInfer {
    "the page's name in the browser tab and search results, before the company's"
    seoTitle: String!
    "a job page's list of facts (place, date, type), for screen readers: About this role"
    roleFactsLabel: String!
    "a job page's heading above the description: About the role"
    roleTitle: String!
    hero: PageIntro!
    why: IconCardSection!
    openings: CareersOpenings!
    resume: CareersResume!
    ${shareImageFields("page")}
  }
`,
}
