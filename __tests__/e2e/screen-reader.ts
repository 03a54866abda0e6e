import fs from "fs"
import path from "path"
import { build } from "esbuild"
import { expect, test, type Page, type TestInfo } from "@playwright/test"
import { LOCALE_NAMES, type Locale } from "../../src/lib/locales"

// The screen-reader walk: every-page.spec.ts reads the first page of each component in each language with
// @guidepup/virtual-screen-reader from the top to "end of document", as a screen reader's arrow-down does, keeps
// the start of what it says as a reviewed text file (screen-reader/<component>.<language>.txt), and asserts
// what a blind visitor depends on. screen-reader.spec.ts plants a fault for each assertion.

const PACKAGE_DIR = path.dirname(require.resolve("@guidepup/virtual-screen-reader/package.json"))

let bundle: Promise<string> | undefined
/**
 * The virtual screen reader as a classic script that sets `window.virtualScreenReader`: the package's ES module and
 * the accessible-name library it uses, bundled by esbuild once per worker. It is evaluated through the DevTools
 * protocol, as the accessibility engines are, so the site's policy stays on. The walk only reads, so the package's
 * user-event (for its click, press and type) is left out: 164 KB to evaluate in each page where the package's
 * browser build is 412 KB, and a fifth of the time to bundle (0.2 s against 1.1 s).
 */
function screenReaderSource() {
  bundle ??= build({
    stdin: {
      contents:
        'export { virtual } from "./lib/esm/index.mjs"\nexport { computeAccessibleName } from "dom-accessibility-api"',
      resolveDir: PACKAGE_DIR,
    },
    bundle: true,
    format: "iife",
    globalName: "virtualScreenReader",
    minify: true,
    write: false,
    logLevel: "silent",
    plugins: [
      {
        name: "without-user-event",
        setup(build) {
          build.onResolve({ filter: /^@testing-library\/user-event$/ }, () => ({
            path: "user-event",
            namespace: "stub",
          }))
          build.onLoad({ filter: /.*/, namespace: "stub" }, () => ({
            contents: "export const userEvent = { setup: () => ({}) }",
          }))
        },
      },
    ],
  }).then((result) => result.outputFiles[0].text)
  return bundle
}

/** One thing the screen reader says as its cursor moves down the page. */
export interface SpokenStep {
  /** what it says: "link, About", "heading, Our Story, level 2", a run of text, "end of navigation, Main" */
  phrase: string
  /** "open" for an element (its role and name), "end" where its cursor leaves one, "text" for text */
  kind: "open" | "end" | "text"
  /** the role it speaks for an element ("link", "navigation", "image"), "" when it says none */
  role: string
  /** an element's accessible name */
  name: string
  /** a heading's level */
  level: number
  /** where a link goes: the path, query and fragment on this site, the whole address elsewhere */
  href: string
  /** the language the node is in (the nearest `lang`), which picks a screen reader's voice */
  lang: string
  /** its top, from the top of the document, in CSS px */
  top: number
}

/**
 * A drawing: a drawn app screen (`data-app-screen`, whatever its markup says to screen readers) or any other
 * element with role="img" that is not an <img> or <svg>, as the walk met it.
 */
export interface SpokenDrawing {
  /** its figure's caption, or "" */
  caption: string
  /** what was said for the drawing itself, or null when nothing was */
  said: string | null
  /** how many things were said from inside it: text and elements a picture should not be read as */
  fragments: number
  /** how many times something said in its figure, outside it, held the caption's words */
  captionSaid: number
}

export interface ScreenReaderWalk {
  pageLang: string
  viewport: { width: number; height: number }
  steps: SpokenStep[]
  drawings: SpokenDrawing[]
}

/**
 * Reads the page from the top to "end of document", one `next()` at a time, at the page's scroll and width as
 * they are (from the top: it scrolls there), and returns each step with what the checks below need.
 */
export async function screenReaderWalk(page: Page): Promise<ScreenReaderWalk> {
  if (!(await page.evaluate(() => "virtualScreenReader" in window))) await page.evaluate(await screenReaderSource())
  return page.evaluate(async () => {
    window.scrollTo(0, 0)
    const { virtual, computeAccessibleName } = window.virtualScreenReader!
    const drawings = [...document.querySelectorAll("[data-app-screen], [role='img']:not(img, svg)")]
    const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim()
    const range = document.createRange()
    const opened = new Set<Node>()
    const nodes: Node[] = []
    const steps: SpokenStep[] = []
    await virtual.start({ container: document.body })
    try {
      // A page of this site says a few thousand things; the bound stops a reader caught in a loop.
      for (let i = 0; i < 20_000; i++) {
        const phrase = await virtual.lastSpokenPhrase()
        const node = virtual.activeNode
        if (!node) break
        const element = node instanceof Element ? node : node.parentElement!
        // A <noscript>'s content is text to a page running scripts, which the virtual reader reads out as
        // markup (Search's "needs JavaScript" note); a browser hides it, so a screen reader never meets it.
        if (element.closest("noscript")) {
          await virtual.next()
          continue
        }
        const kind = !(node instanceof Element) ? "text" : opened.has(node) ? "end" : "open"
        opened.add(node)
        const name = kind === "open" ? clean(computeAccessibleName(element)) : ""
        const role = kind !== "open" || (name && phrase.startsWith(name)) ? "" : phrase.split(", ")[0]
        let box: DOMRect
        if (node instanceof Element) box = node.getBoundingClientRect()
        else {
          range.selectNodeContents(node)
          box = range.getBoundingClientRect()
        }
        const link = element instanceof HTMLAnchorElement && element.href ? new URL(element.href) : null
        nodes.push(node)
        steps.push({
          phrase,
          kind,
          role,
          name,
          level:
            role === "heading" ? Number(element.getAttribute("aria-level")) || Number(element.tagName.slice(1)) : 0,
          href: !link
            ? ""
            : link.origin === location.origin
              ? decodeURI(`${link.pathname}${link.search}${link.hash}`)
              : link.href,
          lang: element.closest("[lang]")?.getAttribute("lang") ?? "",
          top: Math.round(box.top + window.scrollY),
        })
        if (kind === "end" && node === document.body) break
        await virtual.next()
      }
    } finally {
      await virtual.stop()
    }
    const said = (step: SpokenStep) => step.kind !== "end"
    return {
      pageLang: document.documentElement.lang,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      steps,
      drawings: drawings.map((drawing) => {
        const figure = drawing.closest("figure")
        const caption = clean(figure?.querySelector("figcaption")?.textContent)
        const own = steps.find((step, i) => nodes[i] === drawing && step.kind === "open")
        return {
          caption,
          said: own?.phrase ?? null,
          fragments: steps.filter((step, i) => said(step) && nodes[i] !== drawing && drawing.contains(nodes[i])).length,
          captionSaid: steps.filter(
            (step, i) =>
              said(step) && !drawing.contains(nodes[i]) && figure?.contains(nodes[i]) && step.phrase.includes(caption),
          ).length,
        }
      }),
    }
  })
}

declare global {
  interface Window {
    virtualScreenReader?: {
      virtual: {
        start(options: { container: Element }): Promise<void>
        next(): Promise<void>
        stop(): Promise<void>
        lastSpokenPhrase(): Promise<string>
        readonly activeNode: Node | null
      }
      computeAccessibleName(element: Element): string
    }
  }
}

/** A step as the reviewed log writes it: what is said, and the language it is said in where that is not the page's. */
const spoken = (step: SpokenStep, pageLang: string) =>
  step.lang && step.lang !== pageLang ? `${step.phrase}  [${step.lang}]` : step.phrase

/** The roles of landmarks: what a screen reader's landmark list (NVDA's D, TalkBack's landmarks) offers. */
const LANDMARKS = new Set(["banner", "complementary", "contentinfo", "form", "main", "navigation", "region", "search"])

const opening = (walk: ScreenReaderWalk, roles: (role: string) => boolean) =>
  walk.steps.filter((step) => step.kind === "open" && roles(step.role))

/**
 * The reviewed log: what is said from the top of the page to the end of its first screen (to the first thing
 * that starts below it), then the landmark list and the headings list as a screen reader offers them.
 */
export function spokenLog(walk: ScreenReaderWalk) {
  const { pageLang, viewport, steps } = walk
  const below = steps.findIndex((step) => step.top >= viewport.height)
  const firstScreen = steps.slice(0, below === -1 ? steps.length : below)
  return [
    `From the top to the end of the first screen (${viewport.width} × ${viewport.height}):`,
    ...firstScreen.map((step) => `  ${spoken(step, pageLang)}`),
    "",
    "Landmarks:",
    ...opening(walk, (role) => LANDMARKS.has(role)).map((step) => `  ${spoken(step, pageLang)}`),
    "",
    "Headings:",
    ...opening(walk, (role) => role === "heading").map(
      (step) =>
        `  ${"  ".repeat(step.level - 1)}${step.level} ${step.name}${spoken(step, pageLang) === step.phrase ? "" : `  [${step.lang}]`}`,
    ),
    "",
  ].join("\n")
}

/** Every landmark named where there is more than one of its kind, and no two of a kind with the same name. */
export function landmarkProblems(walk: ScreenReaderWalk) {
  const landmarks = opening(walk, (role) => LANDMARKS.has(role))
  const problems: string[] = []
  for (const role of new Set(landmarks.map((step) => step.role))) {
    const ofRole = landmarks.filter((step) => step.role === role)
    if (ofRole.length < 2) continue
    const unnamed = ofRole.filter((step) => !step.name).length
    if (unnamed) problems.push(`${unnamed} of ${ofRole.length} ${role} landmarks have no name`)
    const names = ofRole.map((step) => step.name).filter(Boolean)
    for (const name of new Set(names.filter((name, i) => names.indexOf(name) !== i)))
      problems.push(`two ${role} landmarks are both named "${name}"`)
  }
  return problems
}

/** The headings list from an h1 down without a skipped level (an h2 followed by an h4). */
export function headingGaps(walk: ScreenReaderWalk) {
  const problems: string[] = []
  let previous = { level: 0, name: "the top of the page" }
  for (const heading of opening(walk, (role) => role === "heading")) {
    if (heading.level > previous.level + 1)
      problems.push(`h${previous.level || "-"} "${previous.name}" is followed by h${heading.level} "${heading.name}"`)
    previous = heading
  }
  return problems
}

/**
 * The drawn app screens: each read once, as an image named by its figure's caption (or, outside a figure, by a
 * name of its own), nothing inside it read as fragments, and the caption's words not said again in its figure.
 */
export function illustrationProblems(walk: ScreenReaderWalk) {
  const problems: string[] = []
  for (const { caption, said, fragments, captionSaid } of walk.drawings) {
    const which = `the drawing${caption ? ` "${caption}"` : ""}`
    const named = caption ? said === `image, ${caption}` : /^image, \S/.test(said ?? "")
    if (!named)
      problems.push(
        `${which} is said as ${said === null ? "nothing" : `"${said}"`}, not as an image named by its caption`,
      )
    if (fragments) problems.push(`${which} is read as ${fragments} fragments`)
    if (caption && captionSaid) problems.push(`the caption "${caption}" is said again after its image`)
  }
  return problems
}

/**
 * Names that say nothing out of context, in the site's three languages: a screen reader's links list shows
 * each link by its name alone. Compared whole, in lower case.
 */
const VAGUE_NAMES = new Set([
  ...["click here", "here", "read more", "more", "learn more", "more info", "details", "link", "this page", "go"],
  ...["यहाँ क्लिक करें", "यहाँ", "और पढ़ें", "और जानें", "अधिक", "विवरण", "लिंक"],
  ...["ಇಲ್ಲಿ ಕ್ಲಿಕ್ ಮಾಡಿ", "ಇಲ್ಲಿ", "ಇನ್ನಷ್ಟು ಓದಿ", "ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ", "ಹೆಚ್ಚು", "ವಿವರಗಳು", "ಲಿಂಕ್"],
])

/**
 * The build's own redirects (public/_redirects, e.g. /news-and-media to /news, a path the footer keeps from
 * the spec): a link to either goes to one place.
 */
const REDIRECTS_FILE = path.resolve(__dirname, "../../public/_redirects")
const REDIRECTS = new Map(
  (fs.existsSync(REDIRECTS_FILE) ? fs.readFileSync(REDIRECTS_FILE, "utf8").split("\n") : [])
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([from, to, status]) => from && to && !from.startsWith("#") && !from.includes("*") && /^30[12]$/.test(status),
    )
    .map(([from, to]) => [from, to]),
)
const destination = (href: string) => {
  const [pathname, ...fragment] = href.split("#")
  return [REDIRECTS.get(pathname) ?? pathname, ...fragment].join("#")
}

/**
 * Link and button names meaningful out of context: none empty, without a letter, or vague alone ("read more");
 * no two links of one name going to different places, no two buttons of one name.
 */
export function nameProblems(walk: ScreenReaderWalk) {
  const problems: string[] = []
  const controls = opening(walk, (role) => role === "link" || role === "button")
  for (const control of controls) {
    // A telephone link may be named by its number alone: it says what it is.
    if (!/\p{L}/u.test(control.name) && !control.href.startsWith("tel:"))
      problems.push(`a ${control.role} is named "${control.name}"`)
    else if (VAGUE_NAMES.has(control.name.toLowerCase()))
      problems.push(`a ${control.role} is named only "${control.name}"${control.href ? ` (${control.href})` : ""}`)
  }
  const byName = new Map<string, SpokenStep[]>()
  for (const control of controls) {
    const key = `${control.role}: ${control.name.toLowerCase()}`
    byName.set(key, [...(byName.get(key) ?? []), control])
  }
  for (const [, same] of byName) {
    const { role, name } = same[0]
    const places = [...new Set(same.map((control) => destination(control.href)))]
    if (role === "link" && places.length > 1)
      problems.push(`links named "${name}" go to different places: ${places.join(", ")}`)
    if (role === "button" && same.length > 1) problems.push(`${same.length} buttons are named "${name}"`)
  }
  return problems
}

/**
 * The language switch: a link for every other language, each named in its own language and marked with it
 * (`lang`), so a screen reader says "ಕನ್ನಡ" in a Kannada voice.
 */
export function languageSwitchProblems(walk: ScreenReaderWalk) {
  const problems: string[] = []
  const links = opening(walk, (role) => role === "link")
  for (const [locale, own] of Object.entries(LOCALE_NAMES) as Array<[Locale, string]>) {
    const named = links.filter((link) => link.name.replace(/, current page$/, "") === own)
    if (locale !== walk.pageLang && named.length === 0) problems.push(`no link named "${own}"`)
    for (const link of named)
      if (link.lang !== locale) problems.push(`the link "${own}" is in "${link.lang}", not in "${locale}"`)
  }
  return problems
}

/**
 * Compares the spoken log with its reviewed copy, `screen-reader/<name>.txt` beside this file; with
 * `--update-snapshots` (or when there is none yet, which fails the test as Playwright's snapshots do) it
 * writes the copy instead, to be read and committed.
 */
export function expectReviewedLog(testInfo: TestInfo, name: string, log: string) {
  const file = path.join(__dirname, "screen-reader", `${name}.txt`)
  const exists = fs.existsSync(file)
  const mode = testInfo.config.updateSnapshots
  if (mode === "all" || mode === "changed" || (!exists && mode === "missing")) {
    if (!exists || fs.readFileSync(file, "utf8") !== log) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, log)
    }
    // As Playwright's own snapshots: one that was missing fails the run that writes it, unless it was asked for.
    if (!exists && mode === "missing")
      expect.soft(exists, `${path.relative(process.cwd(), file)} was missing: written, to be read`).toBe(true)
    return
  }
  expect
    .soft(log, `what a screen reader says on ${name} (${path.relative(process.cwd(), file)})`)
    .toBe(exists ? fs.readFileSync(file, "utf8") : "")
}

/** A page component's short name for its reviewed logs: component---src-templates-legal-page-tsx is templates-legal-page. */
export const componentName = (component: string) => component.replace(/^component---src-/, "").replace(/-tsx$/, "")

/**
 * The walk and its checks on the page as it is, each a soft expectation naming the page (and so its language)
 * and the width; at the phone width (below 640 px), where most patients here meet the site with TalkBack, the
 * spoken log is compared with its reviewed copy.
 */
export async function screenReaderChecks(page: Page, pagePath: string, component: string) {
  const started = Date.now()
  const walk = await screenReaderWalk(page)
  // In the JSON report (test-results/e2e.json), for measuring what the walk adds to the visit.
  const description = `${walk.viewport.width}px: ${Date.now() - started} ms`
  test.info().annotations.push({ type: "screen-reader walk", description })
  const at = `on ${pagePath} at ${walk.viewport.width}px (a screen reader's walk)`
  expect.soft(landmarkProblems(walk), `landmarks ${at}`).toEqual([])
  expect.soft(headingGaps(walk), `heading levels ${at}`).toEqual([])
  expect.soft(illustrationProblems(walk), `drawn app screens ${at}`).toEqual([])
  expect.soft(nameProblems(walk), `link and button names ${at}`).toEqual([])
  expect.soft(languageSwitchProblems(walk), `the language switch ${at}`).toEqual([])
  if (walk.viewport.width < 640)
    expectReviewedLog(test.info(), `${componentName(component)}.${walk.pageLang}`, spokenLog(walk))
}
