// Serves a build with Cloudflare's own runtime: `wrangler pages dev` runs workerd, the engine Cloudflare
// Pages runs in production, so _redirects, _headers, pretty URLs and the 404 page behave as deployed.
// wrangler.toml holds its settings (compatibility date, no metrics, 127.0.0.1).
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"

/** The command that serves dir on port, for Playwright's webServer and startHost (a shell command line). */
export const hostCommand = (dir, port, logLevel = "warn", bindings = {}, persistTo = "") =>
  `npx wrangler pages dev ${JSON.stringify(dir)} --port ${port} --log-level ${logLevel} --show-interactive-dev-session=false` +
  (persistTo ? ` --persist-to ${JSON.stringify(persistTo)}` : "") +
  Object.entries(bindings)
    .map(([name, value]) => ` --binding ${JSON.stringify(`${name}=${value}`)}`)
    .join("")

/** Starts the host on dir (port 0: one the system picks); resolves with its URL once it is ready; stop() ends it.
 * bindings: environment variables of the site's Functions (functions/), as the host's settings give them.
 * persistTo: where the local D1 and other state live instead of .wrangler/state (a folder of the test's own).
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export function startHost({ dir = "public", port = 0, timeoutMs = 60_000, bindings = {}, persistTo = "" } = {}) {
  if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`No build in ${dir}/. Run "npm run build" first.`)
  // "Ready on <url>" is an info line; detached: its own process group.
  const child = spawn(hostCommand(dir, port, "info", bindings, persistTo), {
    shell: true,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  const exited = new Promise((resolve) => child.once("exit", resolve))
  const stop = async () => {
    try {
      if (child.exitCode === null) process.kill(-child.pid, "SIGTERM") // the group: wrangler and workerd
    } catch {
      return // the group had already gone
    }
    await exited
  }
  return new Promise((resolve, reject) => {
    let output = ""
    const timer = setTimeout(
      () =>
        stop().then(() => reject(new Error(`wrangler pages dev was not ready in ${timeoutMs / 1000}s:\n${output}`))),
      timeoutMs,
    )
    // Kept reading after it is ready, so a full pipe never blocks the server; coloured when the caller
    // forces colour (Playwright does).
    let ready = false
    const read = (chunk) => {
      if (ready) return
      output += stripVTControlCharacters(String(chunk))
      const url = output.match(/Ready on (http:\/\/[\d.]+:\d+)/)?.[1]
      if (!url) return
      ready = true
      clearTimeout(timer)
      resolve({ url, stop })
    }
    child.stdout.on("data", read)
    child.stderr.on("data", read)
    exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`wrangler pages dev exited (${code}):\n${output}`))
    })
  })
}
