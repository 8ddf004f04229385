/**
 * Issue 18: the chip race parameters (FSNP Art. 40; LNSE 123/13 II.13-15; Club Rule 24;
 * DECISION-8) flipped one at a time: the same odd chips and the same cards race differently.
 * The race rules reach raceAt through raceRulesOf, read from the ruleset in force.
 */
import { raceAt, raceRulesOf } from '../../../../src/aggregates/tournament/chips/chips';
import { rankOf } from '../../../../src/poker/cards';
import { seeded } from '../../../support/given';
import { raCreate, Scenario, T } from '../../../support/tournament-fixtures';
import { flipParameter } from '../../../support/flip-parameter';

type Holders = Parameters<typeof raceAt>[1];
const race = (holders: Holders, retired: number, next: number, seed: number, rulesetId = 'fsnp') =>
  raceAt('T1', holders, retired, next, seeded(seed), 'half-up', undefined, raceRulesOf(rulesetId));

describe('chipRace.maxChipsPerPlayer', () => {
  // 25s raced for 500s: 475 + 275 + 250 odd = 1,000, two 500 chips at stake; seat 1 holds 19 cards.
  const holders = [
    { seat: 1, stack: 1475 },
    { seat: 2, stack: 1275 },
    { seat: 3, stack: 1250 },
  ];
  it('FSNP Art. 40 (note 2); DECISION-8: one chip per player, so the two chips go to two players; flipped to 2, seat 1’s two best cards win both', () => {
    const one = race(holders, 25, 500, 1).table;
    expect(one.chipsRaced).toBe(2);
    expect(new Set(one.winners).size).toBe(2);
    const two = flipParameter('fsnp', 'chipRace.maxChipsPerPlayer', 2, () =>
      race(holders, 25, 500, 1),
    );
    expect(two.table.winners).toEqual([1, 1]);
    expect(two.results.find((r) => r.seat === 1)!.after).toBe(1000 + 1000);
  });
});

describe('chipRace.suitOrder', () => {
  // Four single odd 25s race one 100; with seed 24 the two best cards share their rank.
  const holders = [1, 2, 3, 4].map((seat) => ({ seat, stack: 1025 }));
  it('DECISION-8; LNSE 123/13 II.21: of two cards of the top rank the spade-side suit wins; flipped to clubs first the other player wins', () => {
    const base = race(holders, 25, 100, 24).table;
    const flipped = flipParameter('fsnp', 'chipRace.suitOrder', ['c', 'd', 'h', 's'], () =>
      race(holders, 25, 100, 24),
    ).table;
    const top = (seat: number, t: typeof base) =>
      Math.max(...t.cards.find((c) => c.seat === seat)!.cards);
    expect(rankOf(top(base.winners[0], base))).toBe(rankOf(top(flipped.winners[0], base)));
    expect(flipped.winners).not.toEqual(base.winners);
    expect(top(base.winners[0], base)).toBeGreaterThan(top(flipped.winners[0], base));
  });
});

describe('chipRace.protectionChipIsExtra', () => {
  // 25 + 50 + 25 odd = one 100 at stake; seat 3 has only his 25 chip.
  const holders = [
    { seat: 1, stack: 1025 },
    { seat: 2, stack: 1050 },
    { seat: 3, stack: 25 },
  ];
  it('FSNP Art. 40(b) (note 4); DECISION-8: the protection chip is extra, the race still pays its chip; flipped to false it is the chip raced', () => {
    const seed = [1, 2, 3, 4, 5].find((n) => !race(holders, 25, 100, n).table.winners.includes(3))!;
    const extra = race(holders, 25, 100, seed);
    expect(extra.table.protectedSeats).toEqual([3]);
    expect(extra.table.winners).toHaveLength(1);
    const delta = (r: typeof extra) => r.results.reduce((a, x) => a + x.after - x.before, 0);
    expect(delta(extra)).toBe(100);
    const within = flipParameter('fsnp', 'chipRace.protectionChipIsExtra', false, () =>
      race(holders, 25, 100, seed),
    );
    expect(within.table.protectedSeats).toEqual([3]);
    expect(within.table.winners).toEqual([]);
    expect(delta(within)).toBe(0);
  });
});

describe('chipRace.onlyBetweenLevels', () => {
  it('FSNP Art. 40: a colour-up during a level is refused; with chipRace.onlyBetweenLevels flipped to false it is conducted between hands', () => {
    const sc = new Scenario(11).setup(raCreate(), 10).at(9 * 15 + 15 + 5);
    const colorUp = { type: 'ColorUp', tournamentId: T, denomination: 25 } as const;
    expect(sc.try(colorUp)).toMatchObject({
      ok: false,
      rejection: { code: 'COLOR_UP_NOT_AT_BREAK', ruleRef: 'FSNP Art. 40' },
    });
    const d = flipParameter('fsnp', 'chipRace.onlyBetweenLevels', false, () => sc.try(colorUp));
    expect(d.ok && d.events.map((e) => e.type)).toEqual(['ChipRaceConducted']);
  });
});

describe('clock.atLeastOneOrbitPerLevel', () => {
  /** 25 at three tables, 15-minute levels: T1 deals two hands of level 1, then the level ends. */
  const twoHandsThenTick = () => {
    const sc = new Scenario().setup(raCreate(), 25).at(5);
    sc.playHand('T1').playHand('T1');
    return sc.at(16).do({ type: 'TickClock', tournamentId: T });
  };

  it('FSNP Art. 65 (clock.atLeastOneOrbitPerLevel): level 1 ends on time after two hands at T1, and the short orbit is recorded; flipped to false nothing is', () => {
    const events = twoHandsThenTick();
    const players = events.find((e) => e.type === 'LevelEndedBeforeOrbit');
    expect(players).toMatchObject({
      ruleRef: 'FSNP Art. 65',
      data: { level: 1, tableId: 'T1', handsPlayed: 2 },
    });
    expect((players!.data as { players: number }).players).toBeGreaterThan(2);
    expect(events.at(-1)).toMatchObject({ type: 'LevelStarted', data: { level: 2 } });
    // Tables that dealt no hand at the level are not reported.
    expect(events.filter((e) => e.type === 'LevelEndedBeforeOrbit')).toHaveLength(1);
    const flipped = flipParameter('fsnp', 'clock.atLeastOneOrbitPerLevel', false, twoHandsThenTick);
    expect(flipped.map((e) => e.type)).toEqual(['LevelStarted']);
  });
});
