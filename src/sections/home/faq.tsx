import * as React from "react"
import { graphql } from "gatsby"
import { HeadElements } from "../../components/seo/head-elements"
import { Section } from "../../components/ui/section"
import { Icon } from "../../components/ui/icon"
import { toggleActive, type ActiveItem } from "../../lib/accordion"
import { textFigureUses, type FigureUse } from "../../lib/figures"
import { useMarkFigures } from "../../components/figures/figure-notes"
import * as styles from "./faq.module.css"

export interface FaqProps {
  copy: Queries.SectionIntroFragment
  faqs: readonly Queries.HomeFaqFragment[]
}

/**
 * Without JavaScript the questions cannot be toggled, so every answer is shown open instead. The
 * answers are in the HTML either way (collapsed ones are only visually closed).
 */
const noScriptStyle =
  "<style>[data-faq-answer]{max-height:none!important;visibility:visible!important;content-visibility:visible!important}</style>"

/** Where the answers' figures stand (`{figure:partners}` in an answer), for the page's list of sources. */
export const faqFigureUses = (faqs: FaqProps["faqs"]): FigureUse[] =>
  faqs.flatMap((faq) => textFigureUses(`faq-${faq.jsonId}`, faq.body.html))

export function Faq({ copy, faqs }: FaqProps) {
  const [active, setActive] = React.useState<ActiveItem<number>>(null)
  const markFigures = useMarkFigures()
  return (
    <Section compact id="faq" tone="alt" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <HeadElements>
        <noscript>{noScriptStyle}</noscript>
      </HeadElements>
      <ul className={styles.list}>
        {faqs.map((faq) => {
          const open = active === faq.jsonId
          const questionId = `faq-question-${faq.jsonId}`
          const answerId = `faq-answer-${faq.jsonId}`
          return (
            <li key={faq.jsonId} className={styles.item} data-open={open}>
              <h3 className={styles.question}>
                <button
                  type="button"
                  id={questionId}
                  className={styles.button}
                  aria-expanded={open}
                  aria-controls={answerId}
                  onClick={() => setActive((current) => toggleActive(current, faq.jsonId))}
                >
                  <span>{faq.title}</span>
                  <Icon name="chevron-down" size={20} className={styles.chevron} />
                </button>
              </h3>
              <div
                id={answerId}
                role="region"
                aria-labelledby={questionId}
                className={styles.answer}
                data-faq-answer=""
                data-open={open}
                // Markdown rendered and sanitized at build time (schema/markdown.ts)
                dangerouslySetInnerHTML={{ __html: markFigures(faq.body.html, `faq-${faq.jsonId}`) }}
              />
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment HomeFaqCopy on HomeFaqCopy {
    eyebrow
    title
    lead
  }
  fragment HomeFaq on FaqsJson {
    jsonId
    title
    body {
      html
    }
  }
`
