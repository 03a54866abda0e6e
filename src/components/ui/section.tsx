import * as React from "react"
import { Band, type BandTone } from "./band"
import { SectionHeading } from "./section-heading"

export interface SectionProps {
  /** The section's anchor id; its h2 gets `${id}-title`. */
  id: string
  title: string
  eyebrow?: string
  intro?: string
  tone?: BandTone
  children: React.ReactNode
}

/** A page section: a full-width band with an h2 (and optional eyebrow and intro) that labels it. */
export function Section({ id, title, eyebrow, intro, tone = "plain", children }: SectionProps) {
  const titleId = `${id}-title`
  return (
    <Band id={id} aria-labelledby={titleId} tone={tone}>
      <SectionHeading id={titleId} eyebrow={eyebrow} title={title} lead={intro} />
      {children}
    </Band>
  )
}
