import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../ui/section"
import type { BandTone } from "../ui/band"
import { PartnerCard, PersonCard, StoryCard, type Person } from "./people-cards"
import * as styles from "./people-sections.module.css"

interface GroupProps {
  /** the id of the group's heading, which names its list */
  id: string
  title: string
  children: React.ReactNode
}

/** One list of a section under its own heading. */
function Group({ id, title, children }: GroupProps) {
  return (
    <div className={styles.group}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      <ul className={styles.cards} aria-labelledby={id}>
        {children}
      </ul>
    </div>
  )
}

export interface PeopleSectionProps {
  copy: Queries.AboutPeopleCopyFragment
  /** the team: About only */
  team?: readonly Person[]
  advisors: readonly Person[]
  tone?: BandTone
}

/**
 * The team and the clinical advisors, each under its heading; a list without anyone in it is left out, and
 * the whole section when both are (no heading, no empty band: the company names its people, the site
 * never stands in for them).
 */
export function PeopleSection({ copy, team = [], advisors, tone }: PeopleSectionProps) {
  if (team.length === 0 && advisors.length === 0) return null
  return (
    <Section id="people" tone={tone} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      {team.length > 0 && (
        <Group id="people-team-title" title={copy.teamTitle}>
          {team.map((person) => (
            <PersonCard key={person.name} person={person} className={styles.card} headingLevel={4} />
          ))}
        </Group>
      )}
      {advisors.length > 0 && (
        <Group id="people-advisors-title" title={copy.advisorsTitle}>
          {advisors.map((person) => (
            <PersonCard key={person.name} person={person} className={styles.card} headingLevel={4} />
          ))}
        </Group>
      )}
    </Section>
  )
}

export interface ProofSectionProps {
  copy: Queries.AboutProofCopyFragment
  partners: readonly Queries.PartnerCardFragment[]
  stories: readonly Queries.StoryCardFragment[]
  tone?: BandTone
}

/** Partners and customers' stories, each under its heading; left out as the people are when there are none. */
export function ProofSection({ copy, partners, stories, tone }: ProofSectionProps) {
  if (partners.length === 0 && stories.length === 0) return null
  return (
    <Section id="proof" tone={tone} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      {partners.length > 0 && (
        <Group id="proof-partners-title" title={copy.partnersTitle}>
          {partners.map((partner) => (
            <PartnerCard
              key={partner.name}
              partner={partner}
              permissionLine={copy.permissionLine}
              className={styles.card}
              headingLevel={4}
            />
          ))}
        </Group>
      )}
      {stories.length > 0 && (
        <Group id="proof-stories-title" title={copy.storiesTitle}>
          {stories.map((story) => (
            <StoryCard
              key={story.organisation + story.name}
              story={story}
              permissionLine={copy.permissionLine}
              className={styles.card}
              headingLevel={4}
            />
          ))}
        </Group>
      )}
    </Section>
  )
}

/**
 * What About, Home and the page of connectlife read of the people and proof, in the page query's language
 * (`$locale`): the headings, kept in About's copy, and the advisors, partners and stories (About also reads
 * its team). With no records the lists are empty and the sections left out.
 */
export const query = graphql`
  fragment PeopleAndProof on Query {
    peopleCopy: aboutPageJson(locale: { eq: $locale }) {
      people {
        ...AboutPeopleCopy
      }
      proof {
        ...AboutProofCopy
      }
    }
    allAdvisorsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...PersonCard
      }
    }
    allPartnersJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...PartnerCard
      }
    }
    allCustomerStoriesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...StoryCard
      }
    }
  }

  fragment AboutPeopleCopy on AboutPeople {
    eyebrow
    title
    lead
    teamTitle
    advisorsTitle
  }

  fragment AboutProofCopy on AboutProof {
    eyebrow
    title
    lead
    partnersTitle
    storiesTitle
    permissionLine
  }
`
