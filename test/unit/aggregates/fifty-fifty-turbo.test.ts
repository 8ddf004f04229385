/**
 * FSNP Art. 140.1 (50-50 Turbo) with the catalog's numbers: exactly 10 players, 2,500 chips each,
 * it ends when half the field (5) is out, the 5 left are ranked by chips, and half the fund is
 * shared equally among them, half by chips (DECISION-10), to the minor unit (DECISION-3).
 */
import type { TournamentEvent } from '../../../src/events/tournament-events';
import {
  STRUCTURE_A,
  Scenario,
  T,
  createCmd,
  pid,
  registerCmd,
} from '../../support/tournament-fixtures';
import { DEALER, FLOOR, Table, ofType } from '../hands/support';

const FIELD = 10;
const STACK = 2_500;
const fiftyFifty = (over = {}) =>
  createCmd({
    tournamentType: 'TURBO_50_50',
    startingStack: STACK,
    seatsPerTable: FIELD,
    levels: STRUCTURE_A,
    ...over,
  });

/** One hand: the losers and the winner move all in, everyone else folds; the winner takes every pot. */
function shove(t: Table, losers: readonly number[], winner: number): TournamentEvent[] {
  t.as(DEALER).start();
  t.post();
  for (let guard = 0; guard < 100; guard++) {
    const h = t.hand;
    const e = h.engine!;
    if (e.phase === 'betting') {
      const seat = h.seats[e.toAct];
      const shoves = seat === winner || losers.includes(seat);
      t.act(seat, shoves ? 'all-in' : e.players[e.toAct].bet >= e.high ? 'check' : 'fold');
    } else if (e.phase === 'dealing') t.board();
    else break;
  }
  t.as(FLOOR);
  for (let pots = 1; pots <= FIELD; pots++) {
    const d = t.try({ type: 'AwardPots', ...t.ref(), winners: Array(pots).fill([winner]) });
    if (d.ok) {
      t.apply(...d.events);
      break;
    }
  }
  return t.as(DEALER).complete();
}

const seatsOf = (t: Table) => Object.keys(t.state.tables[t.tableId].seats).map(Number);

describe('FSNP Art. 140.1 50-50 Turbo', () => {
  it('FSNP Art. 140, 140.1(a): the 11th registration is refused and 9 players cannot start', () => {
    const ten = new Scenario().setup(fiftyFifty(), FIELD, false);
    const eleventh = ten.try(
      registerCmd(pid(11), {
        dateOfBirth: '1990-01-01',
        idDocument: { type: 'CI', number: 'X11' },
      }),
    );
    expect(eleventh).toMatchObject({
      ok: false,
      rejection: { code: 'REGISTRATION_FULL', ruleRef: expect.stringContaining('140.1(a)') },
    });
    const nine = new Scenario().setup(fiftyFifty(), FIELD - 1, false);
    expect(nine.try({ type: 'StartTournament', tournamentId: T })).toMatchObject({
      ok: false,
      rejection: { code: 'FIELD_SIZE', ruleRef: expect.stringContaining('140.1(a)') },
    });
  });

  it('FSNP Art. 140.1(a), (c), (f): four out is not the end; the fifth out ends it and the 5 left are ranked by their chips', () => {
    const t = new Table(fiftyFifty(), FIELD);
    const seats = seatsOf(t);
    const [w1, w2, ...rest] = seats;
    shove(t, rest.slice(0, 4), w1);
    expect(t.state.status).toBe('running');
    expect(ofType(t.events, 'PlayerEliminated')).toHaveLength(4);

    // Distinct stacks, so that the chips alone order the five left (the floor's count).
    const fifth = rest[4];
    t.stacks({ [rest[5]]: 1_000, [rest[6]]: 1_500, [rest[7]]: 2_000, [fifth]: 3_000, [w2]: 4_000 });
    const fifthId = t.playerAt(fifth);
    const last = shove(t, [fifth], w2);
    const out = ofType(last, 'PlayerEliminated');
    expect(out.map((e) => [e.data.playerId, e.data.place])).toEqual([[fifthId, 6]]);
    const done = ofType(last, 'TournamentCompleted');
    expect(done).toHaveLength(1);
    expect(done[0].ruleRef).toContain('FSNP Art. 140.1(a)');
    expect(done[0].ruleRef).toContain('FSNP Art. 140.1(f)');
    expect(t.state.status).toBe('completed');

    // The five still in, ranked by the chips they hold after the last hand.
    const survivors = Object.values(t.state.entrants)
      .filter((e) => e.status === 'seated')
      .map((e) => ({ playerId: e.playerId, chips: e.stack }))
      .sort((a, b) => b.chips - a.chips);
    expect(survivors).toHaveLength(FIELD / 2);
    expect(survivors.reduce((a, x) => a + x.chips, 0)).toBe(FIELD * STACK);
    const top = done[0].data.standings.filter((x) => x.place <= 5);
    expect(top.map((x) => [x.playerId, x.chips])).toEqual(
      survivors.map((x) => [x.playerId, x.chips]),
    );
    expect(done[0].data.winnerId).toBe(survivors[0].playerId);
    expect(done[0].data.standings.map((x) => x.place).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 7, 7, 7,
    ]);
  });

  it('FSNP Art. 140.1(a), 128: two out in the hand that passes half the field take places 5-6 by starting stack; place 5 has the equal share only', () => {
    const t = new Table(fiftyFifty({ buyIn: { prizeFund: 10_001, fee: 0 } }), FIELD);
    const [w, ...rest] = seatsOf(t);
    shove(t, rest.slice(0, 4), w);
    const [a, b] = [rest[4], rest[5]];
    t.stacks({ [a]: 1_000, [b]: 2_000, [rest[6]]: 2_200, [rest[7]]: 2_400 });
    const [aId, bId] = [t.playerAt(a), t.playerAt(b)];
    const last = shove(t, [a, b], w);
    expect(
      ofType(last, 'PlayerEliminated').map((e) => [e.data.playerId, e.data.place, e.data.sharedBy]),
    ).toEqual([
      [bId, 5, 1],
      [aId, 6, 1],
    ]);
    const done = ofType(last, 'TournamentCompleted')[0].data;
    expect(done.standings.filter((x) => x.chips !== undefined).map((x) => x.place)).toEqual([
      1, 2, 3, 4,
    ]);
    t.as({ id: 'td-1', role: 'director' });
    t.do({ type: 'FixPayoutTable', tournamentId: T });
    t.do({ type: 'FixPrizePool', tournamentId: T });
    const awards = ofType(t.do({ type: 'AwardPrizes', tournamentId: T }), 'PrizeAwarded');
    const fund = FIELD * 10_001;
    expect(awards.find((x) => x.data.place === 5)!.data).toMatchObject({
      playerId: bId,
      amount: (fund - Math.floor(fund / 2)) / 5,
    });
    expect(awards.reduce((x, y) => x + y.data.amount, 0)).toBe(fund);
  });

  it('FSNP Art. 140.1(a): once half the field is out, no further hand is dealt, citing the article', () => {
    const t = new Table(fiftyFifty(), FIELD);
    const [w, ...rest] = seatsOf(t);
    shove(t, rest.slice(0, 5), w);
    expect(t.state.status).toBe('completed');
    const d = t.as(DEALER).try({ type: 'StartHand', tournamentId: T, tableId: t.tableId });
    expect(d).toMatchObject({
      ok: false,
      rejection: { code: 'TOURNAMENT_OVER', ruleRef: 'FSNP Art. 140.1(a)' },
    });
    if (!d.ok) expect(d.rejection.message).toContain('half the field (5 of 10 players)');
  });

  it('FSNP Art. 140.1(a); DECISION-10: the recorded chips pay the 5 left, half equally, half by chips, summing to the fund', () => {
    const t = new Table(fiftyFifty({ buyIn: { prizeFund: 10_001, fee: 1_000 } }), FIELD);
    const [w, ...rest] = seatsOf(t);
    shove(t, rest.slice(0, 5), w);
    t.as({ id: 'td-1', role: 'director' });
    t.do({ type: 'FixPayoutTable', tournamentId: T });
    const [pool] = t.do({ type: 'FixPrizePool', tournamentId: T });
    const fund = FIELD * 10_001;
    expect(pool.data).toMatchObject({ amount: fund });
    const awards = ofType(t.do({ type: 'AwardPrizes', tournamentId: T }), 'PrizeAwarded');
    const standings = ofType(t.events, 'TournamentCompleted')[0].data.standings;
    expect(awards.map((a) => a.data.playerId)).toEqual(
      standings.filter((x) => x.place <= 5).map((x) => x.playerId),
    );
    expect(awards.reduce((a, x) => a + x.data.amount, 0)).toBe(fund);
    const equalPart = (fund - Math.floor(fund / 2)) / 5;
    awards.forEach((a) => {
      const chips = standings.find((x) => x.playerId === a.data.playerId)!.chips!;
      const byChips = (Math.floor(fund / 2) * chips) / (FIELD * STACK);
      expect(Math.abs(a.data.amount - equalPart - byChips)).toBeLessThan(1);
    });
  });
});

describe('FSNP Art. 140.1(a); DECISION-3, DECISION-10: the 50-50 prize to the minor unit', () => {
  /** A 50-50 that completed with the 5 left holding these chips (places 1-5 as given). */
  const completedWith = (chips: readonly number[], places: readonly number[]) => {
    const t = new Table(fiftyFifty({ buyIn: { prizeFund: 10_001, fee: 0 } }), FIELD);
    const ids = Object.values(t.state.tables[t.tableId].seats);
    const shared = (p: number) => places.filter((x) => x === p).length;
    t.apply({
      type: 'TournamentCompleted',
      data: {
        winnerId: ids[0],
        completedAt: t.now,
        standings: ids.map((playerId, i) => ({
          playerId,
          place: i < 5 ? places[i] : i + 1,
          sharedBy: i < 5 ? shared(places[i]) : 1,
          bountiesWon: 0,
          ...(i < 5 ? { chips: chips[i] } : {}),
        })),
      },
    });
    t.do({ type: 'FixPayoutTable', tournamentId: T });
    t.do({ type: 'FixPrizePool', tournamentId: T });
    return ofType(t.do({ type: 'AwardPrizes', tournamentId: T }), 'PrizeAwarded').map(
      (a) => a.data,
    );
  };

  it('Given a fund of 100,010 and chips 9,000 / 6,000 / 5,000 / 3,000 / 2,000, then 10,001 each plus the chip half by largest remainder', () => {
    // Equal half 50,005 = 5 × 10,001. Chip half 50,005 × c / 25,000 = 18,001.8, 12,001.2,
    // 10,001, 6,000.6, 4,000.4: floors 50,003, the 2 left go to the .8 and the .6.
    expect(
      completedWith([9_000, 6_000, 5_000, 3_000, 2_000], [1, 2, 3, 4, 5]).map((a) => a.amount),
    ).toEqual([28_003, 22_002, 20_002, 16_002, 14_001]);
  });

  it('gap 18 (ASSUMPTION, DECISION-4): two of the 5 with equal chips share places 2-3 and split those prizes equally', () => {
    const awards = completedWith([9_000, 5_500, 5_500, 3_000, 2_000], [1, 2, 2, 4, 5]);
    expect(awards.map((a) => [a.place, a.amount, a.sharedPlaces])).toEqual([
      [1, 28_003, null],
      [2, 21_002, [2, 3]],
      [2, 21_002, [2, 3]],
      [4, 16_002, null],
      [5, 14_001, null],
    ]);
  });
});
