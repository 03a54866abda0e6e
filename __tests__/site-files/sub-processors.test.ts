/**
 * The trust centre's list of sub-processors (data/trust-page/) and the site's code agree: every third-party
 * service the code reaches is listed. This suite reads data/, not the fixture content: what it holds to the code
 * is the list the live site publishes.
 */
import fs from "node:fs"
import path from "node:path"
import packageJson from "../../package.json"
import trustPage from "../../data/trust-page/trust-page.en.json"
import { ADMIN_POLICY, contentSecurityPolicy } from "../../plugins/hosting-adapter/headers"
import { policyOrigins, serviceOf, THIRD_PARTY_SERVICES, type ThirdPartyService } from "../../src/lib/sub-processors"

const ROOT = path.resolve(__dirname, "../..")
const listed = new Set(trustPage.subProcessors.items.filter((item) => item.usedBy === "site").map((item) => item.key))

/** Every file under a folder of the project, or the file itself. */
function filesIn(relative: string): string[] {
  const full = path.join(ROOT, relative)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return [full]
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => filesIn(path.join(relative, entry.name)))
    .filter((file) => /\.(ts|mts|tsx)$/.test(file))
}

/** The URLs the site's server code names: what its Functions (and the CMS's sign-in) may call. */
const serverOrigins = () =>
  ["server", "functions", "netlify", "cms/sign-in.ts"]
    .flatMap(filesIn)
    .flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/["'`](https?:\/\/[a-z0-9.-]+(?::\d+)?)/gi)])
    .map((match) => match[1])

/** What the code uses, by kind: packages, origins, host configurations, settings that call a service. */
const used: Record<keyof ThirdPartyService, string[]> = {
  packages: Object.keys(packageJson.dependencies),
  origins: [
    ...policyOrigins(contentSecurityPolicy([], [], { firebase: true })),
    ...policyOrigins(ADMIN_POLICY),
    ...serverOrigins(),
  ],
  configFiles: ["wrangler.toml", "functions", "netlify", "netlify.toml"].filter((file) =>
    fs.existsSync(path.join(ROOT, file)),
  ),
  settings: [...fs.readFileSync(path.join(ROOT, "server/settings.ts"), "utf8").matchAll(/\b([A-Z_]+_URL)\?:/g)].map(
    (match) => match[1],
  ),
}

describe.each(Object.keys(used) as Array<keyof ThirdPartyService>)("the code's %s", (kind) => {
  it("each belong to a known service, or send nothing to another company", () => {
    expect(used[kind].filter((value) => serviceOf(kind, value) === null)).toEqual([])
  })

  it("reach only services the trust centre lists as the website's sub-processors", () => {
    const missing = used[kind]
      .map((value) => [value, serviceOf(kind, value)] as const)
      .filter(([, service]) => service !== null && service !== "local" && !listed.has(service))
    expect(missing).toEqual([])
  })
})

test("the code uses every service the lists name, so a service the site no longer uses leaves the list", () => {
  const services = new Set(
    (Object.keys(used) as Array<keyof ThirdPartyService>).flatMap((kind) =>
      used[kind].map((value) => serviceOf(kind, value)),
    ),
  )
  expect([...listed].filter((key) => !services.has(key))).toEqual([])
  expect([...listed].filter((key) => !(key in THIRD_PARTY_SERVICES))).toEqual([])
})

test("finds what it looks for: Firebase's package and origins, the hosts, the notification setting", () => {
  expect(used.packages).toContain("firebase")
  expect(used.origins).toContain("https://firebaseinstallations.googleapis.com")
  expect(used.origins).toContain("https://api.github.com")
  expect(used.configFiles).toEqual(expect.arrayContaining(["wrangler.toml", "netlify"]))
  expect(used.settings).toEqual(["REQUESTS_WEBHOOK_URL"])
  // a service the list lacks is found: the test can fail
  expect(serviceOf("packages", "@sentry/browser")).toBeNull()
  expect(serviceOf("origins", "https://api.segment.io")).toBeNull()
})
