/**
 * The requests' store on Netlify: a Netlify Blobs store named "requests", read with strong consistency.
 * Blobs has no transactions, so each step is written so that a race never stores a request twice and never
 * lets a sender past the limit: a request's key is its id and is written only if new; a reference is
 * claimed by a key of its own first; a sender's request is counted by writing its event and then counting
 * (two racing sends may both be refused, never both admitted beyond the limit).
 */
import { getStore } from "@netlify/blobs"
import { hashSender, randomHex } from "./signing"
import { retryAfter, subscriberAddress, type RequestStore, type StoredRequest } from "./store"

/** The part of a Netlify Blobs store this store uses (the unit tests give it one in memory). */
export interface BlobStore {
  get(key: string, options: { type: "text" }): Promise<string | null>
  set(key: string, value: string, options?: { onlyIfNew?: boolean }): Promise<{ modified: boolean }>
  delete(key: string): Promise<void>
  list(options: { prefix: string }): Promise<{ blobs: { key: string }[] }>
}

const REQUEST = "request/"
const REFERENCE = "reference/"
const SENDER = "sender/"
/** A subscription's place under its address: `subscriber/<salted hash of the address>/<request id>`. */
const SUBSCRIBER = "subscriber/"
const SECRET = "settings/secret"
/** One key per day: its first writer sweeps. */
const SWEEP = "settings/sweep/"
/** Listing every request to delete the old ones is a walk over all of them: at most once a day. */
const SWEEP_EVERY_MS = 86_400_000
/** Reads of a walk over every request go this many at a time, not all at once, however many are stored. */
const READS_AT_ONCE = 32

/** When a sender's counted request was made: the time in its key, `sender/<hash>/<time>-<random>`. */
const eventTime = (key: string) => Number(key.slice(key.lastIndexOf("/") + 1).split("-")[0])

export const netlifyBlobStore = (): BlobStore => getStore({ name: "requests", consistency: "strong" })

export function blobsStore(blobs: BlobStore): RequestStore {
  let secret: string | undefined
  const keys = async (prefix: string) => (await blobs.list({ prefix })).blobs.map((blob) => blob.key)
  const read = async (key: string) => {
    const text = await blobs.get(key, { type: "text" })
    return text === null ? null : (JSON.parse(text) as StoredRequest)
  }
  const all = async () => {
    const found: StoredRequest[] = []
    const requestKeys = await keys(REQUEST)
    for (let i = 0; i < requestKeys.length; i += READS_AT_ONCE)
      for (const record of await Promise.all(requestKeys.slice(i, i + READS_AT_ONCE).map(read)))
        if (record) found.push(record)
    return found
  }
  const remove = async (record: StoredRequest) => {
    await blobs.delete(`${REQUEST}${record.id}`)
    await blobs.delete(`${REFERENCE}${record.reference}`)
  }

  const store: RequestStore = {
    async secret() {
      if (secret) return secret
      await blobs.set(SECRET, randomHex(32), { onlyIfNew: true })
      secret = (await blobs.get(SECRET, { type: "text" })) ?? undefined
      if (!secret) throw new Error("The requests store has no secret")
      return secret
    },
    findById: (id) => read(`${REQUEST}${id}`),
    async admit(sender, now, limit) {
      const since = now - limit.windowSeconds * 1000
      const own = `${SENDER}${sender}/${now}-${randomHex(4)}`
      await blobs.set(own, "")
      const times = (await keys(`${SENDER}${sender}/`))
        .map((key) => ({ key, at: eventTime(key) }))
        .filter(({ at }) => at > since)
        .sort((a, b) => a.at - b.at || a.key.localeCompare(b.key))
      // admitted when this event is among the first `requests` of the window
      if (times.findIndex(({ key }) => key === own) < limit.requests) return { admitted: true }
      await blobs.delete(own)
      return { admitted: false, retryAfterSeconds: retryAfter(times[0].at, now, limit) }
    },
    async insert(record) {
      const reference = await blobs.set(`${REFERENCE}${record.reference}`, record.id, { onlyIfNew: true })
      if (!reference.modified) return false
      const stored = await blobs.set(`${REQUEST}${record.id}`, JSON.stringify(record), { onlyIfNew: true })
      if (!stored.modified) await blobs.delete(`${REFERENCE}${record.reference}`)
      const address = stored.modified && subscriberAddress(record)
      if (address) await blobs.set(`${await subscriberPrefix(address)}${record.id}`, "")
      return stored.modified
    },
    async list() {
      return (await all()).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))
    },
    async deleteBefore(cutoff, now) {
      // one sweep a day, by whichever request claims the day's key first: never a crowd of walks at once
      const day = Math.floor(now / SWEEP_EVERY_MS)
      const claimed = await blobs.set(`${SWEEP}${day}`, "", { onlyIfNew: true })
      if (!claimed.modified) return
      await blobs.delete(`${SWEEP}${day - 1}`)
      for (const record of await all())
        if (record.createdAt < cutoff && record.kind !== "newsletter") await remove(record)
      for (const key of await keys(SENDER)) if (eventTime(key) < now - SWEEP_EVERY_MS) await blobs.delete(key)
    },
    async unsubscribe(id) {
      const record = await read(`${REQUEST}${id}`)
      const address = record && subscriberAddress(record)
      if (!record || !address) return null
      // the address's own subscriptions, found by their index keys: a walk over every request would grow with
      // the list of subscribers, and an unsubscribe link must answer however long that list is
      const indexKeys = await keys(await subscriberPrefix(address))
      for (const key of indexKeys) {
        const otherId = key.slice(key.lastIndexOf("/") + 1)
        const other = otherId === id ? record : await read(`${REQUEST}${otherId}`)
        if (other && subscriberAddress(other) === address) await remove(other)
        await blobs.delete(key)
      }
      // a subscription stored before the index has no key of its own there
      if (!indexKeys.some((key) => key.endsWith(`/${id}`))) await remove(record)
      return record
    },
  }
  /** Where an address's subscriptions are indexed: a hash salted with the store's secret, never the address. */
  const subscriberPrefix = async (address: string) => `${SUBSCRIBER}${await hashSender(await store.secret(), address)}/`
  return store
}
