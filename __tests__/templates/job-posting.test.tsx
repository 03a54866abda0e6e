import * as React from "react"
import { render, screen } from "@testing-library/react"
import { Helmet } from "react-helmet"
import type { PageProps } from "gatsby"
import JobPostingTemplate from "../../src/templates/job-posting"
import { loadCollection, mockStaticQueries } from "../helpers/content"

type Job = NonNullable<Queries.JobPostingPageQuery["jobsJson"]>
const jobs = loadCollection<Job>("jobs.json")

beforeEach(() => mockStaticQueries())

const renderJob = (slug: string) => {
  const job = jobs.find((j) => j.slug === slug)!
  const props = {
    data: { jobsJson: job, careersPageJson: { openings: { employmentType: "Full-time" } } },
    location: { pathname: `/jobs/${slug}` },
  } as unknown as PageProps<Queries.JobPostingPageQuery>
  render(<JobPostingTemplate {...props} />)
  return job
}

describe("job posting page", () => {
  it("shows the title, location, type, posted date and the full description", () => {
    const job = renderJob("full-stack-software-engineer")
    expect(screen.getByRole("heading", { level: 1, name: "Full-Stack Software Engineer" })).toBeInTheDocument()
    expect(screen.getByText("Bangalore, India")).toBeInTheDocument()
    expect(screen.getByText("Full-time")).toBeInTheDocument()
    expect(screen.getByText("Apr 15, 2025")).toHaveAttribute("datetime", "2025-04-15")
    expect(screen.getByText(job.description)).toBeInTheDocument()
  })

  it("applies through the external link in a new tab and leads back to all openings", () => {
    const job = renderJob("mobile-application-developer")
    const apply = screen.getByRole("link", { name: /apply now/i })
    expect(apply).toHaveAttribute("href", job.link)
    expect(apply).toHaveAttribute("target", "_blank")
    expect(apply).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.getByRole("link", { name: /back to all openings/i })).toHaveAttribute("href", "/jobs")
  })

  it("titles the page after the job and carries its JobPosting", () => {
    renderJob("ai-ml-research-engineer")
    const state = Helmet.peek() as unknown as { title: string; scriptTags: Array<{ innerHTML: string }> }
    expect(state.title).toBe("AI/ML Research Engineer — Lifelane Health")
    const posting = state.scriptTags
      .map((tag) => JSON.parse(tag.innerHTML))
      .find((item) => item["@type"] === "JobPosting")
    expect(posting).toMatchObject({
      title: "AI/ML Research Engineer",
      datePosted: "2025-05-08",
      jobLocationType: "TELECOMMUTE",
    })
  })
})
