/**
 * Editors' sign-in to the CMS's `github` backend, served by the site itself: the GitHub OAuth handshake
 * that Decap's login window expects (the protocol of Netlify's auth endpoint, decap-cms-lib-auth
 * NetlifyAuthenticator), with nothing outside the site but GitHub. One module for both hosts, on Web
 * APIs only (Request, Response, fetch, crypto): Cloudflare Pages Functions (functions/api/auth/) and a
 * Netlify Function (netlify/functions/sign-in.mts) are a line each around handleSignIn.
 *
 * 1. `GET /api/auth?provider=github&scope=repo`: Decap opens it in a window. It sets a random `state` in
 *    a cookie bound to this path and sends the window to GitHub's authorize page with the same state.
 * 2. `GET /api/auth/callback?code=…&state=…`: GitHub sends the window back. The state must equal the
 *    cookie's, or nothing happens; the code is exchanged for a token with the client secret, server side.
 * 3. The reply page hands the token to the window that opened it, and only if that window is the site's
 *    own origin: it announces itself to `location.origin` alone, waits for that origin's answer, and posts
 *    the token to it (never to "*"), so a page of another site that opened the window gets nothing.
 *
 * Settings, from the host's environment: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (a GitHub OAuth app's);
 * GITHUB_OAUTH_URL only for the tests' stand-in for GitHub, and only on this machine (a loopback address).
 */

import { API_HEADERS, escapeHtml, htmlPage, pagePolicy } from "../server/http"

export interface SignInEnv {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** Tests only: a local stand-in for https://github.com's OAuth pages (http://127.0.0.1:<port>). */
  GITHUB_OAUTH_URL?: string
}

export const AUTH_PATH = "/api/auth"
export const CALLBACK_PATH = `${AUTH_PATH}/callback`
export const STATE_COOKIE = "decap-oauth-state"
const GITHUB = "https://github.com"
/** Decap asks for `repo` (private repositories) or `public_repo`; nothing else is granted. */
const SCOPES = ["repo", "public_repo"]
/** Minutes an editor has to approve on GitHub before the state expires. */
const STATE_MINUTES = 10
const LOOPBACK = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/

const policy = (nonce?: string) => pagePolicy({ nonce })

function randomToken(bytes = 32): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes))
  return btoa(String.fromCharCode(...random))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

function html(status: number, title: string, body: string, extra: Record<string, string> = {}, nonce?: string) {
  return htmlPage({ status, lang: "en", title, body, headers: extra, nonce })
}

/** A page that says what went wrong and hands out nothing. */
export const errorPage = (status: number, message: string, extra: Record<string, string> = {}) =>
  html(
    status,
    "Sign-in failed",
    `<h1>Sign-in failed</h1>\n<p>${escapeHtml(message)}</p>\n<p>Close this window and try again from the content manager.</p>`,
    extra,
  )

/** The cookie that binds the state to this browser, for the auth paths only; Secure on https. */
function stateCookie(value: string, url: URL, maxAge: number): string {
  const secure = url.protocol === "https:" ? "; Secure" : ""
  return `${STATE_COOKIE}=${value}; Path=${AUTH_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=")
    if (key === name) return value.join("=")
  }
  return undefined
}

/** Compares in time independent of where the strings differ. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/** The settings, or what is missing or wrong, in words for the page. */
function settings(env: SignInEnv): { clientId: string; clientSecret: string; oauthUrl: string } | string {
  const missing = (["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"] as const).filter((name) => !env[name]?.trim())
  if (missing.length > 0)
    return (
      `Sign-in with GitHub is not set up on this site: ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} ` +
      `not set in the host's environment. Whoever runs the site sets them (docs/deploying.md, "Editors' sign-in").`
    )
  const oauthUrl = (env.GITHUB_OAUTH_URL?.trim() || GITHUB).replace(/\/+$/, "")
  if (oauthUrl !== GITHUB && !LOOPBACK.test(oauthUrl))
    return `GITHUB_OAUTH_URL may only name a stand-in for GitHub on this machine (tests); leave it unset.`
  return { clientId: env.GITHUB_CLIENT_ID!.trim(), clientSecret: env.GITHUB_CLIENT_SECRET!.trim(), oauthUrl }
}

/** The page that hands the token to the site's own window, and to nothing else. */
function replyPage(token: string, clearCookie: string): Response {
  const nonce = randomToken(16)
  const message = JSON.stringify(`authorization:github:success:${JSON.stringify({ token, provider: "github" })}`)
  // "<" escaped, so no value can close the script element
  const script = `(() => {
  const origin = window.location.origin
  const opener = window.opener
  if (!opener) return
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.source !== opener || event.data !== "authorizing:github") return
    opener.postMessage(${message.replace(/</g, "\\u003c")}, origin)
  })
  opener.postMessage("authorizing:github", origin)
})()`
  return html(
    200,
    "Signing in",
    `<p>Signing in to the content manager… This window closes by itself.</p>\n<script nonce="${nonce}">\n${script}\n</script>`,
    { "Set-Cookie": clearCookie },
    nonce,
  )
}

/** Answers /api/auth and /api/auth/callback; anything else under them is not found. */
export async function handleSignIn(request: Request, env: SignInEnv, fetcher: typeof fetch = fetch): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.replace(/\/+$/, "")
  if (request.method !== "GET") return errorPage(405, "Only GET is answered here.", { Allow: "GET" })
  if (path !== AUTH_PATH && path !== CALLBACK_PATH) return errorPage(404, `There is no page at ${url.pathname}.`)
  const config = settings(env)
  if (typeof config === "string") return errorPage(500, config)
  const redirectUri = `${url.origin}${CALLBACK_PATH}`

  if (path === AUTH_PATH) {
    const provider = url.searchParams.get("provider") ?? "github"
    if (provider !== "github") return errorPage(400, `Only GitHub sign-in is offered here, not "${provider}".`)
    const scope = url.searchParams.get("scope") ?? "repo"
    if (!SCOPES.includes(scope)) return errorPage(400, `The scope "${scope}" is not one the content manager needs.`)
    const state = randomToken()
    const authorize = new URL(`${config.oauthUrl}/login/oauth/authorize`)
    authorize.search = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: redirectUri,
      scope,
      state,
    }).toString()
    return new Response(null, {
      status: 302,
      headers: {
        ...API_HEADERS,
        "Content-Security-Policy": policy(),
        Location: authorize.toString(),
        "Set-Cookie": stateCookie(state, url, STATE_MINUTES * 60),
      },
    })
  }

  // the callback: the state is used once, whatever happens next. Refusals are 400, not 403: netlify dev answers a
  // Function's 403 with its static fallbacks instead.
  const clear = { "Set-Cookie": stateCookie("", url, 0) }
  const state = url.searchParams.get("state") ?? ""
  const expected = cookieValue(request, STATE_COOKIE) ?? ""
  if (!state || !expected || !sameSecret(state, expected))
    return errorPage(
      400,
      "This sign-in was not started in this browser, or it took too long (its state does not match).",
      clear,
    )
  const denied = url.searchParams.get("error")
  if (denied)
    return errorPage(400, `GitHub did not sign you in: ${url.searchParams.get("error_description") ?? denied}`, clear)
  const code = url.searchParams.get("code")
  if (!code) return errorPage(400, "GitHub sent no code to exchange.", clear)

  let token: unknown
  try {
    const response = await fetcher(`${config.oauthUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
    })
    const answer = (await response.json()) as { access_token?: unknown; error?: string; error_description?: string }
    if (!response.ok || answer.error)
      return errorPage(
        502,
        `GitHub refused the sign-in: ${answer.error_description ?? answer.error ?? response.status}`,
        clear,
      )
    token = answer.access_token
  } catch (error) {
    return errorPage(502, `GitHub could not be reached: ${(error as Error).message}`, clear)
  }
  if (typeof token !== "string" || !token) return errorPage(502, "GitHub answered without a token.", clear)
  return replyPage(token, clear["Set-Cookie"])
}
