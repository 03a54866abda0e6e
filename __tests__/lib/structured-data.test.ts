import {
  blogPosting,
  faqPage,
  jobPosting,
  newsArticle,
  organization,
  pageStructuredData,
  reviewedPage,
  serializeJsonLd,
  website,
  type BlogPostRecord,
  type JobRecord,
  type NewsRecord,
  type SiteFacts,
} from "../../src/lib/structured-data"
import { robotsTxt } from "../../plugins/hosting-adapter/crawlers"
import { sitemapEntry, sitemapExcludes } from "../../site-files/sitemap"
import { loadCollection, loadObject, SITE_URL } from "../helpers/content"
import { withMarkdown } from "../helpers/markdown"
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageFilter, defaultFilterPages } = require("gatsby-plugin-sitemap/internals") as {
  pageFilter: (args: { allPages: Array<{ path: string }>; filterPages: unknown; excludes: string[] }) => {
    filteredPages: Array<{ path: string }>
  }
  defaultFilterPages: unknown
}

const site: SiteFacts = { ...loadObject<Omit<SiteFacts, "siteUrl">>("site.json"), siteUrl: SITE_URL }
const jobs = loadCollection<JobRecord>("jobs")
const news = loadCollection<NewsRecord>("news")
let faqs: Array<{ title: string; body: { html: string } }> = []
beforeAll(() => {
  faqs = withMarkdown(loadCollection<{ title: string; body: string }>("faqs"), "body")
})
const posts = loadCollection<BlogPostRecord>("blog-posts")

/** Google Search Central's required properties per rich-result type (plus what the spec asks of ours). */
const REQUIRED = {
  Organization: ["name", "url", "logo", "legalName", "email", "telephone", "address", "sameAs"],
  WebSite: ["name", "url"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  JobPosting: [
    "title",
    "description",
    "datePosted",
    "validThrough",
    "employmentType",
    "hiringOrganization",
    "jobLocation",
  ],
  NewsArticle: ["headline", "datePublished", "author", "publisher", "image"],
  BlogPosting: ["headline", "datePublished", "author", "publisher", "image"],
  PostalAddress: ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
} as const

function expectRequired(item: Record<string, unknown>, type: keyof typeof REQUIRED) {
  expect(item["@type"]).toBe(type)
  for (const property of REQUIRED[type]) {
    const value = item[property]
    expect([
      property,
      value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0),
    ]).toEqual([property, false])
  }
}

describe("Organization and WebSite", () => {
  it("names the privacy contact (the Grievance Officer, DPDP Rules 2025 rule 9) where a page gives it", () => {
    const officer = { title: "Grievance Officer", email: "grievance@example.com", phone: "+91 80 0000 0000" }
    expect(organization(site, [], officer).contactPoint).toEqual([
      {
        "@type": "ContactPoint",
        contactType: "privacy",
        name: "Grievance Officer",
        email: "grievance@example.com",
        telephone: "+91 80 0000 0000",
      },
    ])
    expect(organization(site).contactPoint).toBeUndefined()
  })

  const linkedIn = site.professionalNetworkUrl!
  const org = organization(site, ["https://x.com/lifelane", linkedIn])

  it("describes the company with every required property, addressed in Bangalore", () => {
    expect(org["@context"]).toBe("https://schema.org")
    expectRequired(org, "Organization")
    expectRequired(org.address as Record<string, unknown>, "PostalAddress")
    expect(org.address).toMatchObject({
      addressLocality: "Bangalore",
      addressRegion: "Karnataka",
      addressCountry: "IN",
    })
    expect(org).toMatchObject({
      name: "Lifelane Health",
      legalName: "Lifelane Health Private Limited",
      url: `${SITE_URL}/`,
    })
  })

  it("lists each social profile once in sameAs", () => {
    expect(org.sameAs).toEqual([linkedIn, "https://x.com/lifelane"])
  })

  it("names the site and its publisher", () => {
    const site_ = website(site)
    expectRequired(site_, "WebSite")
    expect(site_.publisher).toEqual({ "@id": org["@id"] })
  })
})

describe("FAQPage", () => {
  it("has one answered question per FAQ record, in order", () => {
    const data = faqPage(faqs)
    expectRequired(data, "FAQPage")
    const questions = data.mainEntity as Array<Record<string, unknown>>
    expect(questions.map((q) => q.name)).toEqual(faqs.map((f) => f.title))
    for (const question of questions) {
      expectRequired(question, "Question")
      expectRequired(question.acceptedAnswer as Record<string, unknown>, "Answer")
    }
  })
})

describe("JobPosting", () => {
  it("takes its employment type from the label editors write, and refuses one schema.org lacks", () => {
    expect(jobPosting(jobs[0], site, "Part-time")).toMatchObject({ employmentType: "PART_TIME" })
    expect(() => jobPosting(jobs[0], site, "Sometimes")).toThrow(/careers-page\.json.*"Sometimes"/)
  })

  it("carries every required property for each opening", () => {
    for (const job of jobs) {
      const data = jobPosting(job, site, "Full-time")
      expectRequired(data, "JobPosting")
      expect(data).toMatchObject({
        title: job.title,
        description: job.description,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
        employmentType: "FULL_TIME",
        url: `${SITE_URL}/jobs/${job.slug}`,
        hiringOrganization: {
          "@type": "Organization",
          name: "Lifelane Health",
          logo: { "@type": "ImageObject", url: `${SITE_URL}/icons/icon-512x512.png` },
        },
      })
      const place = data.jobLocation as { "@type": string; address: Record<string, unknown> }
      expect(place["@type"]).toBe("Place")
      expectRequired(place.address, "PostalAddress")
      expect(place.address).toMatchObject({
        addressLocality: "Bangalore",
        addressRegion: "Karnataka",
        addressCountry: "IN",
      })
    }
  })

  it("marks the remote-friendly role as telecommute for applicants in India, and only that one", () => {
    const remote = jobs.filter((job) => job.remote)
    expect(remote.map((job) => job.slug)).toEqual(["ai-ml-research-engineer"])
    expect(jobPosting(remote[0], site, "Full-time")).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    })
    for (const job of jobs.filter((j) => !j.remote)) {
      expect(jobPosting(job, site, "Full-time")).not.toHaveProperty("jobLocationType")
      expect(jobPosting(job, site, "Full-time")).not.toHaveProperty("applicantLocationRequirements")
    }
  })
})

describe("NewsArticle", () => {
  it("carries the recommended properties for each news item", () => {
    for (const item of news) {
      const data = newsArticle(item, site)
      expectRequired(data, "NewsArticle")
      expect(data).toMatchObject({ headline: item.title, datePublished: item.date, description: item.summary })
      expect((data.headline as string).length).toBeLessThanOrEqual(110)
    }
  })

  it("credits coverage to its outlet and a press release to the company", () => {
    const [release, coverage] = news
    expect(newsArticle(release, site).author).toMatchObject({ "@type": "Organization", name: "Lifelane Health" })
    expect(newsArticle(coverage, site).author).toEqual({ "@type": "Organization", name: "Startup database" })
  })
})

describe("publisher logo", () => {
  it("is an ImageObject with a url, as Google's article rich results read publisher.logo.url", () => {
    for (const data of [newsArticle(news[0], site), blogPosting({ ...posts[0], imageUrl: null }, site)]) {
      expect((data.publisher as { logo: unknown }).logo).toEqual({
        "@type": "ImageObject",
        url: `${SITE_URL}/icons/icon-512x512.png`,
        width: 512,
        height: 512,
      })
    }
  })
})

describe("BlogPosting", () => {
  it("carries the required properties for each post, on the post's own URL", () => {
    for (const post of posts) {
      const data = blogPosting({ ...post, imageUrl: null }, site)
      expectRequired(data, "BlogPosting")
      expect(data).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        url: `${SITE_URL}/blog/${post.slug}`,
        mainEntityOfPage: {
          "@type": "MedicalWebPage",
          "@id": `${SITE_URL}/blog/${post.slug}`,
          lastReviewed: post.reviewedOn,
          reviewedBy: { "@type": "Person", name: post.reviewer, jobTitle: post.reviewerRole },
        },
        author: { "@type": "Person", name: post.author },
      })
      expect((data.headline as string).length).toBeLessThanOrEqual(110)
    }
  })

  it("uses the post's own image when it has one, the share image otherwise", () => {
    const own = `${SITE_URL}/static/abc/blog.png`
    expect(blogPosting({ ...posts[0], imageUrl: own }, site).image).toEqual([own])
    expect(blogPosting({ ...posts[0], imageUrl: null }, site).image).toEqual([`${SITE_URL}/share-image.png`])
  })
})

describe("reviewed pages", () => {
  const review = { reviewer: "[Placeholder: name]", reviewerRole: "Legal counsel", reviewedOn: "2026-06-01" }
  const privacy = { ...review, title: "Privacy Policy", description: "How we handle data.", path: "/privacy" }

  it("says who reviewed a legal page and when, on the page's own URL in its language", () => {
    expect(reviewedPage("WebPage", privacy, { ...site, locale: "hi" })).toMatchObject({
      "@type": "WebPage",
      "@id": `${SITE_URL}/privacy`,
      name: "Privacy Policy",
      inLanguage: "hi",
      lastReviewed: "2026-06-01",
      reviewedBy: { "@type": "Person", name: "[Placeholder: name]", jobTitle: "Legal counsel" },
    })
  })

  it("is a MedicalWebPage where a page's type says so", () => {
    expect(pageStructuredData({ type: "MedicalWebPage", page: privacy }, site)).toEqual(
      reviewedPage("MedicalWebPage", privacy, site),
    )
  })
})

describe("pageStructuredData", () => {
  it("builds the item a page names from its records", () => {
    expect(pageStructuredData({ type: "FAQPage", faqs }, site)).toEqual(faqPage(faqs))
    expect(pageStructuredData({ type: "JobPosting", job: jobs[0], employmentType: "Full-time" }, site)).toEqual(
      jobPosting(jobs[0], site, "Full-time"),
    )
    expect(pageStructuredData({ type: "NewsArticle", item: news[0] }, site)).toEqual(newsArticle(news[0], site))
    expect(pageStructuredData({ type: "WebSite" }, site)).toEqual(website(site))
  })

  it("describes the company with the profiles the page's footer links", () => {
    const profiles = ["https://x.com/lifelane"]
    expect(pageStructuredData({ type: "Organization" }, site, profiles)).toEqual(organization(site, profiles))
  })

  it("makes a blog post's image path an absolute URL", () => {
    const post = { ...posts[0], imagePath: "/static/abc/blog.png" }
    expect(pageStructuredData({ type: "BlogPosting", post }, site).image).toEqual([`${SITE_URL}/static/abc/blog.png`])
    expect(pageStructuredData({ type: "BlogPosting", post: { ...post, imagePath: null } }, site)).toEqual(
      blogPosting({ ...posts[0], imageUrl: null }, site),
    )
  })
})

describe("serializeJsonLd", () => {
  it("cannot close its script element", () => {
    const json = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script>" })
    expect(json).not.toContain("</script")
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>")
  })
})

describe("sitemap and robots.txt", () => {
  it("leaves /home and the 404 pages out of the sitemap and keeps the rest", () => {
    const allPages = [
      "/",
      "/home",
      "/about",
      "/404",
      "/404.html",
      "/dev-404-page",
      "/jobs",
      "/jobs/ai-ml-research-engineer",
      "/hi",
      "/hi/home",
      "/hi/404.html",
      "/kn/about",
      "/kn/404",
    ].map((path) => ({ path }))
    const { filteredPages } = pageFilter({ allPages, filterPages: defaultFilterPages, excludes: sitemapExcludes })
    expect(filteredPages.map((p) => p.path)).toEqual([
      "/",
      "/about",
      "/jobs",
      "/jobs/ai-ml-research-engineer",
      "/hi",
      "/kn/about",
    ])
  })

  it("lists a page's languages as alternates, English as x-default", () => {
    const alternates = { en: "/about", hi: "/hi/about", kn: "/kn/about" }
    expect(sitemapEntry({ path: "/hi/about", pageContext: { alternates } })).toEqual({
      url: "/hi/about",
      links: [
        { lang: "en", url: "/about" },
        { lang: "hi", url: "/hi/about" },
        { lang: "kn", url: "/kn/about" },
        { lang: "x-default", url: "/about" },
      ],
    })
    expect(sitemapEntry({ path: "/jobs/x", pageContext: { alternates: { en: "/jobs/x" } } })).toEqual({
      url: "/jobs/x",
    })
  })

  it("points robots.txt to the sitemap of the configured site", () => {
    expect(robotsTxt("https://lifelane.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://lifelane.example/sitemap-index.xml\n",
    )
  })
})
