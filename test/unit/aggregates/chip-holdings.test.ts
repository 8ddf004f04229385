/**
 * Chips by denomination (FSNP Art. 40, 42, 43; DECISION-8): the starting set is recorded, the
 * race runs on the retired chips the dealers counted, and retired chips found afterwards leave
 * play by their own event. The catalog's numbers: R+A 2,500 = 4 × 25 + 9 × 100 + 3 × 500.
 */
import { given } from '../../support/given';
import { createCmd, lnseCreate, raCreate, Scenario, T } from '../../support/tournament-fixtures';
import { chipsInPlay, chipsOnTables } from '../../../src/aggregates/tournament';
import { getRuleset } from '../../../src/rules/registry';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream as stored } from '../../support/stored-stream';

type Race = Extract<TournamentEvent, { type: 'ChipRaceConducted' }>;
type Removed = Extract<TournamentEvent, { type: 'OddChipsRemoved' }>;

/** One table of 10 (FSNP R+A, 2,500 each), stacks by seat, at the break after level 8. */
function tableAtBreak(stacks: number[]): Scenario {
  const sc = new Scenario(11).setup(raCreate({ seatsPerTable: 10 }), 10).at(100);
  sc.playHand('T1', Object.fromEntries(stacks.map((chips, i) => [String(i + 1), chips])));
  return sc.at(8 * 15 + 1);
}
/** The same table, its stacks set by the floor's count (LNSE IV.7.1), as the audit replays it. */
function countedAtBreak(stacks: number[]): Scenario {
  const sc = new Scenario(11).setup(raCreate({ seatsPerTable: 10 }), 10).at(100);
  sc.do({
    type: 'RecordChipCounts',
    tournamentId: T,
    tableId: 'T1',
    counts: stacks.map((chips, i) => ({ seat: i + 1, chips })),
  });
  return sc.at(8 * 15 + 1);
}
const STACKS = [2525, 2550, 2575, 25, 2900, 2900, 2900, 2900, 2900, 2825];
const conserved = (sc: Scenario) => expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));

describe('FSNP Art. 43: the starting set is recorded at creation', () => {
  it.each([
    [
      'RA',
      2_500,
      [
        [25, 4],
        [100, 9],
        [500, 3],
      ],
    ],
    [
      'SC',
      6_000,
      [
        [25, 4],
        [100, 9],
        [500, 4],
        [1_000, 3],
      ],
    ],
    [
      'FZ',
      15_000,
      [
        [25, 4],
        [100, 9],
        [500, 6],
        [1_000, 6],
        [5_000, 1],
      ],
    ],
  ])('FSNP Art. 43: a %s of %d records its set per denomination', (tournamentType, stack, set) => {
    const [e] = given()
      .when(createCmd({ tournamentType, startingStack: stack }))
      .then({
        type: 'TournamentCreated',
      });
    expect(e.data).toMatchObject({
      startingSet: set.map(([denomination, count]) => ({ denomination, count })),
    });
  });

  it('LNSE 123/13 I.1(5): a stack published without a set records none', () => {
    const [e] = given().when(lnseCreate()).then({ type: 'TournamentCreated' });
    expect(e.data).not.toHaveProperty('startingSet');
  });
});

describe('FSNP Art. 40, 42: the race on the counted chips, then the leftovers', () => {
  // Seat 2's two 25s were not found at the count; seat 10 had three of its five counted.
  const counts = [
    [1, 5],
    [2, 0],
    [3, 7],
    [4, 1],
    [5, 4],
    [10, 3],
  ].map(([seat, count]) => ({ tableId: 'T1', seat, count }));

  it('FSNP Art. 40(a); DECISION-8: one card per odd chip counted, the counts recorded, the chips accounted for', () => {
    const sc = tableAtBreak(STACKS);
    const [e] = sc.do({ type: 'ColorUp', tournamentId: T, denomination: 25, counts }) as [Race];
    // The race cites the ruleset's own chip-race article (chipRace.raceChips).
    expect(e.ruleRef).toBe('FSNP Art. 40 (note 1); DECISION-8');
    // 5 → one 100 and 1 odd; 7 → one 100 and 3 odd; 4 → one 100, none odd; 3 → 3 odd.
    expect(e.data.tables[0].cards.map((c) => [c.seat, c.cards.length])).toEqual([
      [1, 1],
      [3, 3],
      [4, 1],
      [10, 3],
    ]);
    expect(e.data.tables[0].oddValue).toBe(8 * 25);
    expect(e.data.retiredCounts).toEqual(counts);
    const seat2 = e.data.results.find((r) => r.seat === 2)!;
    expect(seat2).toMatchObject({ before: 2550, after: 2550 });
    conserved(sc);
  });

  it('FSNP Art. 42: retired chips found afterwards leave play by their own event, exchanged where they make a 100', () => {
    const sc = tableAtBreak(STACKS);
    sc.do({ type: 'ColorUp', tournamentId: T, denomination: 25, counts });
    const inPlay = chipsInPlay(sc.state);
    const stack10 = sc.state.entrants[sc.state.tables.T1.seats[10]].stack;
    const [e] = sc.do({
      type: 'RemoveLeftoverChips',
      tournamentId: T,
      denomination: 25,
      found: [
        { tableId: 'T1', seat: 2, count: 2 },
        { tableId: 'T1', seat: 10, count: 2 },
        { tableId: 'T1', seat: 6, count: 4 },
      ],
    }) as [Removed];
    expect(e).toMatchObject({
      type: 'OddChipsRemoved',
      ruleRef: 'FSNP Art. 42',
      data: { retired: 25, smallestRemaining: 100, chipsRemoved: 100 },
    });
    expect(e.data.seats).toEqual([
      { tableId: 'T1', seat: 2, count: 2, exchanged: 0, removed: 50, before: 2550, after: 2500 },
      expect.objectContaining({
        seat: 10,
        count: 2,
        exchanged: 0,
        removed: 50,
        after: stack10 - 50,
      }),
      { tableId: 'T1', seat: 6, count: 4, exchanged: 1, removed: 0, before: 2900, after: 2900 },
    ]);
    expect(sc.state.entrants[sc.state.tables.T1.seats[2]].stack).toBe(2500);
    expect(chipsInPlay(sc.state)).toBe(inPlay - 100);
    conserved(sc);
  });

  it('FSNP Art. 40, 42: the rule audit replays the counted race and the removal and finds them as the articles give', () => {
    const sc = countedAtBreak(STACKS);
    sc.do({ type: 'ColorUp', tournamentId: T, denomination: 25, counts });
    sc.do({
      type: 'RemoveLeftoverChips',
      tournamentId: T,
      denomination: 25,
      found: [{ tableId: 'T1', seat: 2, count: 2 }],
    });
    expect(auditEvents(stored(sc.events)).broken).toBeUndefined();
    const forged = sc.events.map((e) =>
      e.type === 'OddChipsRemoved'
        ? { ...e, data: { ...e.data, seats: [{ ...e.data.seats[0], removed: 25, after: 2525 }] } }
        : e,
    );
    expect(auditEvents(stored(forged)).broken).toMatchObject({ type: 'OddChipsRemoved' });
  });

  it('FSNP Art. 35, 40: a count of more chips than the stack holds is refused, naming the count', () => {
    const sc = tableAtBreak(STACKS);
    const r = sc.try({
      type: 'ColorUp',
      tournamentId: T,
      denomination: 25,
      counts: [{ tableId: 'T1', seat: 4, count: 2 }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.rejection).toMatchObject({
        code: 'CHIP_COUNT_INCONSISTENT',
        ruleRef: 'FSNP Art. 35, 40',
      });
      expect(r.rejection.message).toMatch(/^counts\[0\]: /);
    }
  });

  it('FSNP Art. 42: chips of a denomination still in play are not leftovers', () => {
    const sc = tableAtBreak(STACKS);
    const r = sc.try({
      type: 'RemoveLeftoverChips',
      tournamentId: T,
      denomination: 25,
      found: [{ tableId: 'T1', seat: 2, count: 2 }],
    });
    expect(!r.ok && r.rejection).toMatchObject({
      code: 'DENOMINATION_NOT_RETIRED',
      ruleRef: 'FSNP Art. 42',
    });
  });

  it('LNSE 123/13 II.14-15: chipRace.leftoverAfterRace flipped to none (LNSE): the removal is refused with its article', () => {
    expect(getRuleset('fsnp').chipRace.leftoverAfterRace.value).toBe('exchange-then-remove');
    expect(getRuleset('lnse').chipRace.leftoverAfterRace.value).toBeNull();
    const sc = new Scenario(11).setup(lnseCreate(), 4);
    const r = sc.try({
      type: 'RemoveLeftoverChips',
      tournamentId: T,
      denomination: 25,
      found: [{ tableId: Object.keys(sc.state.tables)[0], seat: 1, count: 2 }],
    });
    expect(!r.ok && r.rejection).toMatchObject({
      code: 'NO_LEFTOVER_PROCEDURE',
      ruleRef: 'LNSE 123/13 II.14-15',
    });
  });
});
