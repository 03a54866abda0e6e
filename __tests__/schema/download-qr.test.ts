/**
 * @jest-environment node
 */
import jsQR from "jsqr"
import sharp from "sharp"
import { downloadQrResolvers, qrCode } from "../../schema/download-qr"

/** The code as a camera would see it: the SVG the page draws, rasterised, then read by a QR decoder. */
async function scan(size: number, path: string): Promise<string | undefined> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000" shape-rendering="crispEdges"/></svg>`
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}

const resolve = downloadQrResolvers.ProductsJson.downloadQr.resolve

describe("the download QR code", () => {
  it("reads back as the app page's address, in its language, at its download block", async () => {
    const qr = resolve({
      slug: "recover",
      locale: "hi",
      playStoreUrl: "https://play.google.com/store/apps/details?id=in.lifelane.recoverlife",
    })
    expect(qr?.address).toBe("https://www.example.com/hi/recover#download")
    expect(await scan(qr!.size, qr!.path)).toBe(qr!.address)
  })

  it("keeps the quiet zone a reader needs: four light modules on every side", () => {
    const { size, path } = qrCode("https://www.example.com/recover#download")
    const starts = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, run]) => [Number(x), Number(y), Number(run)])
    expect(Math.min(...starts.map(([x]) => x))).toBe(4)
    expect(Math.min(...starts.map(([, y]) => y))).toBe(4)
    expect(Math.max(...starts.map(([x, , run]) => x + run))).toBe(size - 4)
  })

  it("is left out while neither store link is a fact", () => {
    expect(resolve({ slug: "recover", locale: "en" })).toBeNull()
    expect(
      resolve({ slug: "recover", locale: "en", appStoreUrl: "https://apps.apple.com/in/app/example-recoverlife" }),
    ).toBeNull()
  })
})
