import { useSyncExternalStore } from "react"

type HeadTagsModule = typeof import("./head-tags")

export interface HeadLoader {
  /** What writes the head (react-helmet), or null while the page's own HTML head still holds. */
  current(): HeadTagsModule | null
  subscribe(listener: () => void): () => void
  /** Loads react-helmet for the next page's head (once; again after a failed attempt). */
  load(): Promise<void>
  /** Runs `run` once the new page's head is in the document: react-helmet loaded, and its frame passed. */
  afterHeadUpdate(run: () => void): void
}

export function createHeadLoader(importHeadTags: () => Promise<HeadTagsModule>, loaded: HeadTagsModule | null) {
  let headTags = loaded
  let loading: Promise<void> | null = null
  const listeners = new Set<() => void>()
  const twoFrames = (run: () => void) => {
    if (typeof window.requestAnimationFrame === "function")
      window.requestAnimationFrame(() => window.requestAnimationFrame(run))
    else setTimeout(run, 32)
  }

  const loader: HeadLoader = {
    current: () => headTags,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    load() {
      if (headTags) return Promise.resolve()
      loading ??= importHeadTags().then(
        (module) => {
          headTags = module
          for (const listener of listeners) listener()
        },
        (error: unknown) => {
          // The next navigation tries again; until then the previous page's head stays.
          loading = null
          console.warn(`The page's title and description could not be updated (${String(error)}).`)
        },
      )
      return loading
    },
    afterHeadUpdate(run) {
      if (loading) void loading.then(() => twoFrames(run))
      else twoFrames(run)
    },
  }
  return loader
}

/*
 * Every page's head is in its HTML, written at build time. In the browser, react-helmet (and the
 * site-wide structured data it writes) is needed only when a client-side navigation has to change that
 * head, so the browser bundle loads it then, not with the first page: gatsby-browser calls load() as
 * a navigation starts. The HTML renderer, `gatsby develop` (whose pages come without a server-rendered
 * head) and the tests have it from the start. BUILD_STAGE is Gatsby's compile-time constant: webpack
 * drops the branch a stage does not take, as in Gatsby's own public-page-renderer.
 */
export const headLoader = createHeadLoader(
  () => import(/* webpackChunkName: "head" */ "./head-tags"),
  process.env.BUILD_STAGE === "build-javascript"
    ? null
    : // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./head-tags") as HeadTagsModule),
)

/** react-helmet and the site's head tags, once available (see above). */
export const useHeadTags = () => useSyncExternalStore(headLoader.subscribe, headLoader.current, headLoader.current)
