// Serves a build with Cloudflare's own runtime: `wrangler pages dev` runs workerd, the engine Cloudflare
// Pages runs in production, so _redirects, _headers, pretty URLs and the 404 page behave as deployed.
// wrangler.toml holds its settings (compatibility date, no metrics, 127.0.0.1).
import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"

/** The command that serves dir on port, for Playwright's webServer, Lighthouse CI and startHost. */
export const hostCommand = (dir, port, logLevel = "warn") =>
  `npx wrangler pages dev ${dir} --port ${port} --log-level ${logLevel} --show-interactive-dev-session=false`

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Starts the host on dir (on a free port unless given) and resolves once it answers; stop() ends it. */
export async function startHost({ dir = "public", port, timeoutMs = 60_000 } = {}) {
  port ??= await freePort()
  if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`No build in ${dir}/. Run "npm run build" first.`)
  const child = spawn(hostCommand(dir, port), { shell: true, stdio: ["ignore", "pipe", "pipe"], detached: true })
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
        resolve() // already gone
      }
    })
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited (${child.exitCode}):\n${output}`)
    const answered = await fetch(`${url}/`, { redirect: "manual" }).then(
      () => true,
      () => false,
    )
    if (answered) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`wrangler pages dev did not answer on ${url} within ${timeoutMs / 1000}s:\n${output}`)
}
