-- The requests visitors send through the site (server/requests.ts), kept by server/d1-store.ts.
-- Applied by `wrangler d1 migrations apply lifelane-requests` (locally by npm start; docs/deploying.md).

-- One row per request. fields: the visitor's fields as JSON. No IP address is kept.
CREATE TABLE requests (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  locale TEXT NOT NULL,
  page TEXT NOT NULL,
  privacy_version TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  fields TEXT NOT NULL
);
CREATE INDEX requests_created_at ON requests (created_at);

-- Each sender's recent requests, for the rate limit: a salted hash of the address the host reports, never
-- the address; rows leave once their window has passed.
CREATE TABLE sender_events (
  sender TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX sender_events_sender_at ON sender_events (sender, at);

-- The store's own secret (salts the senders' hashes, signs unsubscribe links), made on first use.
CREATE TABLE settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
