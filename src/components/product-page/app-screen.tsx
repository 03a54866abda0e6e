import * as React from "react"
import { graphql } from "gatsby"
import { Icon } from "../ui/icon"
import { PRODUCT_ICONS } from "../../lib/product-icons"
import { classNames } from "../../lib/class-names"
import * as styles from "./app-screen.module.css"

export interface AppScreenProps {
  /** the app's name and slug (its mark), and the screen drawn for it in the page's language */
  product: { slug: string; name: string; screen: Queries.ProductScreenFragment }
  /** Home's card shows a small screen with its first two lines; the product page the whole screen */
  size?: "large" | "small"
  className?: string
}

/**
 * One of the app's screens drawn in HTML and CSS (sharp at any zoom, no image to load): a phone for an
 * app for patients, a dashboard window for one for care teams. A figure whose caption says it is an
 * illustration; the drawing is one image named by that caption, read once: its sample lines are hidden
 * from screen readers (some read an image's text as well as its name, as the page's own content), and so
 * is the caption itself, which the image's name already says. `data-app-screen` is how the browser tests'
 * screen-reader walk finds each drawing, whatever its markup then says to screen readers.
 */
export function AppScreen({ product, size = "large", className }: AppScreenProps) {
  const captionId = React.useId()
  const { screen } = product
  const desktop = screen.device === "desktop"
  const items = size === "small" ? screen.items.slice(0, 2) : screen.items
  return (
    <figure className={classNames(styles.figure, styles[size], className)}>
      <div
        className={classNames(styles.device, desktop ? styles.desktop : styles.phone)}
        role="img"
        aria-labelledby={captionId}
        data-app-screen=""
      >
        <div className={styles.bar} />
        <div className={styles.screen} aria-hidden="true">
          <p className={styles.app}>
            <Icon name={PRODUCT_ICONS[product.slug] ?? "sparkles"} size={16} />
            {product.name}
            <span className={styles.sample}>{screen.sample}</span>
          </p>
          <p className={styles.title}>{screen.title}</p>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.text} className={styles.item}>
                <span className={styles.chip}>
                  <Icon name={item.icon} size={16} />
                </span>
                <span>{item.text}</span>
                <span className={styles.status}>{item.status}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption id={captionId} className={styles.caption} aria-hidden="true">
        {screen.caption}
      </figcaption>
    </figure>
  )
}

export const query = graphql`
  fragment ProductScreen on ProductScreen {
    device
    caption
    sample
    title
    items {
      icon
      text
      status
    }
  }
`
