/**
 * Issue 17: the display read model, folded from the events alone, against the decider over
 * whole simulated tournaments (src/simulation/driver.ts): registration to the final table and
 * the result, with re-entries, tables broken, bounties (KO) and, in MIXED, every game. The
 * stream is applied in batches of five events; after each one the document served is the one
 * derived from the decider's whole state.
 */
import { evolveTournament } from '../../support/decider-fold';
import { initialTournamentState } from '../../../src/aggregates/tournament/views';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { displayProjection } from '../../../src/projections/display/projection';
import { getDisplayView } from '../../../src/projections/display/queries';
import { ProjectionRuntime } from '../../../src/projections/runtime';
import { runSimulation } from '../../../src/simulation/driver';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { displayViewOf } from '../../support/display-of-state';
import { memoryReadModel } from '../projections/support';

jest.setTimeout(120_000);

describe('display read model over simulated tournaments (differential)', () => {
  it.each([
    ['RA', 'NT', 27, 4],
    ['RA', 'MIXED', 22, 9],
    ['KO', 'NT', 30, 2],
  ] as const)(
    'FSNP Art. 4, 60: a simulated %s tournament (%s) of %i players, seed %i, shows after every batch what the decider\u2019s state shows',
    async (tournamentType, game, players, seed) => {
      const store = new MemoryEventStore();
      const report = await runSimulation({
        players,
        rulesetId: 'fsnp',
        tournamentType,
        seed,
        store,
        game,
      });
      const id = report.tournamentId;
      const all = await store.readAll(0, 10_000_000);
      const ds = await memoryReadModel([displayProjection]);
      const rt = new ProjectionRuntime(store, ds, [displayProjection]);
      try {
        let s = initialTournamentState();
        let reason: string | null = null;
        let compared = 0;
        const step = 5;
        for (let i = 0; i < all.length; i += step) {
          const batch = all.slice(i, i + step);
          for (const e of batch) {
            if (e.streamId !== `tournament-${id}`) continue;
            const t = { type: e.type, data: e.data } as TournamentEvent;
            s = evolveTournament(s, t);
            if (t.type === 'ClockPaused') reason = t.data.reason ?? null;
            else if (t.type === 'ClockResumed') reason = null;
          }
          await rt.applyBatch(displayProjection.name, batch);
          const served = await getDisplayView(ds, id);
          if (!served) continue;
          expect([i, served]).toEqual([
            i,
            JSON.parse(JSON.stringify(displayViewOf(id, s, reason))),
          ]);
          compared++;
        }
        expect(compared).toBeGreaterThan(100);
        expect(s.status).toBe('completed');
        expect(report.tablesBroken).toBeGreaterThan(0);
        expect(report.finalTable).toBe(true);
      } finally {
        await ds.destroy();
        await store.close();
      }
    },
  );
});
