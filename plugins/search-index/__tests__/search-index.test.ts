import { isSearchable } from "../search-index"

const page = ({ main = '<main id="main-content" data-pagefind-body="">', head = "" } = {}) =>
  `<!DOCTYPE html><html lang="hi"><head>${head}</head><body><header>…</header>${main}<h1>गोपनीयता</h1></main></body></html>`
const canonical = (href: string) => `<link data-react-helmet="true" rel="canonical" href="${href}"/>`

test("a page that marks its main content and is its own canonical page is searchable", () => {
  expect(isSearchable("/hi/privacy", page({ head: canonical("https://www.example.com/hi/privacy") }))).toBe(true)
  expect(isSearchable("/", page({ head: canonical("https://www.example.com/") }))).toBe(true)
})

test("a page without data-pagefind-body on <main> (the search page) is left out", () => {
  expect(
    isSearchable("/hi/search", page({ main: "<main>", head: canonical("https://www.example.com/hi/search") })),
  ).toBe(false)
})

test("a page search engines may not index (a 404 page) is left out", () => {
  const head = `<meta data-react-helmet="true" name="robots" content="noindex"/>${canonical("https://www.example.com/404")}`
  expect(isSearchable("/404", page({ head }))).toBe(false)
})

test("a duplicate whose canonical page is another (/home) is left out", () => {
  expect(isSearchable("/home", page({ head: canonical("https://www.example.com/") }))).toBe(false)
})

test("a page without a canonical link is left out", () => {
  expect(isSearchable("/about", page())).toBe(false)
})
