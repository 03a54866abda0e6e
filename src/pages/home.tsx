import { graphql } from "gatsby"

// /home shows the same page as /; its canonical URL is /. Gatsby reads a page's query from the page
// file itself, so this file names its own query over the shared fragment.
export { default } from "./index"

export const query = graphql`
  query HomeAliasPage {
    ...HomePageContent
  }
`
