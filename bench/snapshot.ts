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
 * Prints per way the longest task, the total, and the number of slices.
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
}

void main();
