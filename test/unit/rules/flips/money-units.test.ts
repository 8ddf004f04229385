/**
 * Flip test of money.minorUnitsPerMajor (issue 18; table: ./money.table.ts): the ranking points
 * read the buy-in's prize part in major units, converted by the ruleset in force.
 */
import { newPolicyState, tournamentResult } from '../../../../src/commands/ranking/policy';
import { tlbPointsHundredths } from '../../../../src/rules/ranking';
import { awardPoints } from '../../../../src/aggregates/season/points';
import type { TournamentCreatedData } from '../../../../src/events/tournament-events';
import { flipParameter } from '../../../support/flip-parameter';
import { createCmd, created, Scenario } from '../../../support/tournament-fixtures';

describe('money.minorUnitsPerMajor: minor units in a major unit', () => {
  const facts = () => ({
    created: created({ buyIn: { prizeFund: 40_000, fee: 10_000 } }).data as TournamentCreatedData,
    registeredClub: {},
    disqualified: new Set<string>(),
    completed: {
      standings: [1, 2, 3, 4].map((place) => ({ playerId: `p0${place}`, place, sharedBy: 1 })),
      completedAt: '2026-12-05T23:00:00.000Z',
    },
  });
  const winnerPoints = () => {
    const r = tournamentResult(newPolicyState(), facts());
    return { m: r.minorUnitsPerMajor, points: tlbPointsHundredths({ ...r, place: 1 }) };
  };

  it('FSNP Art. 30; DECISION-2 (money.minorUnitsPerMajor): a prize part of 40,000 bani scores as RON 400 in the DECISION-1 formula; flipped to 1,000 a unit, as 40', () => {
    const plain = winnerPoints();
    expect(plain.m).toBe(100);
    // N = 4, k = 1, b = 400: 10 x 2 x (1 + log10(400.25)) = 72.05 points.
    expect(plain.points).toBe(Math.floor(1000 * 2 * (1 + Math.log10(400.25)) + 0.5));
    const flipped = flipParameter('fsnp', 'money.minorUnitsPerMajor', 1_000, winnerPoints);
    expect(flipped.m).toBe(1_000);
    expect(flipped.points).toBe(Math.floor(1000 * 2 * (1 + Math.log10(40.25)) + 0.5));
    expect(flipped.points).toBeLessThan(plain.points);
  });
});

describe('money.currency: the currency amounts are kept in', () => {
  /** A freezeout created without a currency, one player registered: his purchase line. */
  const firstPurchase = () => {
    const sc = new Scenario().setup(
      createCmd({ tournamentType: 'FZ', currency: undefined }),
      1,
      false,
    );
    const created = sc.events.find((e) => e.type === 'TournamentCreated')!;
    const registered = sc.events.find((e) => e.type === 'PlayerRegistered')!;
    return {
      tournament: (created.data as TournamentCreatedData).currency,
      purchase: (registered.data as { purchase?: { currency: string } }).purchase?.currency,
    };
  };

  it('FSNP Art. 30 (money.currency): a tournament created without a currency keeps its amounts in RON; flipped to EUR, in EUR', () => {
    expect(firstPurchase()).toEqual({ tournament: 'RON', purchase: 'RON' });
    expect(flipParameter('fsnp', 'money.currency', 'EUR', firstPurchase)).toEqual({
      tournament: 'EUR',
      purchase: 'EUR',
    });
    // The club may configure its own currency (the ruleset's note): it prevails either way.
    const own = flipParameter(
      'fsnp',
      'money.currency',
      'EUR',
      () =>
        new Scenario().setup(createCmd({ tournamentType: 'FZ', currency: 'USD' }), 1, false).state,
    );
    expect(own.config!.currency).toBe('USD');
  });
});

describe('ranking.everyPlaceScores: which places earn ranking points', () => {
  const facts = () => ({
    created: created({ buyIn: { prizeFund: 40_000, fee: 10_000 } }).data as TournamentCreatedData,
    registeredClub: {},
    disqualified: new Set<string>(),
    paidPlaces: 3,
    completed: {
      standings: [1, 2, 3, 4, 5].map((place) => ({ playerId: `p0${place}`, place, sharedBy: 1 })),
      completedAt: '2026-12-05T23:00:00.000Z',
    },
  });
  const points = () =>
    awardPoints(tournamentResult(newPolicyState(), facts()), { id: 'tlb' }).map((a) => a.points);

  it('DECISION-1 (ranking.everyPlaceScores): every one of the five places scores; flipped to false only the three paid places do', () => {
    const plain = points();
    expect(plain.every((p) => p > 0)).toBe(true);
    const flipped = flipParameter('fsnp', 'ranking.everyPlaceScores', false, points);
    expect(flipped.slice(0, 3)).toEqual(plain.slice(0, 3));
    expect(flipped.slice(3)).toEqual([0, 0]);
  });
});
