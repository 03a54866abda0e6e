/** The anti-forgery token: read from this cookie, sent back in this header. */
export const XSRF_COOKIE = "XSRF-TOKEN"
export const XSRF_HEADER = "X-XSRF-TOKEN"

const SAFE_METHODS = new Set(["GET", "HEAD"])

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
  ) {
    super(`HTTP ${status} ${statusText} for ${url}`)
    this.name = "HttpError"
  }
}

/** A cookie's decoded value from a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=")
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

/** Only same-origin, state-changing requests carry the token: it must never leak to another origin. */
export function needsXsrfToken(url: string, method: string, origin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  try {
    return new URL(url, origin).origin === origin
  } catch {
    return false
  }
}

export interface HttpRequest {
  method?: string
  headers?: Record<string, string>
  /** Sent as JSON with a JSON content type. */
  json?: unknown
  signal?: AbortSignal
}

export interface HttpClientEnvironment {
  fetch: typeof fetch
  origin: string
  cookies: () => string
}

const browserEnvironment = (): HttpClientEnvironment => ({
  fetch: (...args) => window.fetch(...args),
  origin: window.location.origin,
  cookies: () => document.cookie,
})

export interface HttpClient {
  /** Resolves with the response (body unread) for any 2xx status; rejects with HttpError otherwise. */
  request(url: string, init?: HttpRequest): Promise<Response>
  get(url: string, init?: Omit<HttpRequest, "method" | "json">): Promise<Response>
  post(url: string, json: unknown, init?: Omit<HttpRequest, "method" | "json">): Promise<Response>
}

/** The generic HTTP client. Without an environment it uses the browser's, read at call time (safe to import during SSR). */
export function createHttpClient(environment?: HttpClientEnvironment): HttpClient {
  const request: HttpClient["request"] = async (url, { method = "GET", headers = {}, json, signal } = {}) => {
    const env = environment ?? browserEnvironment()
    const finalHeaders: Record<string, string> = { Accept: "application/json", ...headers }
    if (json !== undefined) finalHeaders["Content-Type"] = "application/json"
    if (needsXsrfToken(url, method, env.origin)) {
      const token = readCookie(env.cookies(), XSRF_COOKIE)
      if (token) finalHeaders[XSRF_HEADER] = token
    }
    const response = await env.fetch(url, {
      method: method.toUpperCase(),
      headers: finalHeaders,
      body: json === undefined ? undefined : JSON.stringify(json),
      credentials: "same-origin",
      signal,
    })
    if (!response.ok) throw new HttpError(response.status, response.statusText, url)
    return response
  }
  return {
    request,
    get: (url, init) => request(url, { ...init, method: "GET" }),
    post: (url, json, init) => request(url, { ...init, method: "POST", json }),
  }
}

export const httpClient = createHttpClient()
