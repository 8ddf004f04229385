/**
 * Kafka feed figures (issue 9), against a local broker (infra/kafka/start.sh):
 *   npm run bench:kafka [-- EVENTS RATE]
 * 1. relay throughput: EVENTS (default 100,000) already in a sqlite store, relayed to a fresh
 *    6-partition topic; events/s from the first read to the last broker acknowledgement.
 * 2. end-to-end lag: EVENTS appended at RATE events/s (default 5,000) by 40 tournaments while
 *    the relay and a consumer-group projector (every read model + the feed audit, sqlite read
 *    model) run; lag = time from the append returning to the projector's commit of that event.
 * Everything runs in this one process (2-core machine): the figures include that contention.
 * LEDGER_KAFKA_BROKERS overrides the broker (default 127.0.0.1:9092).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logLevel } from 'kafkajs';
import { kafkaClient, parseBrokers } from '../src/bus/kafka-client';
import { KafkaBusProducer } from '../src/bus/kafka-producer';
import { feedAuditProjection } from '../src/bus/projector/feed-audit-projection';
import { feedOnlyStore } from '../src/bus/projector/feed-only-store';
import { KafkaFeedProjector } from '../src/bus/projector/kafka-feed-projector';
import { RuntimeFeedTarget } from '../src/bus/projector/runtime-feed-target';
import { Relay } from '../src/bus/relay';
import { MemoryRelayCheckpoint } from '../src/bus/relay-checkpoint';
import { tournamentStreamId, type ProposedEvent } from '../src/events/envelope';
import { createReadModelDataSource } from '../src/projections/data-source';
import { ALL_PROJECTIONS } from '../src/projections/registry';
import { ProjectionRuntime } from '../src/projections/runtime';
import { uuidv7 } from '../src/store/ids';
import { SqliteEventStore } from '../src/store/sqlite/sqlite-event-store';

const EVENTS = Number(process.argv[2] ?? 100_000);
const RATE = Number(process.argv[3] ?? 5_000);
const TOURNAMENTS = 40;
const PER_APPEND = 5;
const brokers = parseBrokers(process.env.LEDGER_KAFKA_BROKERS || '127.0.0.1:9092');
const kafka = kafkaClient({ brokers, clientId: 'bench-kafka', logLevel: logLevel.ERROR });

function event(i: number): ProposedEvent {
  return {
    eventId: uuidv7(),
    type: 'ChipCountRecorded',
    schemaVersion: 1,
    data: { tableId: `T${i % 25}`, playerId: `p${i % 450}`, chips: 20_000 + (i % 7_919) },
    metadata: {
      commandId: `cmd-${i}`,
      correlationId: `cor-${i}`,
      causationId: `cmd-${i}`,
      actor: { id: 'floor-1', role: 'floor' },
      occurredAt: '2026-03-01T18:00:00.000Z',
    },
  };
}

async function appendOne(store: SqliteEventStore, i: number): Promise<string[]> {
  const t = `bench-${i % TOURNAMENTS}`;
  const events = Array.from({ length: PER_APPEND }, (_, k) => event(i + k));
  await store.append(tournamentStreamId(t), events, 'any');
  return events.map((e) => e.eventId);
}

async function freshTopic(name: string): Promise<string> {
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic: name, numPartitions: 6 }], waitForLeaders: true });
  await admin.disconnect();
  return name;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function relayThroughput(dir: string): Promise<void> {
  const store = new SqliteEventStore({ file: join(dir, 'relay.db') });
  for (let i = 0; i < EVENTS; i += PER_APPEND) await appendOne(store, i);
  for (const batchSize of [500, 2000]) {
    const topic = await freshTopic(`bench-relay-${batchSize}-${uuidv7().slice(-8)}`);
    const producer = new KafkaBusProducer(kafka);
    const relay = new Relay(store, producer, new MemoryRelayCheckpoint(), { topic, batchSize });
    const t0 = performance.now();
    await relay.drain();
    const s = (performance.now() - t0) / 1000;
    await producer.close();
    console.log(
      `relay: ${fmt(EVENTS)} events to ${topic.replace(/-[^-]+$/, '')} in ${s.toFixed(2)} s = ${fmt(EVENTS / s)} events/s (batch ${batchSize}, idempotent, acks=all)`,
    );
  }
  await store.close();
}

async function endToEndLag(dir: string): Promise<void> {
  const store = new SqliteEventStore({ file: join(dir, 'lag.db') });
  const topic = await freshTopic(`bench-lag-${uuidv7().slice(-8)}`);
  const appendedAt = new Map<string, number>();
  const lags: number[] = [];
  let projectedAll: () => void = () => undefined;
  const allProjected = new Promise<void>((r) => (projectedAll = r));
  const audit = feedAuditProjection('bench', (events) => {
    const now = performance.now();
    for (const e of events) {
      const t = appendedAt.get(e.eventId);
      if (t !== undefined) lags.push(now - t);
    }
    if (lags.length >= EVENTS) projectedAll();
  });
  const projections = [...ALL_PROJECTIONS, audit];
  const ds = await createReadModelDataSource(
    { kind: 'sqlite', path: join(dir, 'lag.read.db') },
    projections,
  ).initialize();
  const runtime = new ProjectionRuntime(feedOnlyStore(), ds, projections, { log: () => undefined });
  await runtime.prepare();
  const projector = new KafkaFeedProjector(kafka, new RuntimeFeedTarget(runtime), {
    group: `bench-${topic}`,
    topic,
  });
  await projector.start();
  const producer = new KafkaBusProducer(kafka);
  const relay = new Relay(store, producer, new MemoryRelayCheckpoint(), {
    topic,
    batchSize: 500,
    idleMs: 5,
  });
  relay.start();

  const t0 = performance.now();
  for (let i = 0; i < EVENTS; i += PER_APPEND) {
    // Pace the appends: event i is due at t0 + i / RATE seconds.
    const due = t0 + (i / RATE) * 1000;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const ids = await appendOne(store, i);
    const at = performance.now();
    for (const id of ids) appendedAt.set(id, at);
  }
  const appendS = (performance.now() - t0) / 1000;
  await allProjected;
  const totalS = (performance.now() - t0) / 1000;
  lags.sort((a, b) => a - b);
  console.log(
    `end-to-end: ${fmt(EVENTS)} events appended at ${fmt(EVENTS / appendS)} events/s (target ${fmt(RATE)}); all projected after ${totalS.toFixed(2)} s`,
  );
  console.log(
    `end-to-end lag append → projection commit: p50 ${fmt(pct(lags, 50))} ms, p95 ${fmt(pct(lags, 95))} ms, p99 ${fmt(pct(lags, 99))} ms, max ${fmt(lags[lags.length - 1])} ms`,
  );
  await relay.stop();
  await producer.close();
  await projector.stop();
  await runtime.stop();
  await ds.destroy();
  await store.close();
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-kafka-'));
  try {
    console.log(`bench:kafka — ${fmt(EVENTS)} events, broker ${brokers.join(',')}`);
    await relayThroughput(dir);
    await endToEndLag(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
