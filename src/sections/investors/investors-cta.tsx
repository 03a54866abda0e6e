import * as React from "react"
import { graphql } from "gatsby"
import { CtaBand } from "../../components/ui/cta-band"
import { ButtonLink } from "../../components/ui/button"

export interface InvestorsCtaProps {
  cta: Queries.InvestorsCtaFragment["cta"]
}

/** 'Start Your Investment Journey' with the qualification disclaimer. */
export function InvestorsCta({ cta }: InvestorsCtaProps) {
  return (
    <CtaBand id="investors-cta-title" title={cta.title} text={cta.text} note={cta.disclaimer}>
      <ButtonLink to="/contact">{cta.label}</ButtonLink>
    </CtaBand>
  )
}

export const query = graphql`
  fragment InvestorsCta on InvestorsPageJson {
    cta {
      title
      text
      label
      disclaimer
    }
  }
`
