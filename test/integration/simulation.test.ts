import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson } from '../../src/events/canonical-json';
import { HandHistoryProjection } from '../../src/projections/hand-history/model';
import {
  runSimulation,
  verifySimulation,
  type SimulationOptions,
} from '../../src/simulation/driver';
import { SqliteEventStore } from '../../src/store/sqlite/sqlite-event-store';

/** Plays a whole simulated tournament on a sqlite file and runs the end-of-run checks beside it. */
async function simulateAndCheck(
  file: string,
  options: Omit<SimulationOptions, 'store' | 'onEvents'>,
) {
  const store = new SqliteEventStore({ file });
  const live = new HandHistoryProjection();
  try {
    const report = await runSimulation({ ...options, store, onEvents: (e) => live.applyAll(e) });
    const rebuilt = new HandHistoryProjection();
    const checks = await verifySimulation(report, store, (events) => rebuilt.applyAll(events));
    expect(canonicalJson(rebuilt.snapshot())).toBe(canonicalJson(live.snapshot()));
    expect(live.snapshot().length).toBe(report.hands);
    return { report, checks };
  } finally {
    await store.close();
  }
}

describe('a whole simulated tournament through the command pipeline (issue 5)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-sim-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const allChecks = {
    chipsConserved: true,
    everyonePlacedOnce: true,
    hashChainValid: true,
    stateEqualsRebuild: true,
  };

  it('FSNP Art. 132; FSPR 5.10.1: 200 players (R+A, seed 7) play to one winner: chips conserved, everyone placed once, hash chain valid, projections equal a rebuild', async () => {
    const { report, checks } = await simulateAndCheck(join(dir, 'sim.db'), {
      players: 200,
      rulesetId: 'fsnp',
      tournamentType: 'RA',
      seed: 7,
    });
    expect(report.winner).not.toBeNull();
    expect(report.standings).toHaveLength(200);
    expect(report.reEntries).toBeGreaterThan(0);
    expect(report.tablesBroken).toBeGreaterThan(0);
    expect(report.finalTable).toBe(true);
    expect(checks).toMatchObject(allChecks);
  }, 120_000);

  it.each([
    ['PO', { PO: true, NT: false, FT: false, F7S: false }],
    ['FT', { PO: false, NT: false, FT: true, F7S: false }],
    ['F7S', { PO: false, NT: false, FT: false, F7S: true }],
    ['MIXED', { PO: true, NT: true, FT: true, F7S: true }],
  ] as const)(
    'Issue 23: a %s tournament of 60 players plays to one winner with every check passing, its hands dealt in the games its levels name',
    async (game, played) => {
      const { report, checks } = await simulateAndCheck(join(dir, `sim-${game}.db`), {
        players: 60,
        rulesetId: 'fsnp',
        tournamentType: 'RA',
        seed: 3,
        game,
      });
      expect(report.winner).not.toBeNull();
      expect(report.standings).toHaveLength(60);
      expect(checks).toMatchObject(allChecks);
      const n = (g: string) => report.handsByGame[g] ?? 0;
      expect({ PO: n('PO') > 0, NT: n('NT') > 0, FT: n('FT') > 0, F7S: n('F7S') > 0 }).toEqual(
        played,
      );
      expect(n('PO') + n('NT') + n('FT') + n('F7S')).toBe(report.hands);
      // The bots bet fixed-limit hands legally: one bet at a time, never over the cap.
      expect(report.rejections.FIXED_LIMIT_AMOUNT ?? 0).toBe(0);
      expect(report.rejections.RAISE_CAP_REACHED ?? 0).toBe(0);
      // Stud: the bots bring in when due and never out of turn.
      expect(report.rejections.BRING_IN_DUE ?? 0).toBe(0);
      expect(report.rejections.BRING_IN_NOT_DUE ?? 0).toBe(0);
    },
    120_000,
  );

  it('Issue 16: the hands of each round played at every table at once (group commit) give every check passing, fewer transactions than commands, and the same record for the same seed', async () => {
    const digest = async (file: string) => {
      const { report, checks } = await simulateAndCheck(join(dir, file), {
        players: 120,
        rulesetId: 'fsnp',
        tournamentType: 'RA',
        seed: 11,
        concurrentTables: true,
      });
      expect(report.winner).not.toBeNull();
      expect(checks).toMatchObject(allChecks);
      expect(report.commits).toBeLessThan(report.commands / 2);
      const store = new SqliteEventStore({ file: join(dir, file) });
      try {
        const events = await store.readAll(0, 1_000_000);
        return canonicalJson(events.map((e) => [e.type, e.data]));
      } finally {
        await store.close();
      }
    };
    expect(await digest('sim-concurrent-1.db')).toBe(await digest('sim-concurrent-2.db'));
  }, 120_000);
});
