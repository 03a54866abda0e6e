import type { GatsbySSR } from "gatsby"
import { withoutImageHead } from "./image-head"

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, pathname }) =>
  replaceHeadComponents(withoutImageHead(getHeadComponents(), pathname))
