/**
 * The requests' store on Cloudflare: a D1 database bound as REQUESTS_DB, its tables made by the
 * migrations in migrations/ (wrangler d1 migrations apply). Each step that must not race is one SQL
 * statement: D1 runs a database's statements one at a time.
 */
import type { RequestKind } from "../src/lib/requests"
import type { Locale } from "../src/lib/locales"
import { randomHex } from "./signing"
import { retryAfter, subscriberAddress, type RequestStore, type StoredRequest } from "./store"

/** The part of Cloudflare's D1 binding this store uses. */
export interface D1Database {
  prepare(query: string): D1Statement
  batch(statements: D1Statement[]): Promise<unknown[]>
}
export interface D1Statement {
  bind(...values: unknown[]): D1Statement
  first<T = Record<string, unknown>>(): Promise<T | null>
  run(): Promise<{ meta: { changes: number } }>
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>
}

interface Row {
  id: string
  reference: string
  kind: string
  locale: string
  page: string
  privacy_version: string
  created_at: number
  fields: string
}

const fromRow = (row: Row): StoredRequest => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind as RequestKind,
  locale: row.locale as Locale,
  page: row.page,
  privacyVersion: row.privacy_version,
  createdAt: Number(row.created_at),
  fields: JSON.parse(row.fields) as Record<string, string>,
})

export function d1Store(db: D1Database): RequestStore {
  let secret: string | undefined
  return {
    async secret() {
      if (secret) return secret
      await db
        .prepare("INSERT INTO settings (name, value) VALUES ('secret', ?1) ON CONFLICT DO NOTHING")
        .bind(randomHex(32))
        .run()
      const row = await db.prepare("SELECT value FROM settings WHERE name = 'secret'").first<{ value: string }>()
      if (!row) throw new Error("The requests database has no secret")
      secret = row.value
      return secret
    },
    async findById(id) {
      const row = await db.prepare("SELECT * FROM requests WHERE id = ?1").bind(id).first<Row>()
      return row ? fromRow(row) : null
    },
    async admit(sender, now, limit) {
      const since = now - limit.windowSeconds * 1000
      const { meta } = await db
        .prepare(
          "INSERT INTO sender_events (sender, at) SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM sender_events WHERE sender = ?1 AND at > ?3) < ?4",
        )
        .bind(sender, now, since, limit.requests)
        .run()
      if (meta.changes === 1) return { admitted: true }
      const oldest = await db
        .prepare("SELECT MIN(at) AS at FROM sender_events WHERE sender = ?1 AND at > ?2")
        .bind(sender, since)
        .first<{ at: number }>()
      return { admitted: false, retryAfterSeconds: retryAfter(Number(oldest?.at ?? now), now, limit) }
    },
    async insert(record) {
      const { meta } = await db
        .prepare(
          "INSERT INTO requests (id, reference, kind, locale, page, privacy_version, created_at, fields) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO NOTHING",
        )
        .bind(
          record.id,
          record.reference,
          record.kind,
          record.locale,
          record.page,
          record.privacyVersion,
          record.createdAt,
          JSON.stringify(record.fields),
        )
        .run()
      return meta.changes === 1
    },
    async list() {
      const { results } = await db.prepare("SELECT * FROM requests ORDER BY created_at, id").all<Row>()
      return results.map(fromRow)
    },
    async deleteBefore(cutoff, now) {
      await db.batch([
        // a subscription lasts until its address unsubscribes
        db.prepare("DELETE FROM requests WHERE created_at < ?1 AND kind <> 'newsletter'").bind(cutoff),
        // a day covers any rate-limit window the settings allow
        db.prepare("DELETE FROM sender_events WHERE at < ?1").bind(now - 86_400_000),
      ])
    },
    async unsubscribe(id) {
      const row = await db.prepare("SELECT * FROM requests WHERE id = ?1 AND kind = 'newsletter'").bind(id).first<Row>()
      if (!row) return null
      const record = fromRow(row)
      await db
        .prepare("DELETE FROM requests WHERE kind = 'newsletter' AND lower(json_extract(fields, '$.email')) = ?1")
        .bind(subscriberAddress(record))
        .run()
      return record
    },
  }
}
