#!/usr/bin/env node
// MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory) grades the site's HTTP headers as both hosts' local
// runtimes serve the build (scripts/lib/host.mjs, scripts/lib/netlify-host.mjs): every page in PAGES must read A+ with
// a score of at least 100 on both.   [--dir public]
// startEdge() stands in for the hosts' edges, which terminate TLS and answer plain HTTP with a 301 to https: an https
// proxy with a self-signed certificate for localhost (trusted by this process alone) that passes the runtime's answers
// back untouched but for hop-by-hop headers, and an http listener for the 301. The scanner's scan() asks only ports 80
// and 443 and "/", so its retriever, tests and grader are imported and scan()'s sum of the modifiers is copied. Its
// postinstall (the HSTS preload list) does not run: an empty list is written instead ("localhost" is on none), and
// package.json's overrides stub two dependencies it never loads (scripts/stubs/). A 404 is not graded.
import { execFileSync } from "node:child_process"
import dns from "node:dns/promises"
import fs from "node:fs"
import http from "node:http"
import https from "node:https"
import os from "node:os"
import path from "node:path"
import tls from "node:tls"
import { parseArgs } from "node:util"
import { builtPages } from "../lib/first-load.mjs"
import { startHost } from "../lib/host.mjs"
import { startNetlify } from "../lib/netlify-host.mjs"

const PACKAGE = "@mdn/mdn-http-observatory"
const HOSTNAME = "localhost"
const PASSING = { grade: "A+", score: 100 }
const scannerModule = (file) => import(`${PACKAGE}/src/${file}`)

/** Each page graded as the scanner's scan() grades it, through the edge at httpPort and httpsPort. */
async function scanPages(pages, { httpPort, httpsPort }) {
  const [{ retrieve }, { ALL_TESTS }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }, grader] = await Promise.all(
    ["retriever/retriever.js", "constants.js", "grader/charts.js", "grader/grader.js"].map(scannerModule),
  )
  const results = []
  for (const page of pages) {
    const requests = await retrieve(HOSTNAME, { httpPort, httpsPort, path: page })
    const status = requests.responses.auto?.status
    if (!status || status < 200 || (status >= 400 && ![401, 403].includes(status))) {
      results.push({ page, error: status ? `status ${status}` : "no answer over http or https" })
      continue
    }
    const tests = ALL_TESTS.map((test) => test(requests))
    // as scan() of the package (1.4.8) sums them: bonuses count only once the penalties alone still reach an A
    let [withExtraCredit, uncurved] = [100, 100]
    for (const test of tests.filter((test) => test.result)) {
      test.scoreModifier = grader.getScoreModifier(test.result)
      const description = grader.getScoreDescription(test.result).replace(/<[^>]*>/g, "")
      test.description = description.replace(/\s+/g, " ").trim()
      withExtraCredit += test.scoreModifier
      if (test.scoreModifier < 0) uncurved += test.scoreModifier
    }
    const { grade, score } = grader.getGradeForScore(
      uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
    )
    results.push({ page, grade, score, verified: requests.responses.auto.verified, tests })
  }
  return results
}

// Hop-by-hop headers (RFC 9110 section 7.6.1) belong to one connection: a proxy never forwards them.
const HOP_BY_HOP = new Set("connection keep-alive proxy-connection transfer-encoding te trailer upgrade".split(" "))
/** Raw headers ([name, value, …]) less the hop-by-hop ones, order and case kept. */
const endToEnd = (raw) =>
  raw.flatMap((value, i) => (i % 2 === 1 && !HOP_BY_HOP.has(raw[i - 1].toLowerCase()) ? [raw[i - 1], value] : []))

const listen = (server, address) =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, address, () => resolve(server.address().port))
  })
const close = (server) => new Promise((resolve) => (server.close(() => resolve()), server.closeAllConnections()))

/** The edge in front of the runtime at upstream, on the address the scanner's "localhost" reaches first. */
async function startEdge({ upstream, cert, key }) {
  const target = new URL(upstream)
  const { address } = await dns.lookup(HOSTNAME)
  const secure = https.createServer({ cert, key }, (req, res) => {
    const forward = http.request(
      // the client's request line and headers (Host too), with the scheme it was asked in
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
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
  const plain = http.createServer((req, res) =>
    res.writeHead(301, { location: `https://${HOSTNAME}:${secure.address().port}${req.url}` }).end(),
  )
  const servers = [secure, plain]
  const stop = () => Promise.all(servers.filter((server) => server.listening).map(close))
  try {
    const [httpsPort, httpPort] = [await listen(secure, address), await listen(plain, address)]
    return { httpPort, httpsPort, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** A self-signed certificate for localhost, valid for a day, in dir: { cert, key }. */
function makeCertificate(dir) {
  const [certFile, keyFile] = ["localhost.crt", "localhost.key"].map((name) => path.join(dir, name))
  const subject = ["-subj", `/CN=${HOSTNAME}`, "-addext", `subjectAltName=DNS:${HOSTNAME}`]
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", ...subject]
  execFileSync("openssl", [...args, "-keyout", keyFile, "-out", certFile], { stdio: ["ignore", "ignore", "pipe"] })
  return { cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) }
}

// Everything started is stopped, last first, however the check ends (done, failed, thrown, or a signal, which also
// waits for what is still starting). `start` registers a promise of { stop } and returns it.
const started = []
const start = (server) => (started.push(server), server)
async function stopAll() {
  while (started.length > 0) {
    const server = await started.pop().catch(() => null)
    await server?.stop().catch((error) => console.error(`While stopping: ${error.message}`))
  }
}
const abort = (exitCode) => stopAll().finally(() => process.exit(exitCode))
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.once(
    signal,
    () => (console.error(`\n${signal}: stopping the servers`), abort(128 + os.constants.signals[signal])),
  )
process.once("uncaughtException", (error) => (console.error(error), abort(1)))

const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
const firstJob = builtPages(values.dir).find(({ route }) => /^\/jobs\/[^/]+$/.test(route))?.route
if (!firstJob) throw new Error(`No job page in ${values.dir}/.`)
// the search pages: the site search (Pagefind's worker and WebAssembly) must not cost its pages the grade
const PAGES = ["/", "/about", "/hi/about", "/kn/blog", "/contact", firstJob, "/search", "/kn/search"]
const RUNTIMES = [
  { name: "Cloudflare (wrangler pages dev)", start: () => startHost({ dir: values.dir }) },
  { name: "Netlify (netlify dev)", start: () => startNetlify({ dir: values.dir }) },
]
const signed = (modifier) => (modifier > 0 ? `+${modifier}` : String(modifier))

const problems = []
try {
  // the scanner's HSTS preload list, empty: its postinstall, which downloads it, never runs
  const preload = new URL("conf/hsts-preload.json", import.meta.resolve(`${PACKAGE}/package.json`))
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}\n")
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "observatory-"))
  start(Promise.resolve({ stop: async () => fs.rmSync(tmp, { recursive: true, force: true }) }))
  const { cert, key } = makeCertificate(tmp)
  // trusted by this process alone, so the scanner verifies the edge's certificate as it would a real one
  tls.setDefaultCACertificates([...tls.getCACertificates("default"), String(cert)])
  for (const runtime of RUNTIMES) {
    console.log(`\n${runtime.name}`)
    const host = await start(runtime.start())
    const edge = await start(startEdge({ upstream: host.url, cert, key }))
    console.log(`  https://${HOSTNAME}:${edge.httpsPort} (http on ${edge.httpPort}) → ${host.url}`)
    const results = await scanPages(PAGES, edge)
    await edge.stop()
    await host.stop()
    for (const { page, error, grade, score, verified, tests } of results) {
      if (error) {
        console.log(`  ${page.padEnd(32)} not graded: ${error}`)
        problems.push(`${runtime.name} ${page}: not graded (${error})`)
        continue
      }
      const named = (test) => `${test.constructor.name} ${signed(test.scoreModifier)}`
      const failing = tests.filter((test) => !test.pass)
      const credits = tests.filter((test) => test.pass && test.scoreModifier)
      console.log(
        `  ${page.padEnd(32)} ${grade.padEnd(2)} ${String(score).padStart(3)}` +
          `  ${tests.length - failing.length}/${tests.length} tests passed` +
          (credits.length ? ` (${credits.map(named).join(", ")})` : "") +
          (verified ? "" : "  certificate NOT verified"),
      )
      for (const test of failing) console.log(`      failing: ${named(test)}: ${test.result}, ${test.description}`)
      if (grade !== PASSING.grade || score < PASSING.score)
        problems.push(
          `${runtime.name} ${page}: ${grade} ${score} (failing: ${failing.map(named).join(", ") || "none"})`,
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
