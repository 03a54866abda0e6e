import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Link } from "../components/ui/link"
import { SitePage } from "../components/layout/site-page"
import { Band } from "../components/ui/band"
import { PostMeta } from "../sections/blog/post-meta"
import { ReviewedBy } from "../components/trust/reviewed-by"
import { blogPostPath } from "../lib/routes"
import * as styles from "../sections/blog/blog-page.module.css"
import { Picture } from "../components/ui/picture"
import { INLINE_IMAGE_MEDIA } from "../lib/inline-image"
import { editorShareImage } from "../components/seo/share-image"
import { MarkdownFiguresProvider } from "../components/figures/figure-notes"
import { Sources } from "../components/figures/sources"
import { PostBody } from "../sections/blog/post-body"

/** /blog/<slug>: one page per file of data/blog-posts/, created in gatsby-node.ts, with its BlogPosting data. */
export default function BlogPostTemplate({ data, location }: PageProps<Queries.BlogPostPageQuery>) {
  const { blogPostsJson: post, blogPageJson: copy, interfaceJson: frame } = data
  if (!post || !copy || !frame)
    throw new Error(`No blog post, blog page copy or interface copy (data/blog-and-news/) for ${location.pathname}`)
  const image = post.image?.childImageSharp?.gatsbyImageData
  return (
    <SitePage
      pathname={location.pathname}
      seo={{
        title: post.title,
        description: post.summary,
        pathname: blogPostPath(post.slug),
        image: editorShareImage(post.shareImage, post.shareImageAlt, post.title),
        article: { publishedTime: post.date },
        jsonLd: { type: "BlogPosting", post: { ...post, imagePath: post.image?.publicURL } },
      }}
    >
      <MarkdownFiguresProvider words={data.figureWords} texts={[{ at: "body", text: post.body }]}>
        <Band>
          <article className={styles.article} aria-labelledby="page-title">
            <header className={styles.header}>
              <Link to="/blog" className={styles.back}>
                ← {copy.backLabel}
              </Link>
              <h1 id="page-title" className={styles.title}>
                {post.title}
              </h1>
              <PostMeta date={post.date} dateText={post.dateText} author={post.author} byLabel={copy.byLabel} />
              <ReviewedBy line={frame.reviewedLine} review={post} className={styles.reviewed} />
              <p className={styles.summary}>{post.summary}</p>
            </header>
            {image && (
              <Picture
                image={image}
                alt={post.imageAlt ?? ""}
                className={styles.image}
                loading="eager"
                highPriority
                inline={{ srcSet: post.image?.inlineAvif, media: INLINE_IMAGE_MEDIA }}
              />
            )}
            <PostBody html={post.body.html} />
          </article>
        </Band>
        <Sources />
      </MarkdownFiguresProvider>
    </SitePage>
  )
}

export const query = graphql`
  query BlogPostPage($id: String!, $locale: String!) {
    ...PageLayout
    ...PageFigureWords
    blogPostsJson(id: { eq: $id }) {
      ...BlogPostSummary
      body {
        html
        figures {
          ...FigureRecord
        }
      }
      imageAlt
      reviewer
      reviewerRole
      reviewedOn
      reviewedOnText: reviewedOn(calendar: "MMMM d, y")
      image {
        publicURL
        # phones get the image with the HTML, when it is small (schema/inline-image.ts)
        inlineAvif
        childImageSharp {
          # FULL_WIDTH for valid HTML (no sizer img); the article column is at most 760 px wide.
          gatsbyImageData(
            layout: FULL_WIDTH
            breakpoints: [375, 760, 1200]
            sizes: "(max-width: 799px) 100vw, 760px"
            formats: [AUTO, AVIF, WEBP]
            placeholder: NONE
          )
          original {
            width
            height
          }
        }
      }
      shareImage {
        ...ShareImage
      }
      shareImageAlt
    }
    blogPageJson(locale: { eq: $locale }) {
      byLabel
      backLabel
    }
    interfaceJson(locale: { eq: $locale }) {
      reviewedLine
    }
  }
`
