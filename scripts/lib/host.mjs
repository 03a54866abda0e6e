// Serves a build with Cloudflare's own runtime: `wrangler pages dev` runs workerd, the engine Cloudflare
// Pages runs in production, so _redirects, _headers, pretty URLs and the 404 page behave as deployed.
import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"

/**
 * wrangler refuses a compatibility date later than its bundled workerd supports, so the date is the
 * one that workerd carries in its version (workerd 2026-04-26 → "2026-04-26").
 */
export function compatibilityDate() {
  const manifest = path.resolve("node_modules/workerd/package.json")
  const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) // "1.20260426.1"
  const stamp = version.split(".")[1]
  if (!/^\d{8}$/.test(stamp)) throw new Error(`Cannot read a date from workerd ${version}`)
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`
}

/** The command line, for Playwright's webServer and for people: `npx wrangler pages dev …`. */
export function hostCommand({ dir = "public", port = 9000 } = {}) {
  return [
    "npx",
    "wrangler",
    "pages",
    "dev",
    dir,
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--compatibility-date",
    compatibilityDate(),
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
  ]
}

/** Environment that keeps wrangler off the network: no metrics, no update check. */
export const HOST_ENV = { WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1", CI: "true" }

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Starts `wrangler pages dev` on dir (on a free port unless given) and resolves once it answers; stop() ends it. */
export async function startHost({ dir = "public", port, timeoutMs = 60_000 } = {}) {
  port ??= await freePort()
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    throw new Error(`No build found in ${dir}/. Run "npm run build" first.`)
  }
  const [command, ...args] = hostCommand({ dir, port })
  const child = spawn(command, args, {
    env: { ...process.env, ...HOST_ENV },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once("exit", () => resolve())
      try {
        process.kill(-child.pid, "SIGTERM")
      } catch {
        resolve()
      }
    })
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited (${child.exitCode}):\n${output}`)
    try {
      const response = await fetch(`${url}/`, { redirect: "manual" })
      if (response.status > 0) return { url, stop }
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      await stop()
      throw new Error(`wrangler pages dev did not answer on ${url} within ${timeoutMs / 1000}s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
