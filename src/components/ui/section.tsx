import * as React from "react"
import { graphql } from "gatsby"
import { Band, type BandTone } from "./band"
import { SectionHeading } from "./section-heading"

export interface SectionProps {
  /** The section's anchor id; its h2 gets `${id}-title`. */
  id: string
  title: string
  eyebrow?: string
  lead?: React.ReactNode
  tone?: BandTone
  /** the heading fades in on scroll, on pages that run useScrollReveal */
  reveal?: boolean
  /** a shorter rhythm on phones (Home's bands) */
  compact?: boolean
  children: React.ReactNode
}

/** A page section: a full-width band with an h2 (and optional eyebrow and lead) that labels it. */
export function Section({ id, title, eyebrow, lead, tone = "plain", reveal = false, compact, children }: SectionProps) {
  const titleId = `${id}-title`
  const heading = <SectionHeading id={titleId} eyebrow={eyebrow} title={title} lead={lead} compact={compact} />
  return (
    <Band id={id} aria-labelledby={titleId} tone={tone} compact={compact}>
      {reveal ? <div data-reveal="">{heading}</div> : heading}
      {children}
    </Band>
  )
}

/** A section's heading copy from the data (the shared SectionIntro type). */
export const query = graphql`
  fragment SectionIntro on SectionIntro {
    eyebrow
    title
    lead
  }
`
