/**
 * PostgreSQL storage: the same boring tables as sqlite, plus tx_id (the writing transaction's
 * xid8) on every event, and ledger_append(), which does a whole append in one round trip.
 *
 * THE SEQUENCE-GAP PROBLEM. With several writer processes, a sequence hands out positions at
 * insert time but transactions commit in any order: position 11 can be visible while position
 * 10 is still in flight. A reader that checkpoints at 11 would then skip 10 forever (Marten,
 * Eventuous and others shipped this bug).
 *
 * THE RULE HERE. Readers only return events whose transaction id is below
 * pg_snapshot_xmin(pg_current_snapshot()): every transaction below xmin has finished, so all of
 * its events are already visible (or rolled back) and no more can appear. That alone is not
 * enough, because xids and positions are handed out independently. So ledger_append() takes its
 * xid and its positions together inside a short advisory lock (held for microseconds, released
 * before the insert and the commit, so writers still commit concurrently and share fsyncs):
 * "xid(A) < xid(B) implies positions(A) < positions(B)" for any two appends. Then every event a
 * reader has not seen yet belongs to a transaction with xid >= xmin, and therefore has a higher
 * position than everything the reader returned: a checkpoint never jumps over an event that
 * commits later. The cost: a long-running writing transaction delays (never loses) events
 * appended after it. Positions are strictly increasing; a rolled-back append leaves a hole in
 * the numbers that no reader ever waits for.
 *
 * No NOTIFY on append: in PostgreSQL a notifying transaction serialises commits on the notify
 * queue lock, which would undo the concurrent commits above. Other processes poll.
 */
export const PG_LOCK_KEY = 0x1ed9e5; // advisory lock key of the position allocator

export const POSTGRES_SCHEMA = `
CREATE SEQUENCE IF NOT EXISTS events_position_seq;
CREATE TABLE IF NOT EXISTS events (
  position       bigint  PRIMARY KEY,
  tx_id          xid8    NOT NULL,
  event_id       uuid    NOT NULL UNIQUE,
  stream_id      text    NOT NULL,
  revision       bigint  NOT NULL,
  type           text    NOT NULL,
  schema_version integer NOT NULL,
  data           text    NOT NULL,
  metadata       text    NOT NULL,
  prev_hash      text    NOT NULL,
  hash           text    NOT NULL,
  UNIQUE (stream_id, revision)
);
CREATE TABLE IF NOT EXISTS streams (
  stream_id text   PRIMARY KEY,
  revision  bigint NOT NULL,
  head_hash text   NOT NULL
);
CREATE TABLE IF NOT EXISTS commands (
  command_id             text   PRIMARY KEY,
  stream_id              text   NOT NULL,
  first_position         bigint,
  last_position          bigint,
  next_expected_revision bigint NOT NULL,
  command_type           text,
  fingerprint            text
);
CREATE TABLE IF NOT EXISTS snapshots (
  stream_id     text    PRIMARY KEY,
  revision      bigint  NOT NULL,
  state_version integer NOT NULL,
  state         text    NOT NULL,
  chain_hash    text,
  digest        text
);
-- Databases created before issue 15 get the new columns; their old rows keep NULL there and
-- behave as before (a commandId without a fingerprint answers as a repeat).
ALTER TABLE commands ADD COLUMN IF NOT EXISTS command_type text;
ALTER TABLE commands ADD COLUMN IF NOT EXISTS fingerprint text;
ALTER TABLE snapshots ADD COLUMN IF NOT EXISTS chain_hash text;
ALTER TABLE snapshots ADD COLUMN IF NOT EXISTS digest text;
CREATE TABLE IF NOT EXISTS checkpoints (
  id         bigserial PRIMARY KEY,
  stream_id  text   NOT NULL,
  revision   bigint NOT NULL,
  checkpoint text   NOT NULL
);
CREATE INDEX IF NOT EXISTS checkpoints_stream ON checkpoints (stream_id, revision);
-- The version before issue 15 took no command identity and returned fewer columns.
DROP FUNCTION IF EXISTS ledger_append(text, bigint, text, text, uuid[], text[], integer[], text[], text[], text[], text[]);

-- Returns ('ok', first_position, revision) | ('duplicate', ...) | ('conflict', NULL, actual)
-- | ('broken_chain', NULL, actual). p_expected: -1 = no stream; p_prev_hash: head hash the
-- caller chained onto (the only check on the write path besides the revision).
CREATE OR REPLACE FUNCTION ledger_append(
  p_stream text, p_expected bigint, p_prev_hash text, p_command_id text,
  p_event_ids uuid[], p_types text[], p_versions integer[], p_data text[], p_metadata text[],
  p_prev_hashes text[], p_hashes text[], p_command_type text, p_fingerprint text
) RETURNS TABLE (status text, first_position bigint, revision bigint, cmd_stream text,
                 cmd_first bigint, cmd_last bigint, cmd_type text, cmd_fingerprint text)
LANGUAGE plpgsql AS $fn$
DECLARE
  n integer := coalesce(array_length(p_event_ids, 1), 0);
  v_tx xid8;
  v_first bigint;
  v_actual bigint;
  v_head text;
  c record;
BEGIN
  IF p_command_id IS NOT NULL THEN
    SELECT * INTO c FROM commands WHERE command_id = p_command_id;
    IF FOUND THEN
      RETURN QUERY SELECT 'duplicate', NULL::bigint, c.next_expected_revision, c.stream_id,
        c.first_position, c.last_position, c.command_type, c.fingerprint;
      RETURN;
    END IF;
  END IF;
  SELECT s.revision, s.head_hash INTO v_actual, v_head FROM streams s WHERE s.stream_id = p_stream;
  IF NOT FOUND THEN v_actual := -1; v_head := '${'0'.repeat(64)}'; END IF;
  IF v_actual <> p_expected THEN
    -- Each statement sees the latest commits: a concurrent append with this commandId may
    -- have committed between the commands lookup above and the streams read.
    IF p_command_id IS NOT NULL THEN
      SELECT * INTO c FROM commands WHERE command_id = p_command_id;
      IF FOUND THEN
        RETURN QUERY SELECT 'duplicate', NULL::bigint, c.next_expected_revision, c.stream_id,
          c.first_position, c.last_position, c.command_type, c.fingerprint;
        RETURN;
      END IF;
    END IF;
    RETURN QUERY SELECT 'conflict', NULL::bigint, v_actual, NULL::text, NULL::bigint, NULL::bigint, NULL::text, NULL::text;
    RETURN;
  END IF;
  IF v_head <> p_prev_hash THEN
    RETURN QUERY SELECT 'broken_chain', NULL::bigint, v_actual, NULL::text, NULL::bigint, NULL::bigint, NULL::text, NULL::text;
    RETURN;
  END IF;
  IF n = 0 THEN
    RETURN QUERY SELECT 'ok', NULL::bigint, v_actual, NULL::text, NULL::bigint, NULL::bigint, NULL::text, NULL::text;
    RETURN;
  END IF;

  -- The xid must be taken inside the allocator lock (see the comment at the top of the file):
  -- nothing before this point may write.
  IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_append must run before any write in its transaction';
  END IF;
  PERFORM pg_advisory_lock(${PG_LOCK_KEY});
  BEGIN
    v_tx := pg_current_xact_id();
    v_first := nextval('events_position_seq');
    IF n > 1 THEN PERFORM setval('events_position_seq', v_first + n - 1); END IF;
    PERFORM pg_advisory_unlock(${PG_LOCK_KEY});
  EXCEPTION WHEN OTHERS OR query_canceled THEN
    PERFORM pg_advisory_unlock(${PG_LOCK_KEY});
    RAISE;
  END;

  IF p_expected = -1 THEN
    INSERT INTO streams (stream_id, revision, head_hash) VALUES (p_stream, n - 1, p_hashes[n])
      ON CONFLICT (stream_id) DO NOTHING;
  ELSE
    -- Waits for a concurrent appender to this stream, then re-checks the revision it committed.
    UPDATE streams s SET revision = p_expected + n, head_hash = p_hashes[n]
      WHERE s.stream_id = p_stream AND s.revision = p_expected;
  END IF;
  IF NOT FOUND THEN
    IF p_command_id IS NOT NULL THEN
      SELECT * INTO c FROM commands WHERE command_id = p_command_id;
      IF FOUND THEN
        RETURN QUERY SELECT 'duplicate', NULL::bigint, c.next_expected_revision, c.stream_id,
          c.first_position, c.last_position, c.command_type, c.fingerprint;
        RETURN;
      END IF;
    END IF;
    SELECT s.revision INTO v_actual FROM streams s WHERE s.stream_id = p_stream;
    RETURN QUERY SELECT 'conflict', NULL::bigint, coalesce(v_actual, -1), NULL::text, NULL::bigint, NULL::bigint, NULL::text, NULL::text;
    RETURN;
  END IF;

  INSERT INTO events (position, tx_id, event_id, stream_id, revision, type, schema_version,
                      data, metadata, prev_hash, hash)
  SELECT v_first + i - 1, v_tx, p_event_ids[i], p_stream, p_expected + i, p_types[i],
         p_versions[i], p_data[i], p_metadata[i], p_prev_hashes[i], p_hashes[i]
  FROM generate_series(1, n) AS i;

  IF p_command_id IS NOT NULL THEN
    -- A concurrent append with the same commandId on another stream committed first: the
    -- unique violation rolls this one back, and the caller returns the first result.
    INSERT INTO commands (command_id, stream_id, first_position, last_position,
                          next_expected_revision, command_type, fingerprint)
    VALUES (p_command_id, p_stream, v_first, v_first + n - 1, p_expected + n, p_command_type,
            p_fingerprint);
  END IF;
  RETURN QUERY SELECT 'ok', v_first, p_expected + n, NULL::text, NULL::bigint, NULL::bigint, NULL::text, NULL::text;
END
$fn$;
`;
