/**
 * @jest-environment node
 *
 * Fails when Devanagari or Kannada is drawn unshaped: the title region of a card, drawn from a string
 * full of conjuncts and vowel signs, is compared with a reference drawn once by the same renderer
 * (__references__/, made by `UPDATE_REFERENCES=1 npx jest plugins/share-cards/__tests__/shaping.test.ts`,
 * and looked at: see the README). Without shaping, क्ष would be क + ् + ष side by side and ि would stand
 * after its consonant: thousands of pixels move, far beyond the tolerance for anti-aliasing.
 */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { cardLayout, type CardSpec } from "../card-layout"
import { renderText, selectProjectFonts } from "../render"

const PROJECT = path.resolve(__dirname, "../../..")
const REFERENCES = path.join(__dirname, "__references__")
const SAMPLES: Array<[string, CardSpec]> = [
  ["hi", { locale: "hi", title: "क्षेत्र में स्वास्थ्य की श्रृंखला: द्वितीय चिकित्सक", kind: "", brand: "", host: "" }],
  ["kn", { locale: "kn", title: "ಕ್ಷೇತ್ರದಲ್ಲಿ ಆಸ್ಪತ್ರೆ ಮತ್ತು ಉದ್ಯೋಗಾವಕಾಶ: ಸ್ತ್ರೀ ವೈದ್ಯರು", kind: "", brand: "", host: "" }],
]

beforeAll(() => selectProjectFonts(PROJECT, fs.mkdtempSync(path.join(os.tmpdir(), "share-cards-fonts-"))))

for (const [name, spec] of SAMPLES)
  test(`the ${name} title is shaped as in its reference`, async () => {
    const png = await renderText(cardLayout(spec).title)
    const reference = path.join(REFERENCES, `title-${name}.png`)
    if (process.env.UPDATE_REFERENCES) fs.writeFileSync(reference, png)
    const [drawn, expected] = await Promise.all(
      [png, fs.readFileSync(reference)].map((image) =>
        sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
      ),
    )
    expect([drawn.info.width, drawn.info.height]).toEqual([expected.info.width, expected.info.height])
    // pixels whose coverage differs by more than a quarter: anti-aliasing of another FreeType moves a few
    let differing = 0
    for (let i = 3; i < drawn.data.length; i += 4) if (Math.abs(drawn.data[i] - expected.data[i]) > 64) differing++
    expect(differing / (drawn.info.width * drawn.info.height)).toBeLessThan(0.005)
  })
