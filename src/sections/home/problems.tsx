import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../../components/ui/section"
import { ButtonLink } from "../../components/ui/button"
import { CardTop } from "../../components/ui/card-top"
import { StatList } from "../../components/ui/stat-list"
import { ImpactBadge } from "./impact-badge"
import * as styles from "./problems.module.css"
import { SwipeList } from "../../components/ui/swipe-list"
import { figureUses } from "../../lib/figures"

export interface ProblemsProps {
  copy: Queries.HomeProblemsCopyFragment
  problems: readonly Queries.HomeProblemFragment[]
  impactBadge: string
}

const problemAt = (problem: { jsonId: number }) => `problem-${problem.jsonId}`

/** Where the problem cards' figures stand, for the page's list of sources. */
export const problemsFigureUses = (problems: ProblemsProps["problems"]) =>
  problems.flatMap((problem) => figureUses(problemAt(problem), problem.stats))

export function Problems({ copy, problems, impactBadge }: ProblemsProps) {
  return (
    <Section compact id="problems" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <SwipeList labelledBy="problems-title" className={styles.grid}>
        {problems.map((problem) => (
          <li key={problem.jsonId} className={styles.card}>
            <CardTop icon={problem.icon} className={styles.top} iconClassName={styles.icon}>
              <span className={styles.category}>{problem.category}</span>
              <ImpactBadge level={problem.impact} levelKey={problem.impactLevel} template={impactBadge} />
            </CardTop>
            <h3 className={styles.title}>{problem.title}</h3>
            <p className={styles.description}>{problem.description}</p>
            <StatList
              stats={problem.stats}
              className={styles.stats}
              statClassName={styles.stat}
              figuresAt={problemAt(problem)}
            />
          </li>
        ))}
      </SwipeList>
      <div className={styles.more}>
        <ButtonLink to={copy.cta.path} variant="secondary" trailingIcon="arrow-right">
          {copy.cta.label}
        </ButtonLink>
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment HomeProblemsCopy on HomeProblemsCopy {
    eyebrow
    title
    lead
    cta {
      label
      path
    }
  }

  fragment HomeProblem on ProblemsJson {
    jsonId
    title
    description
    category
    impact
    impactLevel
    icon
    stats {
      figure {
        jsonId
      }
      label
      note
    }
  }
`
