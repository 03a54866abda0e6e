import * as React from "react"
import { useMarkFigures } from "../../components/figures/figure-notes"
import * as styles from "./blog-page.module.css"

/** A post's text: its Markdown, rendered and sanitized at build time (schema/markdown.ts), with its figures' marks. */
export function PostBody({ html }: { html: string }) {
  const markFigures = useMarkFigures()
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: markFigures(html, "body") }} />
}
