// Serves a build with Cloudflare's own runtime: `wrangler pages dev` runs workerd, the engine Cloudflare
// Pages runs in production, so _redirects, _headers, pretty URLs and the 404 page behave as deployed.
// wrangler.toml holds its settings (compatibility date, no metrics, 127.0.0.1). Also the start and stop
// that netlify-host.mjs shares.
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

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs a server's shell command line in a process group of its own, ended as one: `output()` is what it printed
 * until `ready()` (read on after, so a full pipe never blocks it), `exited` resolves with its exit code, and
 * `stop()` ends the whole group (what is left after 10 s is killed) and waits for it. Throws when dir has no build.
 */
export function startGroup(command, dir, env = process.env) {
  if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`No build in ${dir}/. Run "npm run build" first.`)
  const child = spawn(command, { env, shell: true, stdio: ["ignore", "pipe", "pipe"], detached: true })
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)))
  let [output, reading] = ["", true]
  const signal = (name) => {
    try {
      return process.kill(-child.pid, name)
    } catch {
      return false // none of the group is left
    }
  }
  const group = {
    exited,
    output: () => output,
    ready: () => (reading = false),
    stop: async () => {
      if (!signal("SIGTERM")) return
      await exited
      for (let waited = 0; signal(waited < 10_000 ? 0 : "SIGKILL"); waited += 100) await sleep(100)
    },
    onOutput: () => {},
  }
  const read = (chunk) => {
    if (!reading) return
    output += stripVTControlCharacters(String(chunk))
    group.onOutput(output)
  }
  child.stdout.on("data", read)
  child.stderr.on("data", read)
  return group
}

/** Starts the host on dir (on a port the system picks); resolves with its URL once it is ready; stop() ends it.
 * bindings: environment variables of the site's Functions (functions/), as the host's settings give them.
 * persistTo: where the local D1 and other state live instead of .wrangler/state (a folder of the test's own).
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export function startHost({ dir = "public", bindings = {}, persistTo = "" } = {}) {
  // "Ready on <url>" is an info line
  const group = startGroup(hostCommand(dir, 0, "info", bindings, persistTo), dir)
  return new Promise((resolve, reject) => {
    const fail = (why) => group.stop().then(() => reject(new Error(`wrangler pages dev ${why}:\n${group.output()}`)))
    const timer = setTimeout(() => fail("was not ready in 60s"), 60_000)
    group.onOutput = (output) => {
      const url = output.match(/Ready on (http:\/\/[\d.]+:\d+)/)?.[1]
      if (!url) return
      group.ready()
      clearTimeout(timer)
      resolve({ url, stop: group.stop })
    }
    group.exited.then((code) => (clearTimeout(timer), fail(`exited (${code})`)))
  })
}
