import type { PageProps } from "gatsby"
import { loadCollection, loadObject } from "./content"

/** The props Gatsby passes a page: its query data and a location at `pathname`. */
export function pageProps<T>(data: T, pathname: string) {
  return { data, location: { pathname } } as unknown as PageProps<T>
}

/** A job record as the Careers query returns it. */
export type Job = Queries.CareersJobFragment

export const jobs = () => loadCollection<Job>("jobs.json")
export const copy = <T>(file: string) => loadObject<T>(file)
