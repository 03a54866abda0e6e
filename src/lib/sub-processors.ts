/**
 * What the site's code sends to companies other than its own: each third-party service by the key its record has
 * in the trust centre's list of sub-processors (data/trust-page/, `subProcessors.items[].key`). A test
 * (__tests__/site-files/sub-processors.test.ts) finds every package, origin, host and setting the code uses and
 * fails for one this table does not place, or whose service the list lacks.
 */

/** A service of another company that personal data reaches through the site's code. */
export interface ThirdPartyService {
  /** Packages of package.json's dependencies that are the service's own SDK or client. */
  packages?: readonly string[]
  /** Origins the pages, the content manager or the Functions reach (the CSP's, and the server's URLs). */
  origins?: readonly RegExp[]
  /** A file whose presence means the site is deployed to the service (its configuration). */
  configFiles?: readonly string[]
  /** Settings of the request endpoint (server/settings.ts) that send requests to a service the company picks. */
  settings?: readonly string[]
}

export const THIRD_PARTY_SERVICES: Readonly<Record<string, ThirdPartyService>> = {
  cloudflare: { configFiles: ["wrangler.toml", "functions"] },
  netlify: { packages: ["@netlify/blobs"], configFiles: ["netlify"] },
  "google-firebase": {
    packages: ["firebase"],
    origins: [
      /^https:\/\/([a-z0-9*-]+\.)*googleapis\.com$/,
      /^https:\/\/([a-z0-9*-]+\.)*google-analytics\.com$/,
      /^https:\/\/([a-z0-9*-]+\.)*analytics\.google\.com$/,
      /^https:\/\/([a-z0-9*-]+\.)*googletagmanager\.com$/,
      /^https:\/\/www\.google\.com$/,
      /^https:\/\/www\.gstatic\.com$/,
    ],
  },
  // Decap CMS talks to GitHub's API (the github backend) or to the host's own Git Gateway (Netlify)
  github: {
    packages: ["decap-cms"],
    origins: [/^https:\/\/api\.github\.com$/, /^https:\/\/avatars\.githubusercontent\.com$/, /^https:\/\/github\.com$/],
  },
  "request-notifications": { settings: ["REQUESTS_WEBHOOK_URL"] },
}

/**
 * Dependencies that send nothing to another company: they run in the build, in the visitor's browser or in the
 * site's own Functions only. A new dependency must join this list or a service above.
 */
export const LOCAL_PACKAGES: readonly string[] = [
  "@expo-google-fonts/noto-sans-devanagari",
  "@expo-google-fonts/noto-sans-kannada",
  "beasties",
  "date-fns",
  "esbuild",
  "gatsby",
  "gatsby-plugin-feed",
  "gatsby-plugin-image",
  "gatsby-plugin-manifest",
  "gatsby-plugin-react-helmet",
  "gatsby-plugin-sharp",
  "gatsby-plugin-sitemap",
  "gatsby-source-filesystem",
  "gatsby-transformer-json",
  "gatsby-transformer-sharp",
  "lucide-react",
  "pagefind",
  "postcss",
  "react",
  "react-dom",
  "react-helmet",
  "rehype-external-links",
  "rehype-sanitize",
  "rehype-slug",
  "rehype-stringify",
  "remark-parse",
  "remark-rehype",
  "sharp",
  "unified",
  "uqr",
]

/** Origins that are not another company's: the site's own, and an editor's own machine (decap-server). */
const LOCAL_ORIGINS = [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/]

/** The service a package, origin, configuration file or setting belongs to; "local" when none; null when unknown. */
export function serviceOf(kind: keyof ThirdPartyService, value: string): string | null {
  for (const [key, service] of Object.entries(THIRD_PARTY_SERVICES)) {
    const known = service[kind] as ReadonlyArray<string | RegExp> | undefined
    if (known?.some((entry) => (typeof entry === "string" ? entry === value : entry.test(value)))) return key
  }
  if (kind === "packages" && LOCAL_PACKAGES.includes(value)) return "local"
  if (kind === "origins" && LOCAL_ORIGINS.some((pattern) => pattern.test(value))) return "local"
  return null
}

/** The origins named in a Content-Security-Policy's sources (`https://*.google-analytics.com`, a path cut off). */
export function policyOrigins(policy: string): string[] {
  const origins = new Set<string>()
  for (const directive of policy.split(";")) {
    for (const source of directive.trim().split(/\s+/).slice(1)) {
      const match = /^(https?:\/\/[^/]+)/.exec(source)
      if (match) origins.add(match[1])
    }
  }
  return [...origins]
}
