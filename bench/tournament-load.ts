/**
 * npm run bench:load [-- --events 100000 --players 1000 --runs 5]
 *
 * Issue 2 benchmark: load time of a 100,000-event tournament with and without a snapshot.
 * Builds a realistic stream (registrations, seat draw, clock, re-entries, moves, hands with every
 * betting action: test/unit/aggregates/played-tournament.ts) in a sqlite store file, then times
 * the first command after a cold start (a fresh store connection and a fresh pipeline with an
 * empty state cache) when the pipeline must replay the whole stream, and when it finds a snapshot
 * at the head or LEDGER_SNAPSHOT_EVERY − 1 events behind it (the worst tail with every = 500).
 */
import { sealSnapshot } from '../src/commands/snapshot-seal';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { tournamentDecider, type TournamentState } from '../src/aggregates/tournament';
import {
  TOURNAMENT_STATE_VERSION,
  decodeTournamentState,
  encodeTournamentState,
} from '../src/aggregates/tournament/state-codec';
import { tournamentAggregate } from '../src/commands/tournament-aggregate';
import { fixedClock } from '../src/commands/clock';
import { CommandPipeline } from '../src/commands/pipeline';
import { tournamentStreamId, type Actor } from '../src/events/envelope';
import { uuidv7 } from '../src/store/ids';
import { SqliteEventStore } from '../src/store/sqlite/sqlite-event-store';
import { seeded } from '../test/support/given';
import { T, at } from '../test/support/tournament-fixtures';
import { playTournament } from '../test/unit/aggregates/played-tournament';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const EVENTS = arg('events', 100_000);
const PLAYERS = arg('players', 1000);
const RUNS = arg('runs', 5);
const EVERY = 500;
const DIRECTOR: Actor = { id: 'td-1', role: 'director' };
const streamId = tournamentStreamId(T);
const ms = (x: number) => x.toFixed(1).padStart(8);

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-load-'));
  const file = join(dir, 'load.db');
  try {
    let t = performance.now();
    const played = playTournament({ players: PLAYERS, seed: 1, maxEvents: EVENTS });
    const events = played.events.slice(0, EVENTS);
    const types = new Map<string, number>();
    for (const e of events) types.set(e.type, (types.get(e.type) ?? 0) + 1);
    console.log(
      `stream: ${events.length} events, ${PLAYERS} players, ${played.hands} hands ` +
        `(played in ${Math.round(performance.now() - t)} ms); ` +
        [...types]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([k, n]) => `${k} ${n}`)
          .join(', '),
    );

    t = performance.now();
    const writer = new SqliteEventStore({ file });
    for (let i = 0; i < events.length; i += 1000)
      await writer.append(
        streamId,
        events.slice(i, i + 1000).map((e) => ({
          eventId: uuidv7(),
          type: e.type,
          schemaVersion: 1,
          data: e.data,
          metadata: {
            commandId: `c-${i}`,
            correlationId: `c-${i}`,
            causationId: `c-${i}`,
            actor: DIRECTOR,
            occurredAt: at(0),
          },
        })),
        i === 0 ? 'no_stream' : i - 1,
      );
    await writer.close();
    console.log(
      `sqlite file: ${(statSync(file).size / 2 ** 20).toFixed(1)} MB, written in ${Math.round(performance.now() - t)} ms`,
    );

    /** The state after `revision`, folded by the decider as the pipeline would. */
    const stateAt = (revision: number): TournamentState => {
      const s = tournamentDecider.initialState;
      for (const e of events.slice(0, revision + 1)) tournamentDecider.evolve(s, e);
      return s;
    };

    /** Fresh connection, fresh pipeline: time load() and a first (refused) command. */
    const cold = async (snapshotEvery: number) => {
      const store = new SqliteEventStore({ file });
      const pipeline = new CommandPipeline(tournamentAggregate, {
        store,
        clock: fixedClock(at(0)),
        random: () => seeded(1),
        snapshotEvery,
      });
      const t0 = performance.now();
      const r = await pipeline.execute({
        streamId,
        // Registration is already open: the command is decided on the loaded state and refused,
        // so the stream stays the same for the next run.
        command: { type: 'OpenRegistration', tournamentId: T },
        commandId: uuidv7(),
        actor: DIRECTOR,
      });
      const first = performance.now() - t0;
      if (r.ok) throw new Error('The probe command was expected to be refused.');
      const fresh = new CommandPipeline(tournamentAggregate, {
        store,
        clock: fixedClock(at(0)),
        random: () => seeded(1),
        snapshotEvery,
      });
      const t1 = performance.now();
      const loaded = await fresh.load(streamId);
      const load = performance.now() - t1;
      if (loaded.revision !== events.length - 1) throw new Error('Not loaded to the head.');
      await store.close();
      return { first, load };
    };

    const measure = async (label: string, snapshotEvery: number) => {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await cold(snapshotEvery));
      const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      console.log(
        `${label.padEnd(44)} first command: first run ${ms(runs[0].first)} ms, median ${ms(med(runs.map((r) => r.first)))} ms | load(): median ${ms(med(runs.map((r) => r.load)))} ms, min ${ms(Math.min(...runs.map((r) => r.load)))} ms`,
      );
    };

    const saveSnapshot = async (revision: number) => {
      const state = stateAt(revision);
      const t0 = performance.now();
      const json = JSON.stringify(encodeTournamentState(state));
      const encodeMs = performance.now() - t0;
      const t1 = performance.now();
      decodeTournamentState(JSON.parse(json));
      const decodeMs = performance.now() - t1;
      const store = new SqliteEventStore({ file });
      // Sealed to the chain like the pipeline's own (issue 15), else the load discards it.
      const [sealedAt] = await store.readStream(streamId, revision);
      await store.saveSnapshot(
        sealSnapshot(
          {
            streamId,
            revision,
            stateVersion: TOURNAMENT_STATE_VERSION,
            state: JSON.parse(json) as unknown,
          },
          sealedAt.hash,
        ),
      );
      await store.close();
      console.log(
        `snapshot after revision ${revision}: ${(json.length / 1024).toFixed(0)} KB JSON, ` +
          `encode+stringify ${encodeMs.toFixed(1)} ms, parse+decode ${decodeMs.toFixed(1)} ms`,
      );
    };

    /** Where a snapshot load spends its time, step by step, on a fresh connection. */
    const breakdown = async () => {
      const store = new SqliteEventStore({ file });
      let t0 = performance.now();
      const snap = (await store.loadSnapshot(streamId))!;
      const read = performance.now() - t0;
      t0 = performance.now();
      const state = decodeTournamentState(snap.state);
      const decode = performance.now() - t0;
      t0 = performance.now();
      const tail = await store.readStream(streamId, snap.revision + 1);
      const readTail = performance.now() - t0;
      t0 = performance.now();
      for (const e of tail) tournamentDecider.evolve(state, e as never);
      const evolve = performance.now() - t0;
      await store.close();
      console.log(
        `  breakdown: snapshot row read+parse ${read.toFixed(1)} ms, decode ${decode.toFixed(1)} ms, ` +
          `read ${tail.length} tail events ${readTail.toFixed(1)} ms, evolve them ${evolve.toFixed(1)} ms`,
      );
    };

    console.log(`\ncold loads (${RUNS} runs each; each run opens the store and a new pipeline):`);
    await measure('no snapshot (full replay)', 0);
    const tail = EVERY - 1;
    await saveSnapshot(events.length - 1 - tail);
    await measure(`snapshot + ${tail}-event tail (every ${EVERY})`, EVERY);
    await breakdown();
    await saveSnapshot(events.length - 1);
    await measure('snapshot at the head', EVERY);
    await breakdown();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
