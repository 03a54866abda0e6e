import * as React from "react"
import { whenPageIsQuiet } from "../../firebase/schedule"

/** False until the first page has hydrated: what renders before then is the server's HTML being hydrated. */
let hydrated = false

/** Told once the first page has hydrated (gatsby-browser's onInitialClientRender): later parts load at once. */
export const pageHydrated = () => {
  hydrated = true
}

/** After load, once the browser is idle (at most two seconds later): when a deferred part's code loads. */
const afterLoadAndIdle = () => whenPageIsQuiet({ delayMs: 0, idleTimeoutMs: 2000 })

/** How afterLoad renders a part on the server, and when its code loads in the browser. */
export interface AfterLoadOptions<P> {
  /**
   * The part itself, on the server only (undefined in the browser's build): rendered in place there. A part that
   * suspended on the server would let Gatsby render its next page in between (two at a time), and react-helmet's one
   * shared head state would then give one page's head to the other.
   */
  onServer?: React.ComponentType<P>
  /** When its code loads on the page a visitor opens: after load, once the browser is idle. */
  when?: () => Promise<void>
}

/**
 * A part of the page whose code is not part of the first load. On the page a visitor opens, its server HTML stays
 * on screen, styled and working as it does without JavaScript (a form posts itself), until the page has loaded
 * and the browser is idle; then its code loads and React hydrates it. On the server, and on a page reached by a
 * link after that, it loads at once.
 *
 * Its webpack chunk must be named `after-load-<name>`, and the component that renders it imports the part's CSS
 * modules itself: they must be in the page's inline CSS, not in the part's chunk (per-page-css fails the build
 * when an `after-load-` chunk carries CSS). Nothing above it may give it new props or context before it hydrates:
 * React would drop its server HTML and show nothing until its code arrives (hence React.memo here).
 */
export function afterLoad<P extends object>(
  /** The part's name: its chunk is `after-load-<name>`, and a performance mark `after-load:<name>` says it is live. */
  name: string,
  load: () => Promise<React.ComponentType<P>>,
  { onServer, when = afterLoadAndIdle }: AfterLoadOptions<P> = {},
) {
  // The part's props travel as one prop, `of`: React.lazy's typing cannot pass a generic P through itself.
  const live = (Component: React.ComponentType<P>) =>
    function Live({ of }: { of: P }) {
      React.useEffect(() => {
        // a browser test waits for it; jsdom's performance has no marks
        performance.mark?.(`after-load:${name}`)
      }, [])
      return <Component {...of} />
    }
  const Part =
    typeof window === "undefined" && onServer
      ? live(onServer)
      : React.lazy(async () => {
          if (typeof window !== "undefined" && !hydrated) await when()
          return { default: live(await load()) }
        })
  // the same tree on the server and in the browser, Suspense included, so that the part hydrates in place
  function AfterLoad(props: P) {
    return (
      <React.Suspense fallback={null}>
        <Part of={props} />
      </React.Suspense>
    )
  }
  return React.memo(AfterLoad)
}
