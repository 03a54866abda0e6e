import { whenPageIsQuiet } from "../../src/firebase/schedule"

const options = { delayMs: 5000, idleTimeoutMs: 2000 }

let readyState: DocumentReadyState
let ready: jest.SpyInstance
let idleCallbacks: Array<{ run: () => void; timeout?: number }>

beforeEach(() => {
  jest.useFakeTimers()
  readyState = "loading"
  ready = jest.spyOn(document, "readyState", "get").mockImplementation(() => readyState)
  idleCallbacks = []
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback, opts?: IdleRequestOptions) => {
    idleCallbacks.push({ run: () => callback({ didTimeout: false, timeRemaining: () => 50 }), timeout: opts?.timeout })
    return idleCallbacks.length
  })
})

afterEach(() => {
  ready.mockRestore()
  delete (window as Partial<Window>).requestIdleCallback
  jest.useRealTimers()
})

const track = (promise: Promise<void>) => {
  const state = { done: false }
  void promise.then(() => (state.done = true))
  return state
}

const load = () => {
  readyState = "complete"
  window.dispatchEvent(new Event("load"))
}

/** The one idle callback asked for so far runs, and the start is no longer waiting. */
const expectStartOnIdle = async (quiet: { done: boolean }) => {
  await jest.advanceTimersByTimeAsync(0)
  expect(idleCallbacks).toHaveLength(1)
  idleCallbacks[0].run()
  await jest.advanceTimersByTimeAsync(0)
  expect(quiet.done).toBe(true)
}

test("waits for load, then the start delay, then an idle moment", async () => {
  const quiet = track(whenPageIsQuiet(options))
  await jest.advanceTimersByTimeAsync(10_000)
  expect(idleCallbacks).toHaveLength(0)

  load()
  await jest.advanceTimersByTimeAsync(4_999)
  expect(idleCallbacks).toHaveLength(0)
  await jest.advanceTimersByTimeAsync(1)
  expect(idleCallbacks).toEqual([expect.objectContaining({ timeout: 2000 })])
  expect(quiet.done).toBe(false)

  idleCallbacks[0].run()
  await jest.advanceTimersByTimeAsync(0)
  expect(quiet.done).toBe(true)
})

test("a visitor's first key press or tap after load starts it without waiting out the delay", async () => {
  readyState = "complete"
  const quiet = track(whenPageIsQuiet(options))
  await jest.advanceTimersByTimeAsync(100)
  expect(idleCallbacks).toHaveLength(0)

  window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }))
  await expectStartOnIdle(quiet)
})

test("an interaction before load still waits for load", async () => {
  const quiet = track(whenPageIsQuiet(options))
  window.dispatchEvent(new Event("pointerdown"))
  await jest.advanceTimersByTimeAsync(6000)
  expect(idleCallbacks).toHaveLength(0)
  load()
  await expectStartOnIdle(quiet)
})

test("without requestIdleCallback (Safari) a timeout takes its place", async () => {
  delete (window as Partial<Window>).requestIdleCallback
  readyState = "complete"
  const quiet = track(whenPageIsQuiet(options))
  await jest.advanceTimersByTimeAsync(5000)
  await jest.advanceTimersByTimeAsync(1)
  expect(quiet.done).toBe(true)
})
