import { test, expect, visit } from "./fixtures"
import {
  headingGaps,
  illustrationProblems,
  landmarkProblems,
  languageSwitchProblems,
  nameProblems,
  screenReaderWalk,
} from "./screen-reader"

// every-page.spec.ts walks the first page of each component in each language with the virtual screen reader
// (screen-reader.ts); here each of the walk's assertions is shown to catch the fault it is for, planted into a
// page that passes: /recover has a drawn app screen, headings to three levels and the language switch.

test("the screen-reader walk catches an unnamed or doubled landmark, a skipped heading level, a drawing read as fragments, vague or doubled link names and a language link in the page's language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await visit(page, "/recover")
  const clean = await screenReaderWalk(page)
  for (const check of [landmarkProblems, headingGaps, illustrationProblems, nameProblems, languageSwitchProblems])
    expect.soft(check(clean), `${check.name} on /recover as built`).toEqual([])

  await page.evaluate(() => {
    const shown = (selector: string) => [...document.querySelectorAll(selector)].filter((nav) => nav.checkVisibility())
    const [first, second] = shown("header nav[aria-label]")
    first.removeAttribute("aria-label")
    const [footerNav] = shown("footer nav")
    footerNav.removeAttribute("aria-labelledby")
    footerNav.setAttribute("aria-label", second.getAttribute("aria-label")!)
    const main = document.querySelector("main")!
    main.insertAdjacentHTML(
      "beforeend",
      '<section><h2>Planted section</h2><h4>Planted detail</h4><p><a href="/about">Read more</a> ' +
        '<a href="/about">Planted</a> <a href="/jobs">Planted</a> <button type="button">Planted button</button> ' +
        '<button type="button">Planted button</button></p></section>',
    )
    const drawing = document.querySelector("[data-app-screen]")!
    for (const hidden of drawing.closest("figure")!.querySelectorAll("[aria-hidden]"))
      hidden.removeAttribute("aria-hidden")
    document.querySelector("header a[hreflang='kn'], header a[hreflang='hi']")!.removeAttribute("lang")
  })
  const planted = await screenReaderWalk(page)

  const navigation = landmarkProblems(planted)
  expect
    .soft(
      navigation.some((line) => /^1 of \d+ navigation landmarks have no name$/.test(line)),
      navigation.join("\n"),
    )
    .toBe(true)
  expect
    .soft(
      navigation.some((line) => /^two navigation landmarks are both named "/.test(line)),
      navigation.join("\n"),
    )
    .toBe(true)
  expect.soft(headingGaps(planted)).toEqual(['h2 "Planted section" is followed by h4 "Planted detail"'])
  const drawings = illustrationProblems(planted)
  expect
    .soft(
      drawings.some((line) => / is read as \d+ fragments$/.test(line)),
      drawings.join("\n"),
    )
    .toBe(true)
  expect
    .soft(
      drawings.some((line) => / is said again after its image$/.test(line)),
      drawings.join("\n"),
    )
    .toBe(true)
  expect
    .soft(nameProblems(planted))
    .toEqual(
      expect.arrayContaining([
        'a link is named only "Read more" (/about)',
        'links named "Planted" go to different places: /about, /jobs',
        '2 buttons are named "Planted button"',
      ]),
    )
  expect
    .soft(
      languageSwitchProblems(planted).some((line) =>
        /^the link "(ಕನ್ನಡ|हिन्दी)" is in "en", not in "(kn|hi)"$/.test(line),
      ),
    )
    .toBe(true)

  // Without its role, a drawing is no longer one image at all.
  await page.evaluate(() => document.querySelector("[data-app-screen]")!.removeAttribute("role"))
  const withoutRole = illustrationProblems(await screenReaderWalk(page))
  expect(
    withoutRole.some((line) => / not as an image named by its caption$/.test(line)),
    withoutRole.join("\n"),
  ).toBe(true)
})
