import * as React from "react"
import { graphql } from "gatsby"
import { Icon } from "../../components/ui/icon"
import { telHref } from "../../lib/routes"
import { CopyButton } from "./copy-button"
import * as styles from "./contact-cards.module.css"

export interface ContactCardsProps {
  copy: Queries.ContactCardsSectionFragment
  email: string
  phone: string
  office: Queries.ContactOfficeFragment
  /** Side by side where there is room (a full-width band), rather than stacked beside a form. */
  wide?: boolean
}

function Hours({ hours }: { hours: readonly string[] }) {
  return (
    <ul className={styles.hours}>
      {hours.map((line) => (
        <li key={line}>
          <Icon name="clock" size={16} />
          {line}
        </li>
      ))}
    </ul>
  )
}

/** E-mail, phone and head office, each reachable in one step; e-mail and phone can be copied. */
export function ContactCards({ copy, email, phone, office, wide = false }: ContactCardsProps) {
  const feedback = { copiedLabel: copy.copiedLabel, failedLabel: copy.copyFailedLabel }
  return (
    <section className={styles.section} aria-labelledby="contact-cards-title">
      <h2 id="contact-cards-title" className={styles.title}>
        {copy.title}
      </h2>
      <ul className={wide ? `${styles.list} ${styles.wide}` : styles.list}>
        <li className={styles.card}>
          <span className={styles.icon}>
            <Icon name="mail" />
          </span>
          <div className={styles.body}>
            <h3 className={styles.cardTitle}>{copy.email.title}</h3>
            <p className={styles.description}>{copy.email.description}</p>
            <a className={styles.value} href={`mailto:${email}`}>
              {email}
            </a>
            <Hours hours={copy.email.hours} />
            <CopyButton text={email} label={copy.email.copyLabel} {...feedback} />
          </div>
        </li>
        <li className={styles.card}>
          <span className={styles.icon}>
            <Icon name="phone" />
          </span>
          <div className={styles.body}>
            <h3 className={styles.cardTitle}>{copy.phone.title}</h3>
            <p className={styles.description}>{copy.phone.description}</p>
            <a className={styles.value} href={telHref(phone)}>
              {phone}
            </a>
            <Hours hours={copy.phone.hours} />
            <CopyButton text={phone} label={copy.phone.copyLabel} {...feedback} />
          </div>
        </li>
        <li className={styles.card}>
          <span className={styles.icon}>
            <Icon name="map-pin" />
          </span>
          <div className={styles.body}>
            <h3 className={styles.cardTitle}>{office.title}</h3>
            <p className={styles.description}>{copy.office.description}</p>
            <address className={styles.address}>{office.address}</address>
            <a className={styles.mapLink} href={office.mapLink} target="_blank" rel="noopener noreferrer">
              {copy.office.mapLabel}
              <Icon name="external-link" size={16} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </li>
      </ul>
    </section>
  )
}

export const contactCardsFragments = graphql`
  fragment ContactCardsSection on ContactCards {
    title
    email {
      title
      description
      hours
      copyLabel
    }
    phone {
      title
      description
      hours
      copyLabel
    }
    office {
      description
      mapLabel
    }
    copiedLabel
    copyFailedLabel
  }

  fragment ContactOffice on OfficeLocationsJson {
    title
    address
    mapLink
  }
`
