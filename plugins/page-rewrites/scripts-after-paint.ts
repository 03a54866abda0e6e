/**
 * Gatsby ends every page with `<script src async>` tags for its runtime (webpack's runtime, React, the
 * app). The browser's preload scanner fetches them while the page is parsed, and an async script runs
 * as soon as it has arrived, so on a slow phone the first paint waits for React to be compiled and run.
 * The page needs none of it to be read: every page is complete HTML and CSS. So the build replaces
 * those tags with a small inline loader that adds the same scripts, in the same order and still async,
 * in the task after the first contentful paint has reached the screen. Hydration starts a frame
 * later; the first paint never waits for JavaScript. A hidden tab (opened in the background) paints
 * nothing until it is shown, so there the scripts are added at once.
 *
 * The tags live in Gatsby's scripts slice, stitched into every page between slice comments; the
 * rewrite changes only that region, after Gatsby has stitched it (onPostBuild, page-rewrites.ts).
 * Both the slice's id and its tags' markup are Gatsby's own (gatsby/dist/utils/gatsby-webpack-stats-extractor.js):
 * a page without them fails the build rather than keep its scripts in the way of the first paint.
 */

import { STYLED_ATTRIBUTE } from "./used-css"

export const SCRIPTS_SLICE_ID = "_gatsby-scripts-1"

const REGION = new RegExp(
  `(<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->)([\\s\\S]*?)(<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->)`,
)
const ASYNC_SCRIPT = /<script src="([^"]+)" async><\/script>/g
const LOADER_ID = "gatsby-scripts-after-paint"
/** A stylesheet used-css left only the first screen's rules of; only a page with one carries the code that links them. */
const FIRST_SCREEN_SHEET = /<style data-sheet="[^"]+" data-first-screen="">/

/** If no contentful paint is reported by then, the scripts are added anyway: the page must come alive. */
export const FALLBACK_MS = 3000

/**
 * The loader, for the given script URLs (ES5: it runs before anything else of the site). It waits for
 * the browser's first-contentful-paint entry, which is reported once that frame has reached the screen.
 * Waiting for the frame's rendering alone (requestAnimationFrame, then a task) left a race: the
 * scripts could be requested while the frame was still on its way to the screen. Without paint timing,
 * that is still what it does. In the same task it links whole each stylesheet the page has only its first
 * screen's rules of (on such a page only) (used-css: `<style data-sheet data-first-screen>`), right after that reduced copy, so the rest of
 * the page is styled one round trip after the first paint, whether or not the scripts arrive; once each has loaded (or
 * failed) it marks `<html>` with STYLED_ATTRIBUTE, which shows what used-css hid until then.
 */
const loader = (sources: readonly string[], linkSheets: boolean) =>
  `(function(d,s,w){var done;function add(){if(done)return;done=1;` +
  (linkSheets
    ? `var r=d.querySelectorAll("style[data-first-screen]"),n=r.length;function one(){if(--n===0)d.documentElement.setAttribute("${STYLED_ATTRIBUTE}","")}` +
      `[].forEach.call(r,function(t){var l=d.createElement("link");l.rel="stylesheet";l.onload=l.onerror=one;l.href=t.getAttribute("data-sheet");t.parentNode.insertBefore(l,t.nextSibling)});`
    : "") +
  `s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}` +
  `var P=w.PerformanceObserver;if(d.visibilityState==="hidden")add();` +
  `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
  `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(add)}}).observe({type:"paint",buffered:true});` +
  `setTimeout(add,${FALLBACK_MS})}` +
  `else requestAnimationFrame(function(){setTimeout(add)})})` +
  `(document,${JSON.stringify(sources)},window)`

/**
 * One page's HTML with Gatsby's async script tags replaced by the loader (a page it already rewrote
 * stays as it is); `file` names the page in errors.
 */
export function scriptsAfterFirstPaint(html: string, file: string): string {
  const region = REGION.exec(html)
  if (!region)
    throw new Error(
      `scripts-after-paint: ${file} has no Gatsby scripts slice (<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->): Gatsby's page markup has changed`,
    )
  const [whole, start, content, end] = region
  const sources = [...content.matchAll(ASYNC_SCRIPT)].map((match) => match[1])
  if (sources.length === 0) {
    if (content.includes(`<script id="${LOADER_ID}">`)) return html
    throw new Error(
      `scripts-after-paint: ${file}'s Gatsby scripts slice holds no <script src="…" async> tags: Gatsby's script markup has changed`,
    )
  }
  const linkSheets = FIRST_SCREEN_SHEET.test(html)
  const rewritten =
    content.replace(ASYNC_SCRIPT, "") + `<script id="${LOADER_ID}">${loader(sources, linkSheets)}</script>`
  return html.slice(0, region.index) + start + rewritten + end + html.slice(region.index + whole.length)
}
