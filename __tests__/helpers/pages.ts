import * as React from "react"
import type { PageProps } from "gatsby"
import { loadCollection, loadObject, withDateText } from "./content"

/** The props Gatsby passes a page component: its query data, at `pathname`. */
export function pageProps<T>(data: T, pathname: string): PageProps<T> {
  const url = new URL(pathname, "https://www.example.com")
  return {
    data,
    path: pathname,
    uri: pathname,
    location: {
      ...window.location,
      href: url.href,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: undefined,
      key: "initial",
    },
    children: undefined,
    params: {},
    pageContext: {},
    serverData: {},
    pageResources: {
      component: new React.Component({}),
      json: { data, pageContext: {} },
      page: { componentChunkName: "test", path: pathname, webpackCompilationHash: "test" },
    },
  }
}

/** A job record as the Careers query returns it. */
export type Job = Queries.CareersJobFragment

export const jobs = () => loadCollection<Job>("jobs").map((job) => withDateText(job, "datePosted", "MMM d, y"))
export const copy = <T>(file: string) => loadObject<T>(file)
