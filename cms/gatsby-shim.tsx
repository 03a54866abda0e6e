import * as React from "react"

/**
 * What the site's components import from "gatsby", for the CMS preview bundle (cms/admin.ts), which
 * renders them outside Gatsby: links are plain links, page queries are not run.
 */
export function Link({ to, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...rest} />
}

export const graphql = () => null

/** The site's one static query (src/hooks/use-site-metadata.ts): the preview is served by the site itself. */
export const useStaticQuery = (): Queries.SiteMetadataQuery => ({
  site: { siteMetadata: { siteUrl: window.location.origin, themeColor: null } },
})
