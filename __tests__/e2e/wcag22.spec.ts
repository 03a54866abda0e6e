import { test, expect, visit } from "./fixtures"
import { axeViolations } from "./a11y-engines"
import { keyboardWalk } from "./keyboard-walk"
import { forcedColoursProblems, textSpacingProblems } from "./wcag22-checks"

// every-page.spec.ts runs the WCAG 2.2 checks no engine makes on every page (wcag22-checks.ts, keyboard-walk.ts,
// axe's target-size); here each is shown to catch the fault it is for, planted into a page that passes.

test.describe.configure({ timeout: 60_000 })

test.describe("the WCAG 2.2 checks catch a regression", () => {
  test("text spacing (1.4.12): a card of fixed height that cuts off its text, a box its text runs out of", async ({
    page,
  }) => {
    await visit(page, "/about")
    expect(await textSpacingProblems(page)).toEqual([])
    await page.locator("main").evaluate((main) => {
      const words = "A sentence long enough to need a second line once the letters are spaced wider. ".repeat(3)
      main.insertAdjacentHTML(
        "beforeend",
        `<div class="planted-clip" style="overflow:hidden;height:4.5em;width:20rem"><p>${words}</p></div>` +
          `<div class="planted-spill" style="height:4.5em;width:20rem">${words}</div>`,
      )
    })
    const found = await textSpacingProblems(page)
    expect(
      found.some((line) => /^<div\.planted-clip> in #\S+ cuts off text/.test(line)),
      found.join("\n"),
    ).toBe(true)
    expect(
      found.some((line) => line.startsWith("text runs out of <div.planted-spill>")),
      found.join("\n"),
    ).toBe(true)
    // the spacing is taken off again: the page is as it was
    expect(await page.locator("style").filter({ hasText: "word-spacing: 0.16em" }).count()).toBe(0)
  })

  test("target size (2.5.8): axe's target-size rule runs and reports a 16 px button crowded by another", async ({
    page,
  }) => {
    await visit(page, "/about")
    await page.locator("main").evaluate((main) => {
      main.insertAdjacentHTML(
        "beforeend",
        '<div><button style="all:unset;display:inline-block;width:16px;height:16px" aria-label="Small one">' +
          '</button><button style="all:unset;display:inline-block;width:16px;height:16px" aria-label="Small two">' +
          "</button></div>",
      )
    })
    const found = await axeViolations(page)
    expect(
      found.some((line) => line.startsWith("target-size")),
      found.join("\n"),
    ).toBe(true)
  })

  test("focus not obscured (2.4.11): the keyboard walk reports a control partly under a fixed strip", async ({
    page,
  }) => {
    await visit(page, "/about")
    await page.locator("main").evaluate((main) => {
      // A control at the top of main, and a strip fixed to the top of the window (under the header) reaching
      // down to its middle: the control is in view, so Tab does not scroll, and it stays half under the strip
      // (half seen: the older "on screen" check passed it).
      window.scrollTo(0, 0)
      main.insertAdjacentHTML("afterbegin", '<button class="planted-button" style="height:40px">Half hidden</button>')
      const { top } = main.querySelector(".planted-button")!.getBoundingClientRect()
      const strip = document.createElement("div")
      strip.className = "planted-strip"
      strip.style.cssText = `position:fixed;inset:0 0 auto;height:${top + 20}px;background:#fff;z-index:40`
      document.body.append(strip)
    })
    const walk = await keyboardWalk(page)
    expect(walk.problems).toContain('<button> "Half hidden" has focus under the fixed <div.planted-strip>')
  })

  test("forced colours: a focus ring drawn as a shadow, a field or a submit button without a border", async ({
    page,
  }) => {
    await visit(page, "/about")
    expect(await forcedColoursProblems(page)).toEqual([])
    await page.locator("main").evaluate((main) => {
      main.insertAdjacentHTML(
        "beforeend",
        '<a href="#top" class="planted-ring" style="outline:none">Ring as a shadow</a>' +
          '<label>Planted field <input style="border:none;background:#eee"></label>' +
          '<form><button type="submit" style="border:none;background:#06c;color:#fff">Planted send</button></form>',
      )
    })
    await page.addStyleTag({ content: ".planted-ring:focus-visible { box-shadow: 0 0 0 3px #06c }" })
    const found = await forcedColoursProblems(page)
    await page.emulateMedia({ forcedColors: "none" })
    expect(found).toEqual(
      expect.arrayContaining([
        '<a> "Ring as a shadow" shows no focus outline in forced colours',
        '<input> "" has no border in forced colours',
        '<button> "Planted send" has no border in forced colours',
      ]),
    )
  })
})
