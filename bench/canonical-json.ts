/**
 * Canonical JSON benchmark (issue 16). The events of a simulated tournament (the real shapes the
 * ledger writes) are serialised again and again, in the same run, by:
 *  - JSON.stringify (the peer: V8's native writer, which does not sort keys),
 *  - the first canonicalJson (test/reference/canonical-json-v1.ts),
 *  - today's canonicalJson (src/events/canonical-json.ts),
 * and each is also timed with the SHA-256 of the hashed text, as an append does.
 * Usage: npm run bench:canonical [-- players=120 seconds=2]
 */
import { canonicalJson } from '../src/events/canonical-json';
import { hashText, sha256Hex } from '../src/events/hash-chain';
import type { StoredEvent } from '../src/events/envelope';
import { runSimulation } from '../src/simulation/driver';
import { MemoryEventStore } from '../src/store/memory/memory-event-store';
import { canonicalJson as firstVersion } from '../test/reference/canonical-json-v1';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.split('='))) as Record<
  string,
  string | undefined
>;
const PLAYERS = Number(args.players ?? 120);
const SECONDS = Number(args.seconds ?? 2);

async function sampleEvents(): Promise<StoredEvent[]> {
  const store = new MemoryEventStore();
  await runSimulation({
    players: PLAYERS,
    rulesetId: 'fsnp',
    tournamentType: 'RA',
    seed: 7,
    store,
  });
  const events: StoredEvent[] = [];
  for (let batch = await store.readAll(0, 10_000); batch.length > 0;) {
    events.push(...batch);
    batch = await store.readAll(batch[batch.length - 1].globalPosition, 10_000);
  }
  return events;
}

/** Events per CPU-second over at least SECONDS of passes through the sample. */
function rate(events: readonly StoredEvent[], write: (e: StoredEvent) => string): number {
  let done = 0;
  let sink = 0;
  const cpu0 = process.cpuUsage();
  const deadline = performance.now() + SECONDS * 1000;
  while (performance.now() < deadline) {
    for (const e of events) sink += write(e).length;
    done += events.length;
  }
  const cpu = process.cpuUsage(cpu0);
  if (sink < 0) throw new Error('unreachable');
  return done / ((cpu.user + cpu.system) / 1e6);
}

const withHash = (json: (v: unknown) => string) => (e: StoredEvent) =>
  sha256Hex(
    hashText({
      eventId: e.eventId,
      streamId: e.streamId,
      revision: e.revision,
      type: e.type,
      schemaVersion: e.schemaVersion,
      dataJson: json(e.data),
      metadataJson: json(e.metadata),
      prevHash: e.prevHash,
    }),
  );

async function main() {
  const events = await sampleEvents();
  for (const e of events)
    if (canonicalJson(e.data) !== firstVersion(e.data) || withHash(canonicalJson)(e) !== e.hash)
      throw new Error(`canonical form changed at ${e.streamId}@${e.revision}`);
  console.log(
    `${events.length.toLocaleString('en')} events of a ${PLAYERS}-player simulated tournament; every stored hash recomputed and equal`,
  );
  const both = (json: (v: unknown) => string) => (e: StoredEvent) =>
    json(e.data) + json(e.metadata);
  const rows: [string, number, number][] = [
    [
      'JSON.stringify (peer, unsorted)',
      rate(events, both(JSON.stringify)),
      rate(events, withHash(JSON.stringify)),
    ],
    [
      'canonicalJson, first version',
      rate(events, both(firstVersion)),
      rate(events, withHash(firstVersion)),
    ],
    [
      'canonicalJson, today',
      rate(events, both(canonicalJson)),
      rate(events, withHash(canonicalJson)),
    ],
  ];
  const peer = rows[0][1];
  const first = rows[1];
  console.log(
    'writer                            events/CPU-s   cost×stringify   with SHA-256   speed vs first',
  );
  for (const [name, r, h] of rows)
    console.log(
      `${name.padEnd(33)} ${Math.round(r).toLocaleString('en').padStart(12)}   ${(peer / r).toFixed(2).padStart(9)}×   ${Math.round(h).toLocaleString('en').padStart(12)}   ${(r / first[1]).toFixed(2)}× / ${(h / first[2]).toFixed(2)}×`,
    );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
