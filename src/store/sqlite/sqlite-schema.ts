/**
 * Marten-style boring storage (STYLE.md): one events table with the global sequence, a streams
 * table with each stream's head, a commands table for idempotency, and snapshots.
 * data/metadata hold the canonical JSON text that was hashed, byte for byte.
 */
export const SQLITE_SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position       INTEGER PRIMARY KEY,      -- global sequence (rowid): one writer at a time, so gap-free
  event_id       TEXT    NOT NULL UNIQUE,
  stream_id      TEXT    NOT NULL,
  revision       INTEGER NOT NULL,
  type           TEXT    NOT NULL,
  schema_version INTEGER NOT NULL,
  data           TEXT    NOT NULL,
  metadata       TEXT    NOT NULL,
  prev_hash      TEXT    NOT NULL,
  hash           TEXT    NOT NULL,
  UNIQUE (stream_id, revision)
);
CREATE TABLE IF NOT EXISTS streams (
  stream_id TEXT    PRIMARY KEY,
  revision  INTEGER NOT NULL,
  head_hash TEXT    NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS commands (
  command_id             TEXT    PRIMARY KEY,
  stream_id              TEXT    NOT NULL,
  first_position         INTEGER,            -- NULL when the command appended no event
  last_position          INTEGER,
  next_expected_revision INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS snapshots (
  stream_id     TEXT    PRIMARY KEY,
  revision      INTEGER NOT NULL,
  state_version INTEGER NOT NULL,
  state         TEXT    NOT NULL
) WITHOUT ROWID;
`;
