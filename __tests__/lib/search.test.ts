import {
  excerptParts,
  initialSearch,
  inLanguage,
  isPageType,
  normalizeQuery,
  pageTypeOfComponent,
  resultPath,
  withSearchState,
} from "../../src/lib/search"

describe("normalizeQuery", () => {
  test("composes a nukta typed as its own character with its letter (NFC)", () => {
    // फ + ़ and the precomposed फ़ (U+095E) are one letter; NFC writes both as फ + ़
    expect(normalizeQuery("\u095Eाइल", "hi")).toBe(normalizeQuery("\u092B\u093Cाइल", "hi"))
  })

  test("removes zero-width joiners and non-joiners inside words", () => {
    expect(normalizeQuery("कि\u200Dसान ಕುಂದು\u200Cಕೊರತೆ", "hi")).toBe("किसान ಕುಂದುಕೊರತೆ")
  })

  test("collapses spaces and trims", () => {
    expect(normalizeQuery("  grievance \n  officer ", "en")).toBe("grievance officer")
  })

  test("keeps Hindi words whole (Pagefind stems Hindi itself)", () => {
    expect(normalizeQuery("शिकायत अधिकारी", "hi")).toBe("शिकायत अधिकारी")
  })

  test.each([
    ["ಆಸ್ಪತ್ರೆಗೆ", "ಆಸ್ಪತ್ರೆ"],
    ["ಅಧಿಕಾರಿಯನ್ನು", "ಅಧಿಕಾರಿ"],
    ["ಕುಂದುಕೊರತೆಗಳನ್ನು", "ಕುಂದುಕೊರತೆ"],
    ["ದೂರುಗಳು", "ದೂರು"],
    ["ಕುಂದುಕೊರತೆ", "ಕುಂದುಕೊರತೆ"],
  ])("cuts the Kannada ending of %s to %s", (word, stem) => {
    expect(normalizeQuery(word, "kn")).toBe(stem)
  })

  test("leaves a short Kannada word whole", () => {
    expect(normalizeQuery("ಮಗು", "kn")).toBe("ಮಗು")
  })

  test("does not cut Kannada endings in other languages' queries", () => {
    expect(normalizeQuery("ಆಸ್ಪತ್ರೆಗೆ", "en")).toBe("ಆಸ್ಪತ್ರೆಗೆ")
  })
})

describe("resultPath", () => {
  test.each([
    ["/hi/privacy", "/hi/privacy"],
    ["/hi/privacy.html", "/hi/privacy"],
    ["/hi/privacy/", "/hi/privacy"],
    ["/jobs/nurse/index.html", "/jobs/nurse"],
    ["/", "/"],
    ["/index.html", "/"],
    ["/privacy?pagefind-highlight=x#top", "/privacy"],
  ])("%s is %s", (url, path) => {
    expect(resultPath(url)).toBe(path)
  })
})

test("inLanguage keeps the results of the page's language only", () => {
  const results = [{ url: "/privacy" }, { url: "/hi/privacy.html" }, { url: "/kn/privacy" }, { url: "/jobs/nurse" }]
  expect(inLanguage(results, "en")).toEqual([{ url: "/privacy" }, { url: "/jobs/nurse" }])
  expect(inLanguage(results, "hi")).toEqual([{ url: "/hi/privacy.html" }])
  expect(inLanguage(results, "kn")).toEqual([{ url: "/kn/privacy" }])
})

describe("excerptParts", () => {
  test("splits Pagefind's excerpt into text and marked words", () => {
    expect(excerptParts("Contact our <mark>grievance</mark> <mark>officer</mark> today")).toEqual([
      { text: "Contact our ", marked: false },
      { text: "grievance", marked: true },
      { text: " ", marked: false },
      { text: "officer", marked: true },
      { text: " today", marked: false },
    ])
  })

  test("marks the word, not the punctuation Pagefind marks with it", () => {
    expect(
      excerptParts("the registered <mark>office],</mark> Bangalore. <mark>(अधिकारी)।</mark> <mark>ಕುಂದುಕೊರತೆ</mark>"),
    ).toEqual([
      { text: "the registered ", marked: false },
      { text: "office", marked: true },
      { text: "], Bangalore. (", marked: false },
      { text: "अधिकारी", marked: true },
      { text: ")। ", marked: false },
      { text: "ಕುಂದುಕೊರತೆ", marked: true },
    ])
  })

  test("decodes entities and drops any other tag, so no HTML from the index is rendered", () => {
    expect(excerptParts("a &lt;b&gt; &amp; <img src=x onerror=alert(1)><mark>c</mark>")).toEqual([
      { text: "a <b> & ", marked: false },
      { text: "c", marked: true },
    ])
  })
})

test("isPageType knows the filter's values", () => {
  expect(isPageType("legal")).toBe(true)
  expect(isPageType("recipe")).toBe(false)
})

test("a page's type comes from its component: a template's, \"page\" by default, null for the search page", () => {
  expect(pageTypeOfComponent("src/templates/blog-post.tsx")).toBe("blog")
  expect(pageTypeOfComponent("src/pages/cookies.tsx")).toBe("legal")
  expect(pageTypeOfComponent("src/pages/about.tsx")).toBe("page")
  expect(pageTypeOfComponent("src/pages/search.tsx")).toBeNull()
})

describe("initialSearch", () => {
  test("takes the words of a ?q= link and leaves the address without them", () => {
    expect(initialSearch("https://example.com/search?q=hiv%20test&x=1#top", null)).toEqual({
      query: "hiv test",
      href: "https://example.com/search?x=1#top",
    })
  })

  test("prefers the words kept in the entry's state (a reload, Back to the results)", () => {
    expect(initialSearch("https://example.com/kn/search", { key: "abc", searchQuery: "ಕುಂದುಕೊರತೆ" })).toEqual({
      query: "ಕುಂದುಕೊರತೆ",
      href: "https://example.com/kn/search",
    })
  })

  test("finds nothing to search for on a plain visit", () => {
    expect(initialSearch("https://example.com/search", { key: "abc" }).query).toBe("")
  })
})

describe("withSearchState", () => {
  test("keeps the router's keys beside the words, and drops the words for an empty search", () => {
    expect(withSearchState({ key: "abc" }, "grievance")).toEqual({ key: "abc", searchQuery: "grievance" })
    expect(withSearchState({ key: "abc", searchQuery: "grievance" }, "")).toEqual({ key: "abc" })
    expect(withSearchState(null, "x")).toEqual({ searchQuery: "x" })
  })
})
