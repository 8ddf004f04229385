import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GENESIS_HASH, type ProposedEvent, type StoredEvent } from '../../events/envelope';
import { chainEvents } from '../../events/hash-chain';
import type { SignedCheckpoint } from '../checkpoints';
import {
  CommandIdReusedError,
  StoreUnavailableError,
  WrongExpectedRevisionError,
  repeatOf,
  type AppendOptions,
  type AppendRequest,
  type AppendResult,
  type CommandIdentity,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type Snapshot,
  type StreamHead,
  type Subscription,
} from '../event-store';
import { checkExpectedRevision } from '../expected-revision';
import { SubscriptionSet } from '../polling-subscription';
import { migrateSqlite } from './sqlite-schema';

export interface SqliteStoreOptions {
  /** File path, or ':memory:'. */
  readonly file: string;
  /** Poll interval of subscriptions for events appended by other processes. */
  readonly pollMs?: number;
  /** How long a writer waits for another process's write lock before giving up. */
  readonly busyTimeoutMs?: number;
  /** A snapshot's text longer than this is written in pieces of this many characters. */
  readonly snapshotPieceChars?: number;
  /** How long pieces are written back to back before the event loop gets a turn. */
  readonly snapshotSliceMs?: number;
}

/**
 * 64 K characters: a piece's insert (its UTF-8 copy and 16 overflow pages) is well under a
 * millisecond, where a 2,700-player state's 4.7 MB in one statement held the loop 40-116 ms.
 */
const SNAPSHOT_PIECE_CHARS = 65_536;
/** Pieces are written back to back for about this long, then the event loop gets a turn. */
const SNAPSHOT_SLICE_MS = 8;

/** A turn of the event loop, labelled for /health's longest tasks (app/long-tasks.ts). */
const nextTurn = () =>
  new Promise<void>((resolve) => setImmediate((_label: string) => resolve(), 'snapshot pieces'));

/** A row in COLUMNS order (statements in raw mode: arrays are cheaper than objects to build). */
type EventRow = [
  position: number,
  eventId: string,
  streamId: string,
  revision: number,
  type: string,
  schemaVersion: number,
  data: string,
  metadata: string,
  prevHash: string,
  hash: string,
];

interface CommandRow {
  stream_id: string;
  first_position: number | null;
  last_position: number | null;
  next_expected_revision: number;
  command_type: string | null;
  fingerprint: string | null;
}

const COLUMNS =
  'position, event_id, stream_id, revision, type, schema_version, data, metadata, prev_hash, hash';

/** A stream's row; `moved` when a batch appended to it and has yet to write it. */
interface BatchHead {
  readonly revision: number;
  readonly head_hash: string;
  readonly moved?: boolean;
}

/**
 * The embedded default store (better-sqlite3, WAL). better-sqlite3 is synchronous: an append is
 * one IMMEDIATE transaction that runs to completion without yielding, so appends from this
 * process are serialised, and other processes on the same file wait on SQLite's write lock.
 * The write path checks only the expected revision and prevHash continuity (the new events are
 * chained onto the stored head hash); the chain is verified by verifyStream, not on every write.
 */
export class SqliteEventStore implements EventStore {
  readonly name = 'sqlite';
  readonly db: Database.Database;
  private readonly subs = new SubscriptionSet();
  private readonly pollMs: number;
  private readonly pieceChars: number;
  private readonly sliceMs: number;
  private readonly stmt: ReturnType<SqliteEventStore['prepare']>;
  private readonly appendTx: (
    streamId: string,
    events: readonly ProposedEvent[],
    expected: ExpectedRevision,
    commandId: string | undefined,
    command: CommandIdentity | undefined,
  ) => AppendResult;
  private readonly appendManyTx: (requests: readonly AppendRequest[]) => AppendResult[];

  constructor(options: SqliteStoreOptions) {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    this.db = wrap(() => new Database(options.file), `cannot open ${options.file}`);
    this.db.pragma('journal_mode = WAL');
    // NORMAL in WAL mode: a commit survives a process crash; only an OS crash or power loss
    // may lose the last transactions, never corrupt the file.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    // IMMEDIATE: two processes opening an old file together add each column once.
    this.db.transaction(() => migrateSqlite(this.db)).immediate();
    this.pollMs = options.pollMs ?? 100;
    this.pieceChars = Math.max(1, options.snapshotPieceChars ?? SNAPSHOT_PIECE_CHARS);
    this.sliceMs = options.snapshotSliceMs ?? SNAPSHOT_SLICE_MS;
    this.stmt = this.prepare();
    const tx = this.db.transaction(
      (
        streamId: string,
        events: readonly ProposedEvent[],
        expected: ExpectedRevision,
        commandId: string | undefined,
        command: CommandIdentity | undefined,
      ) => this.appendInTransaction(streamId, events, expected, commandId, command),
    );
    // IMMEDIATE takes the write lock up front, so two processes never deadlock upgrading a read.
    this.appendTx = tx.immediate;
    // One commit for many commands (issue 16): SQLite's commit, not the inserts, is most of an
    // append's cost, so appends that arrive together share it.
    // A stream's head is read once per batch and written once at its end: inside the IMMEDIATE
    // transaction no one else writes, so the head after one request is the next one's (a batch
    // holds many commands of one stream; the statements, not the data, were the cost).
    this.appendManyTx = this.db.transaction((requests: readonly AppendRequest[]) => {
      const heads = new Map<string, BatchHead>();
      const results = requests.map((r) =>
        this.appendInTransaction(
          r.streamId,
          r.events,
          r.expectedRevision,
          r.options?.commandId,
          r.options?.command,
          heads,
        ),
      );
      for (const [streamId, head] of heads)
        if (head.moved) this.stmt.upsertStream.run(streamId, head.revision, head.head_hash);
      return results;
    }).immediate;
  }

  private prepare() {
    const db = this.db;
    return {
      command: db.prepare<[string], CommandRow>(
        'SELECT stream_id, first_position, last_position, next_expected_revision, command_type, fingerprint FROM commands WHERE command_id = ?',
      ),
      head: db.prepare<[string], { revision: number; head_hash: string }>(
        'SELECT revision, head_hash FROM streams WHERE stream_id = ?',
      ),
      insert: db.prepare(
        'INSERT INTO events (event_id, stream_id, revision, type, schema_version, data, metadata, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      upsertStream: db.prepare(
        'INSERT INTO streams (stream_id, revision, head_hash) VALUES (?, ?, ?) ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision, head_hash = excluded.head_hash',
      ),
      insertCommand: db.prepare(
        'INSERT INTO commands (command_id, stream_id, first_position, last_position, next_expected_revision, command_type, fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      range: db
        .prepare<[number, number], EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE position BETWEEN ? AND ? ORDER BY position`,
        )
        .raw(true),
      stream: db
        .prepare<[string, number], EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`,
        )
        .raw(true),
      all: db
        .prepare<[number, number], EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
        )
        .raw(true),
      headPosition: db.prepare<[], { p: number | null }>('SELECT max(position) AS p FROM events'),
      saveSnapshot: db.prepare(
        'INSERT INTO snapshots (stream_id, revision, state_version, state, chain_hash, digest, pieces) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision, state_version = excluded.state_version, state = excluded.state, chain_hash = excluded.chain_hash, digest = excluded.digest, pieces = excluded.pieces WHERE excluded.revision >= snapshots.revision',
      ),
      savePiece: db.prepare(
        'INSERT OR REPLACE INTO snapshot_pieces (stream_id, revision, seq, text) VALUES (?, ?, ?, ?)',
      ),
      loadPieces: db
        .prepare<[string, number, number], [string]>(
          'SELECT text FROM snapshot_pieces WHERE stream_id = ? AND revision = ? AND seq < ? ORDER BY seq',
        )
        .raw(true),
      // Pieces the stream's snapshot row does not point at: older snapshots', and those of a
      // save that did not finish (a crash) or lost to a newer snapshot. A save still writing a
      // newer revision's pieces is not touched (its revision is above the row's).
      dropStalePieces: db.prepare(
        'DELETE FROM snapshot_pieces WHERE stream_id = ? AND EXISTS (SELECT 1 FROM snapshots s WHERE s.stream_id = ? AND (snapshot_pieces.revision < s.revision OR (snapshot_pieces.revision = s.revision AND snapshot_pieces.seq >= coalesce(s.pieces, 0))))',
      ),
      loadSnapshot: db.prepare<
        [string],
        {
          revision: number;
          state_version: number;
          state: string;
          chain_hash: string | null;
          digest: string | null;
          pieces: number | null;
        }
      >(
        'SELECT revision, state_version, state, chain_hash, digest, pieces FROM snapshots WHERE stream_id = ?',
      ),
      saveCheckpoint: db.prepare(
        'INSERT INTO checkpoints (stream_id, revision, checkpoint) VALUES (?, ?, ?)',
      ),
      loadCheckpoints: db
        .prepare<[string], [string]>(
          'SELECT checkpoint FROM checkpoints WHERE stream_id = ? ORDER BY revision, id',
        )
        .raw(true),
    };
  }

  /**
   * No idempotency lookup up front: the commands table's primary key is the arbiter. A repeated
   * commandId fails its own append (on the commands key, or earlier on the expected revision or
   * an event id), the transaction rolls back, and only then is the first result looked up (see
   * append). A fresh command, the common case, so costs one B-tree probe less.
   */
  private appendInTransaction(
    streamId: string,
    events: readonly ProposedEvent[],
    expected: ExpectedRevision,
    commandId: string | undefined,
    command: CommandIdentity | undefined,
    /** Heads of this batch's streams, written by the batch at its end (appendManyTx). */
    heads?: Map<string, BatchHead>,
  ): AppendResult {
    const head = heads?.get(streamId) ?? this.stmt.head.get(streamId);
    const actual = head ? head.revision : -1;
    checkExpectedRevision(streamId, expected, actual);
    const chained = chainEvents(streamId, actual, head ? head.head_hash : GENESIS_HASH, events);
    const stored: StoredEvent[] = [];
    for (const c of chained) {
      const info = this.stmt.insert.run(
        c.eventId,
        streamId,
        c.revision,
        c.type,
        c.schemaVersion,
        c.dataJson,
        c.metadataJson,
        c.prevHash,
        c.hash,
      );
      stored.push({
        eventId: c.eventId,
        streamId,
        revision: c.revision,
        globalPosition: Number(info.lastInsertRowid),
        type: c.type,
        schemaVersion: c.schemaVersion,
        data: c.source.data,
        metadata: c.source.metadata,
        prevHash: c.prevHash,
        hash: c.hash,
      });
    }
    const last = chained[chained.length - 1];
    const nextExpectedRevision = last ? last.revision : actual;
    if (heads) {
      if (last) heads.set(streamId, { revision: last.revision, head_hash: last.hash, moved: true });
      else if (head) heads.set(streamId, head);
    } else if (last) this.stmt.upsertStream.run(streamId, last.revision, last.hash);
    if (commandId)
      this.stmt.insertCommand.run(
        commandId,
        streamId,
        stored[0]?.globalPosition ?? null,
        stored[stored.length - 1]?.globalPosition ?? null,
        nextExpectedRevision,
        command?.type ?? null,
        command?.fingerprint ?? null,
      );
    return { streamId, nextExpectedRevision, events: stored, duplicate: false };
  }

  private duplicate(seen: CommandRow): AppendResult {
    const rows =
      seen.first_position === null
        ? []
        : this.stmt.range.all(seen.first_position, seen.last_position ?? seen.first_position);
    return {
      streamId: seen.stream_id,
      nextExpectedRevision: seen.next_expected_revision,
      events: rows.map(toEvent),
      duplicate: true,
      ...(seen.command_type !== null && seen.fingerprint !== null
        ? { command: { type: seen.command_type, fingerprint: seen.fingerprint } }
        : {}),
    };
  }

  async append(
    streamId: string,
    events: readonly ProposedEvent[],
    expectedRevision: ExpectedRevision,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const commandId = options.commandId;
    let result: AppendResult;
    try {
      result = this.appendTx(streamId, events, expectedRevision, commandId, options.command);
    } catch (err) {
      const seen = commandId && mayBeRepeat(err) ? this.lookupCommand(commandId) : undefined;
      if (commandId && seen)
        return repeatOf(
          commandId,
          wrap(() => this.duplicate(seen), 'read failed'),
          options.command,
        );
      throw translate(err, `append to ${streamId} failed`);
    }
    if (result.events.length > 0) this.subs.wakeAll();
    return result;
  }

  async appendMany(requests: readonly AppendRequest[]): Promise<AppendResult[]> {
    let results: AppendResult[];
    try {
      results = this.appendManyTx(requests);
    } catch (err) {
      throw translate(err, `group commit of ${requests.length} appends failed`);
    }
    if (results.some((r) => r.events.length > 0)) this.subs.wakeAll();
    return results;
  }

  async readStream(streamId: string, fromRevision = 0): Promise<StoredEvent[]> {
    return wrap(() => this.stmt.stream.all(streamId, fromRevision), 'read failed').map(toEvent);
  }

  async readAll(afterPosition: number, limit: number): Promise<StoredEvent[]> {
    return wrap(() => this.stmt.all.all(afterPosition, limit), 'read failed').map(toEvent);
  }

  async headPosition(): Promise<number> {
    return wrap(() => this.stmt.headPosition.get()?.p ?? 0, 'read failed');
  }

  subscribe(afterPosition: number, handler: EventHandler): Subscription {
    return this.subs.open(afterPosition, (a, l) => this.readAll(a, l), handler, {
      pollMs: this.pollMs,
      batchSize: 1000,
    });
  }

  async streamRevision(streamId: string): Promise<number | 'no_stream'> {
    const head = wrap(() => this.stmt.head.get(streamId), 'read failed');
    return head ? head.revision : 'no_stream';
  }

  async commandResult(commandId: string): Promise<AppendResult | undefined> {
    const seen = this.lookupCommand(commandId);
    return seen ? wrap(() => this.duplicate(seen), 'read failed') : undefined;
  }

  private lookupCommand(commandId: string): CommandRow | undefined {
    return wrap(() => this.stmt.command.get(commandId), 'read failed');
  }

  async streamHead(streamId: string): Promise<StreamHead | undefined> {
    const head = wrap(() => this.stmt.head.get(streamId), 'read failed');
    return head && { revision: head.revision, hash: head.head_hash };
  }

  async saveCheckpoint(c: SignedCheckpoint): Promise<void> {
    wrap(
      () => this.stmt.saveCheckpoint.run(c.streamId, c.revision, JSON.stringify(c)),
      'checkpoint failed',
    );
  }

  async loadCheckpoints(streamId: string): Promise<SignedCheckpoint[]> {
    return wrap(() => this.stmt.loadCheckpoints.all(streamId), 'read failed').map(
      (r) => JSON.parse(r[0]) as SignedCheckpoint,
    );
  }

  /**
   * A large state's text (a 2,700-player tournament's is 4.7 MB) is written in pieces, each its
   * own short transaction, with turns of the event loop between slices of them (issue 22: one
   * statement held the loop 40-116 ms: the text's UTF-8 copy, 1,150 overflow pages into the WAL
   * and the checkpoint that their size set off). The snapshots row, written last in one small
   * transaction, makes the new snapshot the one loaded: a crash before it leaves the previous
   * snapshot in use, and its stray pieces are dropped by the next save. A small text is written
   * inline, in one statement, as before.
   */
  async saveSnapshot(s: Snapshot): Promise<void> {
    const text = s.stateText ?? JSON.stringify(s.state);
    const row = (state: string, pieces: number | null) =>
      wrap(
        () =>
          this.stmt.saveSnapshot.run(
            s.streamId,
            s.revision,
            s.stateVersion,
            state,
            s.chainHash ?? null,
            s.digest ?? null,
            pieces,
          ),
        'snapshot failed',
      );
    if (text.length <= this.pieceChars) {
      row(text, null);
    } else {
      const size = this.pieceChars;
      let until = performance.now() + this.sliceMs;
      let seq = 0;
      for (let at = 0; at < text.length; at += size, seq++) {
        wrap(
          () => this.stmt.savePiece.run(s.streamId, s.revision, seq, text.slice(at, at + size)),
          'snapshot failed',
        );
        if (performance.now() >= until && at + size < text.length) {
          await nextTurn();
          until = performance.now() + this.sliceMs;
        }
      }
      await nextTurn();
      row('', seq);
    }
    wrap(() => this.stmt.dropStalePieces.run(s.streamId, s.streamId), 'snapshot failed');
  }

  async loadSnapshot(streamId: string): Promise<Snapshot | undefined> {
    const row = wrap(() => this.stmt.loadSnapshot.get(streamId), 'read failed');
    if (!row) return undefined;
    let text = row.state;
    if (row.pieces !== null) {
      const pieces = wrap(
        () => this.stmt.loadPieces.all(streamId, row.revision, row.pieces!),
        'read failed',
      );
      // Written before its row, so never short unless someone deleted them: no snapshot then
      // (the state is rebuilt from the events), rather than a truncated text.
      if (pieces.length !== row.pieces) return undefined;
      text = pieces.map((p) => p[0]).join('');
    }
    return {
      streamId,
      revision: row.revision,
      stateVersion: row.state_version,
      state: JSON.parse(text),
      ...(row.chain_hash === null ? {} : { chainHash: row.chain_hash }),
      ...(row.digest === null ? {} : { digest: row.digest }),
    };
  }

  async close(): Promise<void> {
    await this.subs.closeAll();
    if (this.db.open) this.db.close();
  }
}

function toEvent(r: EventRow): StoredEvent {
  return {
    eventId: r[1],
    streamId: r[2],
    revision: r[3],
    globalPosition: r[0],
    type: r[4],
    schemaVersion: r[5],
    data: JSON.parse(r[6]),
    metadata: JSON.parse(r[7]),
    prevHash: r[8],
    hash: r[9],
  };
}

/**
 * Failures a repeated commandId causes: a stale expected revision (the first attempt moved the
 * stream), or a unique key (the commands key, or the same event ids sent again).
 */
function mayBeRepeat(err: unknown): boolean {
  if (err instanceof WrongExpectedRevisionError) return true;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}

/** SQLite errors that mean "the store cannot serve now" rather than a bug or a conflict. */
const UNAVAILABLE = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
]);

function wrap<T>(fn: () => T, what: string): T {
  try {
    return fn();
  } catch (err) {
    throw translate(err, what);
  }
}

function translate(err: unknown, what: string): unknown {
  if (err instanceof WrongExpectedRevisionError || err instanceof CommandIdReusedError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (UNAVAILABLE.has(code.split('_').slice(0, 2).join('_')) || /not open/.test(String(err)))
    return new StoreUnavailableError(`SQLite store unavailable: ${what} (${String(err)})`, err);
  return err;
}
