/**
 * Issue 18 (a citation names the ruleset in force): the final table formed at 9 players cites
 * LNSE 123/13 I.98-99 under LNSE and FSNP Art. 47 under FSNP, never both.
 */
import { createCmd, lnseCreate, Scenario, T } from '../../support/tournament-fixtures';
import type { CreateTournament } from '../../../src/aggregates/tournament/commands';
import { flipParameter } from '../../support/flip-parameter';

/** 18 players on two tables; nine go out (chips to a table mate), leaving nine. */
function nineLeft(create: CreateTournament): Scenario {
  const sc = new Scenario(4).setup(create, 18).at(30);
  const out = ['T1', 'T2'].flatMap((t, i) =>
    Object.values(sc.state.tables[t].seats).slice(0, i === 0 ? 5 : 4),
  );
  for (const p of out) {
    const { tableId } = sc.seatOf(p);
    const mate = Object.values(sc.state.tables[tableId].seats).find(
      (x) => x !== p && !out.includes(x),
    )!;
    const e = sc.state.entrants;
    sc.playHand(tableId, { [p]: 0, [mate]: e[mate].stack + e[p].stack });
    sc.playHand(tableId);
  }
  return sc;
}

describe('LNSE I.98-99; FSNP Art. 47: the final table cites the ruleset in force', () => {
  it.each([
    // IV.8.3: the LNSE final table is seated by the seat-card draw (tables.finalTableSeatDraw).
    ['lnse', 'LNSE 123/13 I.98-99; LNSE 123/13 IV.8.3', lnseCreate()],
    ['fsnp', 'FSNP Art. 47', createCmd({ tournamentType: 'FZ', startingStack: 15000 })],
  ])(
    'given nine players left under %s, when the final table is formed, then it cites %s alone',
    (_id, cite, create) => {
      const sc = nineLeft(create);
      const [e] = sc.do({ type: 'FormFinalTable', tournamentId: T });
      expect(e).toMatchObject({ type: 'FinalTableFormed', ruleRef: cite });
      expect(Object.keys(sc.state.tables.FT.seats)).toHaveLength(9);
    },
  );
});

describe('LNSE 123/13 IV.8.3 — final table at 9, card draw for seat-card picking order', () => {
  it('LNSE 123/13 IV.8.3: given nine players left on two tables, when the final table is formed, each is dealt one face-up card from seat 1 clockwise and the highest card picks first', () => {
    const sc = nineLeft(lnseCreate());
    const before = structuredClone(sc.state.entrants);
    const [e] = sc.do({ type: 'FormFinalTable', tournamentId: T });
    if (e.type !== 'FinalTableFormed') throw new Error(e.type);
    const draw = e.data.seatCardDraw!;
    // Dealt table by table, from each table's lowest seat clockwise, one card each, no repeats.
    const dealt = draw.cards.map((c) => `${c.tableId}:${c.seat}`);
    const inSeatOrder = [...draw.cards]
      .sort((a, b) => a.tableId.localeCompare(b.tableId) || a.seat - b.seat)
      .map((c) => `${c.tableId}:${c.seat}`);
    expect(dealt).toEqual(inSeatOrder);
    for (const c of draw.cards)
      expect([c.tableId, c.seat]).toEqual([before[c.playerId].tableId, before[c.playerId].seat]);
    expect(new Set(draw.cards.map((c) => c.card)).size).toBe(9);
    // card = rank * 4 + suit with clubs 0 … spades 3 (src/poker/cards.ts): the number orders the
    // cards by rank, then spades, hearts, diamonds, clubs (II.21). The highest picks first.
    const cardOf = Object.fromEntries(draw.cards.map((c) => [c.playerId, c.card]));
    expect(draw.pickOrder).toEqual(
      [...draw.cards].sort((a, b) => b.card - a.card).map((c) => c.playerId),
    );
    for (let i = 1; i < 9; i++)
      expect(cardOf[draw.pickOrder[i - 1]]).toBeGreaterThan(cardOf[draw.pickOrder[i]]);
    // Each picks a free seat card in that order: the assignments follow it, seats 1-9 once each.
    expect(e.data.assignments.map((a) => a.playerId)).toEqual(draw.pickOrder);
    expect(e.data.assignments.map((a) => a.seat).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    for (const a of e.data.assignments) expect(sc.state.tables.FT.seats[a.seat]).toBe(a.playerId);
  });

  it('LNSE 123/13 IV.8.3: tables.finalTableSeatDraw flipped to system-rng, the final table is drawn without cards', () => {
    flipParameter('lnse', 'tables.finalTableSeatDraw', 'system-rng', () => {
      const sc = nineLeft(lnseCreate());
      const [e] = sc.do({ type: 'FormFinalTable', tournamentId: T });
      expect(e).toMatchObject({ type: 'FinalTableFormed', ruleRef: 'LNSE 123/13 I.98-99' });
      if (e.type !== 'FinalTableFormed') throw new Error(e.type);
      expect(e.data.seatCardDraw).toBeUndefined();
      expect(Object.keys(sc.state.tables.FT.seats)).toHaveLength(9);
    });
  });
});
