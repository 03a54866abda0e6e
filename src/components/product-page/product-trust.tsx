import * as React from "react"
import { graphql } from "gatsby"
import { Band } from "../ui/band"
import { ButtonLink } from "../ui/button"
import * as styles from "./product-trust.module.css"

export interface ProductTrustProps {
  /** The product as the template's query reads it: ProductPage's fields and this fragment's (ProductTrust). */
  product: Partial<Queries.ProductTrustFragment> & { readonly slug: string }
}

/** After an app's own sections: where a hospital's reviewers go next, the trust centre. */
export function ProductTrust({ product }: ProductTrustProps) {
  const link = product.trustLink
  if (!link) return null
  return (
    <Band tone="tint">
      <p className={styles.trustLink}>
        <ButtonLink to={link.url} variant="secondary" icon="shield-check" trailingIcon="arrow-right">
          {link.label}
        </ButtonLink>
      </p>
    </Band>
  )
}

export const query = graphql`
  fragment ProductTrust on ProductsJson {
    trustLink {
      label
      url
    }
  }
`
