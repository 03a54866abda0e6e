import {
  CONSENT_KEY,
  createConsentStore,
  initialConsent,
  nextConsent,
  type ConsentEnvironment,
} from "../../src/firebase/consent"
import { expireAnalyticsCookies } from "../../src/firebase/analytics-cookies"

const memoryStorage = (stored?: string) => {
  const items = new Map(stored === undefined ? [] : [[CONSENT_KEY, stored]])
  return {
    items,
    getItem: jest.fn((key: string) => items.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => void items.set(key, value)),
  }
}
const store = (env: Partial<ConsentEnvironment> = {}) =>
  createConsentStore({ storage: memoryStorage(), globalPrivacyControl: false, ...env })

describe("the state a page starts in", () => {
  test("a first visit is undecided and shows the banner", () => {
    expect(initialConsent(null, false)).toEqual({ choice: null, bannerOpen: true, reopened: false, gpc: false })
  })

  test("a stored choice holds without a banner", () => {
    expect(initialConsent("granted", false)).toEqual({
      choice: "granted",
      bannerOpen: false,
      reopened: false,
      gpc: false,
    })
    expect(initialConsent("denied", false)).toEqual({
      choice: "denied",
      bannerOpen: false,
      reopened: false,
      gpc: false,
    })
  })

  test("an unreadable stored value asks again", () => {
    expect(initialConsent("yes please", false).bannerOpen).toBe(true)
  })

  test("Global Privacy Control counts as Decline, over a stored Accept, without a banner", () => {
    expect(initialConsent(null, true)).toEqual({ choice: "denied", bannerOpen: false, reopened: false, gpc: true })
    expect(initialConsent("granted", true)).toEqual({ choice: "denied", bannerOpen: false, reopened: false, gpc: true })
  })
})

describe("choosing", () => {
  const undecided = initialConsent(null, false)

  test("Accept and Decline record the choice and close the banner", () => {
    expect(nextConsent(undecided, "accept")).toEqual({
      choice: "granted",
      bannerOpen: false,
      reopened: false,
      gpc: false,
    })
    expect(nextConsent(undecided, "decline")).toEqual({
      choice: "denied",
      bannerOpen: false,
      reopened: false,
      gpc: false,
    })
  })

  test("the settings button reopens the banner and keeps the choice until a new one is made", () => {
    const reopened = nextConsent(nextConsent(undecided, "decline"), "reopen")
    expect(reopened).toEqual({ choice: "denied", bannerOpen: true, reopened: true, gpc: false })
    expect(nextConsent(reopened, "accept").choice).toBe("granted")
  })

  test("under Global Privacy Control nothing changes the choice", () => {
    const gpc = initialConsent(null, true)
    for (const action of ["accept", "reopen", "decline"] as const) expect(nextConsent(gpc, action)).toBe(gpc)
  })
})

describe("the store", () => {
  test("persists the choice in localStorage and tells its listeners", () => {
    const storage = memoryStorage()
    const consent = store({ storage })
    const listener = jest.fn()
    consent.subscribe(listener)
    consent.dispatch("decline")
    expect(storage.items.get(CONSENT_KEY)).toBe("denied")
    expect(listener).toHaveBeenCalledTimes(1)
    expect(consent.get().choice).toBe("denied")
  })

  test("a visitor who declined is not asked again on the next page load", () => {
    const storage = memoryStorage()
    store({ storage }).dispatch("decline")
    expect(store({ storage }).get()).toEqual({ choice: "denied", bannerOpen: false, reopened: false, gpc: false })
  })

  test("reopening writes nothing", () => {
    const storage = memoryStorage("granted")
    store({ storage }).dispatch("reopen")
    expect(storage.setItem).not.toHaveBeenCalled()
  })

  test("blocked storage: the banner shows and the choice holds for the page without an error", () => {
    const throwing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError")
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError")
      },
    }
    const consent = store({ storage: throwing })
    expect(consent.get().bannerOpen).toBe(true)
    consent.dispatch("accept")
    expect(consent.get().choice).toBe("granted")
  })

  test("an unsubscribed listener hears nothing more", () => {
    const consent = store()
    const listener = jest.fn()
    consent.subscribe(listener)()
    consent.dispatch("accept")
    expect(listener).not.toHaveBeenCalled()
  })
})

describe("expiring Analytics' cookies", () => {
  test("expires _ga and _ga_<id> on the host and every parent domain, and leaves other cookies", () => {
    const written: string[] = []
    const doc = {
      get cookie() {
        return "_ga=GA1.1.1.2; other=1; _ga_ABC123=GS1.1; _gat=1"
      },
      set cookie(value: string) {
        written.push(value)
      },
    }
    expireAnalyticsCookies(doc, "www.lifelane.health")
    expect(written).toEqual([
      "_ga=; Max-Age=0; path=/",
      "_ga=; Max-Age=0; path=/; domain=www.lifelane.health",
      "_ga=; Max-Age=0; path=/; domain=lifelane.health",
      "_ga_ABC123=; Max-Age=0; path=/",
      "_ga_ABC123=; Max-Age=0; path=/; domain=www.lifelane.health",
      "_ga_ABC123=; Max-Age=0; path=/; domain=lifelane.health",
    ])
  })
})
