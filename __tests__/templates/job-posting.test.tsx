import * as React from "react"
import { render, screen } from "@testing-library/react"
import JobPostingTemplate from "../../src/templates/job-posting"
import { loadCollection, loadObject, mockStaticQueries, withDateText } from "../helpers/content"
import { pageProps } from "../helpers/pages"
import { helmetHead } from "../helpers/head"

type Job = NonNullable<Queries.JobPostingPageQuery["jobsJson"]>
const jobs = loadCollection<Job>("jobs").map((job) => withDateText(job, "datePosted", "MMM d, y"))
const careers = loadObject<NonNullable<Queries.JobPostingPageQuery["careersPageJson"]>>("careers-page.json")
const site = loadObject<{ companyName: string }>("site.json")

beforeEach(() => mockStaticQueries())

const renderJob = (slug: string) => {
  const job = jobs.find((j) => j.slug === slug)!
  render(
    <JobPostingTemplate
      {...pageProps({ jobsJson: job, careersPageJson: careers, english: careers }, `/jobs/${slug}`)}
    />,
  )
  return job
}

describe("job posting page", () => {
  it("shows the title, location, type, posted date and the full description", () => {
    const job = renderJob(jobs[0].slug)
    expect(screen.getByRole("heading", { level: 1, name: job.title })).toBeInTheDocument()
    expect(screen.getByText(job.location)).toBeInTheDocument()
    expect(screen.getByText(careers.openings.employmentType)).toBeInTheDocument()
    expect(screen.getByText(job.datePostedText)).toHaveAttribute("datetime", job.datePosted)
    expect(screen.getByText(job.description)).toBeInTheDocument()
  })

  it("applies through the external link in a new tab and leads back to all openings", () => {
    const job = renderJob(jobs[1].slug)
    const apply = screen.getByRole("link", { name: new RegExp(`^${careers.openings.applyLabel}`) })
    expect(apply).toHaveAttribute("href", job.link)
    expect(apply).toHaveAttribute("target", "_blank")
    expect(apply).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.getByRole("link", { name: new RegExp(careers.openings.backLabel) })).toHaveAttribute("href", "/jobs")
  })

  it("titles the page after the job and carries its JobPosting, remote work as TELECOMMUTE", () => {
    const job = renderJob(jobs.find((opening) => opening.remote)!.slug)
    const { title, jsonLd } = helmetHead()
    expect(title).toBe(`${job.title} — ${site.companyName}`)
    const posting = jsonLd.find((item) => item["@type"] === "JobPosting")
    expect(posting).toMatchObject({
      title: job.title,
      datePosted: job.datePosted,
      jobLocationType: "TELECOMMUTE",
    })
  })
})
