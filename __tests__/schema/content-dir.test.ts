import path from "path"
import { contentDir, PROJECT_DIR } from "../../schema/content-dir"
import { siteUrl } from "../../schema/site-url"

describe("content folder and site address", () => {
  it("reads data/ of the project unless CONTENT_DIR names another folder, relative to the project", () => {
    expect(PROJECT_DIR).toBe(path.resolve(__dirname, "..", ".."))
    expect(contentDir({})).toBe(path.join(PROJECT_DIR, "data"))
    expect(contentDir({ CONTENT_DIR: "__tests__/fixtures/content" })).toBe(
      path.join(PROJECT_DIR, "__tests__", "fixtures", "content"),
    )
  })

  it("takes the site's address from GATSBY_SITE_URL, without a trailing slash", () => {
    expect(siteUrl({})).toBe("https://www.example.com")
    expect(siteUrl({ GATSBY_SITE_URL: "" })).toBe("https://www.example.com")
    expect(siteUrl({ GATSBY_SITE_URL: "https://lifelane.example/" })).toBe("https://lifelane.example")
  })
})
