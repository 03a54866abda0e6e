import { EMPTY_MAP, withoutChunkMap } from "../chunk-map"

// The scripts slice as gatsby/dist/utils/gatsby-webpack-stats-extractor.js (Gatsby 5.16) writes it.
const slice = (map: string) => `<!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${map};
          </script>
        <script>window.___webpackCompilationHash="abc";</script><!-- slice-end id="_gatsby-scripts-1" -->`

const page = (map: string) => `<!DOCTYPE html><html><body><div id="___gatsby"></div>${slice(map)}</body></html>`

const GATSBY_MAP = JSON.stringify(
  JSON.stringify({ app: ["/app-1.js"], "component---src-pages-about-tsx": ["/component---src-pages-about-tsx-2.js"] }),
)

describe("withoutChunkMap", () => {
  it("puts an empty map in place of the string Gatsby writes, leaving the rest of the page", () => {
    const html = withoutChunkMap(page(GATSBY_MAP), "about.html")
    expect(html).toContain(`<script\n            id="gatsby-chunk-mapping"\n          >${EMPTY_MAP}</script>`)
    expect(html).not.toContain("component---src-pages-about-tsx")
    expect(html).toContain('<script>window.___webpackCompilationHash="abc";</script>')
  })

  it("changes nothing on a page it already rewrote", () => {
    const once = withoutChunkMap(page(GATSBY_MAP), "about.html")
    expect(withoutChunkMap(once, "about.html")).toBe(once)
  })

  it("fails naming the page when Gatsby writes the map as an object its loader can read", () => {
    expect(() => withoutChunkMap(page(JSON.parse(GATSBY_MAP) as string), "about.html")).toThrow(
      "no-chunk-map: about.html's chunk map is no longer a string",
    )
  })

  it("fails naming the page when it has no chunk map script", () => {
    expect(() => withoutChunkMap("<!DOCTYPE html><html><body></body></html>", "jobs.html")).toThrow(
      'no-chunk-map: jobs.html has no <script id="gatsby-chunk-mapping">',
    )
  })
})
