import { Pool, type PoolClient, type PoolConfig } from 'pg';
import { GENESIS_HASH, type ProposedEvent, type StoredEvent } from '../../events/envelope';
import { chainEvents } from '../../events/hash-chain';
import type { SignedCheckpoint } from '../checkpoints';
import {
  StoreUnavailableError,
  WrongExpectedRevisionError,
  repeatOf,
  type AppendOptions,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type Snapshot,
  type StreamHead,
  type Subscription,
} from '../event-store';
import { checkExpectedRevision } from '../expected-revision';
import { SubscriptionSet } from '../polling-subscription';
import { PG_LOCK_KEY, POSTGRES_SCHEMA } from './postgres-schema';

export interface PostgresStoreOptions {
  readonly connectionString: string;
  readonly poolSize?: number;
  /** Poll interval of subscriptions for events appended by other processes. */
  readonly pollMs?: number;
  /** How long to wait for a connection before reporting the store unavailable. */
  readonly connectTimeoutMs?: number;
  /** Test hook: runs inside the append's transaction, after it took its positions, before commit. */
  readonly beforeCommit?: (streamId: string) => Promise<void>;
}

interface EventRow {
  position: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  schema_version: number;
  data: string;
  metadata: string;
  prev_hash: string;
  hash: string;
}

interface AppendRow {
  status: 'ok' | 'duplicate' | 'conflict' | 'broken_chain';
  first_position: string | null;
  revision: string;
  cmd_stream: string | null;
  cmd_first: string | null;
  cmd_last: string | null;
  cmd_type: string | null;
  cmd_fingerprint: string | null;
}

const COLUMNS =
  'position, event_id, stream_id, revision, type, schema_version, data, metadata, prev_hash, hash';
/** Only events of finished transactions: see the sequence-gap comment in postgres-schema.ts. */
const VISIBLE = 'tx_id < pg_snapshot_xmin(pg_current_snapshot())';
/** How soon a subscription reads again while events this process appended are not visible. */
const VISIBILITY_RETRY_MS = 5;
const APPEND_SQL =
  'SELECT * FROM ledger_append($1, $2, $3, $4, $5::uuid[], $6::text[], $7::int[], $8::text[], $9::text[], $10::text[], $11::text[], $12, $13)';

/**
 * PostgreSQL adapter for several API processes on one database. An append is one statement
 * (ledger_append) in its own transaction: all or nothing, one round trip. The adapter remembers
 * the head (revision, hash) of streams it has read or written, so the hash chain is computed
 * here without reading the head first; ledger_append checks that the head has not moved.
 */
export class PostgresEventStore implements EventStore {
  readonly name = 'postgres';
  readonly pool: Pool;
  private readonly heads = new Map<string, { revision: number; hash: string }>();
  private readonly subs = new SubscriptionSet();
  private closed = false;
  /** The highest global position this process has appended (0: none yet). */
  private appendedUpTo = 0;
  /** A wake of the subscriptions, set while one of them is short of `appendedUpTo`. */
  private visibilityRetry: NodeJS.Timeout | undefined;

  private constructor(private readonly options: PostgresStoreOptions) {
    const config: PoolConfig = {
      connectionString: options.connectionString,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
      // Detects a server that vanished without closing the socket (network partition).
      keepAlive: true,
    };
    this.pool = new Pool(config);
    // An idle client whose server went away must not crash the process; the pool drops it and
    // connects a new one on the next query, which is how the store recovers.
    this.pool.on('error', () => {});
  }

  static async open(options: PostgresStoreOptions): Promise<PostgresEventStore> {
    const store = new PostgresEventStore(options);
    try {
      await store.migrate();
    } catch (err) {
      await store.pool.end().catch(() => {});
      throw err;
    }
    return store;
  }

  private async migrate(): Promise<void> {
    await this.withClient('migrate', async (c) => {
      await c.query('BEGIN');
      try {
        // Several API processes may start together: one migrates, the others wait.
        await c.query(`SELECT pg_advisory_xact_lock(${PG_LOCK_KEY + 1})`);
        await c.query(POSTGRES_SCHEMA);
        await c.query('COMMIT');
      } catch (err) {
        await c.query('ROLLBACK').catch(() => {});
        throw err;
      }
    });
  }

  private async withClient<T>(what: string, fn: (c: PoolClient) => Promise<T>): Promise<T> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw unavailable(what, err);
    }
    let broken: unknown;
    // A checked-out client whose server vanishes between queries emits 'error'; unhandled, that
    // would crash the process. The next query on it fails and is reported as unavailable.
    const onError = (err: unknown) => (broken = err);
    client.on('error', onError);
    try {
      return await fn(client);
    } catch (err) {
      if (isConnectionError(err)) {
        broken = err;
        throw unavailable(what, err);
      }
      throw err;
    } finally {
      client.off('error', onError);
      client.release(broken instanceof Error ? broken : undefined);
    }
  }

  private async query<R extends object>(
    what: string,
    sql: string,
    params: unknown[],
  ): Promise<R[]> {
    if (this.closed) throw new StoreUnavailableError(`PostgreSQL store is closed (${what})`);
    try {
      return (await this.pool.query<R>(sql, params)).rows;
    } catch (err) {
      if (isConnectionError(err)) throw unavailable(what, err);
      throw err;
    }
  }

  async append(
    streamId: string,
    events: readonly ProposedEvent[],
    expectedRevision: ExpectedRevision,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    // 'any' is tooling only: read the head, then append against it like everyone else.
    for (let attempt = 0; ; attempt++) {
      const expected =
        expectedRevision === 'any'
          ? await this.readHead(streamId).then((h) => h.revision)
          : expectedRevision === 'no_stream'
            ? -1
            : expectedRevision;
      try {
        return await this.appendAt(streamId, events, expected, options);
      } catch (err) {
        if (
          expectedRevision !== 'any' ||
          !(err instanceof WrongExpectedRevisionError) ||
          attempt > 10
        )
          throw err;
      }
    }
  }

  private async appendAt(
    streamId: string,
    events: readonly ProposedEvent[],
    expected: number,
    options: AppendOptions,
  ): Promise<AppendResult> {
    const { commandId, command } = options;
    let head = this.heads.get(streamId);
    if (!head || head.revision !== expected) head = await this.readHead(streamId);
    if (head.revision !== expected && commandId) {
      const seen = await this.commandResult(commandId);
      if (seen) return repeatOf(commandId, seen, command);
    }
    checkExpectedRevision(streamId, expected === -1 ? 'no_stream' : expected, head.revision);
    const chained = chainEvents(streamId, expected, head.hash, events);
    const params = [
      streamId,
      expected,
      head.hash,
      commandId ?? null,
      chained.map((c) => c.eventId),
      chained.map((c) => c.type),
      chained.map((c) => c.schemaVersion),
      chained.map((c) => c.dataJson),
      chained.map((c) => c.metadataJson),
      chained.map((c) => c.prevHash),
      chained.map((c) => c.hash),
      command?.type ?? null,
      command?.fingerprint ?? null,
    ];
    let row: AppendRow;
    try {
      row = this.options.beforeCommit
        ? await this.appendWithHook(streamId, params)
        : (await this.query<AppendRow>(`append to ${streamId}`, APPEND_SQL, params))[0];
    } catch (err) {
      this.heads.delete(streamId);
      // Another append with the same commandId (to another stream) committed first.
      if (commandId && (err as { code?: string }).code === '23505') {
        const seen = await this.commandResult(commandId);
        if (seen) return repeatOf(commandId, seen, command);
      }
      throw err;
    }
    switch (row.status) {
      case 'duplicate':
        // Only an append with a commandId can be a duplicate.
        return repeatOf(commandId ?? '', await this.duplicateOf(row), command);
      case 'conflict':
      case 'broken_chain': {
        this.heads.delete(streamId);
        const actual = Number(row.revision);
        if (row.status === 'broken_chain')
          throw new Error(
            `Stream ${streamId}: stored head hash differs from the hash of revision ${actual}; run verifyStream`,
          );
        throw new WrongExpectedRevisionError(
          streamId,
          expected === -1 ? 'no_stream' : expected,
          actual === -1 ? 'no_stream' : actual,
        );
      }
    }
    const first = Number(row.first_position);
    const stored: StoredEvent[] = chained.map((c, i) => ({
      eventId: c.eventId,
      streamId,
      revision: c.revision,
      globalPosition: first + i,
      type: c.type,
      schemaVersion: c.schemaVersion,
      data: c.source.data,
      metadata: c.source.metadata,
      prevHash: c.prevHash,
      hash: c.hash,
    }));
    const last = chained[chained.length - 1];
    if (last) this.remember(streamId, last.revision, last.hash);
    if (stored.length > 0) {
      this.appendedUpTo = Math.max(this.appendedUpTo, stored[stored.length - 1].globalPosition);
      this.subs.wakeAll();
    }
    return {
      streamId,
      nextExpectedRevision: last ? last.revision : expected,
      events: stored,
      duplicate: false,
    };
  }

  private async appendWithHook(streamId: string, params: unknown[]): Promise<AppendRow> {
    return this.withClient(`append to ${streamId}`, async (c) => {
      await c.query('BEGIN');
      try {
        const [row] = (await c.query<AppendRow>(APPEND_SQL, params)).rows;
        await this.options.beforeCommit?.(streamId);
        await c.query('COMMIT');
        return row;
      } catch (err) {
        await c.query('ROLLBACK').catch(() => {});
        throw err;
      }
    });
  }

  private remember(streamId: string, revision: number, hash: string): void {
    // Bounded: the cache only saves a round trip; forgetting is always safe.
    if (this.heads.size >= 10_000) this.heads.delete(this.heads.keys().next().value as string);
    this.heads.set(streamId, { revision, hash });
  }

  private async readHead(streamId: string): Promise<{ revision: number; hash: string }> {
    const [row] = await this.query<{ revision: string; head_hash: string }>(
      'read stream head',
      'SELECT revision, head_hash FROM streams WHERE stream_id = $1',
      [streamId],
    );
    return row
      ? { revision: Number(row.revision), hash: row.head_hash }
      : { revision: -1, hash: GENESIS_HASH };
  }

  private async duplicateOf(row: AppendRow): Promise<AppendResult> {
    const rows =
      row.cmd_first === null
        ? []
        : await this.query<EventRow>(
            'read command result',
            `SELECT ${COLUMNS} FROM events WHERE position BETWEEN $1 AND $2 ORDER BY position`,
            [row.cmd_first, row.cmd_last],
          );
    return {
      streamId: row.cmd_stream ?? '',
      nextExpectedRevision: Number(row.revision),
      events: rows.map(toEvent),
      duplicate: true,
      ...(row.cmd_type !== null && row.cmd_fingerprint !== null
        ? { command: { type: row.cmd_type, fingerprint: row.cmd_fingerprint } }
        : {}),
    };
  }

  async commandResult(commandId: string): Promise<AppendResult | undefined> {
    const [row] = await this.query<AppendRow>(
      'read command',
      `SELECT 'duplicate' AS status, NULL AS first_position, next_expected_revision AS revision,
              stream_id AS cmd_stream, first_position AS cmd_first, last_position AS cmd_last,
              command_type AS cmd_type, fingerprint AS cmd_fingerprint
         FROM commands WHERE command_id = $1`,
      [commandId],
    );
    return row ? this.duplicateOf(row) : undefined;
  }

  async readStream(streamId: string, fromRevision = 0): Promise<StoredEvent[]> {
    // A stream's own reads need no xmin filter: its appends are serialised by the streams row.
    const rows = await this.query<EventRow>(
      'read stream',
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
      [streamId, fromRevision],
    );
    const events = rows.map(toEvent);
    const last = events[events.length - 1];
    if (last) this.remember(streamId, last.revision, last.hash);
    return events;
  }

  async readAll(afterPosition: number, limit: number): Promise<StoredEvent[]> {
    const rows = await this.query<EventRow>(
      'read all',
      `SELECT ${COLUMNS} FROM events WHERE position > $1 AND ${VISIBLE} ORDER BY position LIMIT $2`,
      [afterPosition, limit],
    );
    return rows.map(toEvent);
  }

  async headPosition(): Promise<number> {
    const [row] = await this.query<{ p: string | null }>(
      'read head position',
      `SELECT max(position) AS p FROM events WHERE ${VISIBLE}`,
      [],
    );
    return Number(row?.p ?? 0);
  }

  subscribe(afterPosition: number, handler: EventHandler): Subscription {
    return this.subs.open(afterPosition, (a, l) => this.readLive(a, l), handler, {
      pollMs: this.options.pollMs ?? 100,
      batchSize: 1000,
    });
  }

  /**
   * A subscription's read. An event this process appended can stay out of it after the append's
   * wake: it is visible only once every transaction with a lower xid has ended (VISIBLE), and
   * another transaction of the cluster (a projection's batch, which takes its xid as it starts)
   * may still be open then. Nothing wakes the subscription when that one ends, so it slept its
   * whole poll interval (100 ms): the read-your-writes wait of a write on PostgreSQL had p99 of
   * about 110 ms at every room size (issue 22). While a read comes back short of what this
   * process appended, it is tried again after VISIBILITY_RETRY_MS instead.
   */
  private async readLive(after: number, limit: number): Promise<StoredEvent[]> {
    const events = await this.readAll(after, limit);
    const reached = events.length > 0 ? events[events.length - 1].globalPosition : after;
    if (events.length < limit && reached < this.appendedUpTo) this.retryVisibility();
    return events;
  }

  /**
   * The retry is due VISIBILITY_RETRY_MS after the latest short read, not after the first: in a
   * busy room every append wakes the subscriptions anyway, and a fixed timer on top of those
   * wakes was one more read query every 5 ms at saturation (317 against 341 writes/s served
   * with 300 tables on PostgreSQL, `bench:live think=0`). A quiet room still reads again 5 ms
   * after its last short read.
   */
  private retryVisibility(): void {
    if (this.closed) return;
    if (this.visibilityRetry) {
      this.visibilityRetry.refresh();
      return;
    }
    this.visibilityRetry = setTimeout(() => {
      this.visibilityRetry = undefined;
      if (!this.closed) this.subs.wakeAll();
    }, VISIBILITY_RETRY_MS);
  }

  async streamRevision(streamId: string): Promise<number | 'no_stream'> {
    const head = await this.readHead(streamId);
    return head.revision === -1 ? 'no_stream' : head.revision;
  }

  async streamHead(streamId: string): Promise<StreamHead | undefined> {
    const head = await this.readHead(streamId);
    return head.revision === -1 ? undefined : head;
  }

  async saveCheckpoint(c: SignedCheckpoint): Promise<void> {
    await this.query(
      'save checkpoint',
      'INSERT INTO checkpoints (stream_id, revision, checkpoint) VALUES ($1, $2, $3)',
      [c.streamId, c.revision, JSON.stringify(c)],
    );
  }

  async loadCheckpoints(streamId: string): Promise<SignedCheckpoint[]> {
    const rows = await this.query<{ checkpoint: string }>(
      'load checkpoints',
      'SELECT checkpoint FROM checkpoints WHERE stream_id = $1 ORDER BY revision, id',
      [streamId],
    );
    return rows.map((r) => JSON.parse(r.checkpoint) as SignedCheckpoint);
  }

  async saveSnapshot(s: Snapshot): Promise<void> {
    await this.query(
      'save snapshot',
      `INSERT INTO snapshots (stream_id, revision, state_version, state, chain_hash, digest)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision,
         state_version = excluded.state_version, state = excluded.state,
         chain_hash = excluded.chain_hash, digest = excluded.digest
       WHERE excluded.revision >= snapshots.revision`,
      [
        s.streamId,
        s.revision,
        s.stateVersion,
        // Written ahead in steps by the pipeline (issue 22), so as not to hold the event loop.
        s.stateText ?? JSON.stringify(s.state),
        s.chainHash ?? null,
        s.digest ?? null,
      ],
    );
  }

  async loadSnapshot(streamId: string): Promise<Snapshot | undefined> {
    const [row] = await this.query<{
      revision: string;
      state_version: number;
      state: string;
      chain_hash: string | null;
      digest: string | null;
    }>(
      'load snapshot',
      'SELECT revision, state_version, state, chain_hash, digest FROM snapshots WHERE stream_id = $1',
      [streamId],
    );
    if (!row) return undefined;
    return {
      streamId,
      revision: Number(row.revision),
      stateVersion: row.state_version,
      state: JSON.parse(row.state),
      ...(row.chain_hash === null ? {} : { chainHash: row.chain_hash }),
      ...(row.digest === null ? {} : { digest: row.digest }),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.visibilityRetry) clearTimeout(this.visibilityRetry);
    this.visibilityRetry = undefined;
    await this.subs.closeAll();
    await this.pool.end();
  }
}

function toEvent(r: EventRow): StoredEvent {
  return {
    eventId: r.event_id,
    streamId: r.stream_id,
    revision: Number(r.revision),
    globalPosition: Number(r.position),
    type: r.type,
    schemaVersion: r.schema_version,
    data: JSON.parse(r.data),
    metadata: JSON.parse(r.metadata),
    prevHash: r.prev_hash,
    hash: r.hash,
  };
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Errors that mean "no database right now", as opposed to a bug or a conflict. */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  const code = e?.code ?? '';
  return (
    NETWORK_CODES.has(code) ||
    code.startsWith('08') || // connection exception
    code.startsWith('57P') || // admin shutdown, crash shutdown, cannot connect now
    code === '53300' || // too many connections
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      e?.message ?? '',
    )
  );
}

function unavailable(what: string, err: unknown): StoreUnavailableError {
  return new StoreUnavailableError(
    `PostgreSQL store unavailable: ${what} failed (${(err as Error)?.message ?? String(err)}). ` +
      'An append is one transaction: it committed entirely or not at all, so retrying it with the same commandId is safe.',
    err,
  );
}
