import path from "path"
import type { Actions, CreatePagesArgs, Node } from "gatsby"
import { isOpening } from "../src/lib/jobs"
import { siteNow } from "./clock"
import { openJobs } from "./openings"
import { ADMIN_ALIASES, ADMIN_PATH, CATCH_ALL_HOME, LOCALIZED_PATH_ALIASES, legalPartSlug } from "../src/lib/routes"
import { RECORD_PAGE_PATHS } from "./page-addresses"
import type { Locale } from "../src/lib/locales"
import { homeAliasPages, laterIndexPages, recordPages, type PageRecord, type PageSpec } from "../src/lib/page-variants"

/** The site's redirects: each is also a rule of the hosts' _redirects (plugins/hosting-adapter/redirects.ts). */
export function createRedirects(actions: Pick<Actions, "createRedirect">) {
  // Followed in the browser too, so a Gatsby Link to an alias prefetches its target's page data
  // instead of a missing page's.
  for (const alias of LOCALIZED_PATH_ALIASES)
    actions.createRedirect({ ...alias, statusCode: 301, redirectInBrowser: true })
  // Any path without a page lands on Home: on the hosts through the 404 page (plugins/hosting-adapter/redirects.ts says why).
  actions.createRedirect({ ...CATCH_ALL_HOME })
  for (const alias of ADMIN_ALIASES) actions.createRedirect({ fromPath: alias, toPath: ADMIN_PATH, statusCode: 301 })
}

interface GeneratedPagesData {
  allJobsJson: { nodes: Array<PageRecord & { validThrough: string }> }
  allTechnologiesJson: { nodes: PageRecord[] }
  allBlogPostsJson: { nodes: PageRecord[] }
  allLegalPagesJson: { nodes: Array<PageRecord & { parts?: { items: Array<{ slug: string }> } | null }> }
  allProductsJson: { nodes: PageRecord[] }
  allNewsJson: { nodes: Array<{ locale: Locale }> }
}

const GENERATED_PAGES_QUERY = `
    query GeneratedPages {
      allJobsJson {
        nodes {
          id
          slug
          locale
          validThrough
        }
      }
      allTechnologiesJson {
        nodes {
          id
          slug
          locale
        }
      }
      allBlogPostsJson {
        nodes {
          id
          slug
          locale
        }
      }
      allLegalPagesJson {
        nodes {
          id
          slug
          locale
          showGrievanceOfficer
          parts {
            items {
              slug
            }
          }
        }
      }
      allProductsJson {
        nodes {
          id
          slug
          locale
        }
      }
      allNewsJson {
        nodes {
          locale
        }
      }
    }
  `

/** The pages made from records and the indexes' later pages, in the order Gatsby gets them. */
function generatedPages(data: GeneratedPagesData, now: Date): PageSpec[] {
  return [
    ...recordPages([
      // One page per open job: Google reads JobPosting only on a job's own page. Closed ones are not built.
      {
        records: data.allJobsJson.nodes.filter((job) => isOpening(job.validThrough, now)),
        path: RECORD_PAGE_PATHS.JobsJson,
        component: "src/templates/job-posting.tsx",
      },
      {
        records: data.allTechnologiesJson.nodes,
        path: RECORD_PAGE_PATHS.TechnologiesJson,
        component: "src/templates/technology.tsx",
      },
      {
        records: data.allBlogPostsJson.nodes,
        path: RECORD_PAGE_PATHS.BlogPostsJson,
        component: "src/templates/blog-post.tsx",
      },
      {
        records: data.allLegalPagesJson.nodes,
        path: RECORD_PAGE_PATHS.LegalPagesJson,
        component: "src/templates/legal-page.tsx",
        // its query fetches the Grievance Officer only for the page that shows it
        extraContext: (record) => (record.showGrievanceOfficer ? { showGrievanceOfficer: true } : {}),
      },
      {
        // a long text's parts, each a page under its own: its query asks the legal page for the one part
        records: data.allLegalPagesJson.nodes.flatMap((page) =>
          (page.parts?.items ?? []).map((part) => ({
            ...page,
            slug: legalPartSlug(page.slug, part.slug),
            part: part.slug,
          })),
        ),
        path: RECORD_PAGE_PATHS.LegalPagesJson,
        component: "src/templates/legal-part.tsx",
        extraContext: (record) => ({
          part: record.part,
          ...(record.showGrievanceOfficer ? { showGrievanceOfficer: true } : {}),
        }),
      },
      {
        records: data.allProductsJson.nodes,
        path: RECORD_PAGE_PATHS.ProductsJson,
        component: "src/templates/product.tsx",
      },
    ]),
    ...laterIndexPages([
      { base: "/blog", items: data.allBlogPostsJson.nodes, component: "src/pages/blog.tsx" },
      { base: "/news", items: data.allNewsJson.nodes, component: "src/pages/news.tsx" },
    ]),
  ]
}

/** createPages: the redirects, /home, and every page made from data (templates, the indexes' later pages). */
export async function createSitePages(
  { actions, graphql, reporter }: Pick<CreatePagesArgs, "actions" | "graphql" | "reporter">,
  projectDir: string,
) {
  createRedirects(actions)
  const create = (page: PageSpec) =>
    actions.createPage({ ...page, component: path.resolve(projectDir, page.component) })
  homeAliasPages().forEach(create)
  const result = await graphql<GeneratedPagesData>(GENERATED_PAGES_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the records that generate pages", result.errors)
    return
  }
  generatedPages(result.data, siteNow()).forEach(create)
}

/**
 * What a page of src/pages needs in its context beyond its language, worked out on every build:
 * /jobs, the openings open now. A changed context makes Gatsby run the page's query again, even over
 * a host's kept cache; a field stored on the records would not.
 */
export function pageDataContext(
  pagePath: string,
  getNodesByType: (type: string) => Node[],
  now: Date,
): Record<string, unknown> {
  if (pagePath.replace(/\/$/, "") !== "/jobs") return {}
  return { openJobs: openJobs(getNodesByType("JobsJson"), now) }
}
