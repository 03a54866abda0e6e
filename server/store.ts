/**
 * Where requests are kept: one small interface, one implementation per host (server/d1-store.ts on
 * Cloudflare, server/blobs-store.ts on Netlify) and one in memory for the unit tests. The handler
 * (server/requests.ts) decides what is stored; a store only keeps it.
 */
import type { Locale } from "../src/lib/locales"
import type { RequestKind } from "../src/lib/requests"

/** One request as kept: the visitor's fields and where, when and under which privacy notice it came; never an IP address. */
export interface StoredRequest {
  id: string
  reference: string
  kind: RequestKind
  locale: Locale
  page: string
  privacyVersion: string
  /** Milliseconds since the epoch. */
  createdAt: number
  fields: Record<string, string>
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number }

export interface RateLimit {
  requests: number
  windowSeconds: number
}

export interface RequestStore {
  /** The store's own random secret, made on first use: salts senders' hashes, signs unsubscribe links. */
  secret(): Promise<string>
  findById(id: string): Promise<StoredRequest | null>
  /** Counts one request of `sender` (a salted hash) at `now`, unless the sender is over the limit. */
  admit(sender: string, now: number, limit: RateLimit): Promise<Admission>
  /** False when the id or the reference is taken: nothing is stored then. */
  insert(record: StoredRequest): Promise<boolean>
  /** Every request kept, oldest first. */
  list(): Promise<StoredRequest[]>
  /**
   * Deletes requests made before `cutoff` (not subscriptions: they last until unsubscribed), and senders'
   * counts that no longer matter. A store may do it less often than it is asked to (Blobs: once a day).
   */
  deleteBefore(cutoff: number, now: number): Promise<void>
  /** Removes a subscription and every other one of the same address; the removed one, or null when none was found. */
  unsubscribe(id: string): Promise<StoredRequest | null>
}

/** The address a subscription is for, compared without case. */
export const subscriberAddress = (record: StoredRequest) =>
  record.kind === "newsletter" ? (record.fields.email ?? "").toLowerCase() : null

/** How long until a sender whose counted requests started at `oldest` may send again. */
export const retryAfter = (oldest: number, now: number, limit: RateLimit) =>
  Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - now) / 1000))

/** A store in memory, for the unit tests: the same behaviour as the hosts' stores, and a switch that breaks it. */
export function memoryStore() {
  const records = new Map<string, StoredRequest>()
  const events = new Map<string, number[]>()
  let secret: string | undefined
  const state = { broken: false }
  const check = () => {
    if (state.broken) throw new Error("store unavailable")
  }
  const store: RequestStore = {
    async secret() {
      check()
      secret ??= "memory-secret"
      return secret
    },
    async findById(id) {
      check()
      return records.get(id) ?? null
    },
    async admit(sender, now, limit) {
      check()
      const recent = (events.get(sender) ?? []).filter((at) => at > now - limit.windowSeconds * 1000)
      if (recent.length >= limit.requests)
        return { admitted: false, retryAfterSeconds: retryAfter(recent[0], now, limit) }
      events.set(sender, [...recent, now])
      return { admitted: true }
    },
    async insert(record) {
      check()
      if (records.has(record.id) || [...records.values()].some((r) => r.reference === record.reference)) return false
      records.set(record.id, record)
      return true
    },
    async list() {
      check()
      return [...records.values()].sort((a, b) => a.createdAt - b.createdAt)
    },
    async deleteBefore(cutoff) {
      check()
      for (const [id, record] of records)
        if (record.createdAt < cutoff && record.kind !== "newsletter") records.delete(id)
    },
    async unsubscribe(id) {
      check()
      const record = records.get(id)
      const address = record && subscriberAddress(record)
      if (!record || !address) return null
      for (const [key, other] of records) if (subscriberAddress(other) === address) records.delete(key)
      return record
    },
  }
  return { store, records, state }
}
