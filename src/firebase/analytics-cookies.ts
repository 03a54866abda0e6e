/** gtag's cookies: `_ga` (the browser's client id) and `_ga_<measurement id>` (the session). */
const ANALYTICS_COOKIE = /^_ga(_[A-Z0-9]+)?$/

/**
 * Expires Analytics' cookies when a visitor withdraws consent. gtag writes them on the widest
 * domain it may (example.com for www.example.com), and a cookie only goes away when it is expired
 * with the domain it was set with, so every parent domain of the host is tried, and the host alone.
 */
export function expireAnalyticsCookies(doc: Pick<Document, "cookie">, hostname: string) {
  const names = doc.cookie
    .split(";")
    .map((pair) => pair.split("=")[0].trim())
    .filter((name) => ANALYTICS_COOKIE.test(name))
  const labels = hostname.split(".")
  const domains = labels.slice(0, -1).map((_, i) => labels.slice(i).join("."))
  for (const name of names) {
    doc.cookie = `${name}=; Max-Age=0; path=/`
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`
  }
}
