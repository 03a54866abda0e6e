import * as React from "react"
import { usePageData } from "../../hooks/page-data"
import { localizedPath } from "../../lib/locales"

/** Where the rights request form is: the privacy notice's Your rights part, at the form's heading. */
export const RIGHTS_REQUEST_PATH = "/privacy/your-rights#rights-request"

export interface PrivacyLinksProps {
  /** The first link's words: the form's own (the newsletter's "Privacy") or the requests' ("How we handle it"). */
  privacyLink: string
  className?: string
}

/**
 * The end of every form's consent line: how the site handles what is sent (the privacy notice's website part), and
 * where a right is used (the rights request form).
 */
export function PrivacyLinks({ privacyLink, className }: PrivacyLinksProps) {
  const { locale, layout } = usePageData()
  return (
    <>
      <a className={className} href={localizedPath(locale, "/privacy/the-website")}>
        {privacyLink}
      </a>
      {" · "}
      <a className={className} href={localizedPath(locale, RIGHTS_REQUEST_PATH)}>
        {layout.interface.requests.rightsLink}
      </a>
    </>
  )
}
