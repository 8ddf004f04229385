import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson } from '../../src/events/canonical-json';
import { HandHistoryProjection } from '../../src/projections/hand-history/model';
import { runSimulation, verifySimulation } from '../../src/simulation/driver';
import { SqliteEventStore } from '../../src/store/sqlite/sqlite-event-store';

describe('a whole simulated tournament through the command pipeline (issue 5)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-sim-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('FSNP Art. 132; FSPR 5.10.1: 200 players (R+A, seed 7) play to one winner: chips conserved, everyone placed once, hash chain valid, projections equal a rebuild', async () => {
    const store = new SqliteEventStore({ file: join(dir, 'sim.db') });
    const live = new HandHistoryProjection();
    try {
      const report = await runSimulation({
        players: 200,
        rulesetId: 'fsnp',
        tournamentType: 'RA',
        seed: 7,
        store,
        onEvents: (events) => live.applyAll(events),
      });
      const rebuilt = new HandHistoryProjection();
      const checks = await verifySimulation(report, store, (events) => rebuilt.applyAll(events));
      expect(report.winner).not.toBeNull();
      expect(report.standings).toHaveLength(200);
      expect(report.reEntries).toBeGreaterThan(0);
      expect(report.tablesBroken).toBeGreaterThan(0);
      expect(report.finalTable).toBe(true);
      expect(checks).toMatchObject({
        chipsConserved: true,
        everyonePlacedOnce: true,
        hashChainValid: true,
        stateEqualsRebuild: true,
      });
      expect(canonicalJson(rebuilt.snapshot())).toBe(canonicalJson(live.snapshot()));
      expect(live.snapshot().length).toBe(report.hands);
    } finally {
      await store.close();
    }
  }, 120_000);

  it.each([
    ['PO', { PO: true, NT: false }],
    ['MIXED', { PO: true, NT: true }],
  ] as const)(
    'Issue 23: a %s tournament of 60 players plays to one winner with every check passing, its hands dealt in the games its levels name',
    async (game, played) => {
      const store = new SqliteEventStore({ file: join(dir, `sim-${game}.db`) });
      const live = new HandHistoryProjection();
      try {
        const report = await runSimulation({
          players: 60,
          rulesetId: 'fsnp',
          tournamentType: 'RA',
          seed: 3,
          store,
          game,
          onEvents: (events) => live.applyAll(events),
        });
        const rebuilt = new HandHistoryProjection();
        const checks = await verifySimulation(report, store, (events) => rebuilt.applyAll(events));
        expect(report.winner).not.toBeNull();
        expect(report.standings).toHaveLength(60);
        expect(checks).toMatchObject({
          chipsConserved: true,
          everyonePlacedOnce: true,
          hashChainValid: true,
          stateEqualsRebuild: true,
        });
        expect(canonicalJson(rebuilt.snapshot())).toBe(canonicalJson(live.snapshot()));
        expect({
          PO: (report.handsByGame.PO ?? 0) > 0,
          NT: (report.handsByGame.NT ?? 0) > 0,
        }).toEqual(played);
        expect((report.handsByGame.PO ?? 0) + (report.handsByGame.NT ?? 0)).toBe(report.hands);
      } finally {
        await store.close();
      }
    },
    120_000,
  );
});
