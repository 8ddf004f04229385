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
  next_expected_revision INTEGER NOT NULL,
  command_type           TEXT,               -- NULL in rows written before issue 15
  fingerprint            TEXT                -- SHA-256 of type + canonical payload
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS snapshots (
  stream_id     TEXT    PRIMARY KEY,
  revision      INTEGER NOT NULL,
  state_version INTEGER NOT NULL,
  state         TEXT    NOT NULL,
  chain_hash    TEXT,                        -- hash of the event at revision (issue 15)
  digest        TEXT,                        -- seal of the snapshot's own content
  pieces        INTEGER                      -- NULL: state holds the text; else the pieces' count
) WITHOUT ROWID;
-- A large snapshot's text, written a piece per transaction (issue 22); the snapshots row names
-- the revision and the count, and is written last, so it only ever points at complete pieces.
CREATE TABLE IF NOT EXISTS snapshot_pieces (
  stream_id TEXT    NOT NULL,
  revision  INTEGER NOT NULL,
  seq       INTEGER NOT NULL,
  text      TEXT    NOT NULL,
  PRIMARY KEY (stream_id, revision, seq)
);
CREATE TABLE IF NOT EXISTS checkpoints (
  id         INTEGER PRIMARY KEY,
  stream_id  TEXT    NOT NULL,
  revision   INTEGER NOT NULL,
  checkpoint TEXT    NOT NULL                -- the signed checkpoint as JSON
);
CREATE INDEX IF NOT EXISTS checkpoints_stream ON checkpoints (stream_id, revision);
`;

/** Columns added after a table was first shipped: existing databases get them on open. */
const ADDED_COLUMNS: readonly (readonly [table: string, column: string, type: string])[] = [
  ['commands', 'command_type', 'TEXT'],
  ['commands', 'fingerprint', 'TEXT'],
  ['snapshots', 'chain_hash', 'TEXT'],
  ['snapshots', 'digest', 'TEXT'],
  ['snapshots', 'pieces', 'INTEGER'],
];

/** Creates what is missing; old rows keep NULL in the added columns and behave as before. */
export function migrateSqlite(db: {
  exec(sql: string): unknown;
  pragma(sql: string): unknown;
}): void {
  db.exec(SQLITE_SCHEMA);
  for (const [table, column, type] of ADDED_COLUMNS) {
    const columns = db.pragma(`table_info(${table})`) as { name: string }[];
    if (!columns.some((c) => c.name === column))
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
}
