/**
 * The room's chip inventory per denomination (FSNP Art. 35, 39-44; DECISION-8): every event
 * that brings chips into play or takes them out changes the count per denomination, and the
 * value of the counts is always the chips in play. The catalog's numbers: R+A 2,500 = 4 × 25 +
 * 9 × 100 + 3 × 500 (Art. 43).
 */
import fc from 'fast-check';
import { lnseCreate, pid, raCreate, Scenario, T } from '../../support/tournament-fixtures';
import { chipsInPlay, type TournamentState } from '../../../src/aggregates/tournament';
import {
  chipsTakenFrom,
  highValueChips,
  inventoryRows,
  inventoryValue,
} from '../../../src/aggregates/tournament/chips/inventory';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream as stored } from '../../support/stored-stream';
import { loseChips } from '../money/prize-fixtures';

type Purchase = Extract<TournamentEvent, { type: 'AddOnTaken' | 'PlayerReEntered' }>;

const rows = (s: TournamentState) => inventoryRows(s.chips.byDenomination!);
const valueMatches = (s: TournamentState) =>
  expect(inventoryValue(s.chips.byDenomination!)).toBe(chipsInPlay(s));

describe('FSNP Art. 43: the starting sets issued are counted per denomination', () => {
  it('FSNP Art. 43: ten R+A entries put 40 × 25, 90 × 100 and 30 × 500 in play (25,000)', () => {
    const sc = new Scenario(10).setup(raCreate(), 10);
    expect(rows(sc.state)).toEqual([
      { denomination: 25, count: 40 },
      { denomination: 100, count: 90 },
      { denomination: 500, count: 30 },
    ]);
    expect(chipsInPlay(sc.state)).toBe(25_000);
    valueMatches(sc.state);
  });

  it('LNSE 123/13 I.1(5): a stack published without a set has no inventory: unknown, not guessed', () => {
    const sc = new Scenario(4).setup(lnseCreate(), 4);
    expect(sc.state.chips.byDenomination).toBeNull();
  });
});

describe('FSNP Art. 44: purchases are high-value chips, recorded in the event', () => {
  it('FSNP Art. 44: an R+A add-on of 5,000 is recorded as one 5,000 chip and counted', () => {
    const sc = new Scenario(10).setup(raCreate(), 10).at(125);
    sc.do({ type: 'TickClock', tournamentId: T });
    const [e] = sc.do({ type: 'TakeAddOn', tournamentId: T, playerId: 'p01' }) as [Purchase];
    expect(e.data.purchase.chips).toBe(5_000);
    expect(e.data.chipsByDenomination).toEqual([{ denomination: 5_000, count: 1 }]);
    expect(rows(sc.state)).toContainEqual({ denomination: 5_000, count: 1 });
    expect(chipsInPlay(sc.state)).toBe(30_000);
    valueMatches(sc.state);
  });

  it('FSNP Art. 44: a re-entry of 2,500 is 2 × 1,000 and 1 × 500', () => {
    const sc = new Scenario(10).setup(raCreate(), 10).at(30);
    loseChips(sc, 'p02', 0);
    const [e] = sc.do({ type: 'ReEnter', tournamentId: T, playerId: 'p02' }) as [Purchase];
    expect(e.data.chipsByDenomination).toEqual([
      { denomination: 500, count: 1 },
      { denomination: 1_000, count: 2 },
    ]);
    valueMatches(sc.state);
  });

  it('FSNP Art. 35, 44: a purchase recorded with chips worth less than it sells breaks the rule audit', () => {
    const sc = new Scenario(10).setup(raCreate(), 10).at(125);
    sc.do({ type: 'TickClock', tournamentId: T });
    sc.do({ type: 'TakeAddOn', tournamentId: T, playerId: 'p01' });
    expect(auditEvents(stored(sc.events)).broken).toBeUndefined();
    const forged = sc.events.map((e) =>
      e.type === 'AddOnTaken'
        ? { ...e, data: { ...e.data, chipsByDenomination: [{ denomination: 1_000, count: 1 }] } }
        : e,
    );
    expect(auditEvents(stored(forged)).broken).toMatchObject({
      type: 'AddOnTaken',
      invariant: 'the chips in play per denomination add up to the chips in play',
    });
  });
});

describe('FSNP Art. 39-41; DECISION-8: the colour-up changes the counts, not the value', () => {
  it('FSNP Art. 39-41: the 25s leave play; their value after the race comes back as 100s', () => {
    const sc = new Scenario(11).setup(raCreate({ seatsPerTable: 10 }), 10).at(100);
    // Stacks that leave odd 25s at seats 1-4 and 10 (FSNP Art. 40).
    const stacks = [2525, 2550, 2575, 25, 2900, 2900, 2900, 2900, 2900, 2825];
    // The floor's count sets the stacks (LNSE IV.7.1), as the audit replays it.
    sc.do({
      type: 'RecordChipCounts',
      tournamentId: T,
      tableId: 'T1',
      counts: stacks.map((chips, i) => ({ seat: i + 1, chips })),
    });
    sc.at(8 * 15 + 1);
    const before = rows(sc.state);
    expect(before[0]).toEqual({ denomination: 25, count: 40 });
    const [race] = sc.do({ type: 'ColorUp', tournamentId: T, denomination: 25 }) as [
      Extract<TournamentEvent, { type: 'ChipRaceConducted' }>,
    ];
    const after = rows(sc.state);
    expect(after.find((x) => x.denomination === 25)).toBeUndefined();
    // 40 × 25 = 1,000 and the race's delta, in 100s.
    expect(after.find((x) => x.denomination === 100)!.count).toBe(
      90 + (1_000 + race.data.delta) / 100,
    );
    expect(after.find((x) => x.denomination === 500)).toEqual({ denomination: 500, count: 30 });
    valueMatches(sc.state);
    expect(auditEvents(stored(sc.events)).broken).toBeUndefined();
  });
});

describe('FSNP Art. 42: leftover 25s found after the race', () => {
  it('FSNP Art. 42: four 25s found at two seats (2 + 2, 100 removed) take one 100 out of the count, recorded in the event', () => {
    const sc = new Scenario(11).setup(raCreate({ seatsPerTable: 10 }), 10).at(100);
    const stacks = [2525, 2550, 2575, 25, 2900, 2900, 2900, 2900, 2900, 2825];
    sc.do({
      type: 'RecordChipCounts',
      tournamentId: T,
      tableId: 'T1',
      counts: stacks.map((chips, i) => ({ seat: i + 1, chips })),
    });
    sc.at(8 * 15 + 1).do({ type: 'ColorUp', tournamentId: T, denomination: 25 });
    const hundreds = rows(sc.state).find((x) => x.denomination === 100)!.count;
    const [e] = sc.do({
      type: 'RemoveLeftoverChips',
      tournamentId: T,
      denomination: 25,
      found: [
        { tableId: 'T1', seat: 5, count: 2 },
        { tableId: 'T1', seat: 6, count: 2 },
      ],
    }) as [Extract<TournamentEvent, { type: 'OddChipsRemoved' }>];
    expect(e.data).toMatchObject({
      chipsRemoved: 100,
      chipsRemovedByDenomination: [{ denomination: 100, count: 1 }],
    });
    expect(rows(sc.state).find((x) => x.denomination === 100)!.count).toBe(hundreds - 1);
    valueMatches(sc.state);
    expect(auditEvents(stored(sc.events)).broken).toBeUndefined();
  });
});

describe('FSNP Art. 35: a stack leaving play leaves by value, largest chips first', () => {
  it('FSNP Art. 35: a withdrawn stack of 2,500 leaves as five 500s: the count drops by its value', () => {
    const sc = new Scenario(10).setup(raCreate(), 10).at(30);
    const [e] = sc.do({
      type: 'RemovePlayer',
      tournamentId: T,
      playerId: 'p01',
      reason: 'withdrawal',
    });
    // Decided once and recorded: a replay takes out the same chips.
    expect(e).toMatchObject({
      type: 'PlayerEliminated',
      data: { chipsRemoved: 2_500, chipsRemovedByDenomination: [{ denomination: 500, count: 5 }] },
    });
    expect(rows(sc.state)).toEqual([
      { denomination: 25, count: 40 },
      { denomination: 100, count: 90 },
      { denomination: 500, count: 25 },
    ]);
    expect(chipsInPlay(sc.state)).toBe(22_500);
    valueMatches(sc.state);
  });

  it('FSNP Art. 35: the largest-first breakdown is exact, or none (never a guess)', () => {
    expect(chipsTakenFrom({ 25: 4, 100: 9, 500: 3 }, 1_150)).toEqual([
      { denomination: 25, count: 2 },
      { denomination: 100, count: 1 },
      { denomination: 500, count: 2 },
    ]);
    expect(chipsTakenFrom({ 25: 4, 100: 9, 500: 3 }, 2_050)).toEqual([
      { denomination: 25, count: 2 },
      { denomination: 100, count: 5 },
      { denomination: 500, count: 3 },
    ]);
    expect(chipsTakenFrom({ 100: 9, 500: 3 }, 150)).toBeNull();
    expect(chipsTakenFrom({ 25: 4 }, 200)).toBeNull();
    expect(highValueChips(5_000, [25, 100, 500, 1_000, 5_000])).toEqual([
      { denomination: 5_000, count: 1 },
    ]);
    expect(highValueChips(60, [25, 100])).toBeNull();
  });
});

describe('FSNP Art. 35, 43, 44: the inventory is worth the chips in play (fast-check)', () => {
  type Step = { kind: 'bust' | 'topUp' | 'addOn'; player: number };
  const step = fc.record({
    kind: fc.constantFrom('bust' as const, 'topUp' as const, 'addOn' as const),
    player: fc.nat(40),
  });

  it('FSNP Art. 35, 43, 44: after every event of random busts, re-entries, top-ups and add-ons, the counts are worth the chips in play and the audit agrees', () => {
    fc.assert(
      fc.property(fc.constantFrom(7, 9, 14, 18), fc.array(step, { maxLength: 15 }), (n, steps) => {
        const sc = new Scenario(n).setup(raCreate(), n).at(30);
        const tryDo = (c: Parameters<Scenario['do']>[0]) => sc.try(c).ok && sc.do(c);
        for (const s of steps as Step[]) {
          const p = pid((s.player % n) + 1);
          if (s.kind === 'bust' && sc.state.entrants[p].stack > 0) {
            loseChips(sc, p, 0);
            tryDo({ type: 'ReEnter', tournamentId: T, playerId: p });
          }
          if (s.kind === 'topUp' && sc.state.entrants[p].stack >= 1_000) {
            loseChips(sc, p, 1_000);
            tryDo({ type: 'TopUp', tournamentId: T, playerId: p });
          }
          expect(sc.state.chips.byDenomination).not.toBeNull();
          valueMatches(sc.state);
        }
        sc.at(125).do({ type: 'TickClock', tournamentId: T });
        for (const s of steps as Step[])
          if (s.kind === 'addOn')
            tryDo({ type: 'TakeAddOn', tournamentId: T, playerId: pid((s.player % n) + 1) });
        valueMatches(sc.state);
        expect(auditEvents(stored(sc.events)).broken).toBeUndefined();
      }),
      { numRuns: 25 },
    );
  });
});
