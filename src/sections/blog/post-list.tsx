import * as React from "react"
import { graphql } from "gatsby"
import { Link } from "../../components/ui/link"
import { blogPostPath } from "../../lib/routes"
import { Icon } from "../../components/ui/icon"
import { Picture } from "../../components/ui/picture"
import { PostMeta } from "./post-meta"
import * as styles from "./post-list.module.css"

export interface PostListProps {
  /** id of the list's heading */
  headingId: string
  posts: ReadonlyArray<Queries.BlogPostCardFragment>
  byLabel: string
  readMoreLabel: string
}

/** The blog's posts as cards, newest first: image (when the post has one), date, author, title and summary. */
export function PostList({ headingId, posts, byLabel, readMoreLabel }: PostListProps) {
  return (
    <ul className={styles.list} aria-labelledby={headingId}>
      {posts.map((post) => {
        const image = post.image?.childImageSharp?.gatsbyImageData
        const titleId = `post-${post.slug}`
        return (
          <li key={post.slug}>
            <article className={styles.card} aria-labelledby={titleId}>
              {image ? (
                <Picture image={image} alt="" className={styles.image} />
              ) : (
                <div className={styles.placeholder} aria-hidden="true">
                  <Icon name="file-text" size={40} />
                </div>
              )}
              <div className={styles.body}>
                <PostMeta date={post.date} dateText={post.dateText} author={post.author} byLabel={byLabel} />
                <h3 id={titleId} className={styles.title}>
                  <Link to={blogPostPath(post.slug)}>{post.title}</Link>
                </h3>
                <p className={styles.summary}>{post.summary}</p>
                {/* the title's link covers the whole card, so this is its visible cue, not a second link */}
                <span className={styles.more} aria-hidden="true">
                  {readMoreLabel} →
                </span>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}

export const query = graphql`
  # what the list and a post's own page both show of a post, each with its own image sizes
  fragment BlogPostSummary on BlogPostsJson {
    slug
    title
    date
    dateText: date(calendar: "MMMM d, y")
    author
    summary
  }

  fragment BlogPostCard on BlogPostsJson {
    ...BlogPostSummary
    image {
      childImageSharp {
        # FULL_WIDTH: CONSTRAINED adds a sizer <img role="presentation" alt=""> the HTML checker rejects.
        # The sizes follow the list's columns (3 from 1024 px, 2 from 640 px, 1 below).
        gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 1.905
          breakpoints: [320, 480, 640, 960]
          sizes: "(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 384px"
          formats: [AUTO, AVIF, WEBP]
          placeholder: NONE
        )
      }
    }
  }
`
