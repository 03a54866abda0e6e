import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Link } from "../components/ui/link"
import { SitePage } from "../components/layout/site-page"
import { Band } from "../components/ui/band"
import { SectionHeading } from "../components/ui/section-heading"
import { ButtonLink } from "../components/ui/button"
import { CtaBand } from "../components/ui/cta-band"
import { IconLines } from "../components/ui/icon-lines"
import { IconChip } from "../components/ui/icon-chip"
import * as styles from "../sections/technology/technology.module.css"

const withName = (text: string, name: string) => text.replaceAll("{name}", name)

/** /technology-…: one page per technology of data/solutions/, created in gatsby-node.ts. */
export default function TechnologyTemplate({ data, location }: PageProps<Queries.TechnologyPageQuery>) {
  const { technologiesJson: tech, technologyPageJson: copy } = data
  if (!tech || !copy)
    throw new Error(`No technology record or technology page copy (data/solutions/) for ${location.pathname}`)
  const others = data.allTechnologiesJson.nodes.filter((other) => other.slug !== tech.slug)
  return (
    <SitePage
      pathname={location.pathname}
      seo={{ title: tech.title, description: tech.summary, pathname: `/${tech.slug}` }}
      hero={{
        badge: copy.badge,
        title: tech.title,
        children: (
          <>
            <p className={styles.headline}>{tech.headline}</p>
            <p>{tech.lead}</p>
          </>
        ),
      }}
    >
      <Band aria-labelledby="uses-title">
        <SectionHeading id="uses-title" title={copy.usesTitle} />
        <ul className={styles.uses}>
          {tech.uses.map(({ product, text, points }) => (
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

      <Band tone="alt" aria-labelledby="principles-title">
        <SectionHeading id="principles-title" title={copy.principlesTitle} />
        <IconLines
          lines={tech.principles}
          icon="shield-check"
          iconSize={22}
          className={styles.principles}
          lineClassName={styles.principle}
        />
      </Band>

      <Band aria-labelledby="more-title">
        <SectionHeading id="more-title" title={copy.moreTitle} />
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

      <CtaBand id="technology-cta" title={copy.ctaTitle} text={copy.ctaText}>
        <ButtonLink to="/contact" variant="inverse">
          {copy.ctaLabel}
        </ButtonLink>
      </CtaBand>
    </SitePage>
  )
}

export const query = graphql`
  query TechnologyPage($id: String!, $locale: String!) {
    ...PageLayout
    technologiesJson(id: { eq: $id }) {
      slug
      title
      headline
      summary
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
    allTechnologiesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        title
        icon
      }
    }
    technologyPageJson(locale: { eq: $locale }) {
      badge
      usesTitle
      productLinkLabel
      principlesTitle
      moreTitle
      ctaTitle
      ctaText
      ctaLabel
    }
  }
`
