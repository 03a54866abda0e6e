import * as React from "react"
import { graphql } from "gatsby"
import { Icon } from "../ui/icon"
import { telHref } from "../../lib/routes"
import { fillTemplate } from "../../lib/text"
import * as styles from "./emergency-notice.module.css"

export interface EmergencyNoticeProps {
  notice: Queries.EmergencyNoticeFragment
}

/** That the site and its forms are not for emergencies, with the numbers to call, from data/emergency-notice/. */
export function EmergencyNotice({ notice }: EmergencyNoticeProps) {
  const titleId = React.useId()
  return (
    <section aria-labelledby={titleId} className={styles.notice}>
      <Icon name="circle-alert" size={24} className={styles.icon} />
      <div className={styles.body}>
        <h2 id={titleId}>{notice.title}</h2>
        <p>{notice.text}</p>
        <ul className={styles.numbers}>
          {notice.numbers.map(({ number, label }) => (
            <li key={number}>
              <a href={telHref(number)} className={styles.call}>
                {fillTemplate(notice.callLabel, { number })}
              </a>{" "}
              <span>{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment EmergencyNotice on EmergencyNoticeJson {
    title
    text
    numbers {
      number
      label
    }
    callLabel
  }
`
