#!/usr/bin/env node
// The site's HTTP headers graded by Mozilla's own MDN HTTP Observatory scanner (@mdn/mdn-http-observatory,
// pinned in devDependencies), as both hosts' real local runtimes serve the build: Cloudflare's (wrangler
// pages dev, scripts/lib/host.mjs) and Netlify's (netlify dev, scripts/lib/netlify-host.mjs). Every page in
// PAGES must read A+ with a score of at least 100 on both; each page's grade, score and failing tests are
// printed.
//
// The edge, reproduced: in production neither runtime faces the client. Cloudflare's and Netlify's edges
// terminate TLS with the site's certificate, answer plain HTTP with a 301 to the same URL on https, and
// forward every https request to the runtime. Both runtimes serve plain HTTP here, so startEdge() stands in
// for that edge and nothing more: an https listener with a self-signed certificate for localhost, made
// now with openssl and trusted by the scanner's process alone (NODE_EXTRA_CA_CERTS, so the certificate is
// verified as a real one would be), that forwards each request to the runtime and passes the runtime's
// status, headers and body back untouched (only hop-by-hop headers such as Connection are the proxy's
// own); and an http listener that answers every request with that 301. It adds no header of its own:
// the grade comes from the site's _headers as each runtime applies them.
//
// The scanner's public scan(hostname) asks only ports 80 and 443 and the path "/", and ignores its
// options. So the scan is scan()'s own, with the package's modules deep-imported: its retriever
// (retrieve(), which takes { httpPort, httpsPort, path }), its ten tests (ALL_TESTS) and its grader; the
// only lines copied are scan()'s sum of the tests' modifiers (in scanPages). Run through ports 80 and 443
// once by hand, the public scan("localhost") gave "/" the same grade and score.
//
// Installed offline: package.json's overrides put empty stand-ins (scripts/stubs/) for the two
// dependencies the scanner never loads, libpq (compiled against libpq-dev at install, by node-gyp,
// whatever npm's script approvals say) and node_extra_ca_certs_mozilla_bundle (its install script
// downloads a CA bundle), and allowScripts denies the scanner's own postinstall, which downloads
// Chromium's HSTS preload list into its conf/. An empty list is written there instead: "localhost" is
// on no preload list, so the grade is the same.
//
// An unknown path's 404 is not graded: the scanner calls any status from 400 up (401 and 403 aside) an
// error, whatever the headers.                                                                [--dir public]
import { execFileSync, spawn } from "node:child_process"
import dns from "node:dns/promises"
import fs from "node:fs"
import http from "node:http"
import https from "node:https"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { builtPages } from "../lib/first-load.mjs"
import { startHost } from "../lib/host.mjs"
import { startNetlify } from "../lib/netlify-host.mjs"

const PACKAGE = "@mdn/mdn-http-observatory"
const HOSTNAME = "localhost"
const PASSING = { grade: "A+", score: 100 }

/** The scanner's own modules, deep-imported (the package has no exports map). */
const scannerModule = (file) => import(`${PACKAGE}/src/${file}`)

// --- The scanner's side: run in a child process of its own, started with NODE_EXTRA_CA_CERTS. ---

/** Each page: the scanner's retrieval, its ten tests and its grade, as its scan() computes them. */
async function scanPages(pages, { httpPort, httpsPort }) {
  const [{ retrieve }, { ALL_TESTS }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }, grader] = await Promise.all([
    scannerModule("retriever/retriever.js"),
    scannerModule("constants.js"),
    scannerModule("grader/charts.js"),
    scannerModule("grader/grader.js"),
  ])
  const results = []
  for (const page of pages) {
    const requests = await retrieve(HOSTNAME, { httpPort, httpsPort, path: page })
    const status = requests.responses.auto?.status
    // scan()'s own refusals: no answer, or an error status
    if (!status || status < 200 || (status >= 400 && ![401, 403].includes(status))) {
      results.push({ page, error: status ? `status ${status}` : "no answer over http or https" })
      continue
    }
    const tests = ALL_TESTS.map((test) => test(requests))
    // Copied from scan() in @mdn/mdn-http-observatory/src/scanner/index.js (1.4.8): bonuses count only once the sum of the
    // penalties alone still reaches an A.
    let scoreWithExtraCredit = 100
    let uncurvedScore = 100
    for (const test of tests) {
      if (!test.result) continue
      test.scoreModifier = grader.getScoreModifier(test.result)
      scoreWithExtraCredit += test.scoreModifier
      if (test.scoreModifier < 0) uncurvedScore += test.scoreModifier
    }
    const { grade, score } = grader.getGradeForScore(
      uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore,
    )
    const auto = requests.responses.auto
    results.push({
      page,
      grade,
      score,
      status,
      url: requests.session?.url.href,
      verified: auto.verified,
      tests: tests.map((test) => ({
        name: test.constructor.name,
        pass: test.pass,
        result: test.result,
        modifier: test.scoreModifier,
        // the scanner's description is HTML
        description: grader
          .getScoreDescription(test.result)
          .replace(/<[^>]*>/g, "")
          .replace(/\s+/g, " ")
          .trim(),
      })),
    })
  }
  return results
}

// --- The edge: TLS and the http→https redirect in front of a runtime. ---

// Hop-by-hop headers (RFC 9110 section 7.6.1) belong to one connection: a proxy never forwards them.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
])

/** raw headers ([name, value, name, value, …]) less the hop-by-hop ones, order and case kept. */
const endToEnd = (raw) =>
  raw.flatMap((value, i) => (i % 2 === 1 && !HOP_BY_HOP.has(raw[i - 1].toLowerCase()) ? [raw[i - 1], value] : []))

const listen = (server, address) =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, address, () => resolve(server.address().port))
  })

const close = (server) =>
  new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })

/** The edge in front of the runtime at upstream; resolves with its ports once it listens; stop() ends it. */
async function startEdge({ upstream, cert, key }) {
  const target = new URL(upstream)
  // the address the scanner's "localhost" reaches first (127.0.0.1 or ::1), and no other interface
  const { address } = await dns.lookup(HOSTNAME)
  const secure = https.createServer({ cert, key }, (req, res) => {
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // the client's own request line and headers (Host too), as an edge forwards them, with the
        // scheme it was asked in
        headers: { ...req.headers, "x-forwarded-proto": "https" },
      },
      (answer) => {
        res.writeHead(answer.statusCode, answer.statusMessage, endToEnd(answer.rawHeaders))
        answer.on("error", () => res.destroy())
        answer.pipe(res)
      },
    )
    forward.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" })
      res.end(`The runtime did not answer: ${error.message}\n`)
    })
    // a connection that breaks ends its exchange, not the check
    req.on("error", () => forward.destroy())
    res.on("error", () => forward.destroy())
    req.pipe(forward)
  })
  const httpsPort = await listen(secure, address)
  const plain = http.createServer((req, res) => {
    res.writeHead(301, { location: `https://${HOSTNAME}:${httpsPort}${req.url}` })
    res.end()
  })
  let httpPort
  try {
    httpPort = await listen(plain, address)
  } catch (error) {
    await close(secure)
    throw error
  }
  return { httpPort, httpsPort, stop: () => Promise.all([close(secure), close(plain)]) }
}

/** A self-signed certificate for localhost, valid for a day, in dir: { cert, key, certFile }. */
function makeCertificate(dir) {
  const certFile = path.join(dir, "localhost.crt")
  const keyFile = path.join(dir, "localhost.key")
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${HOSTNAME}`],
      ...["-addext", `subjectAltName=DNS:${HOSTNAME}`, "-keyout", keyFile, "-out", certFile],
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  )
  return { cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile), certFile }
}

/** The HSTS preload list the scanner reads, empty: its postinstall, which downloads it, never runs (see the top). */
function ensurePreloadList() {
  const packageDir = path.dirname(new URL(import.meta.resolve(`${PACKAGE}/package.json`)).pathname)
  const file = path.join(packageDir, "conf", "hsts-preload.json")
  if (!fs.existsSync(file)) fs.writeFileSync(file, "{}\n")
}

// --- The check. ---

// Everything started is stopped, last first, however the check ends: done, failed, thrown, or a signal,
// which also waits for what is still starting. Each stop() may be called twice.
const started = []
/** Registers a server as it starts (a promise of { stop }); resolves with it once it is up. */
const start = (server) => (started.push(server), server)
async function stopAll() {
  while (started.length > 0) {
    const server = await started.pop().catch(() => null)
    await server?.stop().catch((error) => console.error(`While stopping: ${error.message}`))
  }
}
const abort = (exitCode) => stopAll().finally(() => process.exit(exitCode))
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`)
    abort(128 + os.constants.signals[signal])
  })
process.once("uncaughtException", (error) => {
  console.error(error)
  abort(1)
})

/** Runs the scanner's side of this script in a child process that trusts certFile. */
function runScanner({ pages, httpPort, httpsPort, certFile }) {
  const child = spawn(
    process.execPath,
    [import.meta.filename, "--scan", JSON.stringify({ pages, httpPort, httpsPort })],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  const closed = new Promise((resolve) => child.once("close", resolve))
  start(
    Promise.resolve({ stop: async () => (child.exitCode ?? child.signalCode ?? child.kill("SIGKILL"), await closed) }),
  )
  let stdout = ""
  let stderr = ""
  child.stdout.on("data", (chunk) => (stdout += chunk))
  child.stderr.on("data", (chunk) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    child.once("error", reject)
    closed.then((code) =>
      code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(`The scanner exited (${code}):\n${stderr}`)),
    )
  })
}

const { values } = parseArgs({ options: { dir: { type: "string", default: "public" }, scan: { type: "string" } } })

if (values.scan) {
  const { pages, httpPort, httpsPort } = JSON.parse(values.scan)
  process.stdout.write(JSON.stringify(await scanPages(pages, { httpPort, httpsPort })))
  process.exit(0)
}

const firstJob = builtPages(values.dir).find(({ route }) => /^\/jobs\/[^/]+$/.test(route))?.route
if (!firstJob) throw new Error(`No job page in ${values.dir}/.`)
// the search pages: the site search (Pagefind's worker and WebAssembly) must not cost its pages the grade
const PAGES = ["/", "/about", "/hi/about", "/kn/blog", "/contact", firstJob, "/search", "/kn/search"]
const RUNTIMES = [
  { name: "Cloudflare (wrangler pages dev)", start: () => startHost({ dir: values.dir }) },
  { name: "Netlify (netlify dev)", start: () => startNetlify({ dir: values.dir }) },
]

/** A test's score modifier, signed: "+5", "-20". */
const signed = (modifier) => (modifier > 0 ? `+${modifier}` : String(modifier))

const problems = []
try {
  ensurePreloadList()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "observatory-"))
  start(Promise.resolve({ stop: async () => fs.rmSync(tmp, { recursive: true, force: true }) }))
  const { cert, key, certFile } = makeCertificate(tmp)
  for (const runtime of RUNTIMES) {
    console.log(`\n${runtime.name}`)
    const host = await start(runtime.start())
    const edge = await start(startEdge({ upstream: host.url, cert, key }))
    console.log(`  https://${HOSTNAME}:${edge.httpsPort} (http on ${edge.httpPort}) → ${host.url}`)
    const results = await runScanner({ pages: PAGES, ...edge, certFile })
    await edge.stop()
    await host.stop()
    for (const result of results) {
      if (result.error) {
        console.log(`  ${result.page.padEnd(32)} not graded: ${result.error}`)
        problems.push(`${runtime.name} ${result.page}: not graded (${result.error})`)
        continue
      }
      const failing = result.tests.filter((test) => !test.pass)
      const credits = result.tests.filter((test) => test.pass && test.modifier)
      console.log(
        `  ${result.page.padEnd(32)} ${result.grade.padEnd(2)} ${String(result.score).padStart(3)}` +
          `  ${result.tests.length - failing.length}/${result.tests.length} tests passed` +
          (credits.length ? ` (${credits.map((test) => `${test.name} ${signed(test.modifier)}`).join(", ")})` : "") +
          (result.verified ? "" : "  certificate NOT verified"),
      )
      for (const test of failing)
        console.log(`      failing: ${test.name}: ${test.result} (${signed(test.modifier)}) ${test.description}`)
      if (result.grade !== PASSING.grade || result.score < PASSING.score)
        problems.push(
          `${runtime.name} ${result.page}: ${result.grade} ${result.score}` +
            (failing.length ? ` (failing: ${failing.map((test) => test.name).join(", ")})` : ""),
        )
    }
  }
} finally {
  await stopAll()
}

if (problems.length > 0) {
  console.error(`\nBelow ${PASSING.grade} ${PASSING.score}:\n  ${problems.join("\n  ")}`)
  process.exit(1)
}
console.log(`\nEvery page reads ${PASSING.grade} with a score of at least ${PASSING.score} on both runtimes.`)
