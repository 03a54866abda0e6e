import type { GatsbySSR } from "gatsby"
import { stylesheetsInLoadOrder } from "./load-order"

// In a production build only: `gatsby develop` inlines no stylesheet (it loads them with the bundle).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  pathname,
}) => {
  if (process.env.NODE_ENV === "production")
    replaceHeadComponents(stylesheetsInLoadOrder(getHeadComponents(), pathname))
}
