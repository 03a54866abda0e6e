import * as React from "react"
import type { PageProps } from "gatsby"
import { layoutData, loadCollection, loadObject, withDateText } from "./content"

/** A page query's data as a test writes it: the frame (`layout`) is added by pageProps, from data/ (English). */
export type TestData<T> = Omit<T, "layout">

/** The props Gatsby passes a page component: its query data with the page's frame, at `pathname`. */
export function pageProps<T>(pageData: T, pathname: string): PageProps<T & { layout: Queries.LayoutDataFragment }> {
  const url = new URL(pathname, "https://www.example.com")
  const data = { layout: layoutData("en"), ...pageData }
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
    pageContext: { locale: "en" },
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
