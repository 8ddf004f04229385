/**
 * Issue 19: the simulation plays a qualifier (FSNP Art. 142) and a bounty tournament
 * (FSNP Art. 141) through the real command pipeline, each with its format driver
 * (src/simulation/formats/qualifier.ts, bounty.ts), and every check passes.
 */
import { runSimulation, verifySimulation } from '../../src/simulation/driver';
import { bountyDriver } from '../../src/simulation/formats/bounty';
import { qualifierDriver } from '../../src/simulation/formats/qualifier';
import type { SimFormatDriver } from '../../src/simulation/formats/sim-format';
import { createEventStore } from '../../src/store/create-store';

jest.setTimeout(120_000);

async function play(driver: SimFormatDriver, players: number, seed: number) {
  const store = await createEventStore({ kind: 'memory', sqliteFile: '' });
  const format = driver.start();
  const report = await runSimulation({
    players,
    rulesetId: 'fsnp',
    tournamentType: driver.tournamentType,
    seed,
    store,
    maxLevels: driver.maxLevels,
    format: format.steps,
    onEvents: (events) => format.observe(events),
  });
  const common = await verifySimulation(report, store);
  return { report, common, own: format.checks(report) };
}

const allTrue = (checks: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(checks).map((k) => [k, true]));

describe('the simulation plays the qualifier and bounty formats (issue 19)', () => {
  it.each([3, 4])(
    'FSNP Art. 142(a), (f); DECISION-12: a qualifier of 40 (seed %i) ends by itself when the players left equal the tickets, and awards tickets and the remainder',
    async (seed) => {
      const { report, common, own } = await play(qualifierDriver, 40, seed);
      expect(report.state.status).toBe('completed');
      expect(own).toEqual(allTrue(own));
      // Several finalists share the chips: the one-winner chip check does not apply here.
      expect(common).toMatchObject({
        everyonePlacedOnce: true,
        hashChainValid: true,
        stateEqualsRebuild: true,
      });
      expect(report.reEntries).toBeGreaterThan(0);
    },
  );

  it.each([5, 6])(
    'FSNP Art. 141(a), (f): a bounty tournament of 30 (seed %i) issues the chips at the start, plays to one winner and pays every bounty won',
    async (seed) => {
      const { report, common, own } = await play(bountyDriver, 30, seed);
      expect(report.winner).not.toBeNull();
      expect(own).toEqual(allTrue(own));
      // The common checks, and those of the type's default format driver (one winner holds all).
      expect(common).toEqual({
        chipsConserved: true,
        everyonePlacedOnce: true,
        hashChainValid: true,
        stateEqualsRebuild: true,
        format: { winnerHoldsAllChips: true },
      });
    },
  );
});
