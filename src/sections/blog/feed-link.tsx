import * as React from "react"
import { Icon } from "../../components/ui/icon"
import { BLOG_FEED_PATH } from "../../lib/routes"
import { localizedPath, type Locale } from "../../lib/locales"
import * as styles from "./feed-link.module.css"

/** The blog's RSS feed in the page's language, under the blog's heading (the page and its CMS preview). */
export function FeedLink({ locale, label }: { locale: Locale; label: string }) {
  return (
    <p>
      {/* a file, not a page: a plain link, which Gatsby's router would not handle anyway */}
      <a href={localizedPath(locale, BLOG_FEED_PATH)} className={styles.feed}>
        <Icon name="send" size={18} />
        {label}
      </a>
    </p>
  )
}
