import * as React from "react"
import { graphql } from "gatsby"
import { Link } from "../../components/ui/link"
import { Section } from "../../components/ui/section"
import { Icon } from "../../components/ui/icon"
import { CardTop } from "../../components/ui/card-top"
import { fillTemplate } from "../../lib/text"
import { PRODUCT_ICONS } from "../../lib/product-icons"
import * as styles from "./solutions.module.css"
import { SwipeList } from "../../components/ui/swipe-list"
import { AppScreen } from "../../components/product-page/app-screen"

export interface SolutionsProps {
  copy: Queries.HomeSolutionsCopyFragment
  products: readonly Queries.HomeProductFragment[]
}

export function Solutions({ copy, products }: SolutionsProps) {
  return (
    <Section compact id="solutions" tone="alt" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <SwipeList labelledBy="solutions-title" className={styles.grid}>
        {products.map((product) => (
          <li key={product.slug} className={styles.card}>
            <CardTop
              icon={PRODUCT_ICONS[product.slug] ?? "sparkles"}
              iconSize={28}
              className={styles.head}
              iconClassName={styles.icon}
            >
              <div>
                <h3 className={styles.name}>{product.name}</h3>
                <p className={styles.tagline}>{product.tagline}</p>
              </div>
            </CardTop>
            <p className={styles.headline}>{product.headline}</p>
            <AppScreen product={product} size="small" className={styles.screen} />
            <p className={styles.description}>{product.description}</p>
            <Link to={`/${product.slug}`} className={styles.link}>
              {fillTemplate(copy.linkLabel, { product: product.name })}
              <Icon name="arrow-right" size={18} />
            </Link>
          </li>
        ))}
      </SwipeList>
    </Section>
  )
}

export const query = graphql`
  fragment HomeSolutionsCopy on HomeSolutionsCopy {
    eyebrow
    title
    lead
    linkLabel
  }

  fragment HomeProduct on ProductsJson {
    slug
    name
    tagline
    headline
    description
    screen {
      ...ProductScreen
    }
  }
`
