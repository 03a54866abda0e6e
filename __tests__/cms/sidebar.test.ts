import { openOneEntryFromSidebar } from "../../cms/sidebar"

/** Decap's sidebar link to a collection, and a link to one of its entries. */
function links() {
  document.body.innerHTML = `
    <nav><a href="#/collections/home-page">Home</a><a href="#/collections/jobs">Job openings</a></nav>
    <main><a href="#/collections/home-page/entries/home-page">Home</a></main>`
  return {
    home: document.querySelector<HTMLAnchorElement>('nav a[href$="home-page"]')!,
    jobs: document.querySelector<HTMLAnchorElement>('nav a[href$="jobs"]')!,
    entry: document.querySelector<HTMLAnchorElement>("main a")!,
  }
}

openOneEntryFromSidebar(["home-page"])

beforeEach(() => {
  window.location.hash = ""
})

it("opens a page's one entry from the sidebar, in one click", () => {
  links().home.click()
  expect(window.location.hash).toBe("#/collections/home-page/entries/home-page")
})

/** Clicks a link; whether the click was left to the browser and Decap (not cancelled). */
const click = (link: HTMLAnchorElement, init: MouseEventInit = {}) =>
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }))

it("leaves a collection of records, an entry's own link and a modified click to Decap", () => {
  const { jobs, entry, home } = links()
  expect(click(jobs)).toBe(true)
  expect(click(entry)).toBe(true)
  expect(click(home, { ctrlKey: true })).toBe(true)
  expect(window.location.hash).toBe("")
  expect(click(home)).toBe(false)
})
