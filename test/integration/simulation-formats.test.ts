import { canonicalJson } from '../../src/events/canonical-json';
import { HandHistoryProjection } from '../../src/projections/hand-history/model';
import { runSimulation, verifySimulation } from '../../src/simulation/driver';
import { FORMAT_DRIVERS, formatDriver } from '../../src/simulation/formats';
import { TOURNAMENT_TYPES } from '../../src/rules/tournament-types';
import { createEventStore } from '../../src/store/create-store';

/** Plays one format in the simulation and returns its report and every check. */
async function play(type: string, seed: number, players = 10) {
  const store = await createEventStore({ kind: 'memory', sqliteFile: '' });
  const live = new HandHistoryProjection();
  const report = await runSimulation({
    players,
    rulesetId: 'fsnp',
    tournamentType: type,
    seed,
    store,
    onEvents: (events) => live.applyAll(events),
  });
  const rebuilt = new HandHistoryProjection();
  const checks = await verifySimulation(report, store, (events) => rebuilt.applyAll(events));
  return {
    report,
    checks,
    projectionsEqual: canonicalJson(rebuilt.snapshot()) === canonicalJson(live.snapshot()),
  };
}

const common = {
  chipsConserved: true,
  everyonePlacedOnce: true,
  hashChainValid: true,
  stateEqualsRebuild: true,
};

describe('the simulation plays each format to its own end (issue 19)', () => {
  it.each([1, 2])(
    'FSNP Art. 140.1(a), (f); DECISION-10: a 50-50 Turbo (seed %i) stops with half the field out, ranks the rest by chips and pays the fund',
    async (seed) => {
      const { report, checks, projectionsEqual } = await play('50-50', seed);
      expect(report.tournamentType).toBe('TURBO_50_50');
      expect(report.state.status).toBe('completed');
      expect(report.standings).toHaveLength(10);
      expect(
        Object.values(report.state.entrants).filter((e) => e.status === 'seated'),
      ).toHaveLength(5);
      expect(checks).toMatchObject({
        ...common,
        format: {
          endedWhenHalfTheFieldWasOut: true,
          survivorsRankedByChips: true,
          survivorsHoldAllChips: true,
          prizesSumToTheFund: true,
        },
      });
      expect(projectionsEqual).toBe(true);
    },
    60_000,
  );

  it.each([1, 2])(
    'FSNP Art. 140.2(a), (d), (e): a single-table Turbo (seed %i) raises the level per orbit from seat 1, down to one player with every chip',
    async (seed) => {
      const { report, checks, projectionsEqual } = await play('ST', seed);
      expect(report.tournamentType).toBe('ST_TURBO');
      // These seeds complete orbits with more than 3 players, so the level did go up.
      expect(report.state.orbitLevel).toBeGreaterThan(1);
      expect(report.standings).toHaveLength(10);
      expect(checks).toMatchObject({
        ...common,
        format: { winnerHoldsAllChips: true, buttonStartsAtSeat1: true, levelPerOrbit: true },
      });
      expect(projectionsEqual).toBe(true);
    },
    60_000,
  );

  it.each([1, 2])(
    'FSNP Art. 142(a), (f); DECISION-12: a qualifier of 16 (seed %i) ends by itself when the players left equal the tickets, and awards the tickets and the remainder',
    async (seed) => {
      const { report, checks, projectionsEqual } = await play('QUALIFIER', seed, 16);
      expect(report.tournamentType).toBe('QUALIFIER');
      expect(report.state.status).toBe('completed');
      expect(report.standings).toHaveLength(16);
      expect(checks).toMatchObject({
        ...common,
        format: {
          ticketsAllocated: true,
          endedWhenPlayersLeftEqualTickets: true,
          noHandAfterTheEnd: true,
          ticketsAwarded: true,
          remainderToNextPlace: true,
          chipsConserved: true,
        },
      });
      expect(projectionsEqual).toBe(true);
    },
    60_000,
  );

  it.each([1, 2])(
    'FSNP Art. 141(a), (f): a bounty tournament of 16 (seed %i) issues the bounty chips at the start, plays to one winner and pays every bounty won whatever the finish',
    async (seed) => {
      const { report, checks, projectionsEqual } = await play('KO', seed, 16);
      expect(report.tournamentType).toBe('KO');
      expect(report.winner).not.toBeNull();
      expect(checks).toMatchObject({
        ...common,
        format: {
          bountyChipIssuedToEachAtStart: true,
          everyBountyWonPaid: true,
          ownChipNeverPaid: true,
          placesPaidWholePool: true,
          bountyFundCoversWhatWasPaid: true,
          chipsConserved: true,
        },
      });
      expect(projectionsEqual).toBe(true);
    },
    60_000,
  );

  it.each([1, 2])(
    'FSNP Art. 124, 129-130; DECISION-15: a two-day R+A of 16 (seed %i) draws the end-of-day hands, bags, resumes the interrupted level on day 2 and plays to one winner',
    async (seed) => {
      const { report, checks, projectionsEqual } = await play('RA-2DAY', seed, 16);
      expect(report.tournamentType).toBe('RA');
      expect(report.state.day).toBe(2);
      expect(checks).toMatchObject({
        ...common,
        format: {
          winnerHoldsAllChips: true,
          endOfDayHandsDrawnInTheLastLevel: true,
          noTablePlayedMoreThanTheHandsDrawn: true,
          dayOneClosedInItsLastLevel: true,
          noHandWhileTheDayWasClosed: true,
          dayTwoResumedTheInterruptedLevel: true,
        },
      });
      expect(projectionsEqual).toBe(true);
    },
    60_000,
  );

  it('a type code finds its own driver, never a variant: RA plays in one day', () => {
    expect(formatDriver('RA').variant).toBeUndefined();
    expect(formatDriver('RA-2DAY').variant).toBe(true);
    expect(formatDriver('KO')).toBe(FORMAT_DRIVERS.KO);
  });

  it('every entry of the format table plays a tournament type of the rules (no entry falls back)', () => {
    for (const d of Object.values(FORMAT_DRIVERS))
      expect(Object.keys(TOURNAMENT_TYPES)).toContain(d.tournamentType);
  });
});
