// Draws a card with sharp: its libvips renders the text with Pango, which shapes Devanagari and Kannada
// with HarfBuzz (conjuncts, matras in their place), from the Noto fonts installed from npm.
import fs from "fs"
import path from "path"
import { createHash } from "crypto"
import { createRequire } from "module"
import sharp from "sharp"
import { CARD_HEIGHT, CARD_WIDTH, cardBackgroundSvg, cardLayout, type CardSpec } from "./card-layout"

/** The npm packages whose TrueType files the cards are drawn with (a bold and a regular each). */
export const FONT_PACKAGES = ["@expo-google-fonts/noto-sans-devanagari", "@expo-google-fonts/noto-sans-kannada"]
const FONT_WEIGHTS = ["400Regular", "700Bold"]

/** The most a card may weigh: previews show reliably well under WhatsApp's 300 KB. */
export const MAX_CARD_BYTES = 100 * 1024

// createRequire, not require.resolve: Gatsby's bundler of gatsby-node files leaves require.resolve undefined.
const packageDir = (name: string, projectDir: string) =>
  path.dirname(createRequire(path.join(projectDir, "package.json")).resolve(`${name}/package.json`))

/**
 * A fontconfig configuration that knows the npm fonts and no others, written to the cache folder, and
 * named in FONTCONFIG_FILE before the first text is drawn: the hosts' build images have no Indic
 * fonts, and a font of the machine's own would draw the cards differently from one machine to another.
 */
export function selectProjectFonts(projectDir: string, cacheDir: string): void {
  const dirs = FONT_PACKAGES.flatMap((name) =>
    FONT_WEIGHTS.map((weight) => path.join(packageDir(name, projectDir), weight)),
  )
  for (const dir of dirs) if (!fs.existsSync(dir)) throw new Error(`no font folder ${dir}: has the package changed?`)
  fs.mkdirSync(cacheDir, { recursive: true })
  const file = path.join(cacheDir, "fonts.conf")
  const config =
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n` +
    dirs.map((dir) => `  <dir>${dir}</dir>\n`).join("") +
    `  <cachedir>${path.join(cacheDir, "fontconfig")}</cachedir>\n</fontconfig>\n`
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== config) fs.writeFileSync(file, config)
  process.env.FONTCONFIG_FILE = file
}

/** What makes this renderer draw differently: its code, sharp's version and the fonts' versions. */
export function rendererVersion(projectDir: string): string {
  const hash = createHash("sha256")
  for (const file of ["card-layout.ts", "render.ts"])
    hash.update(fs.readFileSync(path.join(projectDir, "plugins", "share-cards", file)))
  hash.update(sharp.versions.sharp ?? "").update(sharp.versions.vips)
  for (const name of FONT_PACKAGES)
    hash.update(
      `${name}@${(JSON.parse(fs.readFileSync(path.join(packageDir(name, projectDir), "package.json"), "utf8")) as { version: string }).version}`,
    )
  return hash.digest("hex").slice(0, 16)
}

/** One block of text as an RGBA image, wrapped at `width`; with `height`, made as large as fits, up to `maxDpi`. */
export async function renderText(block: {
  markup: string
  font: string
  width: number
  height?: number
  maxDpi?: number
}) {
  const draw = (options: { height?: number; dpi?: number }) =>
    sharp({ text: { text: block.markup, font: block.font, width: block.width, rgba: true, wrap: "word", ...options } })
      .png()
      .toBuffer({ resolveWithObject: true })
  if (block.height === undefined) return (await draw({ dpi: 72 })).data
  const fitted = await draw({ height: block.height })
  const dpi = fitted.info.textAutofitDpi ?? 72
  return dpi > (block.maxDpi ?? Infinity) ? (await draw({ dpi: block.maxDpi })).data : fitted.data
}

/** The whole card as a PNG of at most MAX_CARD_BYTES (a palette of fewer colours when needed). */
export async function renderCard(spec: CardSpec): Promise<Buffer> {
  const layout = cardLayout(spec)
  const layers: sharp.OverlayOptions[] = []
  if (spec.visual && "image" in spec.visual && layout.visual && "width" in layout.visual)
    layers.push({
      input: await sharp(spec.visual.image)
        .resize(layout.visual.width, layout.visual.height, { fit: "cover" })
        .toBuffer(),
      left: layout.visual.left,
      top: layout.visual.top,
    })
  for (const block of [layout.brand, layout.kind, layout.title, layout.host])
    if (block) layers.push({ input: await renderText(block), left: block.left, top: block.top })
  const flat = await sharp(Buffer.from(cardBackgroundSvg(spec, layout)))
    .resize(CARD_WIDTH, CARD_HEIGHT)
    .composite(layers)
    .toBuffer()
  for (const colours of [256, 128, 64]) {
    const png = await sharp(flat).png({ palette: true, colours, compressionLevel: 9, effort: 10 }).toBuffer()
    if (png.length <= MAX_CARD_BYTES) return png
  }
  throw new Error(
    `the card for "${spec.title}" (${spec.locale}) is over ${MAX_CARD_BYTES / 1024} KB even with 64 colours`,
  )
}
