/**
 * The internal partytown plugin's gatsby-browser: in production it returns at once (it serves
 * `gatsby develop`), yet its imports, gatsby-script and partytown's integration, were in every first load.
 */
export const PARTYTOWN_BROWSER = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/
