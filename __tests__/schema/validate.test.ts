import { validateContent, type ContentNode } from "../../schema/validate"
import { loadMarkdown } from "../../schema/markdown"

const sdl = /* GraphQL */ `
  type StatPair {
    value: String!
    label: String!
  }
  type JobsJson implements Node @dontInfer {
    title: String!
    remote: Boolean!
    datePosted: Date! @dateformat
    note: String
    stats: [StatPair!]!
  }
`

const files: Record<string, { relativePath: string }> = { file1: { relativePath: "jobs.json" } }
const node = (fields: Record<string, unknown>): ContentNode => ({
  id: "n1",
  parent: "file1",
  internal: { type: "JobsJson" },
  ...fields,
})
const check = (fields: Record<string, unknown>) => validateContent(sdl, [node(fields)], (id) => files[id])
const valid = { title: "Engineer", remote: false, datePosted: "2025-04-15", stats: [{ value: "1", label: "x" }] }

describe("validateContent", () => {
  it("accepts a record that fills every required field", () => {
    expect(check(valid)).toEqual([])
  })

  it("allows optional fields to be left out", () => {
    expect(check({ ...valid, note: undefined })).toEqual([])
  })

  it("names the file, the record and the missing field", () => {
    const [problem, ...rest] = check({ ...valid, title: undefined })
    expect(rest).toEqual([])
    expect(problem).toContain("jobs.json")
    expect(problem).toContain("title is required but is missing")
  })

  it("names the list file an item of it came from", () => {
    const listFiles = { list1: { parent: "file2" }, file2: { relativePath: "faqs.json" } }
    const item: ContentNode = { id: "n2", parent: "list1", internal: { type: "JobsJson" }, ...valid, title: "" }
    expect(validateContent(sdl, [item], (id) => listFiles[id as keyof typeof listFiles])).toEqual([
      expect.stringMatching(/^faqs\.json \(JobsJson\): title is required but is empty$/),
    ])
  })

  it("treats blank text as missing", () => {
    expect(check({ ...valid, title: "   " })).toEqual([expect.stringContaining("title is required but is empty")])
  })

  it("reports mistyped scalars", () => {
    expect(check({ ...valid, remote: "no" })).toEqual([expect.stringContaining("remote must be true or false")])
    expect(check({ ...valid, datePosted: "15/04/2025" })).toEqual([
      expect.stringContaining('datePosted must be an ISO date such as "2025-04-15"'),
    ])
  })

  it("walks nested lists and names the element", () => {
    expect(check({ ...valid, stats: [{ value: "1", label: "x" }, { value: "2" }] })).toEqual([
      expect.stringContaining("stats[1].label is required but is missing"),
    ])
    expect(check({ ...valid, stats: "many" })).toEqual([expect.stringContaining("stats must be a list")])
  })

  it("reads a linked record's key as text and still requires it", () => {
    const linkSdl = /* GraphQL */ `
      type ProductsJson implements Node @dontInfer {
        slug: String!
      }
      type Use {
        product: ProductsJson! @link(by: "slug")
      }
      type TechnologiesJson implements Node @dontInfer {
        uses: [Use!]!
      }
    `
    const product: ContentNode = { id: "p", internal: { type: "ProductsJson" }, slug: "recover" }
    const tech = (uses: unknown): ContentNode => ({ id: "t", internal: { type: "TechnologiesJson" }, uses })
    const check = (uses: unknown) => validateContent(linkSdl, [product, tech(uses)], () => undefined)
    expect(check([{ product: "recover" }])).toEqual([])
    expect(check([{}])).toEqual([expect.stringContaining("uses[0].product is required but is missing")])
    expect(check([{ product: 7 }])).toEqual([expect.stringContaining("uses[0].product must be text")])
    expect(check([{ product: "recovery" }])).toEqual([
      expect.stringContaining('uses[0].product names "recovery", but no ProductsJson record has that slug'),
    ])
  })

  it("finds a linked record in the language of the record that names it, naming file, field and language", () => {
    const figureSdl = /* GraphQL */ `
      type FigureJson implements Node @dontInfer {
        jsonId: String! @shared
      }
      type StatPair {
        figure: FigureJson! @link(by: "jsonId")
      }
      type HomePageJson implements Node @dontInfer {
        stats: [StatPair!]!
      }
    `
    const figure = (locale: string): ContentNode => ({
      id: `f-${locale}`,
      internal: { type: "FigureJson" },
      jsonId: "uptime",
      locale,
    })
    const page: ContentNode = {
      id: "p",
      parent: "home",
      internal: { type: "HomePageJson" },
      locale: "hi",
      stats: [{ figure: "uptime" }],
    }
    const pageFiles = { home: { relativePath: "home-page/home-page.hi.json" } }
    const check = (figures: ContentNode[]) =>
      validateContent(figureSdl, [...figures, page], (id) => pageFiles[id as keyof typeof pageFiles])
    expect(check([figure("en"), figure("hi")])).toEqual([])
    expect(check([figure("en")])).toEqual([
      'home-page/home-page.hi.json (HomePageJson, hi): stats[0].figure names "uptime", but no FigureJson record in hi has that jsonId',
    ])
  })

  it("takes only the site's icons in an icon field, a type's own list before the default", () => {
    const iconSdl = /* GraphQL */ `
      type Card {
        icon: String!
      }
      type FeaturesJson implements Node @dontInfer {
        icon: String!
        cards: [Card!]!
      }
      type SocialLinksJson implements Node @dontInfer {
        icon: String!
      }
    `
    const icons = { default: ["heart", "brain"], SocialLinksJson: ["linkedin", "heart"] }
    const record = (type: string, fields: Record<string, unknown>): ContentNode => ({
      id: type,
      internal: { type },
      ...fields,
    })
    const check = (...nodes: ContentNode[]) => validateContent(iconSdl, nodes, () => undefined, icons)
    expect(check(record("FeaturesJson", { icon: "heart", cards: [{ icon: "brain" }] }))).toEqual([])
    expect(check(record("SocialLinksJson", { icon: "linkedin" }))).toEqual([])
    expect(check(record("FeaturesJson", { icon: "linkedin", cards: [{ icon: "hart" }] }))).toEqual([
      'FeaturesJson (FeaturesJson): icon is "linkedin", which is not an icon of the site (src/lib/icon-names.ts)',
      'FeaturesJson (FeaturesJson): cards[0].icon is "hart", which is not an icon of the site (src/lib/icon-names.ts)',
    ])
    expect(check(record("FeaturesJson", { icon: "", cards: [] }))).toEqual([
      expect.stringContaining("icon is required but is empty"),
    ])
  })

  it("ignores node types the schema does not declare", () => {
    expect(validateContent(sdl, [{ id: "f", internal: { type: "File" } }], () => undefined)).toEqual([])
  })
})

describe("validateContent on Markdown", () => {
  const markdownSdl = /* GraphQL */ `
    type BlogPostsJson implements Node @dontInfer {
      body: String! @markdown
    }
  `
  const post = (body: string): ContentNode => ({ id: "p1", parent: "file1", internal: { type: "BlogPostsJson" }, body })
  const checkBody = async (body: string) =>
    validateContent(markdownSdl, [post(body)], (id) => files[id], undefined, await loadMarkdown())

  it("accepts Markdown without HTML", async () => {
    expect(await checkBody("## Heading\n\nA *paragraph* with [a link](https://example.org).")).toEqual([])
  })

  it("refuses a script, naming file and field", async () => {
    expect(await checkBody("Hello\n\n<script>alert(1)</script>")).toEqual([
      expect.stringMatching(/^jobs\.json \(BlogPostsJson\): body contains HTML.*<script>/),
    ])
  })

  it("refuses an element with an event handler inside a paragraph", async () => {
    expect(await checkBody("A picture <img src=x onerror=alert(1)> here")).toEqual([
      expect.stringContaining("body contains HTML"),
    ])
  })

  it("refuses a link to another site over plain http, or carrying tracking parameters", async () => {
    expect(
      await checkBody(
        "See [the fact sheet](http://www.who.int/x), [the page](https://www.nhs.uk/y?utm_source=site&a=1) and [this](https://example.org/z#part).",
      ),
    ).toEqual([
      expect.stringMatching(/body links to another site over plain http: http:\/\/www\.who\.int\/x/),
      expect.stringMatching(/body links with tracking parameters \(utm_source\): https:\/\/www\.nhs\.uk\/y/),
    ])
  })

  it("refuses a # heading, which would be a second h1 after the page's title", async () => {
    expect(await checkBody("# Our policy\n\nText.\n\n## Scope")).toEqual([
      expect.stringMatching(/body has a # heading \("Our policy"\): start sections at ##/),
    ])
  })
})

describe("a text that names a control by reference", () => {
  const labelSdl = /* GraphQL */ `
    type Banner {
      acceptLabel: String!
      declineLabel: String!
    }
    type CookiePolicyPageJson implements Node @dontInfer {
      settingsLabel: String!
      banner: Banner!
    }
    type Group {
      text: String! @labels
    }
    type LegalPagesJson implements Node @dontInfer {
      body: String @markdown
      lead: String
      groups: [Group!]!
    }
  `
  const sources: Record<string, { relativePath: string }> = {
    c: { relativePath: "cookie-policy-page/cookie-policy-page.kn.json" },
    l: { relativePath: "legal-pages/privacy.kn.json" },
  }
  const cookies: ContentNode = {
    id: "c1",
    parent: "c",
    internal: { type: "CookiePolicyPageJson" },
    locale: "kn",
    settingsLabel: "ಕುಕೀ ಸೆಟ್ಟಿಂಗ್‌ಗಳು",
    banner: { acceptLabel: "ಒಪ್ಪುತ್ತೇನೆ", declineLabel: "ನಿರಾಕರಿಸುತ್ತೇನೆ" },
  }
  const legal = (fields: Record<string, unknown>): ContentNode => ({
    id: "l1",
    parent: "l",
    internal: { type: "LegalPagesJson" },
    locale: "kn",
    groups: [],
    ...fields,
  })
  const checkLegal = (fields: Record<string, unknown>) =>
    validateContent(labelSdl, [cookies, legal(fields)], (id) => sources[id])

  it("accepts references to controls with words in the text's language, in Markdown and @labels text", () => {
    expect(checkLegal({ body: "‘{label:accept}’ ಆಯ್ಕೆ ಮಾಡಿ", groups: [{ text: "{label:decline}" }] })).toEqual([])
  })

  it("names the file, language and field of a reference to no control", () => {
    expect(checkLegal({ body: "‘{label:acept}’" })).toEqual([
      "legal-pages/privacy.kn.json (LegalPagesJson, kn): body: {label:acept} names no control; known: {label:accept}, {label:cookieSettings}, {label:decline}",
    ])
  })

  it("refuses a reference the build would show as written, and one to words the language lacks", () => {
    expect(checkLegal({ lead: "{label:accept}", groups: [{ text: "{label:accept:en}" }] })).toEqual([
      "legal-pages/privacy.kn.json (LegalPagesJson, kn): lead names a control by reference ({label:accept}), which only a @markdown or @labels field fills: it would show as written",
      "legal-pages/privacy.kn.json (LegalPagesJson, kn): groups[0].text: {label:accept:en}: the control has no words in en",
    ])
  })
})

describe("a text that names figures", () => {
  const figureSdl = /* GraphQL */ `
    type FigureJson implements Node @dontInfer {
      jsonId: String!
      value: String!
    }
    type FaqsJson implements Node @dontInfer {
      title: String!
      body: String! @markdown @figures
    }
  `
  const sources: Record<string, { relativePath: string }> = {
    f: { relativePath: "figures/figures.hi.json" },
    q: { relativePath: "home-page/home-page.hi.json" },
  }
  const figure = (jsonId: string, value: string, locale = "hi"): ContentNode => ({
    id: `${jsonId}-${locale}`,
    parent: "f",
    internal: { type: "FigureJson" },
    locale,
    jsonId,
    value,
  })
  const figures = [figure("partners", "50+"), figure("monitoring", "24/7"), figure("uptime", "99.9%", "en")]
  const checkFaq = (fields: Record<string, unknown>) =>
    validateContent(
      figureSdl,
      [...figures, { id: "q1", parent: "q", internal: { type: "FaqsJson" }, locale: "hi", title: "प्रश्न", ...fields }],
      (id) => sources[id],
    )

  it("accepts figures named by reference in a @figures field", () => {
    expect(checkFaq({ body: "हम {figure:partners} साझेदारों के साथ, {figure:monitoring}" })).toEqual([])
  })

  it("names file, language and field of a reference to a figure the language does not have", () => {
    expect(checkFaq({ body: "{figure:uptime}" })).toEqual([
      'home-page/home-page.hi.json (FaqsJson record "प्रश्न", hi): body {figure:uptime} names no figure of data/figures/ in this language; known: monitoring, partners',
    ])
  })

  it("refuses a figure in a heading or a link's words, where its mark cannot stand", async () => {
    const problems = validateContent(
      figureSdl,
      [
        ...figures,
        {
          id: "q1",
          parent: "q",
          internal: { type: "FaqsJson" },
          locale: "hi",
          title: "प्रश्न",
          body: "## {figure:partners} साझेदार\n\n[{figure:monitoring} निगरानी](/help) और {figure:partners}",
        },
      ],
      (id) => sources[id],
      undefined,
      await loadMarkdown(),
    )
    expect(problems).toEqual([
      expect.stringContaining('body names a figure in a heading or a link ("{figure:partners} साझेदार")'),
      expect.stringContaining('body names a figure in a heading or a link ("{figure:monitoring} निगरानी")'),
    ])
  })

  it("refuses a figure written out in a @figures field, and a reference in a field that would show it as written", () => {
    expect(checkFaq({ title: "{figure:partners}?", body: "निगरानी 24/7 चलती है" })).toEqual([
      'home-page/home-page.hi.json (FaqsJson record "{figure:partners}?", hi): title names a figure by reference ({figure:partners}), which only a @figures field shows with its source: it would show as written',
      'home-page/home-page.hi.json (FaqsJson record "{figure:partners}?", hi): body shows "24/7" without its source: write {figure:monitoring}',
    ])
  })
})
