import { replaceInBrowserBuild } from "../shared/replace-module"
import { HEAD_EXPORT_HANDLER } from "./head-api"

export const onCreateWebpackConfig = replaceInBrowserBuild(
  "no-head-api",
  HEAD_EXPORT_HANDLER.pattern,
  HEAD_EXPORT_HANDLER.replacement,
)
