import * as React from "react"
import { graphql } from "gatsby"
import { Icon } from "../../components/ui/icon"
import { IconLines } from "../../components/ui/icon-lines"
import { telHref, whatsAppHref } from "../../lib/routes"
import { fillTemplate } from "../../lib/text"
import { classNames } from "../../lib/class-names"
import { usePageData } from "../../hooks/page-data"
import { CopyButton } from "./copy-button"
import { IconChip } from "../../components/ui/icon-chip"
import * as styles from "./contact-cards.module.css"

export interface ContactCardsProps {
  copy: Queries.ContactCardsSectionFragment
  email: string
  phone: string
  /** The site's WhatsApp number (data/site/); without one, no WhatsApp card. */
  whatsappNumber?: string | null
  office: Queries.ContactOfficeFragment
  /** Side by side where there is room (a full-width band), rather than stacked beside a form. */
  wide?: boolean
}

function Hours({ hours }: { hours: readonly string[] }) {
  return <IconLines lines={hours} icon="clock" iconSize={16} className={styles.hours} />
}

interface ContactCardProps {
  icon: string
  title: string
  description: string
  /** the way to get in touch: the address or number and what goes with it */
  children: React.ReactNode
}

function ContactCard({ icon, title, description, children }: ContactCardProps) {
  return (
    <li className={styles.card}>
      <IconChip className={styles.icon} name={icon} />
      <div className={styles.body}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <p className={styles.description}>{description}</p>
        {children}
      </div>
    </li>
  )
}

interface NewTabLinkProps {
  href: string
  label: string
  /** the id of what is read with the link (WhatsApp's caution) */
  describedBy?: string
}

/** A card's way out of the site (the chat, the map): a new tab, which its accessible name says. */
function NewTabLink({ href, label, describedBy }: NewTabLinkProps) {
  const { opensInNewTab } = usePageData().layout.interface
  return (
    <a
      className={styles.externalLink}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={fillTemplate(opensInNewTab, { name: label })}
      aria-describedby={describedBy}
    >
      {label}
      <Icon name="external-link" size={16} />
    </a>
  )
}

/**
 * E-mail, phone, WhatsApp (when the site has a number) and head office, each reachable in one step;
 * e-mail and phone can be copied.
 */
export function ContactCards({ copy, email, phone, whatsappNumber, office, wide = false }: ContactCardsProps) {
  const feedback = { copiedLabel: copy.copiedLabel, failedLabel: copy.copyFailedLabel }
  return (
    <section className={styles.section} aria-labelledby="contact-cards-title">
      <h2 id="contact-cards-title" className={styles.title}>
        {copy.title}
      </h2>
      <ul
        className={classNames(
          styles.list,
          wide ? styles.wide : undefined,
          wide && whatsappNumber ? styles.pairs : undefined,
        )}
      >
        <ContactCard icon="mail" title={copy.email.title} description={copy.email.description}>
          <a className={styles.value} href={`mailto:${email}`}>
            {email}
          </a>
          <Hours hours={copy.email.hours} />
          <CopyButton text={email} label={copy.email.copyLabel} {...feedback} />
        </ContactCard>
        <ContactCard icon="phone" title={copy.phone.title} description={copy.phone.description}>
          <a className={styles.value} href={telHref(phone)}>
            {phone}
          </a>
          <Hours hours={copy.phone.hours} />
          <CopyButton text={phone} label={copy.phone.copyLabel} {...feedback} />
        </ContactCard>
        {whatsappNumber && (
          <ContactCard icon="message-circle" title={copy.whatsapp.title} description={copy.whatsapp.description}>
            {/* before the link, and read with it: what not to send is known before the chat opens */}
            <p id="whatsapp-caution" className={styles.caution}>
              <Icon name="circle-alert" size={16} />
              {copy.whatsapp.caution}
            </p>
            <NewTabLink
              href={whatsAppHref(whatsappNumber)}
              label={copy.whatsapp.linkLabel}
              describedBy="whatsapp-caution"
            />
          </ContactCard>
        )}
        <ContactCard icon="map-pin" title={office.title} description={copy.office.description}>
          <address className={styles.address}>{office.address}</address>
          <NewTabLink href={office.mapLink} label={copy.office.mapLabel} />
        </ContactCard>
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
    whatsapp {
      title
      description
      linkLabel
      caution
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
