import * as React from "react"
import { graphql } from "gatsby"
import { ButtonLink } from "../../components/ui/button"
import { Icon } from "../../components/ui/icon"
import { Picture } from "../../components/ui/picture"
import { StatList } from "../../components/ui/stat-list"
import { IconChip } from "../../components/ui/icon-chip"
import { Link } from "../../components/ui/link"
import { figureUses } from "../../lib/figures"
import * as styles from "./hero.module.css"

export interface HeroProps {
  copy: Queries.HomeHeroFragment
  stats: readonly Queries.HomeHeroStatFragment[]
}

/** Where the hero's figures stand, for the page's list of sources. */
export const heroFigureUses = (stats: HeroProps["stats"]) => figureUses("hero", stats)

export function Hero({ copy, stats }: HeroProps) {
  const image = copy.image.childImageSharp?.gatsbyImageData
  return (
    <section id="hero" aria-labelledby="hero-title" className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.badge}>
            <Icon name="sparkles" size={16} />
            {copy.badge}
          </p>
          <h1 id="hero-title" className={styles.title}>
            {copy.title}
          </h1>
          <p className={styles.subtitle}>{copy.subtitle}</p>
          <div className={styles.actions}>
            <ButtonLink to={copy.primaryCta.path} trailingIcon="arrow-right">
              {copy.primaryCta.label}
            </ButtonLink>
            <ButtonLink to={copy.secondaryCta.path} variant="secondary" context={copy.secondaryCta.context}>
              {copy.secondaryCta.label}
            </ButtonLink>
          </div>
          <StatList stats={stats} className={styles.stats} statClassName={styles.stat} figuresAt="hero" />
          <ul className={styles.apps}>
            {copy.apps.map((app) => (
              <li key={app.link.path} className={styles.app}>
                <p className={styles.appAudience}>{app.audience}</p>
                <p className={styles.appName}>{app.product.name}</p>
                <p className={styles.appText}>{app.text}</p>
                <Link to={app.link.path} className={styles.appLink}>
                  {app.link.label}
                  <Icon name="arrow-right" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.visual}>
          {/* Beside the text from 1024 px (hero.module.css), below it and the fold on phones. */}
          {image && (
            <Picture
              image={image}
              alt={copy.imageAlt}
              firstScreenMedia="(min-width: 1024px)"
              className={styles.globe}
            />
          )}
          <ul className={styles.cards}>
            {copy.floatingCards.map((card) => (
              <li key={card.title} className={styles.card}>
                <IconChip className={styles.cardIcon} name={card.icon} size={20} />
                <span>
                  <strong className={styles.cardTitle}>{card.title}</strong>
                  <span className={styles.cardText}>{card.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <a href="#problems" className={styles.discover}>
        {copy.discoverLabel}
        <Icon name="chevron-down" size={20} className={styles.discoverIcon} />
      </a>
    </section>
  )
}

export const query = graphql`
  fragment HomeHero on HomeHero {
    badge
    title
    subtitle
    primaryCta {
      label
      path
    }
    secondaryCta {
      label
      path
      context
    }
    discoverLabel
    image {
      childImageSharp {
        # FULL_WIDTH sizes the box by aspect ratio alone; CONSTRAINED adds a sizer <img role="presentation">
        # that the HTML checker rejects. The sizes are the globe's CSS widths (120, 420, 520 px); the
        # breakpoints each of them at 1x and 2x. AVIF at quality 30 (sharp's default is 50): this smooth
        # illustration looks the same and weighs under half. A phone at 2x downloads 240w.
        gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [120, 240, 420, 520, 840, 1040]
          sizes: "(max-width: 639px) 120px, (max-width: 1023px) 420px, 520px"
          placeholder: NONE
          formats: [AUTO, WEBP, AVIF]
          avifOptions: { quality: 30 }
        )
      }
    }
    imageAlt
    floatingCards {
      title
      text
      icon
    }
    apps {
      audience
      product {
        slug
        name
      }
      text
      link {
        label
        path
      }
    }
  }

  fragment HomeHeroStat on StatsJson {
    figure {
      jsonId
    }
    label
    note
  }
`
