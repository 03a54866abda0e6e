import React from "react"
import { loadedModules, resetSdk, sdk, testEnv } from "../helpers/firebase-sdk"

type Browser = typeof import("../../gatsby-browser")
type AuthUser = typeof import("../../src/firebase/auth-user")
type Rtl = typeof import("@testing-library/react/pure")

const savedEnv = { ...process.env }
let warn: jest.SpyInstance
let error: jest.SpyInstance

/**
 * gatsby-browser.tsx as a fresh page load with the given build-time variables sees it, with its own
 * React (and Testing Library on that React) since the modules are loaded anew.
 */
const loadSite = (env: Record<string, string>) => {
  for (const name of Object.keys(testEnv)) delete process.env[name]
  Object.assign(process.env, env)
  let modules!: { browser: Browser; auth: AuthUser; rtl: Rtl }
  jest.isolateModules(() => {
    modules = {
      browser: jest.requireActual("../../gatsby-browser"),
      auth: jest.requireActual("../../src/firebase/auth-user"),
      rtl: jest.requireActual("@testing-library/react/pure"),
    }
  })
  return modules
}

const routeUpdate = (browser: Browser, pathname: string) =>
  browser.onRouteUpdate!({ location: { pathname } } as never, {} as never)

beforeEach(() => {
  jest.useFakeTimers()
  resetSdk()
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  error = jest.spyOn(console, "error")
})

afterEach(() => {
  localStorage.clear()
  process.env = { ...savedEnv }
  warn.mockRestore()
  error.mockRestore()
  jest.useRealTimers()
})

test("without configuration no Firebase module is loaded and nothing is logged", async () => {
  const { browser } = loadSite({})
  browser.onClientEntry!({} as never, {} as never)
  routeUpdate(browser, "/")
  routeUpdate(browser, "/about")
  await jest.advanceTimersByTimeAsync(60_000)

  expect([...loadedModules]).toEqual([])
  expect(warn).not.toHaveBeenCalled()
  expect(error).not.toHaveBeenCalled()
})

test("with configuration and consent Firebase starts 5 s after load and counts the first page and each route change", async () => {
  localStorage.setItem("lifelane-analytics-consent", "granted")
  const { browser } = loadSite(testEnv)
  browser.onClientEntry!({} as never, {} as never)
  routeUpdate(browser, "/")
  await jest.advanceTimersByTimeAsync(4_000)
  expect([...loadedModules]).toEqual([])

  await jest.advanceTimersByTimeAsync(1_100)
  expect(sdk.initializeApp).toHaveBeenCalledTimes(1)
  routeUpdate(browser, "/about")
  await jest.advanceTimersByTimeAsync(100)

  const screens = sdk.logEvent.mock.calls.filter(([, name]) => name === "screen_view").map(([, , params]) => params)
  expect(screens).toEqual([
    { firebase_screen: "/", firebase_screen_class: "page" },
    { firebase_screen: "/about", firebase_screen_class: "page" },
  ])
  expect(warn).not.toHaveBeenCalled()
  expect(error).not.toHaveBeenCalled()
})

test("with configuration but no choice yet, App Check and Auth start and nothing is counted", async () => {
  const { browser } = loadSite(testEnv)
  browser.onClientEntry!({} as never, {} as never)
  routeUpdate(browser, "/")
  await jest.advanceTimersByTimeAsync(5_100)
  routeUpdate(browser, "/about")
  await jest.advanceTimersByTimeAsync(100)

  expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1)
  expect(sdk.initializeAuth).toHaveBeenCalledTimes(1)
  expect(sdk.initializeAnalytics).not.toHaveBeenCalled()
  expect(sdk.initializePerformance).not.toHaveBeenCalled()
  expect(sdk.logEvent).not.toHaveBeenCalled()
})

test("the root wrapper gives every page the signed-in user once Auth reports one", async () => {
  const { browser, auth, rtl } = loadSite(testEnv)
  const { act, cleanup, render, screen } = rtl
  const Account = () => <p>{auth.useAuthUser()?.email ?? "Signed out"}</p>
  render(<>{browser.wrapRootElement!({ element: <Account />, pathname: "/" } as never, {} as never)}</>)
  expect(screen.getByText("Signed out")).toBeInTheDocument()

  browser.onClientEntry!({} as never, {} as never)
  await jest.advanceTimersByTimeAsync(5_100)
  const listener = sdk.onAuthStateChanged.mock.calls[0][1] as (user: unknown) => void
  act(() => listener({ uid: "u1", email: "asha@example.com" }))
  expect(screen.getByText("asha@example.com")).toBeInTheDocument()
  act(() => listener(null))
  expect(screen.getByText("Signed out")).toBeInTheDocument()
  cleanup()
})
