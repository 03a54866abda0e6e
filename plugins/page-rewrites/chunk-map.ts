/**
 * Every page carries Gatsby's chunk map inline (`<script id="gatsby-chunk-mapping">`, in the scripts
 * slice): each page component's script files, for the loader to prefetch a page's code when a link to
 * it comes into view (`createComponentUrls` in gatsby/cache-dir/loader.js indexes
 * `window.___chunkMapping` by the component's chunk name). With slices, which Gatsby 5 builds by
 * default, gatsby/dist/utils/gatsby-webpack-stats-extractor.js writes the map with `JSON.stringify` of
 * a string it has already serialised: `window.___chunkMapping` is a string, indexing it by a chunk
 * name gives undefined, and the loader prefetches no component's code. So the map is 2.7 KB of hashes
 * in every page that nothing can read. The build puts an empty map in its place: the loader reads
 * nothing from either, and a page's code still loads when its link is hovered or followed.
 *
 * Should Gatsby write the map as an object again (its prefetching would then work), or change the
 * script's markup, the build fails naming the page: then decide whether to keep the prefetching.
 */

const CHUNK_MAP_SCRIPT = /(<script\s+id="gatsby-chunk-mapping"\s*>)([\s\S]*?)(<\/script>)/
/** How Gatsby 5.16 writes it: the map serialised twice, a JSON string literal. */
const AS_STRING = /^\s*window\.___chunkMapping="(?:[^"\\]|\\.)*";\s*$/
export const EMPTY_MAP = "window.___chunkMapping={};"

/** One page's HTML with the chunk map emptied (a page it already rewrote stays as it is); `file` names the page in errors. */
export function withoutChunkMap(html: string, file: string): string {
  const script = CHUNK_MAP_SCRIPT.exec(html)
  if (!script)
    throw new Error(
      `no-chunk-map: ${file} has no <script id="gatsby-chunk-mapping">: Gatsby's scripts slice has changed (or no longer carries the map: then remove no-chunk-map from PAGE_REWRITES in plugins/page-rewrites/page-rewrites.ts)`,
    )
  const [whole, open, content, close] = script
  if (content === EMPTY_MAP) return html
  if (!AS_STRING.test(content))
    throw new Error(
      `no-chunk-map: ${file}'s chunk map is no longer a string (${content.trim().slice(0, 60)}…): Gatsby's loader can read it again, so it prefetches pages' code; decide whether to keep that before removing no-chunk-map from PAGE_REWRITES`,
    )
  return html.slice(0, script.index) + open + EMPTY_MAP + close + html.slice(script.index + whole.length)
}
