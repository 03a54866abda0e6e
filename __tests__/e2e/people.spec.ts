import type { Locator } from "@playwright/test"
import { test, expect, visit } from "./fixtures"
import { loadCollection, loadObject } from "../helpers/content"

// The fixture content holds clearly fictional people, partners and stories (data/ holds none): these tests
// see them shown where the pages show them, each person's photo made by the build, in every language.

interface AboutCopy {
  people: { title: string; teamTitle: string; advisorsTitle: string }
  proof: { title: string; partnersTitle: string; storiesTitle: string }
}
interface Person {
  name: string
  credential: string
  credentialUrl: string
}

/** The image the build made, loaded: AVIF or WebP, chosen by the browser from the sources at its width. */
async function expectLoadedImage(card: Locator) {
  const image = card.locator("picture img")
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true)
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.(avif|webp)$/)
}

for (const locale of ["en", "hi", "kn"] as const) {
  const prefix = locale === "en" ? "" : `/${locale}`
  const copy = loadObject<AboutCopy>("about-page.json", locale)

  test(`${prefix}/about shows the team, the clinical advisors, the partners and customers' stories`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/about`)
    const people = page.getByRole("region", { name: copy.people.title })
    for (const [title, name] of [
      [copy.people.teamTitle, "team-members"],
      [copy.people.advisorsTitle, "advisors"],
    ]) {
      const list = people.getByRole("list", { name: title })
      for (const person of loadCollection<Person>(name, locale)) {
        const card = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: person.name }) })
        await expect(card.getByRole("link", { name: person.credential })).toHaveAttribute("href", person.credentialUrl)
        await expectLoadedImage(card)
      }
    }
    const proof = page.getByRole("region", { name: copy.proof.title })
    for (const story of loadCollection<{ organisation: string; quote: string }>("customer-stories", locale)) {
      const card = proof
        .getByRole("list", { name: copy.proof.storiesTitle })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: story.organisation }) })
      await expect(card).toContainText(story.quote)
      await expectLoadedImage(card)
    }
    await expect(proof.getByRole("list", { name: copy.proof.partnersTitle }).getByRole("listitem")).toHaveCount(
      loadCollection("partners", locale).length,
    )
  })

  test(`${prefix}/connect shows the clinical advisors, partners and stories; ${prefix}/recover none`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/connect`)
    await expect(page.getByRole("region", { name: copy.people.title })).toBeVisible()
    const proof = page.getByRole("region", { name: copy.proof.title })
    for (const partner of loadCollection<{ name: string }>("partners", locale))
      await expect(proof.getByRole("heading", { name: partner.name })).toBeVisible()
    await visit(page, `${prefix}/recover`)
    await expect(page.getByRole("heading", { name: copy.proof.title })).toHaveCount(0)
    await expect(page.getByRole("heading", { name: copy.people.title })).toHaveCount(0)
  })
}

test("Home shows the clinical advisors among its reasons to choose, partners and stories among its impact", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await visit(page, "/")
  const home = loadObject<{ whyChoose: { title: string }; impact: { title: string } }>("home-page.json")
  const why = page.getByRole("region", { name: home.whyChoose.title })
  for (const advisor of loadCollection<Person>("advisors")) {
    const card = why.getByRole("listitem").filter({ has: page.getByRole("heading", { name: advisor.name }) })
    await expect(card.getByRole("link", { name: advisor.credential })).toHaveAttribute("href", advisor.credentialUrl)
    await expectLoadedImage(card)
  }
  const impact = page.getByRole("region", { name: home.impact.title })
  for (const story of loadCollection<{ organisation: string }>("customer-stories"))
    await expect(impact.getByRole("heading", { name: story.organisation })).toBeVisible()
})
