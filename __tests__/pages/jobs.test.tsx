import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import JobsPage from "../../src/pages/jobs"
import { mockStaticQueries } from "../helpers/content"
import { copy, jobs, pageProps, type TestData } from "../helpers/pages"
import careers from "../fixtures/content/careers-page/careers-page.en.json"
import words from "../fixtures/content/interface/interface.en.json"

const { hero, why, openings, resume } = careers

beforeEach(() => mockStaticQueries())

const renderJobs = (openings = jobs()) =>
  render(
    <JobsPage
      {...pageProps(
        {
          careersPageJson: copy("careers-page.json"),
          allJobsJson: { nodes: openings },
        } as TestData<Queries.JobsPageQuery>,
        "/jobs",
      )}
    />,
  )

const openingsList = () => {
  const section = screen.getByRole("region", { name: openings.title })
  return within(section).getAllByRole("article")
}

describe("Careers page", () => {
  it("shows the badge, heading, a card for each reason to join, and the openings' heading", () => {
    renderJobs()
    expect(screen.getByRole("heading", { level: 1, name: hero.title })).toBeInTheDocument()
    expect(screen.getByText(hero.badge, { selector: "p" })).toBeInTheDocument()
    for (const item of why.items)
      expect(screen.getByRole("heading", { level: 3, name: item.title })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: openings.title })).toBeInTheDocument()
  })

  it("lists every opening in the order the page query gives (it sorts newest first)", () => {
    renderJobs([...jobs()].reverse())
    expect(openingsList().map((card) => within(card).getByRole("heading").textContent)).toEqual(
      [...jobs()].reverse().map((job) => job.title),
    )
  })

  it("shows each job's location, posting date, title, description, type and links", () => {
    const [job] = jobs()
    renderJobs([job])
    const [card] = openingsList()
    const scope = within(card)
    expect(scope.getByText(job.location)).toBeInTheDocument()
    expect(card).toHaveTextContent(`${openings.postedLabel} ${job.datePostedText}`)
    expect(scope.getByText(job.datePostedText!).closest("time")).toHaveAttribute("datetime", job.datePosted)
    expect(scope.getByRole("heading", { level: 3, name: job.title })).toBeInTheDocument()
    expect(scope.getByText(job.description)).toBeInTheDocument()
    expect(scope.getByText(openings.employmentType)).toBeInTheDocument()

    const forJob = (label: string, template: string) => `${label} ${template.replace("{title}", job.title)}`
    const apply = scope.getByRole("link", {
      name: words.opensInNewTab.replace("{name}", forJob(openings.applyLabel, openings.forJobLabel)),
    })
    expect(apply).toHaveAttribute("href", job.link)
    expect(apply).toHaveAttribute("target", "_blank")
    expect(apply).toHaveAttribute("rel", "noopener noreferrer")
    expect(
      scope.getByRole("link", { name: forJob(openings.detailsLabel, openings.detailsForJobLabel) }),
    ).toHaveAttribute("href", `/jobs/${job.slug}`)
  })

  it("sends each opening's Apply Now to that role's own page, never one link for all", () => {
    renderJobs()
    const applyLinks = openingsList().map((card) =>
      within(card)
        .getAllByRole("link")
        .find((link) => link.getAttribute("target") === "_blank")!
        .getAttribute("href"),
    )
    expect(applyLinks).toEqual(jobs().map((job) => job.link))
    expect(new Set(applyLinks).size).toBe(applyLinks.length)
  })

  it("shows a friendly empty state that points to the resume card", () => {
    renderJobs([])
    expect(within(screen.getByRole("region", { name: openings.title })).queryAllByRole("article")).toHaveLength(0)
    expect(screen.getByRole("heading", { name: openings.emptyTitle })).toBeInTheDocument()
    expect(screen.getByText(openings.emptyText)).toBeInTheDocument()
    expect(screen.getByRole("complementary", { name: resume.title })).toBeInTheDocument()
  })

  it("invites a resume with a link to /contact", () => {
    renderJobs()
    const card = screen.getByRole("complementary", { name: resume.title })
    expect(within(card).getByRole("link", { name: resume.label })).toHaveAttribute("href", "/contact")
  })
})
