import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { logLevel, type Kafka } from 'kafkajs';
import { fromBusMessage } from '../../src/bus/bus-message';
import { kafkaClient, parseBrokers } from '../../src/bus/kafka-client';
import { KafkaBusProducer } from '../../src/bus/kafka-producer';
import { Relay } from '../../src/bus/relay';
import { startRelayFromEnv } from '../../src/bus/start-relay';
import { feedOnlyStore } from '../../src/bus/projector/feed-only-store';
import { KafkaFeedProjector } from '../../src/bus/projector/kafka-feed-projector';
import { RuntimeFeedTarget } from '../../src/bus/projector/runtime-feed-target';
import { createReadModelDataSource } from '../../src/projections/data-source';
import { ALL_PROJECTIONS } from '../../src/projections/registry';
import { ProjectionRuntime } from '../../src/projections/runtime';
import { getTournament, listRegistrations } from '../../src/projections/tournaments/queries';
import { seedTournament } from '../unit/projections/support';
import { MemoryRelayCheckpoint } from '../../src/bus/relay-checkpoint';
import {
  tournamentStreamId,
  type ProposedEvent,
  type StoredEvent,
} from '../../src/events/envelope';
import { uuidv7 } from '../../src/store/ids';
import { SqliteEventStore } from '../../src/store/sqlite/sqlite-event-store';

/**
 * Relay and consumer-group projector against a real broker (issue 9). CI starts one with
 * infra/kafka/start.sh and sets LEDGER_KAFKA_BROKERS; without it these tests are skipped and
 * say why. LEDGER_REQUIRE_KAFKA=1 turns a missing broker into a failure.
 */
const brokers = parseBrokers(process.env.LEDGER_KAFKA_BROKERS);
const ROOT = resolve(__dirname, '../..');
const PARTITIONS = 6;

if (brokers.length === 0) {
  if (process.env.LEDGER_REQUIRE_KAFKA === '1') {
    throw new Error('LEDGER_REQUIRE_KAFKA=1 but LEDGER_KAFKA_BROKERS is not set');
  }
  console.warn(
    'kafka-feed.test.ts SKIPPED: LEDGER_KAFKA_BROKERS is not set (start a broker with infra/kafka/start.sh)',
  );
}
const describeKafka = brokers.length > 0 ? describe : describe.skip;

jest.setTimeout(90_000);

let dir: string;
let kafka: Kafka;
const children: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kafka-it-'));
  if (brokers.length > 0)
    kafka = kafkaClient({ brokers, clientId: 'kafka-it', logLevel: logLevel.NOTHING });
});
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function createTopic(name: string): Promise<string> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    await admin.createTopics({
      topics: [{ topic: name, numPartitions: PARTITIONS }],
      waitForLeaders: true,
    });
  } finally {
    await admin.disconnect();
  }
  return name;
}

const uniqueTopic = (what: string) => `it-${what}-${process.pid}-${uuidv7().slice(-8)}`;

function event(i: number): ProposedEvent {
  return {
    eventId: uuidv7(),
    type: 'ChipCountRecorded',
    schemaVersion: 1,
    data: { playerId: `p${i % 9}`, chips: 1000 + i },
    metadata: {
      commandId: `cmd-${i}`,
      correlationId: `cor-${i}`,
      causationId: `cmd-${i}`,
      actor: { id: 'floor-1', role: 'floor' },
      occurredAt: '2026-03-01T18:00:00.000Z',
    },
  };
}

/** Round-robin appends over `tournaments`, `perAppend` events at a time, like several tables. */
async function appendInterleaved(
  store: SqliteEventStore,
  tournaments: readonly string[],
  total: number,
  perAppend = 5,
): Promise<void> {
  let i = 0;
  while (i < total) {
    for (const t of tournaments) {
      if (i >= total) break;
      const n = Math.min(perAppend, total - i);
      await store.append(
        tournamentStreamId(t),
        Array.from({ length: n }, (_, k) => event(i + k)),
        'any',
      );
      i += n;
    }
  }
}

interface Received {
  readonly partition: number;
  readonly event: StoredEvent;
}

/** Reads the whole topic from the beginning until `count` messages arrived. */
async function readTopic(topic: string, count: number, timeoutMs = 30_000): Promise<Received[]> {
  const consumer = kafka.consumer({ groupId: `reader-${uuidv7()}`, maxWaitTimeInMs: 100 });
  const got: Received[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`only ${got.length}/${count} messages`)),
      timeoutMs,
    );
    void consumer.run({
      eachMessage: async ({ partition, message }) => {
        got.push({ partition, event: fromBusMessage(message.headers ?? {}, message.value) });
        if (got.length >= count) {
          clearTimeout(timer);
          done();
        }
      },
    });
  });
  await consumer.disconnect();
  return got;
}

function spawnScript(script: string, args: string[], env: Record<string, string>): ChildProcess {
  // node --import tsx: one process, so SIGKILL really kills the relay (the tsx CLI forks a child).
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stderr?.on('data', (d) => process.stderr.write(`[${script}] ${d}`));
  return child;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const exited = (c: ChildProcess) =>
  new Promise<void>((r) =>
    c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r()),
  );

function readCheckpoint(path: string): number {
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { position: number }).position;
  } catch {
    return 0;
  }
}

describeKafka('Kafka feed against a real broker (issue 9)', () => {
  it('issue 9: each tournament’s events arrive on one partition, in stream order, with the envelope', async () => {
    const topic = await createTopic(uniqueTopic('order'));
    const store = new SqliteEventStore({ file: join(dir, 'order.db') });
    const tournaments = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'];
    await appendInterleaved(store, tournaments, 1600, 3);
    const producer = new KafkaBusProducer(kafka);
    await new Relay(store, producer, new MemoryRelayCheckpoint(), {
      topic,
      batchSize: 250,
    }).drain();
    await producer.close();

    const got = await readTopic(topic, 1600);
    const partitionsOf = new Map<string, Set<number>>();
    const revisions = new Map<string, number[]>();
    for (const r of got) {
      partitionsOf.set(
        r.event.streamId,
        (partitionsOf.get(r.event.streamId) ?? new Set()).add(r.partition),
      );
      revisions.set(r.event.streamId, [
        ...(revisions.get(r.event.streamId) ?? []),
        r.event.revision,
      ]);
    }
    for (const t of tournaments) {
      const s = tournamentStreamId(t);
      const last = await store.streamRevision(s);
      expect(partitionsOf.get(s)?.size).toBe(1);
      expect(revisions.get(s)).toEqual(Array.from({ length: Number(last) + 1 }, (_, i) => i));
    }
    const stored = await store.readStream(tournamentStreamId('t3'));
    expect(got.find((r) => r.event.eventId === stored[7].eventId)?.event).toEqual(stored[7]);
    await store.close();
  });

  it('issue 9: with LEDGER_KAFKA_BROKERS set the relay runs in-process and keeps publishing new events', async () => {
    const topic = await createTopic(uniqueTopic('inproc'));
    const store = new SqliteEventStore({ file: join(dir, 'inproc.db') });
    await appendInterleaved(store, ['i1', 'i2'], 40, 4);
    const handle = startRelayFromEnv(
      store,
      {
        LEDGER_KAFKA_BROKERS: brokers.join(','),
        LEDGER_KAFKA_TOPIC: topic,
        LEDGER_RELAY_CHECKPOINT: join(dir, 'inproc-relay.json'),
      },
      () => undefined,
    );
    expect(handle).toBeDefined();
    await appendInterleaved(store, ['i1', 'i2'], 20, 4);
    const got = await readTopic(topic, 60);
    await handle?.stop();
    expect(new Set(got.map((r) => r.event.eventId)).size).toBe(60);
    expect(readCheckpoint(join(dir, 'inproc-relay.json'))).toBe(60);
    await store.close();
  });

  it('issue 9: the read models built from the topic equal those built from the store', async () => {
    const topic = await createTopic(uniqueTopic('models'));
    const store = new SqliteEventStore({ file: join(dir, 'models.db') });
    const players = { 'cupa-1': 30, 'cupa-2': 7, 'cupa-3': 55 };
    for (const [t, n] of Object.entries(players)) await seedTournament(store, t, n);
    const producer = new KafkaBusProducer(kafka);
    // A small batch so that the relay's batches interleave the tournaments across partitions.
    await new Relay(store, producer, new MemoryRelayCheckpoint(), { topic, batchSize: 9 }).drain();
    await producer.close();

    const memory = () =>
      createReadModelDataSource({ kind: 'sqlite', path: ':memory:' }, ALL_PROJECTIONS).initialize();
    const fromStore = await memory();
    const direct = new ProjectionRuntime(store, fromStore, ALL_PROJECTIONS, {
      log: () => undefined,
    });
    await direct.prepare();
    await direct.catchUp();

    const fromTopic = await memory();
    const runtime = new ProjectionRuntime(feedOnlyStore(), fromTopic, ALL_PROJECTIONS, {
      log: () => undefined,
    });
    await runtime.prepare();
    const projector = new KafkaFeedProjector(kafka, new RuntimeFeedTarget(runtime), {
      group: `models-${topic}`,
      topic,
    });
    await projector.start();
    await until(
      async () =>
        (await getTournament(fromTopic, 'cupa-3'))?.entries === 55 &&
        (await getTournament(fromTopic, 'cupa-1'))?.entries === 30 &&
        (await getTournament(fromTopic, 'cupa-2'))?.entries === 7,
      30_000,
      'the projector to fold in every registration',
    );
    await projector.stop();
    for (const t of Object.keys(players)) {
      expect(await getTournament(fromTopic, t)).toEqual(await getTournament(fromStore, t));
      expect(await listRegistrations(fromTopic, t, { first: 100 })).toEqual(
        await listRegistrations(fromStore, t, { first: 100 }),
      );
    }
    await direct.stop();
    await runtime.stop();
    await fromStore.destroy();
    await fromTopic.destroy();
    await store.close();
  });

  it('issue 9: relay killed with SIGKILL mid-stream and restarted loses nothing and resends at most one batch', async () => {
    const topic = await createTopic(uniqueTopic('kill'));
    const dbFile = join(dir, 'kill.db');
    const checkpointFile = join(dir, 'kill-relay.json');
    const store = new SqliteEventStore({ file: dbFile });
    const tournaments = ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7'];
    await appendInterleaved(store, tournaments, 12_000, 4);
    const batch = 100;
    const env = {
      LEDGER_STORE: 'sqlite',
      LEDGER_DB: dbFile,
      LEDGER_KAFKA_BROKERS: brokers.join(','),
      LEDGER_KAFKA_TOPIC: topic,
      LEDGER_RELAY_CHECKPOINT: checkpointFile,
      LEDGER_RELAY_BATCH: String(batch),
    };

    const first = spawnScript('scripts/relay.ts', [], env);
    await until(
      () => readCheckpoint(checkpointFile) >= 3000,
      60_000,
      'the relay to acknowledge 3,000 events',
    );
    first.kill('SIGKILL');
    await exited(first);
    const killedAt = readCheckpoint(checkpointFile);
    expect(killedAt).toBeLessThan(12_000);

    // Tables keep playing while the relay is down.
    await appendInterleaved(store, tournaments, 2_000, 4);
    const head = await store.headPosition();
    const second = spawnScript('scripts/relay.ts', [], env);
    await until(
      () => readCheckpoint(checkpointFile) === head,
      60_000,
      'the restarted relay to catch up',
    );
    second.kill('SIGTERM');
    await exited(second);

    const admin = kafka.admin();
    await admin.connect();
    const offsets = await admin.fetchTopicOffsets(topic);
    await admin.disconnect();
    const onTopic = offsets.reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0);
    const got = await readTopic(topic, onTopic);
    const ids = new Set(got.map((r) => r.event.eventId));
    expect(ids.size).toBe(head);
    expect(onTopic - head).toBeLessThanOrEqual(batch);
    console.log(
      `relay SIGKILL after acknowledging ${killedAt}: ${onTopic} messages for ${head} events (${onTopic - head} resent)`,
    );
    // After dropping repeats by event id, every tournament is still in stream order.
    const firstSeen = new Map<string, number[]>();
    const seen = new Set<string>();
    for (const r of got) {
      if (seen.has(r.event.eventId)) continue;
      seen.add(r.event.eventId);
      firstSeen.set(r.event.streamId, [
        ...(firstSeen.get(r.event.streamId) ?? []),
        r.event.revision,
      ]);
    }
    for (const [, revs] of firstSeen) expect(revs).toEqual(revs.map((_, i) => i));
    await store.close();
  });

  it('issue 9: two projector processes share the partitions; killing one loses nothing and applies nothing twice', async () => {
    const topic = await createTopic(uniqueTopic('group'));
    const dbFile = join(dir, 'group.db');
    const readModel = join(dir, 'group-read-model.sqlite');
    const store = new SqliteEventStore({ file: dbFile });
    const tournaments = Array.from({ length: 24 }, (_, i) => `g${i}`);
    const env = (id: string) => ({
      LEDGER_KAFKA_BROKERS: brokers.join(','),
      LEDGER_KAFKA_TOPIC: topic,
      LEDGER_PROJECTOR_GROUP: `group-${topic}`,
      LEDGER_READ_DB: readModel,
      LEDGER_FEED_AUDIT: '1',
      LEDGER_PROJECTOR_ID: id,
    });
    const a = spawnScript('scripts/projector.ts', ['--from-kafka'], env('A'));
    const b = spawnScript('scripts/projector.ts', ['--from-kafka'], env('B'));
    const assigned = new Map<string, string>();
    for (const [id, c] of [
      ['A', a],
      ['B', b],
    ] as const) {
      c.stdout?.on('data', (d: Buffer) => {
        for (const line of d.toString().split('\n')) {
          const m = /assigned \[([\d,]*)\]/.exec(line);
          if (m) assigned.set(id, m[1]);
        }
      });
    }
    await until(
      () => (assigned.get('A') ?? '') !== '' && (assigned.get('B') ?? '') !== '',
      45_000,
      'both projectors to hold partitions',
    );

    const producer = new KafkaBusProducer(kafka);
    const relay = new Relay(store, producer, new MemoryRelayCheckpoint(), {
      topic,
      batchSize: 200,
      idleMs: 20,
    });
    relay.start();
    await appendInterleaved(store, tournaments, 3_000, 2);
    const rm = new Database(readModel, { readonly: true });
    const count = () =>
      (rm.prepare('SELECT COUNT(*) AS c FROM feed_applied_events').get() as { c: number }).c;
    // Both must have applied some before A is killed: the test is about B taking over A's
    // partitions, and a kill before A applied anything would leave nothing of A to take over.
    const appliedBy = (consumer: string) =>
      (
        rm
          .prepare('SELECT COUNT(*) AS c FROM feed_applied_events WHERE consumer = ?')
          .get(consumer) as { c: number }
      ).c;
    await until(
      () => count() >= 1_000 && appliedBy('A') > 0 && appliedBy('B') > 0,
      45_000,
      'both projectors to apply events (1,000 in all)',
    );
    a.kill('SIGKILL');
    await exited(a);
    await appendInterleaved(store, tournaments, 3_000, 2);
    const head = await store.headPosition();
    await until(() => count() === head, 60_000, `B to take over A's partitions and reach ${head}`);
    await relay.stop();
    await producer.close();

    const byConsumer = rm
      .prepare(
        'SELECT consumer, COUNT(*) AS c FROM feed_applied_events GROUP BY consumer ORDER BY consumer',
      )
      .all() as { consumer: string; c: number }[];
    expect(byConsumer.map((r) => r.consumer)).toEqual(['A', 'B']);
    expect(byConsumer.every((r) => r.c > 0)).toBe(true);
    // Primary key on event_id: each event is in the read model exactly once, and in stream order.
    const rows = rm
      .prepare('SELECT stream_id, revision FROM feed_applied_events ORDER BY seq')
      .all() as { stream_id: string; revision: number }[];
    expect(rows).toHaveLength(head);
    const next = new Map<string, number>();
    for (const r of rows) {
      expect(r.revision).toBe(next.get(r.stream_id) ?? 0);
      next.set(r.stream_id, r.revision + 1);
    }
    rm.close();
    b.kill('SIGTERM');
    await exited(b);
    await store.close();
  });
});
