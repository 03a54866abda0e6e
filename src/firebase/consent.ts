// The visitor's choice about Analytics and Performance Monitoring. No Firebase import: the banner
// and the footer button read it on every page, so it is part of the first-load bundle.
import { firebaseConfigState } from "./env"

export type ConsentChoice = "granted" | "denied"

export interface ConsentState {
  /** What the visitor chose (a Global Privacy Control signal counts as "denied"); null while undecided. */
  choice: ConsentChoice | null
  /** Whether the banner is shown. */
  bannerOpen: boolean
  /** The banner was opened again from the footer's settings button (not by a first visit). */
  reopened: boolean
  /** The browser sends Global Privacy Control: the choice is made and cannot be asked again. */
  gpc: boolean
}

/** The localStorage key the choice is kept under (named on the Cookie Policy page). */
export const CONSENT_KEY = "lifelane-analytics-consent"

/** What the server render and a site without Firebase show: no banner. */

const isChoice = (value: unknown): value is ConsentChoice => value === "granted" || value === "denied"

/**
 * The state a page starts in: Global Privacy Control decides without asking; otherwise a stored
 * choice holds; a first visit (or an unreadable stored value) opens the banner.
 */
export function initialConsent(stored: string | null, gpc: boolean): ConsentState {
  if (gpc) return { choice: "denied", bannerOpen: false, reopened: false, gpc: true }
  if (isChoice(stored)) return { choice: stored, bannerOpen: false, reopened: false, gpc: false }
  return { choice: null, bannerOpen: true, reopened: false, gpc: false }
}

export type ConsentAction = "accept" | "decline" | "reopen"

export function nextConsent(state: ConsentState, action: ConsentAction): ConsentState {
  if (state.gpc) return state
  switch (action) {
    case "accept":
      return { ...state, choice: "granted", bannerOpen: false }
    case "decline":
      return { ...state, choice: "denied", bannerOpen: false }
    case "reopen":
      return { ...state, bannerOpen: true, reopened: true }
  }
}

/** The parts of the browser the store reads; injectable so tests need no real storage. */
export interface ConsentEnvironment {
  storage: Pick<Storage, "getItem" | "setItem"> | null
  globalPrivacyControl: boolean
}

export interface ConsentStore {
  get(): ConsentState
  subscribe(listener: () => void): () => void
  dispatch(action: ConsentAction): void
}

const readStored = (storage: ConsentEnvironment["storage"]) => {
  try {
    return storage?.getItem(CONSENT_KEY) ?? null
  } catch {
    return null
  }
}

export function createConsentStore({ storage, globalPrivacyControl }: ConsentEnvironment): ConsentStore {
  let state = initialConsent(readStored(storage), globalPrivacyControl)
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    dispatch(action) {
      const next = nextConsent(state, action)
      if (next === state) return
      if (next.choice !== state.choice && next.choice) {
        try {
          storage?.setItem(CONSENT_KEY, next.choice)
        } catch {
          // Storage blocked (private mode, site data off): the choice holds for this page view only.
        }
      }
      state = next
      for (const listener of listeners) listener()
    },
  }
}

/** The browser's own environment; only called in the browser. */
function browserEnvironment(): ConsentEnvironment {
  let storage: Storage | null = null
  try {
    storage = window.localStorage
  } catch {
    storage = null
  }
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  return { storage, globalPrivacyControl: gpc }
}

let siteStore: ConsentStore | undefined

/**
 * The site's one store, made on first use in the browser. Without a complete Firebase
 * configuration there is nothing to consent to: no store, no banner, no settings button.
 */
export function siteConsent(): ConsentStore | null {
  if (typeof window === "undefined" || firebaseConfigState() !== "complete") return null
  siteStore ??= createConsentStore(browserEnvironment())
  return siteStore
}
