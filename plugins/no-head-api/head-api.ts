/** Gatsby's Head API handler for the browser, and what the browser build bundles in its place (see that file). */
export const HEAD_EXPORT_HANDLER = {
  pattern: /[\\/](\.cache|cache-dir)[\\/]head[\\/]head-export-handler-for-browser\.js$/,
  replacement: "plugins/no-head-api/head-export-handler.ts",
}
