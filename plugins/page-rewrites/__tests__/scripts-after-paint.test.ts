import { SCRIPTS_SLICE_ID, scriptsAfterFirstPaint } from "../scripts-after-paint"

// The scripts slice as gatsby/dist/utils/gatsby-webpack-stats-extractor.js writes it, stitched into a page.
const slice = (scripts: string) =>
  `<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{}";
          </script>
        <script>window.___webpackCompilationHash="abc";</script>${scripts}<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->`

const GATSBY_SCRIPTS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'

const page = (scripts = GATSBY_SCRIPTS, head = "") =>
  `<!DOCTYPE html><html><head>${head}</head><body><div id="___gatsby"><p>Hello</p></div>` +
  `<script id="gatsby-script-loader">window.pagePath="/";</script>${slice(scripts)}</body></html>`

/** The inline loader's code, from the rewritten page. */
const loaderOf = (html: string) => /<script id="gatsby-scripts-after-paint">([\s\S]*?)<\/script>/.exec(html)?.[1]

/** The src of every script element the document holds. */
const scriptSources = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"))

describe("scriptsAfterFirstPaint", () => {
  it("replaces Gatsby's async script tags with one inline loader listing them in order, leaving the rest", () => {
    const html = scriptsAfterFirstPaint(page(), "index.html")
    expect(html).not.toMatch(/<script src=/)
    expect(loaderOf(html)).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]')
    expect(html).toContain('window.___webpackCompilationHash="abc"')
    expect(html).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script>')
    expect(html).toMatch(new RegExp(`<!-- slice-end id="${SCRIPTS_SLICE_ID}" --></body>`))
  })

  it("changes nothing on a page it already rewrote, and keeps a script that is not async", () => {
    const once = scriptsAfterFirstPaint(page(), "index.html")
    expect(scriptsAfterFirstPaint(once, "index.html")).toBe(once)
    const withPolyfill = scriptsAfterFirstPaint(
      page(`<script src="/polyfill-0.js" nomodule></script>${GATSBY_SCRIPTS}`),
      "x.html",
    )
    expect(withPolyfill).toContain('<script src="/polyfill-0.js" nomodule></script>')
    expect(loaderOf(withPolyfill)).not.toContain("polyfill")
  })

  it("fails naming itself and the file when Gatsby's scripts slice is not in a page", () => {
    expect(() => scriptsAfterFirstPaint("<html><body></body></html>", "public/about/index.html")).toThrow(
      `scripts-after-paint: public/about/index.html has no Gatsby scripts slice (<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->)`,
    )
  })

  it("fails when the slice holds no async script tags and no loader (Gatsby writes its scripts differently)", () => {
    expect(() =>
      scriptsAfterFirstPaint(page('<script type="module" src="/app-3.js"></script>'), "public/index.html"),
    ).toThrow(`scripts-after-paint: public/index.html's Gatsby scripts slice holds no <script src="…" async> tags`)
  })
})

describe("the loader in a browser", () => {
  const run = (code: string) => new Function(code)()

  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ""
  })
  afterEach(() => {
    jest.useRealTimers()
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
  })

  /** A browser's PerformanceObserver for paint entries, driven by the test: paint(name) reports one. */
  function paintTimeline() {
    const observers: FakeObserver[] = []
    class FakeObserver implements PerformanceObserver {
      static supportedEntryTypes = ["paint", "resource"]
      disconnected = false
      constructor(readonly callback: PerformanceObserverCallback) {
        observers.push(this)
      }
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: "paint", buffered: true })
      }
      disconnect() {
        this.disconnected = true
      }
      takeRecords() {
        return []
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true })
    return {
      paint(name: "first-paint" | "first-contentful-paint") {
        const entries = [{ name, entryType: "paint", startTime: 1, duration: 0 }] as PerformanceEntry[]
        const list = {
          getEntries: () => entries,
          getEntriesByName: (wanted: string) => entries.filter((entry) => entry.name === wanted),
          getEntriesByType: () => entries,
        } as PerformanceObserverEntryList
        for (const observer of observers) if (!observer.disconnected) observer.callback(list, observer)
      },
    }
  }
  afterEach(() => {
    Reflect.deleteProperty(window, "PerformanceObserver")
  })

  it("adds the scripts in the task after the first contentful paint reached the screen, not before", () => {
    const code = loaderOf(scriptsAfterFirstPaint(page(), "index.html"))!
    const timeline = paintTimeline()
    run(code)
    jest.advanceTimersByTime(100)
    timeline.paint("first-paint") // the background, before any text: not yet
    jest.advanceTimersByTime(100)
    expect(scriptSources()).toEqual([])
    timeline.paint("first-contentful-paint")
    expect(scriptSources()).toEqual([])
    jest.advanceTimersByTime(0) // the next task
    expect(scriptSources()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    expect([...document.querySelectorAll("script")].every((script) => script.async)).toBe(true)
    jest.runAllTimers() // the fallback below finds them added: nothing twice
    expect(scriptSources()).toHaveLength(3)
  })

  it("links whole, with the scripts and right after it, each stylesheet the page has only its first screen of (only there)", () => {
    const head =
      '<style data-sheet="/1.css" data-first-screen=""></style><noscript></noscript><style data-sheet="/2.css"></style>'
    const code = loaderOf(scriptsAfterFirstPaint(page(GATSBY_SCRIPTS, head), "index.html"))!
    expect(loaderOf(scriptsAfterFirstPaint(page(), "index.html"))).not.toContain("data-first-screen")
    document.head.innerHTML = head
    const timeline = paintTimeline()
    run(code)
    expect(document.querySelectorAll("link")).toHaveLength(0)
    timeline.paint("first-contentful-paint")
    jest.advanceTimersByTime(0)
    const links = [...document.querySelectorAll("link")]
    expect(links.map((link) => [link.rel, link.getAttribute("href")])).toEqual([["stylesheet", "/1.css"]])
    expect(document.querySelector('style[data-sheet="/1.css"]')!.nextElementSibling).toBe(links[0])
    expect(scriptSources()).toHaveLength(3)
    document.head.innerHTML = ""
  })

  it("marks the page styled once every stylesheet it links has loaded or failed, not before", () => {
    const head =
      '<style data-sheet="/1.css" data-first-screen=""></style><noscript></noscript>' +
      '<style data-sheet="/2.css" data-first-screen=""></style><noscript></noscript>'
    const code = loaderOf(scriptsAfterFirstPaint(page(GATSBY_SCRIPTS, head), "index.html"))!
    document.head.innerHTML = head
    const timeline = paintTimeline()
    run(code)
    timeline.paint("first-contentful-paint")
    jest.advanceTimersByTime(0)
    const [first, second] = document.querySelectorAll("link")
    first.dispatchEvent(new Event("load"))
    expect(document.documentElement).not.toHaveAttribute("data-styled")
    second.dispatchEvent(new Event("error"))
    expect(document.documentElement).toHaveAttribute("data-styled")
    document.documentElement.removeAttribute("data-styled")
    document.head.innerHTML = ""
  })

  it("adds them after 3 s if no contentful paint is reported by then, so the page still comes alive", () => {
    const code = loaderOf(scriptsAfterFirstPaint(page(), "index.html"))!
    const timeline = paintTimeline()
    run(code)
    jest.advanceTimersByTime(2999)
    expect(scriptSources()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(scriptSources()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    timeline.paint("first-contentful-paint")
    jest.runAllTimers()
    expect(scriptSources()).toHaveLength(3)
  })

  it("without paint timing, adds them in the task after the next frame is painted", () => {
    const code = loaderOf(scriptsAfterFirstPaint(page(), "index.html"))!
    const frames: FrameRequestCallback[] = []
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
    run(code)
    expect(frames).toHaveLength(1)
    frames[0](0) // the frame's callbacks run, then it is painted
    expect(scriptSources()).toEqual([])
    jest.advanceTimersByTime(0) // the next task
    expect(scriptSources()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
  })

  it("adds them at once in a hidden tab, where no frame is painted until it is shown", () => {
    const code = loaderOf(scriptsAfterFirstPaint(page(), "index.html"))!
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    const requestFrame = jest.spyOn(window, "requestAnimationFrame")
    run(code)
    expect(scriptSources()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    expect(requestFrame).not.toHaveBeenCalled()
  })
})
