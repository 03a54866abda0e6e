/**
 * The site's address without a trailing slash, from GATSBY_SITE_URL: gatsby-config's siteMetadata and
 * the hosting adapter take it from here, and so do the files the build writes itself (security.txt, the CMS).
 * Unset or empty (as `.env.example` leaves it), the placeholder address.
 */
export const siteUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.GATSBY_SITE_URL || "https://www.example.com").replace(/\/$/, "")
