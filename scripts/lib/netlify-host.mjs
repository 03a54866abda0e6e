// Serves a build with Netlify's own local runtime, `netlify dev`, beside Cloudflare's in host.mjs: its proxy
// applies the _redirects and _headers of the served folder (rule order, status rewrites such as
// `/hi/*  /hi/404.html  404`, headers per path) as Netlify's CLI emulates them.
// Only a static folder is served (--dir: no framework detection, so never `gatsby develop`), with no
// netlify.toml and no linked site. Where it differs from wrangler, seen with netlify-cli 26.2.0 and 27.10.2: the
// Cache-Control of _headers is never sent (its static server's `public, max-age=0` wins), a redirect
// carries none of _headers (only `Cache-Control: no-cache`), a header named in several matching rules
// takes the last rule's value (wrangler joins them with commas), and /about/ and /about.html answer 200
// (wrangler: 308 to /about). It listens on every interface, and keeps its state (a local database among
// it, some 27 MB) in .netlify/ of the working directory.
import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"

// CI=1: the only switch that stops the CLI's telemetry and error reports (a detached process that
// outlives the server, started when it stops; NETLIFY_TELEMETRY_DISABLED is not read) and its prompts.
// NO_UPDATE_NOTIFIER: no version check against the registry. BROWSER=none with --no-open: no browser.
// --offline: no Netlify API; --internal-disable-edge-functions: no Deno, which it would download;
// --skip-gitignore: it leaves .gitignore alone. npx --no: the project's CLI or an error, never a download
// (run outside the project, npx would fetch the CLI's other package, "netlify").
const ENV = "CI=1 NO_UPDATE_NOTIFIER=1 BROWSER=none"

/** The command that serves dir on port, for Playwright's webServer and startNetlify (a shell command line).
 * The port must be a real one: netlify dev reads 0 as "its default, 8888". */
export const netlifyCommand = (dir, port) =>
  `${ENV} npx --no netlify dev --offline --internal-disable-edge-functions --no-open --skip-gitignore ` +
  `--dir ${JSON.stringify(dir)} --port ${port}`

/** A port free on every interface (netlify dev listens on all of them), from the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends signal to process group pgid; false when none of it is left. */
const signalGroup = (pgid, signal) => {
  try {
    process.kill(-pgid, signal)
    return true
  } catch {
    return false
  }
}

/** Starts netlify dev on dir (port 0: a free one); resolves with its URL once it answers; stop() ends it.
 * env: variables added to the CLI's, which its Functions (netlify/functions/) read.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startNetlify({ dir = "public", port = 0, timeoutMs = 90_000, env = {} } = {}) {
  if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`No build in ${dir}/. Run "npm run build" first.`)
  if (port) {
    // Taken already: whatever answers there would pass for netlify dev.
    await new Promise((resolve, reject) => {
      const probe = net.createServer()
      probe.once("error", () => reject(new Error(`Port ${port} is in use: netlify dev could not serve on it.`)))
      probe.listen(port, () => probe.close(resolve))
    })
  } else port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // Detached: its own process group (npx, the shell, the CLI), ended as one.
  // env: the site's Functions' settings (netlify/functions/), as the host's environment gives them
  const child = spawn(netlifyCommand(dir, port), {
    env: { ...process.env, ...env },
    shell: true,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let exitCode
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      exitCode = code ?? signal
      resolve()
    }),
  )
  // The shell may exit before the CLI has closed its servers and database: wait for the whole group, and
  // kill what is left after 10 s.
  const stop = async () => {
    if (!signalGroup(child.pid, "SIGTERM")) return
    await exited
    for (let waited = 0; signalGroup(child.pid, waited < 10_000 ? 0 : "SIGKILL"); waited += 100) await sleep(100)
  }
  let output = ""
  let ready = false
  // Kept reading after it is ready, so a full pipe never blocks the server.
  const read = (chunk) => {
    if (!ready) output += stripVTControlCharacters(String(chunk))
  }
  child.stdout.on("data", read)
  child.stderr.on("data", read)
  // Ready when the proxy answers: it listens only once the static server and the rules are loaded, and
  // the port was free, so the answer is its own. Polled rather than read from its (boxed) banner.
  const deadline = Date.now() + timeoutMs
  while (exitCode === undefined && Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/`, { redirect: "manual", signal: AbortSignal.timeout(5_000) })
      await response.body?.cancel()
      ready = true
      return { url, stop }
    } catch {
      await Promise.race([sleep(250), exited])
    }
  }
  if (exitCode !== undefined) {
    await stop()
    throw new Error(`netlify dev exited (${exitCode}):\n${output}`)
  }
  await stop()
  throw new Error(`netlify dev was not ready in ${timeoutMs / 1000}s:\n${output}`)
}
