import type { GatsbyConfig } from "gatsby"
import fs from "fs"
import path from "path"
import { SITEMAP_QUERY, sitemapEntry, sitemapExcludes, type SitemapPage } from "./site-files/sitemap"
import { jsonTypeName } from "./schema/json-files"
import { blogFeedPath, blogFeedQuery, feedChannel, feedItems, type BlogFeedData } from "./site-files/blog-feed"
import { LOCALES, localizedPath } from "./src/lib/locales"
import { contentDir } from "./schema/content-dir"
import { siteUrl } from "./schema/site-url"
import { loadBuildEnv } from "./schema/build-env"
import hostingAdapter from "./plugins/hosting-adapter"

// .env.production (or .env.<GATSBY_ACTIVE_ENV>) into this build's environment, under the host's settings:
// the site's address and the hosting adapter's policy read what the pages' scripts get.
loadBuildEnv()

const site = JSON.parse(fs.readFileSync(path.join(contentDir(), "site", "site.en.json"), "utf8")) as {
  companyName: string
  description: string
}
/** The brand teal, read from its one definition (--color-brand in src/styles/tokens.css): browser chrome and the installed app. */
const themeColor = fs
  .readFileSync(path.join(__dirname, "src/styles/tokens.css"), "utf8")
  .match(/--color-brand:\s*(#[0-9a-fA-F]{3,8})\s*;/)?.[1]
if (!themeColor) throw new Error("src/styles/tokens.css defines no --color-brand")

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: siteUrl(),
    themeColor,
  },
  graphqlTypegen: {
    generateOnBuild: true,
  },
  trailingSlash: "never",
  // Writes what Netlify and Cloudflare Pages read (plugins/hosting-adapter/README.md); with it here,
  // Gatsby installs no adapter of its own on either host's build machine.
  adapter: hostingAdapter({ siteUrl: siteUrl(), dataDir: contentDir() }),
  // `npm run cms`: the develop server answers *.html paths with its own pages, so the CMS page that
  // onPostBootstrap writes to public/admin/ is served here by hand (its other files are static).
  developMiddleware: (app: {
    get: (paths: string[], handler: (req: unknown, res: { sendFile: (file: string) => void }) => void) => void
  }) => {
    app.get(["/admin", "/admin/", "/admin/cms"], (_req, res) =>
      res.sendFile(path.resolve(__dirname, "public/admin/cms.html")),
    )
  },
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: sitemapExcludes,
        query: SITEMAP_QUERY,
        serialize: (page: SitemapPage) => sitemapEntry(page),
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: blogFeedQuery("en"),
        // one feed per language, each linked from its own language's blog pages only
        feeds: LOCALES.map((locale) => ({
          query: blogFeedQuery(locale),
          setup: ({ query }: { query: BlogFeedData }) => feedChannel(query, locale),
          serialize: ({ query }: { query: BlogFeedData }) => feedItems(query, locale),
          output: blogFeedPath(locale),
          title: `${site.companyName} blog`,
          match: `^${localizedPath(locale, "/blog")}(/|$)`,
        })),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.companyName,
        short_name: site.companyName,
        description: site.description,
        lang: "en",
        start_url: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: themeColor,
        // Seo renders theme-color itself, on every page, next to the other head tags.
        theme_color_in_head: false,
        // One source image: the logo of static/favicon.svg rasterised to 512 px (scripts/make-images.mjs).
        icon: "src/images/icon.png",
        // Not eight apple-touch-icon links in every page: the head names one (components/seo/head-tags.tsx).
        legacy: false,
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: contentDir() },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // every file a DataFileJson node, its records typed after it: site.en.json → SiteJson (schema/json-files.ts)
        typeName: jsonTypeName,
      },
    },
    // Adjustments of Gatsby (plugins/<name>), each removable by its line, each failing the build when
    // the Gatsby internals it changes are no longer what it expects. page-rewrites rewrites the pages in
    // onPostBuild, as Gatsby wrote them, in one ordered pass; the adapter runs after every plugin.
    "short-class-names",
    "per-page-css",
    "manifest-helper-side-effect-free",
    "no-partytown-browser",
    "no-head-api",
    "no-image-head",
    // gatsby-plugin-sharp's image jobs, made once per image and arguments, kept across clean builds.
    "image-jobs-cache",
    "page-rewrites",
    // Reads each page's head as page-rewrites left it and draws the card it names (plugins/share-cards).
    "share-cards",
    // Last: indexes the pages for the site search as the other plugins left them (plugins/search-index).
    "search-index",
  ],
}

export default config
