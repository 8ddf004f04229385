/**
 * npm run bench:snapshot [-- players=2700 events=20000 runs=3]
 *
 * Issue 22: the longest synchronous task of the pipeline's snapshot step on a large tournament,
 * apart from the live room's noise. A seeded R+A tournament (test/unit/aggregates/
 * played-tournament.ts) is played to `events` events; its state is then snapshotted into a sqlite
 * store file the two ways:
 * - at once (the step before issue 22): encode and a JSON round trip in the command's task, then
 *   the seal (canonical JSON + HMAC) and the store's JSON.stringify and write in one more task;
 * - in steps (now): the copy, the seal and the state's text in slices (src/commands/in-slices.ts),
 *   the store writing the text as it is (sqlite: in pieces, a transaction each, over turns of
 *   the event loop; its five longest tasks are counted as its slices).
 * Prints per way the longest task, the total, and the number of slices; then what a snapshot
 * saves: the decider's fold of one event (replaying the stream), and the load of the snapshot
 * (JSON.parse and decode), which set the pipeline's SNAPSHOT_CHARS_PER_EVENT: a snapshot pays
 * for itself once it spares the replay of as many events as it costs to make.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  TOURNAMENT_STATE_VERSION,
  encodeTournamentState,
  encodeTournamentStateInSteps,
} from '../src/aggregates/tournament/state-codec';
import { longTaskMonitor } from '../src/app/long-tasks';
import { inSlices } from '../src/commands/in-slices';
import { sealSnapshot, sealSnapshotInSteps } from '../src/commands/snapshot-seal';
import { SqliteEventStore } from '../src/store/sqlite/sqlite-event-store';
import { tournamentDecider } from '../src/aggregates/tournament';
import { decodeTournamentState } from '../src/aggregates/tournament/state-codec';
import { SNAPSHOT_CHARS_PER_EVENT } from '../src/commands/pipeline';
import { playTournament } from '../test/unit/aggregates/played-tournament';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.split('=') as [string, string]));
const PLAYERS = Number(args.players ?? 2700);
const EVENTS = Number(args.events ?? 20_000);
const RUNS = Number(args.runs ?? 3);
const KEY = Buffer.alloc(32, 7);

async function main(): Promise<void> {
  const played = playTournament({ players: PLAYERS, seed: 7, maxEvents: EVENTS });
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-snapshot-'));
  const store = new SqliteEventStore({ file: join(dir, 'ledger.db') });
  const base = { streamId: 'tournament-bench', stateVersion: TOURNAMENT_STATE_VERSION };
  const rows: Record<string, string | number>[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      // At once: two tasks, as the pipeline ran them before.
      let t = performance.now();
      const json = JSON.stringify(encodeTournamentState(played.state));
      const first = performance.now() - t;
      t = performance.now();
      const sealed = sealSnapshot(
        { ...base, revision: run, state: JSON.parse(json) as unknown },
        'ab'.repeat(32),
        KEY,
      );
      await store.saveSnapshot(sealed);
      const second = performance.now() - t;
      rows.push({
        way: 'at once',
        run,
        'longest task ms': Math.max(first, second).toFixed(1),
        'total ms': (first + second).toFixed(1),
        slices: 2,
        'text MB': (json.length / 1e6).toFixed(2),
      });
      // In steps.
      const slices: number[] = [];
      const onSlice = (ms: number) => slices.push(ms);
      const encoded = await inSlices(encodeTournamentStateInSteps(played.state), onSlice);
      const stepped = await inSlices(
        sealSnapshotInSteps({ ...base, revision: run, state: encoded }, 'ab'.repeat(32), KEY),
        onSlice,
      );
      // The store writes a large text in pieces across turns of the event loop (issue 22): its
      // tasks, not the save's wall time, are what holds the loop.
      const tasks = longTaskMonitor();
      await store.saveSnapshot(stepped);
      await new Promise((r) => setImmediate(r));
      const saved = tasks.read();
      tasks.stop();
      slices.push(...saved.top.map((x) => x.ms));
      if (stepped.digest !== sealed.digest) throw new Error('the two seals differ');
      rows.push({
        way: 'in steps',
        run,
        'longest task ms': Math.max(...slices).toFixed(1),
        'total ms': slices.reduce((a, b) => a + b, 0).toFixed(1),
        slices: slices.length,
        'text MB': ((stepped.stateText?.length ?? 0) / 1e6).toFixed(2),
      });
    }
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `bench:snapshot players=${PLAYERS} events=${played.events.length} hands=${played.hands}`,
  );
  console.table(rows);
  console.table(savings(rows, played.events, played.state));
}

/** What a snapshot spares: replaying events (CPU per event of the fold) against loading it. */
function savings(
  rows: readonly Record<string, string | number>[],
  events: readonly Parameters<typeof tournamentDecider.evolve>[1][],
  finalState: Parameters<typeof encodeTournamentState>[0],
): Record<string, string>[] {
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  let state = tournamentDecider.initialState;
  const c0 = cpu();
  for (const e of events) state = tournamentDecider.evolve(state, e);
  const foldMs = cpu() - c0;
  const text = JSON.stringify(encodeTournamentState(finalState));
  const c1 = cpu();
  decodeTournamentState(JSON.parse(text));
  const loadMs = cpu() - c1;
  const perEventUs = (foldMs * 1000) / events.length;
  const out: Record<string, string>[] = [];
  for (const way of ['at once', 'in steps']) {
    const totals = rows.filter((r) => r.way === way).map((r) => Number(r['total ms']));
    const made = Math.min(...totals);
    const breakEven = (made * 1000) / perEventUs;
    out.push({
      way,
      'snapshot made, ms (best run)': made.toFixed(1),
      'fold µs/event': perEventUs.toFixed(1),
      'load the snapshot, ms': loadMs.toFixed(1),
      'events whose replay costs as much': breakEven.toFixed(0),
      'chars per event at that interval': (text.length / breakEven).toFixed(0),
      'pipeline: chars per event': String(SNAPSHOT_CHARS_PER_EVENT),
    });
  }
  return out;
}

void main();
