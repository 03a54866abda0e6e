/**
 * @jest-environment node
 */
import { iconSprite } from "../../site-files/icon-sprite"
import { BRAND_ICON_NAMES, ICON_NAMES } from "../../src/lib/icon-names"

describe("the icon sprite", () => {
  const sprite = iconSprite(ICON_NAMES)

  it("holds one drawn symbol per icon name and per social network's mark, by that name", () => {
    const ids = [...sprite.svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)]
    expect(ids.map(([, id]) => id)).toEqual([...ICON_NAMES, ...BRAND_ICON_NAMES.map((name) => `brand-${name}`)])
    for (const [, id, body] of ids)
      expect({ id, drawn: /<(path|circle|rect|line|polyline)\b/.test(body) }).toEqual({ id, drawn: true })
  })

  it("is named after its content, under /static/ (cached for good)", () => {
    expect(sprite.url).toMatch(/^\/static\/icons-[0-9a-f]{12}\.svg$/)
    expect(iconSprite(ICON_NAMES.slice(0, 3)).url).not.toBe(sprite.url)
  })

  it("refuses a name lucide does not have, naming it", () => {
    expect(() => iconSprite(["no-such-icon"])).toThrow('lucide-react has no icon "no-such-icon"')
  })
})
