import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { ButtonLink } from "../../components/ui/button"
import { IconCard } from "../../components/ui/icon-card"
import { StatList } from "../../components/ui/stat-list"
import { useSiteData } from "../../hooks/use-site-data"
import { telHref } from "../../lib/routes"
import * as styles from "./contact.module.css"
import { figureUses, textFigureUses } from "../../lib/figures"
import { FigureText } from "../../components/figures/figure-notes"

export interface ContactProps {
  copy: Queries.HomeContactCopyFragment
  quickStats: readonly Queries.HomeQuickStatFragment[]
}

/** Where the quick stats' figures stand, for the page's list of sources. */
export const contactFigureUses = (copy: ContactProps["copy"], quickStats: ContactProps["quickStats"]) => [
  ...textFigureUses("contact-lead", copy.lead),
  ...[copy.emailCard, copy.phoneCard, copy.officeCard].flatMap((card, index) =>
    textFigureUses(`contact-card-${index + 1}`, card.text),
  ),
  ...figureUses("contact", quickStats),
]

export function Contact({ copy, quickStats }: ContactProps) {
  const site = useSiteData()
  const tel = telHref(site.phone)
  const mailto = `mailto:${site.email}`
  const { locality, region, country } = site.address
  const cards = [
    { icon: "mail", card: copy.emailCard, detail: <a href={mailto}>{site.email}</a> },
    { icon: "phone", card: copy.phoneCard, detail: <a href={tel}>{site.phone}</a> },
    { icon: "map-pin", card: copy.officeCard, detail: <span>{[locality, region, country].join(", ")}</span> },
  ]
  const lead = <FigureText text={copy.lead} at="contact-lead" />
  return (
    <Section compact id="contact" tone="tint" eyebrow={copy.eyebrow} title={copy.title} lead={lead}>
      <div className={styles.actions}>
        <ButtonLink to={tel} icon="phone">
          {copy.callLabel}
        </ButtonLink>
        <ButtonLink to={mailto} icon="mail" variant="secondary">
          {copy.emailLabel}
        </ButtonLink>
      </div>
      <ul className={styles.cards}>
        {cards.map(({ icon, card, detail }, index) => (
          <IconCard
            key={card.title}
            icon={icon}
            title={card.title}
            className={styles.card}
            classes={{ icon: styles.icon, title: styles.title }}
          >
            <p className={styles.detail}>{detail}</p>
            <p className={styles.text}>
              <FigureText text={card.text} at={`contact-card-${index + 1}`} />
            </p>
          </IconCard>
        ))}
      </ul>
      <StatList stats={quickStats} className={styles.quickStats} statClassName={styles.quickStat} figuresAt="contact" />
    </Section>
  )
}

export const query = graphql`
  fragment HomeContactCopy on HomeContactCopy {
    eyebrow
    title
    lead
    callLabel
    emailLabel
    emailCard {
      title
      text
    }
    phoneCard {
      title
      text
    }
    officeCard {
      title
      text
    }
  }

  fragment HomeQuickStat on QuickStatsJson {
    figure {
      jsonId
    }
    label
    note
  }
`
