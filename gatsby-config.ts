import type { GatsbyConfig } from "gatsby"
import path from "path"

/** Content lives in data/; a test can point the build at a fixture folder instead. */
const contentDir = path.resolve(__dirname, process.env.CONTENT_DIR ?? "data")
const siteUrl = (process.env.GATSBY_SITE_URL ?? "https://www.example.com").replace(/\/$/, "")

const pascalCase = (name: string) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("")

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  graphqlTypegen: {
    generateOnBuild: true,
  },
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: contentDir },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // one GraphQL type per file, named after it: site.json → SiteJson, footer-links.json → FooterLinksJson
        typeName: ({ node }: { node: { name: string } }) => `${pascalCase(node.name)}Json`,
      },
    },
  ],
}

export default config
