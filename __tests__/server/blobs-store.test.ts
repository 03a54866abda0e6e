/**
 * @jest-environment node
 */
import { blobsStore, type BlobStore } from "../../server/blobs-store"
import type { StoredRequest } from "../../server/store"

/** Netlify Blobs as far as the store uses it, in memory, counting its reads and how many run at once. */
function memoryBlobs() {
  const blobs = new Map<string, string>()
  const reads = { total: 0, running: 0, most: 0 }
  const fake: BlobStore = {
    async get(key) {
      reads.total++
      reads.running++
      reads.most = Math.max(reads.most, reads.running)
      await new Promise((resolve) => setTimeout(resolve, 0))
      reads.running--
      return blobs.get(key) ?? null
    },
    async set(key, value, options) {
      if (options?.onlyIfNew && blobs.has(key)) return { modified: false }
      blobs.set(key, value)
      return { modified: true }
    },
    async delete(key) {
      blobs.delete(key)
    },
    async list({ prefix }) {
      return {
        blobs: [...blobs.keys()].filter((key) => key.startsWith(prefix)).map((key) => ({ key })),
      }
    },
  }
  return { blobs, reads, store: blobsStore(fake) }
}

let next = 0
const request = (kind: StoredRequest["kind"], fields: Record<string, string>): StoredRequest => {
  next++
  return {
    id: `id-${next}`,
    reference: `REF-${next}`,
    kind,
    locale: "en",
    page: "/",
    privacyVersion: "2026-11-24",
    createdAt: 1_780_000_000_000 + next,
    fields,
  }
}

test("an unsubscribe removes the address's subscriptions and reads only them, however many others are kept", async () => {
  const { store, reads } = memoryBlobs()
  const mine = [
    request("newsletter", { email: "asha@example.in" }),
    request("newsletter", { email: "Asha@Example.in" }),
  ]
  const others = Array.from({ length: 200 }, (_, i) => request("newsletter", { email: `reader${i}@example.in` }))
  const contact = request("contact", { name: "Asha", email: "asha@example.in", subject: "general", message: "Hello" })
  for (const record of [...mine, ...others, contact]) expect(await store.insert(record)).toBe(true)

  reads.total = 0
  expect(await store.unsubscribe(mine[0].id)).toEqual(mine[0])
  // the subscription itself, then each of the address's two through its index key
  expect(reads.total).toBeLessThanOrEqual(4)

  const kept = await store.list()
  expect(kept.map((record) => record.id)).toEqual([...others, contact].map((record) => record.id))
  // its references are free again, and a second click on the link finds nothing
  expect(await store.insert({ ...request("contact", {}), reference: mine[1].reference })).toBe(true)
  expect(await store.unsubscribe(mine[1].id)).toBeNull()
})

test("the index keeps no address: only a salted hash of it", async () => {
  const { store, blobs } = memoryBlobs()
  await store.insert(request("newsletter", { email: "asha@example.in" }))
  const index = [...blobs.keys()].filter((key) => key.startsWith("subscriber/"))
  expect(index).toHaveLength(1)
  expect(index[0]).not.toMatch(/asha|example/i)
})

test("a walk over every request reads a few at a time, not all at once", async () => {
  const { store, reads } = memoryBlobs()
  for (let i = 0; i < 100; i++)
    await store.insert(request("contact", { name: "A", email: `a${i}@example.in`, subject: "general", message: "Hi" }))
  reads.most = 0
  expect(await store.list()).toHaveLength(100)
  expect(reads.most).toBeGreaterThan(1)
  expect(reads.most).toBeLessThanOrEqual(32)
})
