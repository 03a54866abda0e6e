/**
 * What every answer of the site's Functions shares (cms/sign-in.ts, server/requests.ts): the site's own
 * security headers, no caching or indexing, and small self-contained HTML pages that load nothing.
 */

import { escapeHtml } from "../src/lib/text"

/** The same on every response of the site (plugins/hosting-adapter/headers.ts SITE_WIDE_HEADERS), and no caching or indexing. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy":
    "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), " +
    "microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
}

/** A page that loads nothing; `formAction` lets its one form post back to the site; a nonce admits one script. */
export const pagePolicy = ({ nonce, formAction = false }: { nonce?: string; formAction?: boolean } = {}) =>
  [
    "default-src 'none'",
    ...(nonce ? [`script-src 'nonce-${nonce}'`] : []),
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    `form-action ${formAction ? "'self'" : "'none'"}`,
    "frame-ancestors 'none'",
  ].join("; ")

export { escapeHtml }

export interface HtmlPage {
  status: number
  /** The page's language (BCP 47). */
  lang: string
  title: string
  /** Markup, already escaped where it holds text from outside. */
  body: string
  headers?: Record<string, string>
  nonce?: string
  formAction?: boolean
}

export function htmlPage({ status, lang, title, body, headers = {}, nonce, formAction }: HtmlPage): Response {
  const page = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem auto; padding: 0 1rem; max-width: 40rem; line-height: 1.5">
${body}
</body>
</html>
`
  return new Response(page, {
    status,
    headers: {
      ...API_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": pagePolicy({ nonce, formAction }),
      ...headers,
    },
  })
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...API_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Security-Policy": pagePolicy(),
      ...headers,
    },
  })
}
