import * as React from "react"
import { graphql } from "gatsby"
import { SitePage } from "../layout/site-page"
import { Band } from "../ui/band"
import { SectionHeading } from "../ui/section-heading"
import { PAGE_TITLE_ID } from "../ui/page-hero"
import { FeatureCards } from "../ui/feature-card"
import { useSiteData } from "../../hooks/use-site-data"
import { StoreBadges } from "./store-badges"
import { AppScreen } from "./app-screen"
import { editorShareImage } from "../seo/share-image"
import { ButtonLink } from "../ui/button"
import { subjectFragment } from "../../lib/contact-subject"
import * as styles from "./product-page.module.css"
import { ProductTrust } from "./product-trust"

export interface ProductPageProps {
  /** a product page's query result: the product record (by slug) and the shared copy */
  data: {
    productsJson: Queries.ProductPageProductFragment | null
    productPageJson: Queries.ProductPageCopyFragment | null
  }
  pathname: string
}

const withName = (text: string, name: string) => text.replaceAll("{name}", name)

type Product = Queries.ProductPageProductFragment
type Copy = Queries.ProductPageCopyFragment

/** The one template behind /recover and /connect, fed by a product of data/solutions/. */
export function ProductPage({ data, pathname }: ProductPageProps) {
  const { productsJson: product, productPageJson: copy } = data
  const { appStoreUrl, playStoreUrl } = useSiteData()
  if (!product || !copy) throw new Error(`No product record or product-page copy for ${pathname}`)
  return (
    <SitePage
      pathname={pathname}
      seo={{
        title: `${product.name}: ${product.tagline}`,
        description: product.headline,
        pathname: `/${product.slug}`,
        image: editorShareImage(product.shareImage, product.shareImageAlt, `${product.name}: ${product.tagline}`),
      }}
    >
      <ProductHero product={product} copy={copy} appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} />
      <ProductFeatures product={product} copy={copy} />
      {product.assurance && <ProductAssurance assurance={product.assurance} />}
      <ProductTrust product={product} />
    </SitePage>
  )
}

/**
 * The app's heading band: its name, what it does, its call to action (a demo request for an app that
 * organisations adopt, then the store badges the company has given), and one of its screens, drawn.
 */
export function ProductHero({
  product,
  copy,
  appStoreUrl,
  playStoreUrl,
  titleId = PAGE_TITLE_ID,
}: {
  product: Product
  copy: Copy
  appStoreUrl?: string | null
  playStoreUrl?: string | null
  /** The h1's id; another only where one document shows several pages (the CMS preview). */
  titleId?: string
}) {
  const hasStore = Boolean(appStoreUrl || playStoreUrl)
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div>
          <h1 id={titleId} className={styles.name}>
            {product.name}
          </h1>
          <p className={styles.tagline}>{product.tagline}</p>
          <p className={styles.headline}>{product.headline}</p>
          <p className={styles.description}>{product.description}</p>
          {product.demo && (
            <div className={styles.demo}>
              <h2 className={styles.downloadTitle}>{product.demo.title}</h2>
              <p className={styles.downloadText}>{product.demo.text}</p>
              <ButtonLink to={`/contact${subjectFragment("demo")}`} trailingIcon="arrow-right">
                {product.demo.label}
              </ButtonLink>
            </div>
          )}
          {hasStore && (
            <div className={styles.download}>
              <h2 className={styles.downloadTitle}>{copy.downloadTitle}</h2>
              <p className={styles.downloadText}>{copy.downloadText}</p>
              <StoreBadges
                appStoreUrl={appStoreUrl}
                playStoreUrl={playStoreUrl}
                appStoreLabel={withName(copy.appStoreLabel, product.name)}
                playStoreLabel={withName(copy.playStoreLabel, product.name)}
                appStoreBadge={copy.appStoreBadge}
                playStoreBadge={copy.playStoreBadge}
              />
            </div>
          )}
        </div>
        <AppScreen product={product} className={styles.screen} />
      </div>
    </section>
  )
}

export function ProductFeatures({
  product,
  copy,
  idPrefix = "",
}: {
  product: Product
  copy: Copy
  /** Put before its heading's id where one document shows several product pages: the CMS preview. */
  idPrefix?: string
}) {
  return (
    <Band tone="alt" aria-labelledby={`${idPrefix}features-title`}>
      <SectionHeading id={`${idPrefix}features-title`} title={withName(copy.featuresTitle, product.name)} />
      <FeatureCards items={product.features} className={styles.features} />
    </Band>
  )
}

/** What an organisation checks before it adopts the app (connectlife): integration, data, clinicians, pilots. */
export function ProductAssurance({
  assurance,
  idPrefix = "",
}: {
  assurance: NonNullable<Product["assurance"]>
  /** Put before its heading's id where one document shows several product pages: the CMS preview. */
  idPrefix?: string
}) {
  return (
    <Band aria-labelledby={`${idPrefix}assurance-title`}>
      <SectionHeading id={`${idPrefix}assurance-title`} title={assurance.title} lead={assurance.intro} />
      <FeatureCards items={assurance.items} className={styles.assurance} />
    </Band>
  )
}

export const query = graphql`
  fragment ProductPageProduct on ProductsJson {
    shareImage {
      ...ShareImage
    }
    shareImageAlt
    slug
    name
    tagline
    headline
    description
    features {
      title
      description
      icon
    }
    screen {
      ...ProductScreen
    }
    demo {
      title
      text
      label
    }
    assurance {
      title
      intro
      items {
        title
        description
        icon
      }
    }
  }
  fragment ProductPageCopy on ProductPageJson {
    featuresTitle
    downloadTitle
    downloadText
    appStoreLabel
    playStoreLabel
    appStoreBadge
    playStoreBadge
  }
`
