// Serves a build with Netlify's own local runtime, `netlify dev`, beside Cloudflare's in host.mjs: a static folder
// only (--dir, never `gatsby develop`), with no netlify.toml and no linked site; its proxy applies the folder's
// _redirects and _headers as Netlify's CLI emulates them (how that differs: docs/deploying.md, "Netlify"). It listens
// on every interface, and keeps its state (some 27 MB) in .netlify/ of the working directory.
import net from "node:net"
import { sleep, startGroup } from "./host.mjs"

// CI=1: the only switch that stops the CLI's telemetry and error reports and its prompts.
// NO_UPDATE_NOTIFIER: no version check against the registry. BROWSER=none with --no-open: no browser.
// --offline: no Netlify API; --internal-disable-edge-functions: no Deno, which it would download;
// --skip-gitignore: it leaves .gitignore alone. npx --no: the project's CLI or an error, never a download.
const ENV = "CI=1 NO_UPDATE_NOTIFIER=1 BROWSER=none"

/** The command that serves dir on port, for Playwright's webServer and startNetlify (a shell command line).
 * The port must be a real one: netlify dev reads 0 as "its default, 8888". */
export const netlifyCommand = (dir, port) =>
  `${ENV} npx --no netlify dev --offline --internal-disable-edge-functions --no-open --skip-gitignore ` +
  `--dir ${JSON.stringify(dir)} --port ${port}`

/** A port free on every interface (netlify dev listens on all of them), from the system. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** Starts netlify dev on dir (on a free port); resolves with its URL once it answers; stop() ends it.
 * env: variables added to the CLI's, which its Functions (netlify/functions/) read; timeoutMs: how long it may take.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startNetlify({ dir = "public", env = {}, timeoutMs = 90_000 } = {}) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const group = startGroup(netlifyCommand(dir, port), dir, { ...process.env, ...env })
  let exitCode
  group.exited.then((code) => (exitCode = code))
  // Ready when the proxy answers: it listens only once the static server and the rules are loaded, and the port
  // was free, so the answer is its own. Polled rather than read from its (boxed) banner.
  for (const deadline = Date.now() + timeoutMs; exitCode === undefined && Date.now() < deadline;) {
    try {
      const response = await fetch(`${url}/`, { redirect: "manual", signal: AbortSignal.timeout(5_000) })
      await response.body?.cancel()
      group.ready()
      return { url, stop: group.stop }
    } catch {
      await Promise.race([sleep(250), group.exited])
    }
  }
  await group.stop()
  const why = exitCode === undefined ? `was not ready in ${timeoutMs / 1000}s` : `exited (${exitCode})`
  throw new Error(`netlify dev ${why}:\n${group.output()}`)
}
