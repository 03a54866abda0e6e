import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import JobsPage from "../../src/pages/jobs"
import { mockStaticQueries } from "../helpers/content"
import { copy, jobs, pageProps, type TestData } from "../helpers/pages"

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
  const section = screen.getByRole("region", { name: "Openings" })
  return within(section).getAllByRole("article")
}

describe("Careers page", () => {
  it("shows the badge, heading and the two feature cards", () => {
    renderJobs()
    expect(screen.getByRole("heading", { level: 1, name: "Join Our Mission" })).toBeInTheDocument()
    expect(screen.getByText("Careers", { selector: "p" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 3, name: "Innovation First" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 3, name: "Global Impact" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "Openings" })).toBeInTheDocument()
  })

  it("lists every opening in the order the page query gives (it sorts newest first)", () => {
    renderJobs([...jobs()].reverse())
    expect(openingsList().map((card) => within(card).getByRole("heading").textContent)).toEqual(
      [...jobs()].reverse().map((job) => job.title),
    )
  })

  it("shows each job's location, posting date, title, description, type and links", () => {
    const job = jobs().find((opening) => opening.slug === "full-stack-software-engineer")!
    renderJobs([job])
    const [card] = openingsList()
    const scope = within(card)
    expect(scope.getByText(job.location)).toBeInTheDocument()
    expect(card).toHaveTextContent("Posted Apr 15, 2025")
    expect(scope.getByText("Apr 15, 2025").closest("time")).toHaveAttribute("datetime", "2025-04-15")
    expect(scope.getByRole("heading", { level: 3, name: job.title })).toBeInTheDocument()
    expect(scope.getByText(job.description)).toBeInTheDocument()
    expect(scope.getByText("Full-time")).toBeInTheDocument()

    const apply = scope.getByRole("link", { name: /^Apply Now/ })
    expect(apply).toHaveAttribute("href", job.link)
    expect(apply).toHaveAttribute("target", "_blank")
    expect(apply).toHaveAttribute("rel", "noopener noreferrer")
    expect(apply).toHaveAccessibleName(`Apply Now for ${job.title} (opens in a new tab)`)
    expect(scope.getByRole("link", { name: /^View details/ })).toHaveAttribute("href", `/jobs/${job.slug}`)
  })

  it("shows a friendly empty state that points to the resume card", () => {
    renderJobs([])
    expect(within(screen.getByRole("region", { name: "Openings" })).queryAllByRole("article")).toHaveLength(0)
    expect(screen.getByRole("heading", { name: "No open roles right now" })).toBeInTheDocument()
    expect(screen.getByText(/send us your resume using the card below/i)).toBeInTheDocument()
    expect(screen.getByRole("complementary", { name: "Don't see the right role?" })).toBeInTheDocument()
  })

  it("invites a resume with 'Get in Touch' to /contact", () => {
    renderJobs()
    const card = screen.getByRole("complementary", { name: "Don't see the right role?" })
    expect(within(card).getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact")
  })
})
