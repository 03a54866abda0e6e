import * as React from "react"
import { graphql } from "gatsby"
import { Link } from "../../components/ui/link"
import { Band } from "../../components/ui/band"
import { SectionHeading } from "../../components/ui/section-heading"
import { ButtonLink } from "../../components/ui/button"
import { CtaBand } from "../../components/ui/cta-band"
import { IconLines } from "../../components/ui/icon-lines"
import { IconChip } from "../../components/ui/icon-chip"
import * as styles from "./technology.module.css"

/**
 * The sections of a technology page (/technology-…), in the page's order, each from the technology's
 * record and the copy all technology pages share: the template puts them in the site's frame, the
 * CMS preview shows them as they are edited.
 */

type Technology = Queries.TechnologySectionsFragment
type Copy = Queries.TechnologyPageCopyFragment

const withName = (text: string, name: string) => text.replaceAll("{name}", name)

/**
 * Put before the ids a section writes (its heading's) where one document shows several technology pages: the CMS
 * preview. A page leaves it out.
 */
type IdPrefix = { idPrefix?: string }

/** What follows the title in the page's heading band. */
export function TechnologyLead({ tech }: { tech: Pick<Technology, "headline" | "lead"> }) {
  return (
    <>
      <p className={styles.headline}>{tech.headline}</p>
      <p>{tech.lead}</p>
    </>
  )
}

/** How each app uses the technology, with a way to the app's page. */
export function TechnologyUses({ uses, copy, idPrefix = "" }: { uses: Technology["uses"]; copy: Copy } & IdPrefix) {
  return (
    <Band aria-labelledby={`${idPrefix}uses-title`}>
      <SectionHeading id={`${idPrefix}uses-title`} title={copy.usesTitle} />
      <ul className={styles.uses}>
        {uses.map(({ product, text, points }) => (
          <li key={product.slug} className={styles.use}>
            <h3 className={styles.product}>
              {product.name}
              <span className={styles.tagline}>{product.tagline}</span>
            </h3>
            <p className={styles.useText}>{text}</p>
            <IconLines lines={points} icon="check" iconSize={18} className={styles.points} />
            <ButtonLink to={`/${product.slug}`} variant="secondary" trailingIcon="arrow-right">
              {withName(copy.productLinkLabel, product.name)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Band>
  )
}

export function TechnologyPrinciples({
  principles,
  copy,
  idPrefix = "",
}: { principles: readonly string[]; copy: Copy } & IdPrefix) {
  return (
    <Band tone="alt" aria-labelledby={`${idPrefix}principles-title`}>
      <SectionHeading id={`${idPrefix}principles-title`} title={copy.principlesTitle} />
      <IconLines
        lines={principles}
        icon="shield-check"
        iconSize={22}
        className={styles.principles}
        lineClassName={styles.principle}
      />
    </Band>
  )
}

/** Links to the other technology pages. */
export function MoreTechnologies({
  others,
  copy,
  idPrefix = "",
}: {
  others: ReadonlyArray<{ slug: string; title: string; icon: string }>
  copy: Copy
} & IdPrefix) {
  return (
    <Band aria-labelledby={`${idPrefix}more-title`}>
      <SectionHeading id={`${idPrefix}more-title`} title={copy.moreTitle} />
      <ul className={styles.more}>
        {others.map((other) => (
          <li key={other.slug}>
            <Link to={`/${other.slug}`} className={styles.moreLink}>
              <IconChip className={styles.moreIcon} name={other.icon} size={22} />
              {other.title}
            </Link>
          </li>
        ))}
      </ul>
    </Band>
  )
}

export function TechnologyCta({ copy, idPrefix = "" }: { copy: Copy } & IdPrefix) {
  return (
    <CtaBand id={`${idPrefix}technology-cta`} title={copy.ctaTitle} text={copy.ctaText}>
      <ButtonLink to="/contact" variant="inverse">
        {copy.ctaLabel}
      </ButtonLink>
    </CtaBand>
  )
}

export const query = graphql`
  fragment TechnologySections on TechnologiesJson {
    headline
    lead
    uses {
      product {
        slug
        name
        tagline
      }
      text
      points
    }
    principles
  }
  fragment TechnologyPageCopy on TechnologyPageJson {
    badge
    usesTitle
    productLinkLabel
    principlesTitle
    moreTitle
    ctaTitle
    ctaText
    ctaLabel
  }
`
