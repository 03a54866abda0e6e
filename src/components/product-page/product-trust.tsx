import * as React from "react"
import { graphql } from "gatsby"
import { Band } from "../ui/band"
import { ButtonLink } from "../ui/button"
import { SectionHeading } from "../ui/section-heading"
import { FactList } from "../ui/fact-list"
import * as styles from "./product-trust.module.css"

export interface ProductTrustProps {
  /** The product as the template's query reads it: ProductPage's fields and this fragment's (ProductTrust). */
  product: Partial<Queries.ProductTrustFragment> & { readonly slug: string }
  /** Put before the ids, where one document shows several pages (the CMS preview). */
  idPrefix?: string
}

/**
 * After an app's own sections, what a clinical lead, a hospital's reviewers and a careful patient check: its
 * intended use and evidence (who it is for and not for, what its AI does and does not decide, regulatory status,
 * studies, a model card in the CHAI fields), a hospital's technical questions, and the way to the trust centre.
 */
export function ProductTrust({ product, idPrefix = "" }: ProductTrustProps) {
  const { evidence, technical, trustLink } = product
  const evidenceId = `${idPrefix}evidence-title`
  const technicalId = `${idPrefix}technical-title`
  return (
    <>
      {evidence && (
        <Band aria-labelledby={evidenceId} tone="alt">
          <SectionHeading id={evidenceId} title={evidence.title} lead={evidence.intro} />
          <FactList items={evidence.facts} className={styles.facts} />
          <div className={styles.more}>
            <section aria-labelledby={`${idPrefix}studies-title`} className={styles.studies}>
              <h3 id={`${idPrefix}studies-title`}>{evidence.evidenceTitle}</h3>
              <div className={styles.prose} dangerouslySetInnerHTML={{ __html: evidence.evidence.html }} />
            </section>
            <details className={styles.modelCard}>
              <summary>{evidence.modelCardTitle}</summary>
              <FactList items={evidence.modelCard} className={styles.card} itemClassName={styles.cardItem} />
            </details>
          </div>
        </Band>
      )}
      {technical && (
        <Band aria-labelledby={technicalId}>
          <SectionHeading id={technicalId} title={technical.title} lead={technical.intro} />
          <FactList items={technical.items} className={styles.facts} />
        </Band>
      )}
      {trustLink && (
        <Band tone="tint">
          <p className={styles.trustLink}>
            <ButtonLink to={trustLink.url} variant="secondary" icon="shield-check" trailingIcon="arrow-right">
              {trustLink.label}
            </ButtonLink>
          </p>
        </Band>
      )}
    </>
  )
}

export const query = graphql`
  fragment ProductTrust on ProductsJson {
    evidence {
      title
      intro
      facts {
        label
        value
      }
      evidenceTitle
      evidence {
        html
      }
      modelCardTitle
      modelCard {
        label
        value
      }
    }
    technical {
      title
      intro
      items {
        label
        value
      }
    }
    trustLink {
      label
      url
    }
  }
`
