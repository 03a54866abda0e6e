import * as React from "react"
import { graphql } from "gatsby"
import { CtaBand } from "../../components/ui/cta-band"
import { ButtonLink } from "../../components/ui/button"

export interface AboutCtaProps {
  cta: Queries.AboutCtaFragment["cta"]
  /** the company's page on the professional network (data/site/); null while the company has not given it */
  joinUrl?: string | null
}

/**
 * 'Get in Touch' → /contact and 'Join Our Team' → the company's professional-network page (a new tab), or
 * the careers page while that address is not known.
 */
export function AboutCta({ cta, joinUrl }: AboutCtaProps) {
  return (
    <CtaBand id="about-cta-title" title={cta.title} text={cta.text}>
      <ButtonLink to="/contact">{cta.contactLabel}</ButtonLink>
      <ButtonLink to={joinUrl ?? "/jobs"} variant="inverse" external={Boolean(joinUrl)}>
        {cta.joinLabel}
      </ButtonLink>
    </CtaBand>
  )
}

export const query = graphql`
  fragment AboutCta on AboutPageJson {
    cta {
      title
      text
      contactLabel
      joinLabel
    }
  }
`
