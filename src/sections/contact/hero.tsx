import * as React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../../components/ui/page-hero"
import { pageArt } from "../../lib/page-art"

export interface ContactHeroProps {
  copy: Queries.ContactHeroSectionFragment
  /** What follows the lead inside the hero: the emergency notice. */
  children?: React.ReactNode
}

export function ContactHero({ copy, children }: ContactHeroProps) {
  return (
    <PageHero badge={copy.badge} title={copy.title} lead={copy.lead} art={pageArt("/contact")}>
      {children}
    </PageHero>
  )
}

export const contactHeroFragment = graphql`
  fragment ContactHeroSection on PageIntro {
    badge
    title
    lead
  }
`
