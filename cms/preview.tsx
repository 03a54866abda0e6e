import * as React from "react"
import { createRoot, type Root } from "react-dom/client"
import { JobCard } from "../src/sections/careers/job-card"
import { Hero, heroFigureUses } from "../src/sections/home/hero"
import { Problems, problemsFigureUses } from "../src/sections/home/problems"
import { Solutions } from "../src/sections/home/solutions"
import { Features, featuresFigureUses } from "../src/sections/home/features"
import { WhyChoose, whyChooseFigureUses } from "../src/sections/home/why-choose"
import { Story } from "../src/sections/home/story"
import { Faq, faqFigureUses } from "../src/sections/home/faq"
import { Contact, contactFigureUses } from "../src/sections/home/contact"
import { Impact, impactFigureUses } from "../src/sections/home/impact"
import { PAGE_TITLE_ID, PageHero } from "../src/components/ui/page-hero"
import { Story as AboutStory, storyFigureUses } from "../src/sections/about/story"
import { Purpose } from "../src/sections/about/purpose"
import { Values } from "../src/sections/about/values"
import { CompanyStats } from "../src/sections/about/company-stats"
import { AboutCta } from "../src/sections/about/about-cta"
import { PeopleSection, ProofSection } from "../src/components/people/people-sections"
import { Opportunity, opportunityFigureUses } from "../src/sections/investors/opportunity"
import { marketFigureUses } from "../src/sections/investors/market-chart"
import { FigureNotesProvider, MarkdownFiguresProvider } from "../src/components/figures/figure-notes"
import { PostBody } from "../src/sections/blog/post-body"
import { Sources } from "../src/components/figures/sources"
import { withFigureLinks, type FigureUse } from "../src/lib/figures"
import { WhyInvest } from "../src/sections/investors/why-invest"
import { InvestorsCta } from "../src/sections/investors/investors-cta"
import { WhyJoin } from "../src/sections/careers/why-join"
import { Openings } from "../src/sections/careers/openings"
import { Band } from "../src/components/ui/band"
import { ButtonLink } from "../src/components/ui/button"
import { CtaBand } from "../src/components/ui/cta-band"
import { ContactPrompt } from "../src/components/ui/contact-prompt"
import { ContactHero } from "../src/sections/contact/hero"
import { Columns } from "../src/sections/contact/columns"
import { ContactForm } from "../src/sections/contact/contact-form"
import { ContactCards } from "../src/sections/contact/contact-cards"
import { Reassurance } from "../src/sections/contact/reassurance"
import { StorageTable } from "../src/sections/cookies/storage-table"
import {
  MoreTechnologies,
  TechnologyCta,
  TechnologyLead,
  TechnologyPrinciples,
  TechnologyUses,
} from "../src/sections/technology/technology-sections"
import { ProductAssurance, ProductFeatures, ProductHero } from "../src/components/product-page/product-page"
import { LegalPage } from "../src/sections/legal/legal-page"
import { LegalPart } from "../src/sections/legal/legal-part"
import { NewsList } from "../src/sections/news/news-list"
import { PostMeta } from "../src/sections/blog/post-meta"
import { FeedLink } from "../src/sections/blog/feed-link"
import { ReviewedBy, type Review } from "../src/components/trust/reviewed-by"
import blogAndNewsEn from "../data/blog-and-news/blog-and-news.en.json"
import blogAndNewsHi from "../data/blog-and-news/blog-and-news.hi.json"
import blogAndNewsKn from "../data/blog-and-news/blog-and-news.kn.json"
import officerEn from "../data/grievance-officer/grievance-officer.en.json"
import officerHi from "../data/grievance-officer/grievance-officer.hi.json"
import officerKn from "../data/grievance-officer/grievance-officer.kn.json"
import * as cookieStyles from "../src/sections/cookies/cookie-policy.module.css"
import { formatCalendarDate } from "../schema/calendar-date"
import { loadMarkdown, type MarkdownRenderer, type RenderedMarkdown } from "../schema/markdown"
import { controlLabels, labelReferences, type ControlLabels, type LabelSource } from "../schema/labels"
import * as blogStyles from "../src/sections/blog/blog-page.module.css"
import figuresEn from "../data/figures/figures.en.json"
import figuresHi from "../data/figures/figures.hi.json"
import figuresKn from "../data/figures/figures.kn.json"
import homeEn from "../data/home-page/home-page.en.json"
import homeHi from "../data/home-page/home-page.hi.json"
import homeKn from "../data/home-page/home-page.kn.json"
import careersEn from "../data/careers-page/careers-page.en.json"
import careersHi from "../data/careers-page/careers-page.hi.json"
import careersKn from "../data/careers-page/careers-page.kn.json"
import site from "../data/site/site.en.json"
import navigation from "../data/navigation/navigation.en.json"
import footer from "../data/footer/footer.en.json"
import solutionsEn from "../data/solutions/solutions.en.json"
import solutionsHi from "../data/solutions/solutions.hi.json"
import solutionsKn from "../data/solutions/solutions.kn.json"
import cookiePolicy from "../data/cookie-policy-page/cookie-policy-page.en.json"
import cookiePolicyHi from "../data/cookie-policy-page/cookie-policy-page.hi.json"
import cookiePolicyKn from "../data/cookie-policy-page/cookie-policy-page.kn.json"
import contactPageEn from "../data/contact-page/contact-page.en.json"
import contactPageHi from "../data/contact-page/contact-page.hi.json"
import contactPageKn from "../data/contact-page/contact-page.kn.json"
import words from "../data/interface/interface.en.json"
import privacyNotice from "../data/legal-pages/privacy.en.json"
import wordsHi from "../data/interface/interface.hi.json"
import wordsKn from "../data/interface/interface.kn.json"
import { Glance } from "../src/sections/trust/glance"
import { Certifications } from "../src/sections/trust/certifications"
import { SubProcessors } from "../src/sections/trust/sub-processors"
import { Statements } from "../src/sections/trust/statements"
import { Documents } from "../src/sections/trust/documents"
import { ProductTrust } from "../src/components/product-page/product-trust"
import { PageDataProvider } from "../src/hooks/page-data"
import { openOneEntryFromSidebar } from "./sidebar"
import { isExternal } from "../src/lib/routes"
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "../src/lib/locales"
import { fileRecords } from "../schema/json-files"
import "../src/styles/global.css"

/**
 * Decap CMS previews with the site's own components and styles. Decap renders its preview panes
 * with its own React (19); each pane here mounts the site's React 18 tree into a plain element of
 * its own, so the site's components (hooks included) run as they do on the site. Decap previews the
 * English only; a bar above the preview picks the language it shows, from the entry's translations.
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
      /** Starts the CMS when window.CMS_MANUAL_INIT held it; `config` is merged over config.yml. */
      init: (options: { config: Record<string, unknown> }) => void
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
  footerLinks: fileRecords({ items: footer.groups }).map((group) => ({
    ...group,
    links: group.links.map((link) => ({ ...link, isPage: !isExternal(link.url) })),
  })),
  socialLinks: fileRecords({ items: footer.social }),
  cookiePolicy,
  interface: words,
  // the editor's preview is not a host's preview build: no notice
  previewNotice: null,
  privacyVersion: privacyNotice.updated,
}

/** The entry's fields in one language: Decap keeps the default language's as `data`, the others' under `i18n`. */
const data = (entry: Entry, locale: Locale) => {
  const value = entry.getIn(locale === DEFAULT_LOCALE ? ["data"] : ["i18n", locale, "data"])
  return (typeof value === "object" && value?.toJS ? value.toJS() : {}) as Record<string, unknown>
}

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी", kn: "ಕನ್ನಡ" }

/** The preview's language: the one an editor last picked, for every entry. */
let previewLocale: Locale = DEFAULT_LOCALE

type PreviewView = (fields: Record<string, unknown>, locale: Locale) => React.ReactNode

/** A Decap preview component that renders `view(entry data, language)` with the site's React, as the page's <main>. */
function sitePreview(view: PreviewView, mainStyle?: React.CSSProperties) {
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
    paint(this: { root?: Root; element: HTMLElement; props: PreviewProps; paint: () => void }) {
      const locale = previewLocale
      // the frame's words stay English (the preview shows no frame); the fonts and line heights follow the language
      this.element.ownerDocument.documentElement.lang = locale
      this.root?.render(
        <PageDataProvider pageContext={{ locale, alternates: {} }} data={{ layout: PREVIEW_LAYOUT }}>
          <nav aria-label="Preview language" style={{ display: "flex", gap: 8, padding: "8px 16px" }}>
            {LOCALES.map((candidate) => (
              <button
                key={candidate}
                type="button"
                lang={candidate}
                aria-pressed={candidate === locale}
                // the language shown, visibly as well: bold and underlined
                style={candidate === locale ? { fontWeight: 700, textDecoration: "underline" } : undefined}
                onClick={() => {
                  previewLocale = candidate
                  this.paint()
                }}
              >
                {LANGUAGE_NAMES[candidate]}
              </button>
            ))}
          </nav>
          <main style={mainStyle}>{view(data(this.props.entry, locale), locale)}</main>
        </PageDataProvider>,
      )
    },
    render(this: { element: HTMLElement }) {
      return h("div", { ref: (element: HTMLElement) => (this.element = element) })
    },
  })
}

/** A record shown on its own (a news item, a job's card, a post): padded, at the width the site gives it. */
const recordPreview = (maxWidth: number, view: PreviewView) => sitePreview(view, { padding: "2rem", maxWidth })

const text = (value: unknown) => (typeof value === "string" ? value : "")

/** A calendar date as the build writes it in that language, once the field holds one. */
const calendarDate = (value: unknown, pattern: string, locale: Locale) =>
  /^\d{4}-\d{2}-\d{2}/.test(text(value)) ? formatCalendarDate(text(value), pattern, locale) : ""

/** Each language's review line (Interface → reviewedLine): "Reviewed by {name}, {role}, on {date}". */
const REVIEWED_LINE: Record<Locale, string> = {
  en: words.reviewedLine,
  hi: wordsHi.reviewedLine,
  kn: wordsKn.reviewedLine,
}

/** Each language's "tell me when it is in the stores" words (Interface → appNotify), for an app's page. */
const APP_NOTIFY: Record<Locale, Queries.AppNotifyCopyFragment> = {
  en: words.appNotify,
  hi: wordsHi.appNotify,
  kn: wordsKn.appNotify,
}

/** A reviewed record's review as its page's query gives it: the date in the language's format. */
const reviewOf = (fields: Record<string, unknown>, locale: Locale): Review => ({
  reviewer: text(fields.reviewer),
  reviewerRole: text(fields.reviewerRole),
  reviewedOn: text(fields.reviewedOn),
  reviewedOnText: calendarDate(fields.reviewedOn, "MMMM d, y", locale),
})

/**
 * The controls' words a text names by reference (`{label:decline}`, schema/labels.ts), per language, from the
 * records that hold them as the site was last built: the build fills them from the same records.
 */
const PREVIEW_LABELS = controlLabels(
  (
    [
      ["CookiePolicyPageJson", { en: cookiePolicy, hi: cookiePolicyHi, kn: cookiePolicyKn }],
      ["InterfaceJson", { en: words, hi: wordsHi, kn: wordsKn }],
      ["ContactPageJson", { en: contactPageEn, hi: contactPageHi, kn: contactPageKn }],
    ] as const
  ).flatMap(([type, records]): LabelSource[] =>
    LOCALES.map((locale) => ({ type, locale, values: records[locale] as Record<string, unknown> })),
  ),
)

/**
 * The labels, and each reference of `text` that they cannot fill (a name mistyped, or still being typed) as its
 * own words: it stays as written, where the editor can see it, and the content check names it on saving.
 */
function withUnknownAsWritten(text: string, locale: string, labels: ControlLabels): ControlLabels {
  const unknown = labelReferences(text).filter(({ name, locale: asked }) => !labels.get(asked ?? locale)?.has(name))
  if (unknown.length === 0) return labels
  const filled = new Map([...labels].map(([language, names]) => [language, new Map(names)]))
  for (const { reference, name, locale: asked } of unknown) {
    if (!filled.has(asked ?? locale)) filled.set(asked ?? locale, new Map())
    filled.get(asked ?? locale)!.set(name, reference)
  }
  return filled
}

/** The build's Markdown renderer (schema/markdown.ts), once its packages have loaded, filling the controls' words. */
function useMarkdown(): MarkdownRenderer | undefined {
  const [renderer, setRenderer] = React.useState<MarkdownRenderer>()
  React.useEffect(() => {
    void loadMarkdown().then((markdown) =>
      setRenderer({
        ...markdown,
        render: (text, locale = DEFAULT_LOCALE, labels = PREVIEW_LABELS) =>
          markdown.render(text, locale, withUnknownAsWritten(text, locale, labels)),
      }),
    )
  }, [])
  return renderer
}

type Fields = Record<string, unknown>

const object = (value: unknown) => (typeof value === "object" && value !== null ? (value as Fields) : {})
const list = (value: unknown) => (Array.isArray(value) ? (value as Fields[]) : [])
/** A list's items as the site's queries give them: a JSON `id` is `jsonId`. */
const records = <T,>(value: unknown) => fileRecords({ items: list(value) }) as T[]

const SOLUTIONS: Record<Locale, typeof solutionsEn> = { en: solutionsEn, hi: solutionsHi, kn: solutionsKn }

/** Entry data as a component's props take them: what the CMS holds is the file's, checked when it is saved. */
const typed = <T,>(fields: Fields): T => fields as T

/** FAQ items as the page query gives them: each answer's Markdown rendered as the build renders it. */
const faqItems = (items: unknown, markdown: MarkdownRenderer | undefined, locale: Locale) =>
  records<{ jsonId: number; title: string; body: string }>(items).map((item) => ({
    ...item,
    body: { html: markdown?.render(text(item.body), locale).html ?? "" },
  }))

const FIGURES: Record<Locale, typeof figuresEn> = { en: figuresEn, hi: figuresHi, kn: figuresKn }

/**
 * A page's figures as its query's `...PageFigures` gives them, from Figures and sources in the language
 * previewed; a key the entry names that Figures does not hold shows as "?" until it is added there.
 */
const previewFigures = (locale: Locale) => {
  const { items, ...words } = FIGURES[locale]
  return { words, nodes: fileRecords({ items }).map((figure) => ({ ...figure, source: figure.source ?? null })) }
}

/** Rendered Markdown as a query with `...MarkdownFigures` gives it: every figure of the language at hand. */
const withPreviewFigures = (rendered: RenderedMarkdown | null | undefined, locale: Locale) =>
  rendered ? { ...rendered, figures: previewFigures(locale).nodes } : null

function PreviewFigures({ locale, uses, children }: { locale: Locale; uses: FigureUse[]; children: React.ReactNode }) {
  const { words, nodes } = previewFigures(locale)
  const missing = uses
    .filter(({ figure }) => !nodes.some((node) => node.jsonId === figure))
    .map(({ figure }) => ({ jsonId: figure, value: "?", measures: "", basis: "", source: null, date: "" }))
  return (
    <FigureNotesProvider data={{ figureWords: words, figures: { nodes: [...nodes, ...missing] } }} uses={uses}>
      {children}
    </FigureNotesProvider>
  )
}

/** Home's sections in the page's order, each from its part of the entry, as the page query gives them. */
function HomeSections({ page: entry, locale }: { page: Fields; locale: Locale }) {
  const markdown = useMarkdown()
  const page = withFigureLinks(entry)
  const part = (key: string) => object(page[key])
  const impactBadge = text(page.impactBadge)
  const faqs = faqItems(part("faq").items, markdown, locale)
  const uses = [
    ...heroFigureUses(records(part("hero").stats)),
    ...problemsFigureUses(records(part("problems").items)),
    ...featuresFigureUses(records(part("features").items)),
    ...whyChooseFigureUses(typed(part("whyChoose"))),
    ...faqFigureUses(faqs),
    ...contactFigureUses(typed(part("contact")), records(part("contact").quickStats)),
    ...impactFigureUses(records(part("impact").items)),
  ]
  return (
    <PreviewFigures locale={locale} uses={uses}>
      <Hero copy={{ ...typed(part("hero")), image: { childImageSharp: null } }} stats={records(part("hero").stats)} />
      <Problems copy={typed(part("problems"))} problems={records(part("problems").items)} impactBadge={impactBadge} />
      <Solutions copy={typed(part("solutions"))} products={SOLUTIONS[locale].products} />
      <Features copy={typed(part("features"))} features={records(part("features").items)} />
      <WhyChoose copy={typed(part("whyChoose"))} benefits={records(part("whyChoose").items)} />
      <Story
        copy={typed(part("story"))}
        milestones={records(part("story").milestones)}
        pillars={records(part("story").pillars)}
      />
      <Faq copy={typed(part("faq"))} faqs={faqs} />
      <Contact copy={typed(part("contact"))} quickStats={records(part("contact").quickStats)} />
      <Impact copy={typed(part("impact"))} items={records(part("impact").items)} impactBadge={impactBadge} />
      <Sources />
    </PreviewFigures>
  )
}

const HomePreview = sitePreview((page, locale) => <HomeSections page={page} locale={locale} />)

/** A list's people as the page query gives them; the photo, which the build makes, is left out of the preview. */
const previewPeople = <T,>(items: unknown) => records<Fields>(items).map((item) => ({ ...item, photo: null }) as T)

/** A list's partners or stories as the page query gives them: the permission's day as text, no logo (see above). */
const previewProof = <T,>(items: unknown, locale: Locale) =>
  records<Fields>(items).map(
    (item) =>
      ({ ...item, logo: null, permissionGivenText: calendarDate(item.permissionGiven, "MMMM d, y", locale) }) as T,
  )

/** About's sections in the page's order; the story's Markdown rendered as the build renders it. */
function AboutSections({ page: entry, locale }: { page: Fields; locale: Locale }) {
  const markdown = useMarkdown()
  const page = withFigureLinks(entry)
  const part = (key: string) => object(page[key])
  const story = part("story")
  const people = part("people")
  const proof = part("proof")
  return (
    <PreviewFigures locale={locale} uses={storyFigureUses(typed(story))}>
      <PageHero {...typed<{ title: string }>(part("hero"))} />
      <AboutStory
        story={typed({ ...story, text: { html: markdown?.render(text(story.text), locale).html ?? "" } })}
        highlights={records(story.highlights)}
      />
      <Purpose purpose={typed(part("purpose"))} />
      <Values intro={typed(part("values"))} values={records(part("values").items)} />
      <CompanyStats intro={typed(part("stats"))} stats={records(part("stats").items)} />
      <PeopleSection copy={typed(people)} team={previewPeople(people.team)} advisors={previewPeople(people.advisors)} />
      <ProofSection
        copy={typed(proof)}
        partners={previewProof(proof.partners, locale)}
        stories={previewProof(proof.stories, locale)}
        tone="alt"
      />
      <AboutCta cta={typed(part("cta"))} joinUrl={site.professionalNetworkUrl} />
      <Sources />
    </PreviewFigures>
  )
}

const AboutPreview = sitePreview((page, locale) => <AboutSections page={page} locale={locale} />)

/** Investors' sections in the page's order (the hero's buttons are the page's, not copy). */
const InvestorsPreview = sitePreview((entry, locale) => {
  const page = withFigureLinks(entry)
  const opportunity = typed<Queries.InvestorsOpportunityFragment["opportunity"]>(object(page.opportunity))
  const market = typed<Queries.InvestorsMarketFragment>(object(page.market))
  return (
    <PreviewFigures locale={locale} uses={[...opportunityFigureUses(opportunity), ...marketFigureUses(market)]}>
      <PageHero {...typed<{ title: string }>(object(page.hero))} />
      <Opportunity opportunity={opportunity} />
      <WhyInvest whyInvest={typed(object(page.whyInvest))} market={market} />
      <InvestorsCta cta={typed(object(page.cta))} />
      <Sources />
    </PreviewFigures>
  )
})

/** Careers' sections in the page's order; openings are records of their own, so the list shows its empty state. */
const CareersPreview = sitePreview((page) => (
  <>
    <PageHero {...typed<{ title: string }>(object(page.hero))} />
    <WhyJoin why={typed(object(page.why))} />
    <Openings copy={typed(page)} jobs={[]} />
  </>
))

/** Contact's sections from the entry; the site's details (e-mail, phone) from Site details, the office from the entry's own list. */
const ContactPreview = sitePreview((page, locale) => {
  const cards = object(page.cards)
  return (
    <>
      <ContactHero copy={typed(object(page.hero))} />
      <Columns
        main={
          <ContactForm
            copy={typed(object(page.form))}
            supportEmail={site.email}
            locale={locale}
            pagePath={localizedPath(locale, "/contact")}
          />
        }
        aside={
          <ContactCards
            copy={typed(cards)}
            email={site.email}
            phone={site.phone}
            whatsappNumber={site.whatsappNumber}
            office={typed(list(cards.offices)[0] ?? {})}
          />
        }
      />
      <Reassurance copy={typed(object(page.reassurance))} />
    </>
  )
})

/** Home's FAQ items as the site was last built with them: Help & Support shows Home's questions. */
const HOME_FAQ: Record<Locale, unknown> = { en: homeEn.faq.items, hi: homeHi.faq.items, kn: homeKn.faq.items }

/**
 * Help & Support's own parts, its hero, the FAQ's heading and the way to the form, around the
 * questions Help shows: Home's, in the language previewed (edited in the Home entry).
 */
function HelpSections({ page, locale }: { page: Fields; locale: Locale }) {
  const markdown = useMarkdown()
  const cta = object(page.cta)
  const faqs = faqItems(HOME_FAQ[locale], markdown, locale)
  return (
    <>
      <PageHero {...typed<{ title: string }>(object(page.hero))} />
      <PreviewFigures locale={locale} uses={faqFigureUses(faqs)}>
        <Faq copy={typed(object(page.faq))} faqs={faqs} />
        <Sources />
      </PreviewFigures>
      <CtaBand id="help-cta" title={text(cta.title)} text={text(cta.text)}>
        <ButtonLink to="/contact" variant="inverse" trailingIcon="arrow-right">
          {text(cta.label)}
        </ButtonLink>
      </CtaBand>
    </>
  )
}

const HelpPreview = sitePreview((page, locale) => <HelpSections page={page} locale={locale} />)

/**
 * The blog's and the news page's heading, introduction and list title, one page after the other, each page's h1
 * with an id of its own ("blog--page-title"); the blog's with its feed link.
 */
const BlogAndNewsPreview = sitePreview((page, locale) => (
  <>
    {["blog", "news"].map((key) => {
      const index = object(page[key])
      return (
        <article key={key} aria-label={text(index.title)}>
          <PageHero {...typed<{ title: string }>(index)} titleId={`${key}--${PAGE_TITLE_ID}`}>
            {key === "blog" && <FeedLink locale={locale} label={text(index.feedLabel)} />}
          </PageHero>
          <Band>
            <h2>{text(index.listTitle)}</h2>
          </Band>
        </article>
      )
    })}
  </>
))

/** The cookie policy as the page shows it: its tables, the choice (Markdown, as the build renders it) and the contact line. */
function CookieSections({ page, locale }: { page: Fields; locale: Locale }) {
  const markdown = useMarkdown()
  const headers = list(page.tableHeaders).map(text)
  return (
    <>
      <PageHero {...typed<{ title: string }>(object(page.hero))}>
        <p className={cookieStyles.updated}>
          {text(page.updatedLabel)}:{" "}
          <time dateTime={text(page.updated)}>{calendarDate(page.updated, "MMMM d, y", locale)}</time>
        </p>
      </PageHero>
      <Band>
        <div className={cookieStyles.content}>
          {list(page.groups).map((group) => (
            <StorageTable key={text(group.title)} group={typed(group)} headers={headers} />
          ))}
          <section className={cookieStyles.choice}>
            <h2>{text(page.choiceTitle)}</h2>
            <div dangerouslySetInnerHTML={{ __html: markdown?.render(text(page.choiceText), locale).html ?? "" }} />
          </section>
          <ContactPrompt
            prompt={text(page.contactPrompt)}
            label={text(page.contactLabel)}
            className={cookieStyles.contact}
          />
        </div>
      </Band>
    </>
  )
}

const CookiePolicyPreview = sitePreview((page, locale) => <CookieSections page={page} locale={locale} />)

/**
 * Solutions: every technology page, then every product page, each as the site shows it (the frame
 * aside), from the entry's records and the copy they share; a use names its app by slug, as the
 * build's link does. Each page's ids begin with its slug ("recover--page-title"), apart from the others'.
 */
function SolutionsSections({ page, locale }: { page: Fields; locale: Locale }) {
  const markdown = useMarkdown()
  /** An app's intended use, technical answers and trust link as the page's query gives them, its Markdown rendered. */
  const productTrust = (fields: Fields) => {
    const evidence = fields.evidence as Fields | null | undefined
    const technical = fields.technical as Fields | null | undefined
    return typed<Queries.ProductTrustFragment & { slug: string }>({
      slug: text(fields.slug),
      evidence: evidence
        ? {
            ...evidence,
            facts: list(evidence.facts),
            modelCard: list(evidence.modelCard),
            evidence: { html: markdown?.render(text(evidence.evidence), locale).html ?? "" },
          }
        : null,
      technical: technical ? { ...technical, items: list(technical.items) } : null,
      trustLink: fields.trustLink ?? null,
    })
  }
  const technologies = list(page.technologies)
  const products = list(page.products)
  const technologyCopy = typed<Queries.TechnologyPageCopyFragment>(object(page.technologyPage))
  const productCopy = typed<Queries.ProductPageCopyFragment>(object(page.productPage))
  const app = (slug: unknown) => products.find((product) => product.slug === slug) ?? { slug: text(slug) }
  return (
    <>
      {technologies.map((tech) => {
        const idPrefix = `${text(tech.slug)}--`
        return (
          <article key={text(tech.slug)} aria-label={text(tech.title)}>
            <PageHero badge={technologyCopy.badge} title={text(tech.title)} titleId={idPrefix + PAGE_TITLE_ID}>
              <TechnologyLead tech={typed(tech)} />
              <ReviewedBy line={REVIEWED_LINE[locale]} review={reviewOf(tech, locale)} />
            </PageHero>
            <TechnologyUses
              uses={list(tech.uses).map((use) =>
                typed({ ...use, points: list(use.points), product: app(use.product) }),
              )}
              copy={technologyCopy}
              idPrefix={idPrefix}
            />
            <TechnologyPrinciples
              principles={list(tech.principles).map(text)}
              copy={technologyCopy}
              idPrefix={idPrefix}
            />
            <MoreTechnologies
              others={technologies.filter((other) => other !== tech).map((other) => typed(other))}
              copy={technologyCopy}
              idPrefix={idPrefix}
            />
            <TechnologyCta copy={technologyCopy} idPrefix={idPrefix} />
          </article>
        )
      })}
      {products.map((fields) => {
        const screen = (fields.screen ?? {}) as Fields
        const assurance = fields.assurance as Fields | null | undefined
        const product = typed<Queries.ProductPageProductFragment>({
          ...fields,
          features: list(fields.features),
          screen: { ...screen, items: list(screen.items) },
          assurance: assurance ? { ...assurance, items: list(assurance.items) } : null,
          appStoreUrl: fields.appStoreUrl ?? null,
          playStoreUrl: fields.playStoreUrl ?? null,
          // drawn by the build from the page's address
          downloadQr: null,
        })
        const idPrefix = `${product.slug}--`
        return (
          <article key={product.slug} aria-label={product.name}>
            <ProductHero
              product={product}
              copy={productCopy}
              notifyCopy={APP_NOTIFY[locale]}
              supportEmail={site.email}
              titleId={idPrefix + PAGE_TITLE_ID}
            />
            <ProductFeatures product={product} copy={productCopy} idPrefix={idPrefix} />
            {product.assurance && <ProductAssurance assurance={product.assurance} idPrefix={idPrefix} />}
            <ProductTrust product={productTrust(fields)} idPrefix={idPrefix} />
          </article>
        )
      })}
    </>
  )
}

const SolutionsPreview = sitePreview((page, locale) => <SolutionsSections page={page} locale={locale} />)

const OFFICER: Record<Locale, typeof officerEn> = { en: officerEn, hi: officerHi, kn: officerKn }
const BLOG_AND_NEWS: Record<Locale, typeof blogAndNewsEn> = { en: blogAndNewsEn, hi: blogAndNewsHi, kn: blogAndNewsKn }

/**
 * A part's text with its ids, and its links to them, prefixed: the preview shows the summary and every part in one
 * document, where the summary's contents keep the parts' section ids (as on the site) and two parts may share one.
 */
const withIdPrefix = ({ html, headings }: RenderedMarkdown, prefix: string): RenderedMarkdown => ({
  html: html.replace(/ (id="|href="#)/g, ` $1${prefix}`),
  headings: headings.map((heading) => ({ ...heading, id: prefix + heading.id })),
})

/**
 * A legal or trust page as the site shows it: its Markdown rendered as the build renders it, with its table of
 * contents; a text in parts, its summary and then each part's page, each part's ids apart from the others'.
 */
function LegalSections({ page, locale }: { page: Fields; locale: Locale }) {
  const markdown = useMarkdown()
  const parts = page.parts as Fields | null | undefined
  const items = markdown
    ? ((parts?.items as Fields[] | undefined) ?? []).map((item): Fields => ({
        ...item,
        body: markdown.render(text(item.body), locale),
      }))
    : []
  const shown: Fields = {
    ...page,
    ...reviewOf(page, locale),
    updatedText: calendarDate(page.updated, "MMMM d, y", locale),
    body: withPreviewFigures(markdown?.render(text(page.body), locale), locale),
    parts: parts ? { ...parts, items } : null,
  }
  return (
    <>
      <LegalPage
        page={typed(shown)}
        reviewedLine={REVIEWED_LINE[locale]}
        grievanceOfficer={OFFICER[locale]}
        figureWords={previewFigures(locale).words}
      />
      {items.map((item) => {
        const idPrefix = `${text(item.slug)}--`
        return (
          <LegalPart
            key={text(item.slug)}
            page={typed(shown)}
            part={typed({ ...item, body: withIdPrefix(item.body as RenderedMarkdown, idPrefix) })}
            reviewedLine={REVIEWED_LINE[locale]}
            grievanceOfficer={OFFICER[locale]}
            idPrefix={idPrefix}
          />
        )
      })}
    </>
  )
}

const LegalPagePreview = sitePreview((page, locale) => <LegalSections page={page} locale={locale} />)

/** The trust centre's sections in the page's order, its Markdown rendered and its records' dates written as the build does. */
function TrustSections({ page, locale }: { page: Fields; locale: Locale }) {
  const markdown = useMarkdown()
  const html = (value: unknown) => ({ html: markdown?.render(text(value), locale).html ?? "" })
  const part = (key: string) => object(page[key])
  const certifications = part("certifications")
  const subProcessors = part("subProcessors")
  return (
    <>
      <PageHero {...typed<{ title: string }>(part("hero"))} />
      <Glance glance={typed(part("glance"))} />
      <Certifications
        copy={typed({ ...certifications, none: html(certifications.none) })}
        items={records<Fields>(certifications.items).map((item) =>
          typed({ ...item, dateText: calendarDate(item.date, "MMMM d, y", locale) }),
        )}
      />
      <SubProcessors copy={typed(subProcessors)} items={records(subProcessors.items)} />
      <Statements
        statements={[
          { id: "roles", copy: typed({ ...part("roles"), text: html(part("roles").text) }) },
          { id: "security", copy: typed({ ...part("security"), text: html(part("security").text) }) },
        ]}
      />
      <Documents documents={typed(part("documents"))} />
    </>
  )
}

const TrustPreview = sitePreview((page, locale) => <TrustSections page={page} locale={locale} />)

/** A news item as the news page lists it. */
const NewsPreview = recordPreview(880, (item, locale) => (
  <NewsList
    headingId="news-preview"
    items={[
      typed({
        ...item,
        jsonId: String(item.id ?? "preview"),
        dateText: calendarDate(item.date, "MMMM d, y", locale),
      }),
    ]}
    sourceLabel={BLOG_AND_NEWS[locale].news.sourceLabel}
  />
))

const CAREERS: Record<Locale, typeof careersEn> = { en: careersEn, hi: careersHi, kn: careersKn }

const JobPreview = recordPreview(720, (job, locale) => {
  const datePosted = text(job.datePosted)
  return (
    <JobCard
      job={{
        slug: text(job.slug),
        title: text(job.title),
        description: text(job.description),
        location: text(job.location),
        datePosted,
        datePostedText: calendarDate(datePosted, "MMM d, y", locale),
        link: text(job.link),
      }}
      employmentType={CAREERS[locale].openings.employmentType}
      labels={CAREERS[locale].openings}
    />
  )
})

/** A post as its page shows it: the header (title, date and author, review, summary), then its Markdown. */
const BlogPostPreview = recordPreview(760, (post, locale) => <BlogPostSections post={post} locale={locale} />)

function BlogPostSections({ post, locale }: { post: Fields; locale: Locale }) {
  const html = useMarkdown()?.render(text(post.body), locale).html ?? ""
  const { words, nodes } = previewFigures(locale)
  return (
    <MarkdownFiguresProvider words={words} texts={[{ at: "body", text: { html, figures: nodes } }]}>
      <article className={blogStyles.article}>
        <header className={blogStyles.header}>
          <h1 className={blogStyles.title}>{text(post.title)}</h1>
          <PostMeta
            date={text(post.date)}
            dateText={calendarDate(post.date, "MMMM d, y", locale)}
            author={text(post.author)}
            byLabel={BLOG_AND_NEWS[locale].blog.byLabel}
          />
          <ReviewedBy line={REVIEWED_LINE[locale]} review={reviewOf(post, locale)} className={blogStyles.reviewed} />
          <p className={blogStyles.summary}>{text(post.summary)}</p>
        </header>
        <PostBody html={html} />
      </article>
      <Sources />
    </MarkdownFiguresProvider>
  )
}

const { style: stylesheet, oneEntry, siteSignIn } = document.currentScript?.dataset ?? {}
if (stylesheet) CMS.registerPreviewStyle(stylesheet)
openOneEntryFromSidebar(oneEntry?.split(" ") ?? [])
/** Each collection's (or page's) preview, by the name cms/config.ts gives it. */
const PREVIEWS: Record<string, unknown> = {
  "home-page": HomePreview,
  "about-page": AboutPreview,
  "investors-page": InvestorsPreview,
  "careers-page": CareersPreview,
  "contact-page": ContactPreview,
  solutions: SolutionsPreview,
  "blog-and-news": BlogAndNewsPreview,
  "help-page": HelpPreview,
  "cookie-policy-page": CookiePolicyPreview,
  "trust-page": TrustPreview,
  jobs: JobPreview,
  news: NewsPreview,
  "blog-posts": BlogPostPreview,
  "legal-pages": LegalPagePreview,
}
for (const [name, preview] of Object.entries(PREVIEWS)) CMS.registerPreviewTemplate(name, preview)
// The site's own sign-in (cms/sign-in.ts, cms/admin.ts): Decap waited for the origin of the page, where
// /api/auth answers and whose messages alone its login window trusts.
if (siteSignIn !== undefined) CMS.init({ config: { backend: { base_url: window.location.origin } } })
