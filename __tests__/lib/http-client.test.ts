import {
  HttpError,
  XSRF_HEADER,
  createHttpClient,
  httpClient,
  needsXsrfToken,
  readCookie,
  type HttpClientEnvironment,
} from "../../src/lib/http-client"

const ORIGIN = "https://www.example.com"

function setup(cookies = "theme=dark; XSRF-TOKEN=t0k%3Den; other=1", response: Partial<Response> = {}) {
  const fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, statusText: "OK", ...response })
  const env: HttpClientEnvironment = { fetch, origin: ORIGIN, cookies: () => cookies }
  const sentHeaders = () => (fetch.mock.calls[0][1] as RequestInit).headers as Record<string, string>
  return { client: createHttpClient(env), fetch, sentHeaders }
}

describe("the anti-forgery header", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("is added on a same-origin %s", async (method) => {
    const { client, sentHeaders } = setup()
    await client.request("/api/newsletter", { method })
    expect(sentHeaders()[XSRF_HEADER]).toBe("t0k=en")
  })

  it("is added on an absolute URL of the same origin", async () => {
    const { client, sentHeaders } = setup()
    await client.post(`${ORIGIN}/api/newsletter`, { email: "a@b.c" })
    expect(sentHeaders()["X-XSRF-TOKEN"]).toBe("t0k=en")
  })

  it.each(["GET", "HEAD", "get"])("is not added on a %s", async (method) => {
    const { client, sentHeaders } = setup()
    await client.request("/api/newsletter", { method })
    expect(sentHeaders()).not.toHaveProperty(XSRF_HEADER)
  })

  it.each([
    "https://api.other.example/subscribe",
    "http://www.example.com/api", // another scheme is another origin
    "https://www.example.com:8443/api",
    "//evil.example/api",
  ])("is never sent cross-origin: %s", async (url) => {
    const { client, sentHeaders } = setup()
    await client.post(url, { email: "a@b.c" })
    expect(sentHeaders()).not.toHaveProperty(XSRF_HEADER)
  })

  it("is left out when there is no XSRF-TOKEN cookie", async () => {
    const { client, sentHeaders } = setup("theme=dark; NOT-XSRF-TOKEN=x")
    await client.post("/api", {})
    expect(sentHeaders()).not.toHaveProperty(XSRF_HEADER)
  })
})

describe("requests", () => {
  it("sends JSON with its content type and same-origin credentials", async () => {
    const { client, fetch } = setup()
    await client.post("/api/newsletter", { email: "a@b.c" })
    expect(fetch).toHaveBeenCalledWith(
      "/api/newsletter",
      expect.objectContaining({
        method: "POST",
        body: '{"email":"a@b.c"}',
        credentials: "same-origin",
        headers: expect.objectContaining({ "Content-Type": "application/json", Accept: "application/json" }),
      }),
    )
  })

  it("rejects with the status on a non-2xx answer", async () => {
    const { client } = setup(undefined, { ok: false, status: 503, statusText: "Service Unavailable" })
    const failure = client.post("/api/newsletter", {})
    await expect(failure).rejects.toBeInstanceOf(HttpError)
    await expect(failure).rejects.toMatchObject({ status: 503 })
  })

  it("uses the browser's fetch, origin and cookies by default", async () => {
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 204 })
    window.fetch = fetch
    document.cookie = "XSRF-TOKEN=from-browser"
    await httpClient.post("/api/newsletter", { email: "a@b.c" })
    await httpClient.post("https://elsewhere.example/api", { email: "a@b.c" })
    expect(fetch.mock.calls[0][1].headers[XSRF_HEADER]).toBe("from-browser")
    expect(fetch.mock.calls[1][1].headers).not.toHaveProperty(XSRF_HEADER)
  })
})

describe("helpers", () => {
  it("reads one cookie by exact name", () => {
    expect(readCookie("a=1; XSRF-TOKEN=abc; b=2", "XSRF-TOKEN")).toBe("abc")
    expect(readCookie("MY-XSRF-TOKEN=abc", "XSRF-TOKEN")).toBeUndefined()
    expect(readCookie("XSRF-TOKEN=%E0%A4", "XSRF-TOKEN")).toBe("%E0%A4")
    expect(readCookie("", "XSRF-TOKEN")).toBeUndefined()
  })

  it("decides by method and origin", () => {
    expect(needsXsrfToken("/x", "POST", ORIGIN)).toBe(true)
    expect(needsXsrfToken("/x", "HEAD", ORIGIN)).toBe(false)
    expect(needsXsrfToken("https://other.example/x", "DELETE", ORIGIN)).toBe(false)
  })
})
