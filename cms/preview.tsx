import * as React from "react"
import { createRoot, type Root } from "react-dom/client"
import { JobCard } from "../src/sections/careers/job-card"
import { Faq } from "../src/sections/home/faq"
import { formatCalendarDate } from "../schema/calendar-date"
import { loadMarkdown, type MarkdownRenderer } from "../schema/markdown"
import * as blogStyles from "../src/sections/blog/blog-page.module.css"
import careersPage from "../data/careers-page/careers-page.en.json"
import homePage from "../data/home-page/home-page.en.json"
import site from "../data/site/site.en.json"
import navigation from "../data/navigation/navigation.en.json"
import footerLinks from "../data/footer-links/footer-links.en.json"
import socialLinks from "../data/social-links/social-links.en.json"
import cookiePolicy from "../data/cookie-policy-page/cookie-policy-page.en.json"
import words from "../data/interface/interface.en.json"
import { PageDataProvider } from "../src/hooks/page-data"
import { isExternal } from "../src/lib/routes"
import { fileRecords } from "../schema/json-files"
import "../src/styles/global.css"

/**
 * Decap CMS previews with the site's own components and styles. Decap renders its preview panes
 * with its own React (19); each pane here mounts the site's React 18 tree into a plain element of
 * its own, so the site's components (hooks included) run as they do on the site.
 */

type Entry = { getIn: (path: string[]) => { toJS?: () => unknown } | string | undefined }
interface PreviewProps {
  entry: Entry
}

/** What decap-cms.js puts on window for preview templates. */
declare global {
  interface Window {
    CMS: {
      registerPreviewTemplate: (name: string, component: unknown) => void
      registerPreviewStyle: (href: string) => void
    }
    createClass: (spec: Record<string, unknown>) => unknown
    h: (type: string, props: Record<string, unknown>) => unknown
  }
}

const { CMS, createClass, h } = window

/**
 * The frame of an English page, from the same files the build reads, made records as the build makes
 * them; a footer link is a page's unless it leaves the site (the build also asks whether the page exists).
 */
const PREVIEW_LAYOUT: Queries.LayoutDataFragment = {
  site,
  navigation: fileRecords(navigation),
  footerLinks: fileRecords(footerLinks).map((group) => ({
    ...group,
    links: group.links.map((link) => ({ ...link, isPage: !isExternal(link.url) })),
  })),
  socialLinks: fileRecords(socialLinks),
  cookiePolicy,
  interface: words,
}

const data = (entry: Entry) => {
  const value = entry.getIn(["data"])
  return (typeof value === "object" && value?.toJS ? value.toJS() : {}) as Record<string, unknown>
}

/** A Decap preview component that renders `view(entry data)` with the site's React. */
function sitePreview(view: (fields: Record<string, unknown>) => React.ReactElement) {
  return createClass({
    componentDidMount(this: { root?: Root; element: HTMLElement; paint: () => void }) {
      this.root = createRoot(this.element)
      this.paint()
    },
    componentDidUpdate(this: { paint: () => void }) {
      this.paint()
    },
    componentWillUnmount(this: { root?: Root }) {
      this.root?.unmount()
    },
    paint(this: { root?: Root; props: PreviewProps }) {
      // the site's components read the page's language and frame (links, words): English, as on the site
      this.root?.render(
        <PageDataProvider pageContext={{ locale: "en", alternates: {} }} data={{ layout: PREVIEW_LAYOUT }}>
          {view(data(this.props.entry))}
        </PageDataProvider>,
      )
    },
    render(this: { element: HTMLElement }) {
      return h("div", { ref: (element: HTMLElement) => (this.element = element) })
    },
  })
}

const text = (value: unknown) => (typeof value === "string" ? value : "")

/** The build's Markdown renderer (schema/markdown.ts), once its packages have loaded. */
function useMarkdown(): MarkdownRenderer | undefined {
  const [renderer, setRenderer] = React.useState<MarkdownRenderer>()
  React.useEffect(() => {
    void loadMarkdown().then(setRenderer)
  }, [])
  return renderer
}

function MarkdownBody({ source, className }: { source: string; className?: string }) {
  const html = useMarkdown()?.render(source).html ?? ""
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}

function FaqList({ items }: { items: Array<Record<string, unknown>> }) {
  const markdown = useMarkdown()
  return (
    <Faq
      copy={homePage.faq}
      faqs={items.map((item, index) => ({
        jsonId: typeof item.id === "number" ? item.id : index + 1,
        title: text(item.title),
        body: { html: markdown?.render(text(item.body)).html ?? "" },
      }))}
    />
  )
}

const JobPreview = sitePreview((job) => {
  const datePosted = text(job.datePosted)
  return (
    <main style={{ padding: "2rem", maxWidth: 720 }}>
      <JobCard
        job={{
          slug: text(job.slug),
          title: text(job.title),
          description: text(job.description),
          location: text(job.location),
          datePosted,
          datePostedText: /^\d{4}-\d{2}-\d{2}/.test(datePosted) ? formatCalendarDate(datePosted, "MMM d, y") : "",
          link: text(job.link),
        }}
        employmentType={careersPage.openings.employmentType}
        labels={careersPage.openings}
      />
    </main>
  )
})

const FaqPreview = sitePreview((file) => {
  const items = Array.isArray(file.items) ? (file.items as Array<Record<string, unknown>>) : []
  return (
    <main>
      <FaqList items={items} />
    </main>
  )
})

const BlogPostPreview = sitePreview((post) => (
  <main style={{ padding: "2rem", maxWidth: 760 }}>
    <h1>{text(post.title)}</h1>
    <p>{text(post.summary)}</p>
    <MarkdownBody source={text(post.body)} className={blogStyles.body} />
  </main>
))

const stylesheet = document.currentScript?.dataset.style
if (stylesheet) CMS.registerPreviewStyle(stylesheet)
CMS.registerPreviewTemplate("jobs", JobPreview)
CMS.registerPreviewTemplate("faqs", FaqPreview)
CMS.registerPreviewTemplate("blog-posts", BlogPostPreview)
