import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import type { AddressInfo } from "net"
import { expect, type Page } from "@playwright/test"
import { clockedTest as test } from "./fixtures"
import { startHost } from "../../scripts/lib/host.mjs"
import { startNetlify } from "../../scripts/lib/netlify-host.mjs"
import { writeAdmin } from "../../cms/admin"
import { decapConfig } from "../../cms/config"
import { typeDefs } from "../../schema/content-model"
import { FIELD_ICONS } from "../../src/lib/icon-names"
import { FIXTURE_CONTENT_DIR } from "../helpers/content"

/**
 * Editors' sign-in served by the site itself (cms/sign-in.ts), as a deployed site runs it: the build's
 * CMS configured for the github backend with no outside OAuth service, on Cloudflare's runtime
 * (`wrangler pages dev` with functions/) and Netlify's (`netlify dev --offline` with netlify/functions/),
 * each given the client id and secret as the host's settings would. GitHub is a stand-in on this
 * machine (GITHUB_OAUTH_URL, which the module takes only for a loopback address); GitHub's API is
 * answered by the browser's request routing. Nothing leaves the machine.
 */

const CLIENT_ID = "stand-in-client"
const CLIENT_SECRET = "stand-in-secret"
const CODE = "stand-in-code"
const TOKEN = "stand-in-token"

interface StandIn {
  url: string
  authorized: URLSearchParams[]
  exchanged: Array<Record<string, string>>
  close: () => Promise<void>
}

/** GitHub's two OAuth pages, and a page of another site that opens the site's sign-in (/opener). */
async function startGitHubStandIn(): Promise<StandIn> {
  const authorized: URLSearchParams[] = []
  const exchanged: Array<Record<string, string>> = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, "http://stand-in")
    if (url.pathname === "/login/oauth/authorize") {
      authorized.push(url.searchParams)
      const back = new URL(url.searchParams.get("redirect_uri")!)
      back.search = new URLSearchParams({ code: CODE, state: url.searchParams.get("state") ?? "" }).toString()
      response.writeHead(302, { Location: back.toString() }).end()
    } else if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      let body = ""
      request.on("data", (chunk) => (body += chunk))
      request.on("end", () => {
        const sent = JSON.parse(body) as Record<string, string>
        exchanged.push(sent)
        const valid = sent.code === CODE && sent.client_id === CLIENT_ID && sent.client_secret === CLIENT_SECRET
        response.writeHead(200, { "Content-Type": "application/json" })
        response.end(JSON.stringify(valid ? { access_token: TOKEN } : { error: "bad_verification_code" }))
      })
    } else if (url.pathname === "/opener") {
      response.writeHead(200, { "Content-Type": "text/html" })
      response.end(`<!doctype html><title>Another site</title>
<button>Open</button>
<script>
window.received = []
addEventListener("message", (event) => received.push(String(event.data)))
const site = ${JSON.stringify(url.searchParams.get("site"))}
document.querySelector("button").onclick = () => window.open(site + "/api/auth?provider=github&scope=repo")
</script>`)
    } else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    authorized,
    exchanged,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

let standIn: StandIn
let site: string

test.describe.configure({ mode: "serial" })
// two hosts start, and the CMS's bundle loads in each test
test.setTimeout(120_000)

test.beforeAll(async () => {
  standIn = await startGitHubStandIn()
  // the fixture build, its CMS written for the github backend as DECAP_BACKEND=github without DECAP_AUTH_URL makes it
  site = fs.mkdtempSync(path.join(os.tmpdir(), "sign-in-site-"))
  fs.cpSync("public", site, { recursive: true })
  const iconSprite = fs.readdirSync(path.join(site, "static")).find((file) => /^icons-.*\.svg$/.test(file))
  await writeAdmin({
    publicDir: site,
    iconSpriteUrl: `/static/${iconSprite ?? "icons.svg"}`,
    title: "Content manager",
    config: decapConfig(typeDefs, FIXTURE_CONTENT_DIR, FIELD_ICONS, { backend: "github", repo: "lifelane/site" }),
  })
})

test.afterAll(async () => {
  await standIn?.close()
  if (site) fs.rmSync(site, { recursive: true, force: true })
})

const settings = () => ({
  GITHUB_CLIENT_ID: CLIENT_ID,
  GITHUB_CLIENT_SECRET: CLIENT_SECRET,
  GITHUB_OAUTH_URL: standIn.url,
})

/** GitHub's API, answered in the browser: the requests the CMS makes with the token it received. */
async function routeGitHubApi(page: Page) {
  // a decap-server on this machine (npm run cms, the CMS tests) would take the place of the github backend
  await page.route("http://localhost:8081/**", (route) => route.abort())
  const authorizations: string[] = []
  await page.route("https://api.github.com/**", (route) => {
    authorizations.push(route.request().headers().authorization ?? "")
    return route.fulfill({ status: 401, json: { message: "Bad credentials (stand-in)" } })
  })
  return authorizations
}

for (const host of ["Cloudflare Pages (wrangler pages dev)", "Netlify (netlify dev --offline)"] as const) {
  test.describe(host, () => {
    let url: string
    let stop: () => Promise<void>

    test.beforeAll(async () => {
      test.setTimeout(180_000)
      const started = host.startsWith("Cloudflare")
        ? await startHost({ dir: site, bindings: settings() })
        : await startNetlify({ dir: site, env: settings(), timeoutMs: 150_000 })
      url = started.url
      stop = started.stop
    })

    test.afterAll(async () => stop?.())

    test("the CMS's login opens the site's own endpoint, GitHub is asked with a state, the CMS gets the token", async ({
      page,
    }) => {
      const authorizations = await routeGitHubApi(page)
      const before = standIn.authorized.length
      const visited: string[] = []
      page.context().on("request", (request) => {
        if (request.isNavigationRequest()) visited.push(request.url())
      })
      await page.goto(`${url}/admin/cms`)
      await page.getByRole("button", { name: "Login with GitHub" }).click()
      // the CMS uses the token it was handed: GitHub's API is called with it
      await expect.poll(() => authorizations, { timeout: 30_000 }).toContain(`token ${TOKEN}`)
      // the login window started at the site's own endpoint, went to GitHub and came back to the site
      const login = visited.slice(visited.indexOf(`${url}/admin/cms`) + 1)
      expect(login[0]).toMatch(new RegExp(`^${url}/api/auth\\?provider=github&`))
      expect(login[1]).toMatch(new RegExp(`^${standIn.url}/login/oauth/authorize\\?`))
      expect(login[2]).toMatch(new RegExp(`^${url}/api/auth/callback\\?code=${CODE}&state=`))
      const asked = standIn.authorized.slice(before)
      expect(asked).toHaveLength(1)
      expect(asked[0].get("client_id")).toBe(CLIENT_ID)
      expect(asked[0].get("redirect_uri")).toBe(`${url}/api/auth/callback`)
      expect(asked[0].get("state")?.length).toBeGreaterThanOrEqual(40)
    })

    test("a callback whose state is not the browser's hands out nothing", async ({ page }) => {
      const exchangedBefore = standIn.exchanged.length
      const response = await page.goto(`${url}/api/auth/callback?code=${CODE}&state=forged`)
      expect(response?.status()).toBe(400)
      await expect(page.getByRole("heading", { name: "Sign-in failed" })).toBeVisible()
      expect(await page.content()).not.toContain(TOKEN)
      expect(standIn.exchanged.length).toBe(exchangedBefore)
    })

    test("opened by a page of another origin, the sign-in hands that page nothing", async ({ page }) => {
      await page.goto(`${standIn.url}/opener?site=${encodeURIComponent(url)}`)
      const popup = page.waitForEvent("popup")
      await page.getByRole("button", { name: "Open" }).click()
      const login = await popup
      // the whole way through: GitHub's stand-in, the callback, the token exchanged, the reply page
      await login.waitForURL(/\/api\/auth\/callback\?/)
      await expect(login.getByText("Signing in to the content manager")).toBeVisible()
      await page.waitForTimeout(1000)
      expect(await page.evaluate(() => (window as Window & { received?: string[] }).received)).toEqual([])
    })
  })
}
