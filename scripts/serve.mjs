#!/usr/bin/env node
// Serves the production build as Cloudflare Pages does (wrangler pages dev, workerd), _redirects and
// _headers included.   node scripts/serve.mjs [--port 9000] [--dir public]
import { parseArgs } from "node:util"
import { startHost } from "./lib/host.mjs"

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "public" },
    port: { type: "string", default: process.env.PORT ?? "9000" },
  },
})
try {
  const host = await startHost({ dir: values.dir, port: Number(values.port) })
  console.log(`Serving ${values.dir}/ with wrangler pages dev (workerd) at ${host.url}; Ctrl-C stops it`)
  const end = () => host.stop().then(() => process.exit(0))
  process.on("SIGINT", end)
  process.on("SIGTERM", end)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
