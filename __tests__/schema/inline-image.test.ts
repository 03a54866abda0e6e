/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { INLINE_IMAGE_MAX_BYTES, inlineAvif, inlineImageResolvers } from "../../schema/inline-image"

// AVIF encoding is CPU-bound: on a busy machine one encode took longer than Jest's 5 s default
jest.setTimeout(30_000)

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-image-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A PNG of flat colour (it compresses to almost nothing) or of noise (it hardly compresses). */
async function png(name: string, width: number, height: number, noise = false) {
  const file = path.join(dir, name)
  const channels = 3
  const pixels = Buffer.alloc(width * height * channels, 120)
  if (noise) for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24
  await sharp(pixels, { raw: { width, height, channels } }).png().toFile(file)
  return file
}

/** A srcset candidate's data URI and width descriptor ("data:image/avif;base64,… 960w"), and the image it holds. */
function candidate(srcset: string | null) {
  const match = /^data:image\/avif;base64,([A-Za-z0-9+/=]+) (\d+)w$/.exec(srcset ?? "")
  if (!match) throw new Error(`not an AVIF data URI with its width: ${srcset?.slice(0, 40)}`)
  return { width: Number(match[2]), image: sharp(Buffer.from(match[1], "base64")).metadata() }
}

test("a small image comes back as an AVIF data URI at the width asked, with that width", async () => {
  const { width, image } = candidate(await inlineAvif(await png("flat.png", 1200, 630), 960))
  expect(width).toBe(960)
  expect(await image).toMatchObject({ format: "heif", width: 960, height: 504 })
})

test("an image narrower than the width asked is not enlarged, and says its own width", async () => {
  const { width, image } = candidate(await inlineAvif(await png("narrow.png", 400, 200), 960))
  expect(width).toBe(400)
  expect(await image).toMatchObject({ width: 400, height: 200 })
})

test("an image that would weigh more than the limit stays a file (null)", async () => {
  const file = await png("noise.png", 240, 240, true)
  expect(await inlineAvif(file, 960)).toBeNull()
  expect(candidate(await inlineAvif(file, 960, 100 * INLINE_IMAGE_MAX_BYTES)).width).toBe(240)
})

test("the File field inlines a raster image and passes over an SVG", async () => {
  const { resolve } = inlineImageResolvers.File.inlineAvif
  const file = await png("resolver.png", 800, 400)
  expect(await resolve({ absolutePath: file, internal: { mediaType: "image/png" } })).toMatch(
    /^data:image\/avif;base64,/,
  )
  expect(await resolve({ absolutePath: file, internal: { mediaType: "image/svg+xml" } })).toBeNull()
})
