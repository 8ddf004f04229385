import { fold, seeded } from '../../support/given';
import { raCreate, Scenario, scCreate, T } from '../../support/tournament-fixtures';
import { chipsInPlay, chipsOnTables } from '../../../src/aggregates/tournament';
import { raceAt } from '../../../src/aggregates/tournament/chips/chips';
import type { TournamentEvent } from '../../../src/events/tournament-events';

type Race = Extract<TournamentEvent, { type: 'ChipRaceConducted' }>;
const colorUp = (denomination: number) =>
  ({ type: 'ColorUp', tournamentId: T, denomination }) as const;

/** One table of 10 (FSNP R+A, 2,500 each), stacks by seat, at the break after level 8. */
function tableAtBreak(stacks: number[]): Scenario {
  const sc = new Scenario(11).setup(raCreate(), 10).at(100);
  sc.playHand('T1', Object.fromEntries(stacks.map((chips, i) => [String(i + 1), chips])));
  return sc.at(8 * 15 + 1);
}
const STACKS = [2525, 2550, 2575, 25, 2900, 2900, 2900, 2900, 2900, 2825];

describe('colour-up and chip race', () => {
  it('FSNP Art. 40(a); DECISION-8: one card per odd chip, dealt from seat 1, all of a player’s cards together', () => {
    const sc = tableAtBreak(STACKS);
    const [e] = sc.do(colorUp(25)) as [Race];
    const t = e.data.tables[0];
    expect(t.cards.map((c) => [c.seat, c.cards.length])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 1],
      [10, 1],
    ]);
    expect(new Set(t.cards.flatMap((c) => c.cards)).size).toBe(8);
    expect(t.oddValue).toBe(200);
  });

  it('DECISION-8; LNSE IV.7.2(C): the highest cards win the raced chips, one chip per player at most', () => {
    const sc = tableAtBreak(STACKS);
    const [e] = sc.do(colorUp(25)) as [Race];
    const t = e.data.tables[0];
    expect(t.chipsRaced).toBe(2);
    const best = t.cards
      .map((c) => ({ seat: c.seat, top: Math.max(...c.cards) }))
      .sort((a, b) => b.top - a.top)
      .slice(0, 2)
      .map((x) => x.seat);
    expect(t.winners).toEqual(best);
    expect(new Set(t.winners).size).toBe(t.winners.length);
    for (const r of e.data.results) {
      const odd = r.before % 100;
      const won = t.winners.includes(r.seat) ? 100 : 0;
      const expected = r.before - odd + won || (r.before > 0 ? 100 : 0);
      expect(r.after).toBe(expected);
    }
  });

  it('FSNP Art. 40(b); LNSE II.15: a player whose whole stack is one 25 chip is not eliminated by the race', () => {
    const sc = tableAtBreak(STACKS);
    const [e] = sc.do(colorUp(25)) as [Race];
    const seat4 = e.data.results.find((r) => r.seat === 4)!;
    expect(seat4.after).toBe(100);
    expect(sc.state.entrants[sc.state.tables.T1.seats[4]].stack).toBe(100);
    if (!e.data.tables[0].winners.includes(4)) expect(e.data.tables[0].protectedSeats).toEqual([4]);
  });

  it('FSNP Art. 35; DECISION-8: the race delta is recorded and chips in play stay accounted for exactly', () => {
    const sc = tableAtBreak(STACKS);
    const before = chipsOnTables(sc.state);
    const [e] = sc.do(colorUp(25)) as [Race];
    expect(chipsOnTables(sc.state)).toBe(before + e.data.delta);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
    expect(sc.state.denominations).toEqual([100, 500, 1000, 5000]);
  });

  it('DESIGN: replaying the race event gives the same stacks without dealing again', () => {
    const sc = tableAtBreak(STACKS);
    sc.do(colorUp(25));
    expect(fold(sc.events).entrants).toEqual(sc.state.entrants);
  });

  it('DECISION-8: chips raced are the odd value ÷ new value rounded half up (150 → 2, 125 → 1)', () => {
    const r1 = raceAt(
      'T1',
      [
        { seat: 1, stack: 1075 },
        { seat: 2, stack: 1075 },
      ],
      25,
      100,
      seeded(1),
    );
    expect(r1.table).toMatchObject({ oddValue: 150, chipsRaced: 2 });
    const r2 = raceAt(
      'T1',
      [
        { seat: 1, stack: 1075 },
        { seat: 2, stack: 1050 },
      ],
      25,
      100,
      seeded(1),
    );
    expect(r2.table).toMatchObject({ oddValue: 125, chipsRaced: 1 });
  });

  it('LNSE II.14: a player holding three odd chips still wins at most one higher chip', () => {
    const r = raceAt(
      'T1',
      [
        { seat: 1, stack: 1075 },
        { seat: 2, stack: 1075 },
        { seat: 3, stack: 1075 },
      ],
      25,
      100,
      seeded(5),
    );
    expect(r.table.chipsRaced).toBe(2);
    expect(r.results.filter((x) => x.after === 1100)).toHaveLength(2);
    expect(r.results.filter((x) => x.after === 1000)).toHaveLength(1);
  });

  it('FSNP Art. 40; LNSE II.13: a colour-up during a level is refused', () => {
    const sc = new Scenario().setup(raCreate(), 10).at(100);
    expect(sc.try(colorUp(25))).toMatchObject({
      ok: false,
      rejection: { code: 'COLOR_UP_NOT_AT_BREAK' },
    });
  });

  it('FSNP Art. 39: only the smallest denomination is taken out', () => {
    const sc = tableAtBreak(STACKS);
    expect(sc.try(colorUp(100))).toMatchObject({
      ok: false,
      rejection: { code: 'COLOR_UP_NOT_SMALLEST', ruleRef: 'FSNP Art. 39' },
    });
  });

  it('FSNP Art. 39: the 25 chip cannot go at the break after level 4 of structure B (level 5 has a 25 ante)', () => {
    const sc = new Scenario().setup(scCreate(), 25).at(4 * 20 + 2);
    expect(sc.try(colorUp(25))).toMatchObject({
      ok: false,
      rejection: { code: 'DENOMINATION_STILL_NEEDED', ruleRef: 'FSNP Art. 39' },
    });
  });

  it('FSNP Art. 39: a colour-up that would lose chips (100s while 600/1,200 blinds follow) is refused', () => {
    const sc = tableAtBreak(STACKS);
    sc.do(colorUp(25));
    expect(sc.try(colorUp(100))).toMatchObject({
      ok: false,
      rejection: { code: 'DENOMINATION_STILL_NEEDED' },
    });
  });

  it('FSNP Art. 35: a stack that cannot be made of the chips in play stops the colour-up for a recount', () => {
    const sc = tableAtBreak([2510, 2540, ...STACKS.slice(2)]);
    expect(sc.try(colorUp(25))).toMatchObject({
      ok: false,
      rejection: { code: 'CHIP_COUNT_INCONSISTENT' },
    });
  });

  it('LNSE IV.7.2; FSNP Art. 39: four 25 chips are exchanged for one 100 at equal value, no card dealt', () => {
    const r = raceAt(
      'T1',
      [
        { seat: 3, stack: 1100 },
        { seat: 5, stack: 2400 },
      ],
      25,
      100,
      seeded(9),
    );
    expect(r.results.map((x) => x.after)).toEqual([1100, 2400]);
    expect(r.table).toMatchObject({ cards: [], oddValue: 0, chipsRaced: 0, winners: [] });
  });
});
