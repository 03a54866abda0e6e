import * as React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../../components/ui/page-hero"

export interface ContactHeroProps {
  copy: Queries.ContactHeroSectionFragment
}

export function ContactHero({ copy }: ContactHeroProps) {
  return (
    <PageHero badge={copy.badge} title={copy.title}>
      <p>{copy.lead}</p>
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
