import fs from "fs"
import path from "path"
import { createRequire } from "module"
import { build, type Plugin } from "esbuild"
import type { DecapCollection } from "./config"
import { contentDir, PROJECT_DIR } from "../schema/content-dir"
import { ADMIN_PATH } from "../src/lib/routes"
import { escapeHtml } from "../src/lib/text"

/**
 * /admin/cms: Decap CMS, served by the site itself (/admin and /admin/ redirect there). Decap's own prebuilt bundle (with its own React)
 * is copied from node_modules into a folder named after its version, so its files can be cached
 * for good; the configuration is generated from the content model (cms/config.ts); the preview
 * bundle renders job openings, FAQs and blog posts with the site's own components and CSS (cms/preview.tsx).
 */

// createRequire rather than require.resolve, which the bundler that compiles gatsby-node rewrites
const resolveFromProject = createRequire(path.join(process.cwd(), "package.json")).resolve

/** Decap's dist folder, and the folder under /admin/ for its files: versioned, so immutable caching is safe. */
function decapDist(): { dist: string; folder: string } {
  const dist = path.dirname(resolveFromProject("decap-cms/dist/decap-cms.js"))
  const { version } = JSON.parse(fs.readFileSync(path.join(dist, "..", "package.json"), "utf8")) as { version: string }
  return { dist, folder: `decap-cms-${version}` }
}

/** Holds Decap's start until the preview bundle gives it the page's origin (the site's own sign-in). */
const MANUAL_INIT = "manual-init.js"

/**
 * The preview's imports from data/ (the site's details, the sections other entries hold) read the
 * folder this build reads instead: with CONTENT_DIR set (the tests' fixture content), the CMS shows
 * the same content as the site beside it.
 */
export function readsContentDir(dataDir: string): Plugin {
  const projectData = path.join(PROJECT_DIR, "data")
  return {
    name: "content-dir",
    setup(bundler) {
      bundler.onResolve({ filter: /\.json$/ }, ({ path: imported, resolveDir }) => {
        const file = path.resolve(resolveDir, imported)
        if (dataDir === projectData || !file.startsWith(projectData + path.sep)) return undefined
        return { path: path.join(dataDir, path.relative(projectData, file)) }
      })
    },
  }
}

export async function writeAdmin({
  publicDir,
  config,
  title,
  iconSpriteUrl,
}: {
  publicDir: string
  /** where the site's icons are (site-files/icon-sprite.ts): the previewed components draw from it */
  iconSpriteUrl: string
  config: { backend?: Record<string, unknown>; collections: DecapCollection[] }
  title: string
}): Promise<void> {
  const adminDir = path.join(publicDir, "admin")
  fs.rmSync(adminDir, { recursive: true, force: true })
  const { dist, folder } = decapDist()
  const decapDir = path.join(adminDir, folder)
  fs.mkdirSync(decapDir, { recursive: true })
  // decap-cms.js and the chunks it loads on demand from beside itself (n.decap-cms.js)
  for (const file of fs.readdirSync(dist)) {
    if (file === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(file)) {
      fs.copyFileSync(path.join(dist, file), path.join(decapDir, file))
    }
  }

  const result = await build({
    entryPoints: [path.join(__dirname, "preview.tsx")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    jsx: "automatic",
    outdir: adminDir,
    entryNames: "preview-[hash]",
    alias: { gatsby: path.join(__dirname, "gatsby-shim.tsx") },
    plugins: [readsContentDir(contentDir())],
    // BUILD_STAGE: Gatsby's compile-time stage, which the site's components may read (seo/head-loader)
    define: {
      "process.env.NODE_ENV": '"production"',
      "process.env.BUILD_STAGE": '"cms-preview"',
      // any other setting (src/firebase/env.ts's GATSBY_FIREBASE_*) is unset in a preview: no analytics to consent to
      "process.env": "{}",
      ICON_SPRITE_URL: JSON.stringify(iconSpriteUrl),
    },
    metafile: true,
    logLevel: "error",
  })
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.basename(file))
  const script = outputs.find((file) => file.endsWith(".js"))
  const style = outputs.find((file) => file.endsWith(".css"))
  if (!script || !style) throw new Error(`The CMS preview bundle is incomplete: ${outputs.join(", ")}`)

  // JSON is YAML: Decap reads config.yml with a YAML parser
  fs.writeFileSync(path.join(adminDir, "config.yml"), `${JSON.stringify(config, null, 2)}\n`)
  const oneEntry = config.collections.filter((collection) => collection.create === false).map(({ name }) => name)
  // The github backend signing in through the site's own /api/auth (cms/sign-in.ts): Decap must be told the
  // page's origin, which config.yml cannot know (a custom domain, a preview's address), so it starts only
  // when the preview bundle has added it (CMS.init), rather than by itself as it loads.
  const siteSignIn = config.backend?.name === "github" && !config.backend.base_url
  if (siteSignIn) fs.writeFileSync(path.join(adminDir, MANUAL_INIT), "window.CMS_MANUAL_INIT = true\n")
  fs.writeFileSync(
    path.join(publicDir, `${ADMIN_PATH.slice(1)}.html`),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" href="/admin/config.yml" type="text/yaml">
</head>
<body>
<noscript>The content manager needs JavaScript.</noscript>
${siteSignIn ? `<script src="/admin/${MANUAL_INIT}"></script>\n` : ""}<script src="/admin/${folder}/decap-cms.js"></script>
<script src="/admin/${script}" data-style="/admin/${style}" data-one-entry="${escapeHtml(oneEntry.join(" "))}"${siteSignIn ? ' data-site-sign-in=""' : ""}></script>
</body>
</html>
`,
  )
}
