import * as React from "react"
import { render, screen } from "@testing-library/react"
import JobPostingTemplate from "../../src/templates/job-posting"
import { loadCollection, loadObject, mockStaticQueries, withDateText } from "../helpers/content"
import { pageProps } from "../helpers/pages"
import { helmetHead } from "../helpers/head"

type Job = NonNullable<Queries.JobPostingPageQuery["jobsJson"]>
const jobs = loadCollection<Job>("jobs").map((job) => withDateText(job, "datePosted", "MMM d, y"))

beforeEach(() => mockStaticQueries())

const renderJob = (slug: string) => {
  const job = jobs.find((j) => j.slug === slug)!
  const careers = loadObject<NonNullable<Queries.JobPostingPageQuery["careersPageJson"]>>("careers-page.json")
  render(
    <JobPostingTemplate
      {...pageProps({ jobsJson: job, careersPageJson: careers, english: careers }, `/jobs/${slug}`)}
    />,
  )
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
    const { title, jsonLd } = helmetHead()
    expect(title).toBe("AI/ML Research Engineer — Lifelane Health")
    const posting = jsonLd.find((item) => item["@type"] === "JobPosting")
    expect(posting).toMatchObject({
      title: "AI/ML Research Engineer",
      datePosted: "2025-05-08",
      jobLocationType: "TELECOMMUTE",
    })
  })
})
