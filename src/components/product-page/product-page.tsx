import * as React from "react"
import { graphql } from "gatsby"
import { SitePage } from "../layout/site-page"
import { Band, type BandTone } from "../ui/band"
import { SectionHeading } from "../ui/section-heading"
import { PAGE_TITLE_ID } from "../ui/page-hero"
import { FeatureCards, type FeatureCardsProps } from "../ui/feature-card"
import { useSiteData } from "../../hooks/use-site-data"
import { StoreBadges } from "./store-badges"
import { AppScreen } from "./app-screen"
import { editorShareImage } from "../seo/share-image"
import { ButtonLink } from "../ui/button"
import { subjectFragment } from "../../lib/contact-subject"
import { PeopleSection, ProofSection } from "../people/people-sections"
import { AppNotifyForm } from "./app-notify-form"
import * as styles from "./product-page.module.css"
import { ProductTrust } from "./product-trust"

/** The download block's id: the QR code leads a phone there (DOWNLOAD_ANCHOR in schema/download-qr.ts). */
const DOWNLOAD_ID = "download"

export interface ProductPageProps {
  /** a product page's query result: the product record (by slug), the shared copy, and the people and proof */
  data: Queries.PeopleAndProofFragment & {
    productsJson: Queries.ProductPageProductFragment | null
    productPageJson: Queries.ProductPageCopyFragment | null
    interfaceJson: { appNotify: Queries.AppNotifyCopyFragment } | null
  }
  pathname: string
}

const withName = (text: string, name: string) => text.replaceAll("{name}", name)

type Product = Queries.ProductPageProductFragment
type Copy = Queries.ProductPageCopyFragment

/** The one template behind /recover and /connect, fed by a product of data/solutions/. */
export function ProductPage({ data, pathname }: ProductPageProps) {
  const { productsJson: product, productPageJson: copy, interfaceJson } = data
  const { email } = useSiteData()
  if (!product || !copy || !interfaceJson)
    throw new Error(`No product record, product-page copy or interface words for ${pathname}`)
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
      <ProductHero product={product} copy={copy} notifyCopy={interfaceJson.appNotify} supportEmail={email} />
      <ProductFeatures product={product} copy={copy} />
      {product.assurance && <ProductAssurance assurance={product.assurance} />}
      {product.proof && data.peopleCopy && (
        <>
          <PeopleSection copy={data.peopleCopy.people} advisors={data.allAdvisorsJson.nodes} tone="alt" />
          <ProofSection
            copy={data.peopleCopy.proof}
            partners={data.allPartnersJson.nodes}
            stories={data.allCustomerStoriesJson.nodes}
          />
        </>
      )}
      <ProductTrust product={product} />
    </SitePage>
  )
}

/**
 * The app's heading band: its name, what it does, its call to action (a demo request for an app that
 * organisations adopt, then the download), and one of its screens, drawn. The download is the store badges
 * the company has given, with a QR code of this page on a wide screen; until the app is in a store, a field
 * that asks to be told when it is, so "Get recoverlife" always ends in a download or a request kept.
 */
export function ProductHero({
  product,
  copy,
  notifyCopy,
  supportEmail,
  titleId = PAGE_TITLE_ID,
}: {
  product: Product
  copy: Copy
  /** The "tell me" form's words, in the page's language. */
  notifyCopy: Queries.AppNotifyCopyFragment
  /** The support address, for the mail link when a request cannot be stored. */
  supportEmail: string
  /** The h1's id; another only where one document shows several pages (the CMS preview). */
  titleId?: string
}) {
  const { appStoreUrl, playStoreUrl, downloadQr } = product
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
          {hasStore ? (
            <div id={DOWNLOAD_ID} className={styles.download}>
              <div>
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
              {downloadQr && <DownloadQrCode qr={downloadQr} title={copy.qrTitle} text={copy.qrText} />}
            </div>
          ) : (
            <AppNotifyForm app={product.name} copy={notifyCopy} supportEmail={supportEmail} />
          )}
        </div>
        <AppScreen product={product} className={styles.screen} />
      </div>
    </section>
  )
}

/**
 * This page's address as a QR code, drawn at build time (schema/download-qr.ts), for a visitor on a computer:
 * the phone's camera opens the page there, where the badges lead to its own store. Shown on wide screens
 * only; the caption says what it is, and the drawing is hidden from screen readers.
 */
function DownloadQrCode({ qr, title, text }: { qr: NonNullable<Product["downloadQr"]>; title: string; text: string }) {
  return (
    <figure className={styles.qr}>
      <svg viewBox={`0 0 ${qr.size} ${qr.size}`} width="112" height="112" aria-hidden="true" focusable="false">
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" shapeRendering="crispEdges" />
      </svg>
      <figcaption>
        <strong className={styles.qrTitle}>{title}</strong> {text}
      </figcaption>
    </figure>
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
    <FeatureBand
      tone="alt"
      titleId={`${idPrefix}features-title`}
      title={withName(copy.featuresTitle, product.name)}
      items={product.features}
      className={styles.features}
    />
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
    <FeatureBand
      titleId={`${idPrefix}assurance-title`}
      title={assurance.title}
      lead={assurance.intro}
      items={assurance.items}
      className={styles.assurance}
    />
  )
}

interface FeatureBandProps extends Pick<FeatureCardsProps, "items" | "className"> {
  /** the heading's id, which names the band */
  titleId: string
  title: string
  lead?: string | null
  tone?: BandTone
}

/** A band of feature cards under the heading that names it (the app's features, what an organisation checks). */
function FeatureBand({ titleId, title, lead, tone, items, className }: FeatureBandProps) {
  return (
    <Band tone={tone} aria-labelledby={titleId}>
      <SectionHeading id={titleId} title={title} lead={lead} />
      <FeatureCards items={items} className={className} />
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
    proof
    appStoreUrl
    playStoreUrl
    downloadQr {
      address
      size
      path
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
    qrTitle
    qrText
  }
`
