/**
 * @jest-environment node
 *
 * The site's own GitHub sign-in for the CMS (cms/sign-in.ts), as both hosts run it: a Request in, a
 * Response out, GitHub's token endpoint a stand-in.
 */
import { AUTH_PATH, CALLBACK_PATH, handleSignIn, STATE_COOKIE, type SignInEnv } from "../../cms/sign-in"

const SITE = "https://www.lifelane.health"
const ENV: SignInEnv = { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "client-secret" }

const get = (path: string, cookie?: string) =>
  new Request(`${SITE}${path}`, cookie ? { headers: { Cookie: cookie } } : {})

/** GitHub's token endpoint, answering with a token and recording what it was sent. */
function tokenEndpoint(answer: Record<string, unknown> = { access_token: "gho_token", token_type: "bearer" }) {
  const calls: Array<{ url: string; body: Record<string, string> }> = []
  const fetcher: typeof fetch = async (url, init) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, string> })
    return Response.json(answer)
  }
  return { fetcher, calls }
}

/** Starts a sign-in: the state GitHub is sent and the cookie the browser keeps. */
async function start(env = ENV) {
  const response = await handleSignIn(get(`${AUTH_PATH}?provider=github&site_id=www.lifelane.health&scope=repo`), env)
  const location = new URL(response.headers.get("Location")!)
  const cookie = response.headers.get("Set-Cookie")!
  return { response, location, cookie, state: location.searchParams.get("state")! }
}

describe("starting a sign-in", () => {
  it("sends the window to GitHub's authorize page with the client id, the site's own callback and a state", async () => {
    const { response, location, state } = await start()
    expect(response.status).toBe(302)
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize")
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "client-id",
      redirect_uri: `${SITE}${CALLBACK_PATH}`,
      scope: "repo",
      state,
    })
    expect(state.length).toBeGreaterThanOrEqual(40)
  })

  it("binds the state to this browser in a cookie only the auth paths receive, unreadable by scripts", async () => {
    const { cookie, state } = await start()
    expect(cookie).toBe(`${STATE_COOKIE}=${state}; Path=${AUTH_PATH}; Max-Age=600; HttpOnly; SameSite=Lax; Secure`)
  })

  it("makes a new state each time", async () => {
    expect((await start()).state).not.toBe((await start()).state)
  })
})

describe("GitHub's callback", () => {
  it("exchanges the code with the secret and hands the token to the site's own origin only", async () => {
    const { state, cookie } = await start()
    const github = tokenEndpoint()
    const response = await handleSignIn(
      get(`${CALLBACK_PATH}?code=the-code&state=${state}`, cookie.split(";")[0]),
      ENV,
      github.fetcher,
    )
    expect(github.calls).toEqual([
      {
        url: "https://github.com/login/oauth/access_token",
        body: {
          client_id: "client-id",
          client_secret: "client-secret",
          code: "the-code",
          redirect_uri: `${SITE}${CALLBACK_PATH}`,
        },
      },
    ])
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('authorization:github:success:{\\"token\\":\\"gho_token\\",\\"provider\\":\\"github\\"}')
    // every postMessage names the page's own origin; none names "*"
    const posts = [...page.matchAll(/postMessage\(([^)]*)\)/g)].map((match) => match[1])
    expect(posts).toHaveLength(2)
    for (const post of posts) expect(post).toMatch(/, origin$/)
    expect(page).not.toMatch(/["']\*["']/)
    // it answers only the site's own opener, and only once it has said who it is
    expect(page).toContain("event.origin !== origin || event.source !== opener")
    expect(response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${STATE_COOKIE}=; .*Max-Age=0`))
  })

  it("runs its one script by nonce under a policy that allows nothing else, and is neither cached nor indexed", async () => {
    const { state, cookie } = await start()
    const response = await handleSignIn(
      get(`${CALLBACK_PATH}?code=c&state=${state}`, cookie.split(";")[0]),
      ENV,
      tokenEndpoint().fetcher,
    )
    const policy = response.headers.get("Content-Security-Policy")!
    const nonce = /script-src 'nonce-([\w-]+)'/.exec(policy)?.[1]
    expect(await response.text()).toContain(`<script nonce="${nonce}">`)
    expect(policy).toMatch(/^default-src 'none';.*frame-ancestors 'none'/)
    expect(policy.split("; ").find((directive) => directive.startsWith("script-src"))).toBe(
      `script-src 'nonce-${nonce}'`,
    )
    expect(response.headers.get("Cache-Control")).toBe("no-store")
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex")
    expect(response.headers.get("X-Frame-Options")).toBe("DENY")
  })

  it.each([
    ["another state than the cookie's", (state: string) => `${state.slice(0, -1)}x`, true],
    ["no state", () => "", true],
    ["no cookie", (state: string) => state, false],
  ])("with %s, asks GitHub nothing and hands out no token", async (_, stateOf, withCookie) => {
    const { state, cookie } = await start()
    const github = tokenEndpoint()
    const response = await handleSignIn(
      get(`${CALLBACK_PATH}?code=c&state=${stateOf(state)}`, withCookie ? cookie.split(";")[0] : undefined),
      ENV,
      github.fetcher,
    )
    expect(response.status).toBe(400)
    expect(github.calls).toEqual([])
    const page = await response.text()
    expect(page).toContain("state does not match")
    expect(page).not.toContain("<script")
  })

  it("says so when GitHub refuses the code, with no script", async () => {
    const { state, cookie } = await start()
    const response = await handleSignIn(
      get(`${CALLBACK_PATH}?code=old&state=${state}`, cookie.split(";")[0]),
      ENV,
      tokenEndpoint({ error: "bad_verification_code", error_description: "The code passed is incorrect or expired." })
        .fetcher,
    )
    expect(response.status).toBe(502)
    const page = await response.text()
    expect(page).toContain("The code passed is incorrect or expired.")
    expect(page).not.toContain("<script")
  })
})

describe("settings", () => {
  it("without a client id or secret, says which is missing and where it is set", async () => {
    const response = await handleSignIn(get(AUTH_PATH), { GITHUB_CLIENT_ID: "client-id" })
    expect(response.status).toBe(500)
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8")
    const page = await response.text()
    expect(page).toContain("GITHUB_CLIENT_SECRET is not set in the host's environment")
    expect(page).toContain("docs/deploying.md")
    expect(page).not.toContain("<script")
  })

  it("takes a stand-in for GitHub on this machine, and no other address", async () => {
    const local = await start({ ...ENV, GITHUB_OAUTH_URL: "http://127.0.0.1:9555" })
    expect(local.location.origin).toBe("http://127.0.0.1:9555")
    const elsewhere = await handleSignIn(get(AUTH_PATH), { ...ENV, GITHUB_OAUTH_URL: "https://evil.example" })
    expect(elsewhere.status).toBe(500)
    expect(elsewhere.headers.get("Location")).toBeNull()
  })
})
