import http from "http"
import type { AddressInfo } from "net"
import type { Page } from "@playwright/test"
import { test, expect } from "./fixtures"
import { CLOUDFLARE_URL } from "./host-urls"
import { FIRST_ROUND_TRIP } from "../../plugins/page-rewrites/used-css"

/**
 * A first visit on the outside review's slow phone: DevTools' applied throttling (400 kbit/s down, a 150 ms round
 * trip) and a CPU four times slower, in a new browser context (nothing cached), at a phone's width. Home is the
 * page heavier than the first round trip: its whole document arrives after its first screen
 * (plugins/page-rewrites/used-css.ts).
 */
async function slowPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 400_000 / 8,
    uploadThroughput: 400_000 / 8,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
}

/** Recorded in the page from its start: each largest-contentful-paint candidate that lies in the hero. */
function recordHeroPaints() {
  const paints: number[] = []
  Reflect.set(window, "__heroPaints", paints)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>)
      if (entry.element?.closest("main > :first-child")) paints.push(entry.startTime)
  }).observe({ type: "largest-contentful-paint", buffered: true })
}

/**
 * The first round trip, held: a proxy in front of the test host that passes every response through untouched but
 * the page's document, of which it sends the headers and the first FIRST_ROUND_TRIP bytes of the body as the host
 * compressed it (brotli, asked for as Chrome asks a secure site), and holds the rest until release(). DevTools'
 * throttling delays bytes but sends them all; a server's first round trip carries only these (TCP's first
 * congestion window, less the headers: plugins/page-rewrites/used-css.ts).
 */
async function firstRoundTripOnly(documentPath: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const server = http.createServer((request, response) => {
    const isDocument = request.url === documentPath
    const upstream = http.request(
      `${CLOUDFLARE_URL}${request.url}`,
      {
        method: request.method,
        headers: { ...request.headers, host: new URL(CLOUDFLARE_URL).host, "accept-encoding": "br" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        if (!isDocument) return void answer.pipe(response)
        const body: Buffer[] = []
        answer.on("data", (chunk: Buffer) => body.push(chunk))
        answer.on("end", async () => {
          const whole = Buffer.concat(body)
          response.write(whole.subarray(0, FIRST_ROUND_TRIP))
          await held
          response.end(whole.subarray(FIRST_ROUND_TRIP))
        })
      },
    )
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}${documentPath}`,
    release,
    close: () => new Promise((resolve) => (release(), server.closeAllConnections(), server.close(resolve))),
  }
}

for (const path of ["/", "/hi", "/kn"]) {
  test(`${path}: the hero is painted from the first round trip, before the rest of the document arrives`, async ({
    page,
  }) => {
    await slowPhone(page)
    await page.addInitScript(recordHeroPaints)
    const proxy = await firstRoundTripOnly(path)
    try {
      await page.goto(proxy.url, { waitUntil: "commit" })
      await expect
        .poll(() => page.evaluate(() => (Reflect.get(window, "__heroPaints") as number[]).length), {
          message: "the hero is painted while the rest of the document is held",
          timeout: 10_000,
        })
        .toBeGreaterThan(0)
      expect(await page.evaluate(() => document.readyState)).toBe("loading")
    } finally {
      await proxy.close()
    }
  })
}

/**
 * In the page: the class names each loaded stylesheet has a rule for, and those of each of main's elements (and
 * the footer) that is on screen and not hidden. A class a section uses that the page's whole
 * stylesheets style but no stylesheet loaded so far does is a section shown before its styles.
 */
function shownSections() {
  const classesOf = (sheets: Iterable<CSSStyleSheet>) => {
    const found = new Set<string>()
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const match of rule.selectorText.matchAll(/\.((?:[\w-]|\\.)+)/g))
            found.add(match[1].replace(/\\(.)/g, "$1"))
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of sheets) walk(sheet.cssRules)
    return [...found]
  }
  const sections = [...document.querySelectorAll("main > *, main ~ *")].filter((element) => {
    const box = element.getBoundingClientRect()
    return box.bottom > 0 && box.top < innerHeight && getComputedStyle(element).visibility !== "hidden"
  })
  return {
    loaded: classesOf(Array.from(document.styleSheets)),
    shown: sections.map((element) => ({
      name: element.id || element.tagName.toLowerCase(),
      classes: [...new Set([element, ...element.querySelectorAll("[class]")].flatMap((node) => [...node.classList]))],
    })),
  }
}

for (const path of ["/", "/hi", "/kn"]) {
  test(`${path}: scrolled early on a slow phone, no section shows before its styles`, async ({ page }, testInfo) => {
    test.setTimeout(60_000)
    await slowPhone(page)
    // the whole stylesheets a second and a half later still, as on the review's phone (about 3.5 s in all)
    await page.route("**/*.css", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto(path, { waitUntil: "commit" })
    await page.waitForTimeout(500)
    // a visitor who flicks down at once: each of main's elements after the hero in turn, then the footer
    const seen: Array<ReturnType<typeof shownSections>> = []
    const count = await page.evaluate(() => document.querySelectorAll("main > *, main ~ footer").length)
    for (let index = 1; index < count; index++) {
      await page.evaluate((i) => document.querySelectorAll("main > *, main ~ footer")[i].scrollIntoView(), index)
      seen.push(await page.evaluate(shownSections))
      if (index % 3 === 0)
        await testInfo.attach(`${path}, element ${index}`, { body: await page.screenshot(), contentType: "image/png" })
    }
    await page.waitForLoadState("networkidle")
    const end = await page.evaluate(shownSections)
    seen.push(end)
    const styled = new Set(end.loaded)
    const unstyled = seen.flatMap(({ loaded, shown }) => {
      const has = new Set(loaded)
      return shown
        .filter(({ classes }) => classes.some((name) => styled.has(name) && !has.has(name)))
        .map(({ name }) => name)
    })
    expect(
      seen.some(({ shown }) => shown.length > 0),
      "the walk reached sections past the first screen",
    ).toBe(true)
    expect([...new Set(unstyled)]).toEqual([])
  })
}
