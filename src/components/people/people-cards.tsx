import * as React from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../ui/picture"
import { Icon } from "../ui/icon"
import { classNames } from "../../lib/class-names"
import { fillTemplate } from "../../lib/text"
import * as styles from "./people-cards.module.css"

/** An image field as the fragments below select it: processed (a raster), or only its file (an SVG logo). */
interface ImageFile {
  publicURL?: string | null
  childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null
}

/** A team member or a clinical advisor: both records are a PersonRecord (schema/content-model/about-page.ts). */
export type Person = Queries.PersonCardFragment

interface CardProps {
  /** the card's surface where it sits among other cards (Home's rows) */
  className?: string
  /** what the card is, above its name, where it sits among cards of another kind: Partners */
  kind?: string
  /** the level of the card's name within its section */
  headingLevel?: 3 | 4
}

interface ProofCardProps extends CardProps {
  /** the line under a partner's or a customer's card: when it gave permission ({date}) */
  permissionLine: string
}

/** The image, made at build time (AVIF/WebP at its sizes), or an SVG file as it is; nothing while the CMS previews. */
function RecordImage({ file, className }: { file: ImageFile | null | undefined; className: string }) {
  const image = file?.childImageSharp?.gatsbyImageData
  if (image) return <Picture image={image} alt="" className={className} />
  if (file?.publicURL) return <img src={file.publicURL} alt="" className={className} loading="lazy" />
  return null
}

/** A person: photo, name, role, and the link that shows their credential. Their photo is named by the name beside it. */
export function PersonCard({ person, className, headingLevel = 3 }: CardProps & { person: Person }) {
  const Heading = `h${headingLevel}` as const
  return (
    <li className={classNames(styles.person, className)}>
      <RecordImage file={person.photo} className={styles.photo} />
      <div>
        <Heading className={styles.name}>{person.name}</Heading>
        <p className={styles.role}>{person.role}</p>
        <a className={styles.credential} href={person.credentialUrl}>
          <Icon name="shield-check" size={16} />
          {person.credential}
        </a>
      </div>
    </li>
  )
}

/**
 * A partner's or a customer's card: logo, what it is where it sits among cards of another kind, its name, what
 * the card says of it, and under it the day it gave permission to show its name, logo and words.
 */
function ProofCard({
  record: { logo, permissionGivenText },
  name,
  kind,
  permissionLine,
  className,
  headingLevel = 3,
  children,
}: ProofCardProps & {
  /** the record's logo and the day it gave permission, as its fragment selects them */
  record: { logo: ImageFile | null | undefined; permissionGivenText: string }
  name: React.ReactNode
  children: React.ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <li className={classNames(styles.proof, className)}>
      <RecordImage file={logo} className={styles.logo} />
      {kind && <p className={styles.kind}>{kind}</p>}
      <Heading className={styles.name}>{name}</Heading>
      {children}
      <p className={styles.permission}>{fillTemplate(permissionLine, { date: permissionGivenText })}</p>
    </li>
  )
}

/** Someone's words and who they are. */
function Quote({ text, by }: { text: string; by?: string | null }) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>{text}</p>
      </blockquote>
      {by && <figcaption>{by}</figcaption>}
    </figure>
  )
}

/** A partner: logo, name (its website's link when given), what the company does with it, its words if any. */
export function PartnerCard({ partner, ...card }: ProofCardProps & { partner: Queries.PartnerCardFragment }) {
  return (
    <ProofCard {...card} record={partner} name={partner.url ? <a href={partner.url}>{partner.name}</a> : partner.name}>
      <p className={styles.role}>{partner.relationship}</p>
      {partner.quote && <Quote text={partner.quote} by={partner.quoteBy} />}
    </ProofCard>
  )
}

/** A customer's story: their words, who said them, where, and when they allowed it. */
export function StoryCard({ story, ...card }: ProofCardProps & { story: Queries.StoryCardFragment }) {
  return (
    <ProofCard {...card} record={story} name={story.organisation}>
      <Quote text={story.quote} by={`${story.name}, ${story.role}`} />
    </ProofCard>
  )
}

export const query = graphql`
  fragment PersonCard on PersonRecord {
    name
    role
    credential
    credentialUrl
    photo {
      ...PersonPhoto
    }
  }

  fragment PersonPhoto on File {
    publicURL
    childImageSharp {
      gatsbyImageData(width: 72, height: 72, layout: FIXED, formats: [AUTO, AVIF, WEBP], placeholder: NONE)
    }
  }

  fragment RecordLogo on File {
    publicURL
    childImageSharp {
      gatsbyImageData(height: 40, layout: FIXED, formats: [AUTO, AVIF, WEBP], placeholder: NONE)
    }
  }

  fragment PartnerCard on PartnersJson {
    name
    relationship
    url
    quote
    quoteBy
    permissionGivenText: permissionGiven(calendar: "MMMM d, y")
    logo {
      ...RecordLogo
    }
  }

  fragment StoryCard on CustomerStoriesJson {
    organisation
    quote
    name
    role
    permissionGivenText: permissionGiven(calendar: "MMMM d, y")
    logo {
      ...RecordLogo
    }
  }
`
