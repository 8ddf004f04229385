import { createCmd, lnseCreate, raCreate, Scenario, T } from '../../support/tournament-fixtures';
import {
  chipsInPlay,
  chipsOnTables,
  handStartProblem,
  suggestBalancing,
  type TournamentCommand,
} from '../../../src/aggregates/tournament';
import {
  handsUntilBigBlind,
  playerCount,
  playerDueBigBlind,
  seatsByBigBlindNearness,
} from '../../../src/aggregates/tournament/tables/geometry';
import { newTable } from '../../../src/aggregates/tournament/state-ops';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { flipParameter } from '../../support/flip-parameter';

/** Busts each player into a table-mate's stack, then starts the table's next hand (FSNP Art. 31(a)). */
function eliminate(sc: Scenario, ...players: string[]): Scenario {
  for (const p of players) {
    const { tableId } = sc.seatOf(p);
    const mate = Object.values(sc.state.tables[tableId].seats).find(
      (x) => x !== p && !players.includes(x),
    )!;
    const e = sc.state.entrants;
    sc.playHand(tableId, { [p]: 0, [mate]: e[mate].stack + e[p].stack });
    sc.playHand(tableId);
  }
  return sc;
}
const at = (sc: Scenario, tableId: string, n: number) =>
  Object.values(sc.state.tables[tableId].seats).slice(0, n);
const counts = (sc: Scenario) =>
  Object.values(sc.state.tables)
    .filter((t) => t.open)
    .map((t) => playerCount(t));

/** 27 players on 3 full tables, then 3 out at T3: 9 / 9 / 6. */
function shortTable(): Scenario {
  const sc = new Scenario(5)
    .setup(createCmd({ tournamentType: 'FZ', startingStack: 15000 }), 27)
    .at(30);
  return eliminate(sc, ...at(sc, 'T3', 3));
}

describe('table geometry (FSNP Art. 80(b), 82; LNSE I.94-95)', () => {
  const table = () => {
    const t = newTable('X', 9);
    for (const s of [1, 2, 3, 5, 6, 8, 9]) t.seats[s] = `x${s}`;
    t.buttonSeat = 1;
    t.handNo = 1;
    return t;
  };

  it('FSNP Art. 80(b): the player due the big blind next hand is two seats after the next button', () => {
    expect(playerDueBigBlind(table())).toBe('x5');
  });

  it('LNSE I.95: an empty seat that would post the big blind next hand is the best seat for a moved player', () => {
    expect(handsUntilBigBlind(table(), 4)).toBe(0);
    expect(handsUntilBigBlind(table(), 7)).toBe(2);
    expect(seatsByBigBlindNearness(table())).toEqual([4, 7]);
  });

  it('FSNP Art. 82; LNSE I.95: a seat between the button and the small blind waits a whole orbit', () => {
    const t = newTable('Y', 9);
    for (const s of [1, 3, 4, 5]) t.seats[s] = `y${s}`;
    t.buttonSeat = 1;
    expect(handsUntilBigBlind(t, 2)).toBe(5);
    expect(seatsByBigBlindNearness(t)[0]).not.toBe(2);
  });
});

describe('balancing (FSNP Art. 80; LNSE I.91, I.95)', () => {
  it('FSNP Art. 80: a table 3 short of the fullest stops; the others play on', () => {
    const sc = shortTable();
    expect(counts(sc)).toEqual([9, 9, 6]);
    expect(handStartProblem(sc.state, 'T3')).toMatchObject({
      ok: false,
      rejection: { code: 'BALANCING_REQUIRED', ruleRef: 'FSNP Art. 80' },
    });
    expect(handStartProblem(sc.state, 'T1')).toBeNull();
  });

  it('FSNP Art. 80(a): the suggested moves take the big blinds of the fullest tables to the short one until all hold 8', () => {
    const sc = shortTable();
    const dueT1 = playerDueBigBlind(sc.state.tables.T1);
    const moves = suggestBalancing(sc.state);
    expect(moves).toHaveLength(2);
    expect(moves.every((m) => m.to.tableId === 'T3')).toBe(true);
    expect(moves.map((m) => m.from.tableId).sort()).toEqual(['T1', 'T2']);
    expect(moves.find((m) => m.from.tableId === 'T1')!.playerId).toBe(dueT1);
    for (const m of moves)
      sc.do({
        type: 'MovePlayer',
        tournamentId: T,
        playerId: m.playerId,
        toTableId: m.to.tableId,
        toSeat: m.to.seat,
      });
    expect(counts(sc)).toEqual([8, 8, 8]);
  });

  it('FSNP Art. 80: no move is suggested while the tables differ by 2 or less', () => {
    const sc = new Scenario(5)
      .setup(createCmd({ tournamentType: 'FZ', startingStack: 15000 }), 27)
      .at(30);
    eliminate(sc, ...at(sc, 'T3', 2));
    expect(suggestBalancing(sc.state)).toEqual([]);
  });

  it('FSNP Art. 80(b): moving a player other than the one due the big blind is refused, citing FSNP only', () => {
    const sc = shortTable();
    const due = playerDueBigBlind(sc.state.tables.T1)!;
    const other = Object.values(sc.state.tables.T1.seats).find((p) => p !== due)!;
    const seat = seatsByBigBlindNearness(sc.state.tables.T3)[0];
    expect(
      sc.try({
        type: 'MovePlayer',
        tournamentId: T,
        playerId: other,
        toTableId: 'T3',
        toSeat: seat,
      }),
    ).toMatchObject({
      ok: false,
      rejection: { code: 'NOT_THE_BIG_BLIND', ruleRef: 'FSNP Art. 80(b)' },
    });
  });

  it('FSNP Art. 80(b): the moved player takes the big-blind seat or the nearest; another seat is refused', () => {
    const sc = shortTable();
    const due = playerDueBigBlind(sc.state.tables.T1)!;
    const [best, worse] = seatsByBigBlindNearness(sc.state.tables.T3);
    expect(
      sc.try({
        type: 'MovePlayer',
        tournamentId: T,
        playerId: due,
        toTableId: 'T3',
        toSeat: worse,
      }),
    ).toMatchObject({
      ok: false,
      rejection: { code: 'NOT_THE_BIG_BLIND_SEAT' },
    });
    const [e] = sc.do({
      type: 'MovePlayer',
      tournamentId: T,
      playerId: due,
      toTableId: 'T3',
      toSeat: best,
    });
    expect(e).toMatchObject({
      type: 'PlayerMoved',
      data: { playerId: due, to: { tableId: 'T3', seat: best }, reason: 'balancing' },
    });
    expect(sc.state.tables.T3.seats[best]).toBe(due);
  });

  it('FSNP Art. 80: a move from the short table to a full one is refused as unbalancing', () => {
    const sc = shortTable();
    const p = Object.values(sc.state.tables.T3.seats)[0];
    expect(
      sc.try({ type: 'MovePlayer', tournamentId: T, playerId: p, toTableId: 'T1', toSeat: 1 }),
    ).toMatchObject({
      ok: false,
      rejection: { code: 'MOVE_DOES_NOT_BALANCE' },
    });
  });

  it('FSNP Art. 80: no move while a hand is in progress at the table', () => {
    const sc = shortTable();
    sc.apply({
      type: 'HandStarted',
      data: { tableId: 'T1', handNo: 1, level: 2, startedAt: sc.now },
    });
    const due = Object.values(sc.state.tables.T1.seats)[0];
    expect(
      sc.try({ type: 'MovePlayer', tournamentId: T, playerId: due, toTableId: 'T3', toSeat: 1 }),
    ).toMatchObject({
      ok: false,
      rejection: { code: 'HAND_IN_PROGRESS' },
    });
  });
});

describe('breaking tables, final table, hand-for-hand', () => {
  const breakable = () => {
    const sc = new Scenario(9)
      .setup(createCmd({ tournamentType: 'FZ', startingStack: 15000 }), 27)
      .at(30);
    return eliminate(sc, ...at(sc, 'T1', 5), ...at(sc, 'T2', 4));
  };
  const publish = (order: string[]): TournamentCommand => ({
    type: 'PublishTableBreakOrder',
    tournamentId: T,
    order,
  });

  it('LNSE I.92; FSNP Art. 81: breaking a table before the order is announced is refused', () => {
    const sc = breakable();
    expect(sc.try({ type: 'BreakTable', tournamentId: T, tableId: 'T3' })).toMatchObject({
      ok: false,
      rejection: { code: 'BREAK_ORDER_NOT_PUBLISHED' },
    });
  });

  it('FSNP Art. 81: tables break in the announced order; another table is refused, citing FSNP alone', () => {
    const sc = breakable();
    sc.do(publish(['T3', 'T2', 'T1']));
    expect(sc.try({ type: 'BreakTable', tournamentId: T, tableId: 'T2' })).toMatchObject({
      ok: false,
      rejection: { code: 'BREAK_ORDER_NOT_FOLLOWED', ruleRef: 'FSNP Art. 81' },
    });
  });

  it('FSNP Art. 81; LNSE I.93, IV.8.2: the broken table’s players draw free seats, highest card first, all recorded', () => {
    const sc = breakable();
    expect(counts(sc)).toEqual([4, 5, 9]);
    const chips = chipsOnTables(sc.state);
    sc.do(publish(['T3', 'T2', 'T1']));
    const [e] = sc.do({ type: 'BreakTable', tournamentId: T, tableId: 'T3' }) as [
      Extract<TournamentEvent, { type: 'TableBroken' }>,
    ];
    expect(e.data.cards.map((c) => c.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const order = [...e.data.cards].sort((a, b) => b.card - a.card).map((c) => c.seat);
    expect(e.data.moves.map((m) => m.fromSeat)).toEqual(order);
    expect(counts(sc)).toEqual([9, 9]);
    expect(sc.state.tables.T3.open).toBe(false);
    expect(chipsOnTables(sc.state)).toBe(chips);
  });

  it('FSNP Art. 47; LNSE I.98: the final table is not formed while 10 are left', () => {
    const sc = new Scenario(4)
      .setup(createCmd({ tournamentType: 'FZ', startingStack: 15000 }), 18)
      .at(30);
    eliminate(sc, ...at(sc, 'T1', 4), ...at(sc, 'T2', 4));
    expect(sc.try({ type: 'FormFinalTable', tournamentId: T })).toMatchObject({
      ok: false,
      rejection: { code: 'TOO_MANY_FOR_FINAL_TABLE' },
    });
  });

  it('LNSE I.98-99; FSNP Art. 47: at 9 players the final table is redrawn and the button drawn again', () => {
    const sc = new Scenario(4).setup(lnseCreate(), 18).at(30);
    eliminate(sc, ...at(sc, 'T1', 5), ...at(sc, 'T2', 4));
    const events = sc.do({ type: 'FormFinalTable', tournamentId: T });
    expect(events.map((e) => e.type)).toEqual(['FinalTableFormed', 'ButtonDrawConducted']);
    // Under LNSE the stored fact cites LNSE only (FSNP Art. 47 is the same rule under FSNP), with
    // the seat-card draw that seats it (IV.8.3).
    expect(events[0].ruleRef).toBe('LNSE 123/13 I.98-99; LNSE 123/13 IV.8.3');
    expect(sc.try({ type: 'FormFinalTable', tournamentId: T })).toMatchObject({
      ok: false,
      rejection: { code: 'FINAL_TABLE_FORMED', ruleRef: 'LNSE 123/13 I.98-99' },
    });
    expect(Object.keys(sc.state.tables.FT.seats)).toHaveLength(9);
    expect(sc.state.tables.T1.open || sc.state.tables.T2.open).toBe(false);
    expect(events[1]).toMatchObject({
      data: { tableId: 'FT', rule: 'highest-card-rank-then-suit' },
    });
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('FSNP Art. 125(a); LNSE I.19-20: in hand-for-hand no table starts a hand until every table has finished', () => {
    const sc = new Scenario().setup(raCreate(), 27).at(30);
    sc.do({ type: 'StartHandForHand', tournamentId: T });
    sc.apply({
      type: 'HandStarted',
      data: { tableId: 'T1', handNo: 1, level: 2, startedAt: sc.now },
    });
    expect(handStartProblem(sc.state, 'T2')).toMatchObject({
      ok: false,
      rejection: { code: 'HAND_FOR_HAND_WAIT' },
    });
    sc.apply({
      type: 'HandCompleted',
      data: { tableId: 'T1', handNo: 1, completedAt: sc.now, stacks: [] },
    });
    expect(handStartProblem(sc.state, 'T2')).toBeNull();
    sc.do({ type: 'EndHandForHand', tournamentId: T });
    expect(sc.state.handForHand).toBe(false);
  });

  it('LNSE I.96: a non-final table down to 3 players stops', () => {
    const sc = new Scenario(4).setup(lnseCreate({ seatsPerTable: 4 }), 12).at(30);
    eliminate(sc, ...at(sc, 'T1', 1));
    expect(counts(sc)).toEqual([3, 4, 4]);
    expect(handStartProblem(sc.state, 'T1')).toMatchObject({
      ok: false,
      rejection: { code: 'TABLE_HALTED', ruleRef: expect.stringContaining('I.96') },
    });
    expect(handStartProblem(sc.state, 'T2')).toBeNull();
  });

  it('LNSE I.88, II.32: at three tables every player is redrawn and the button drawn again, once', () => {
    const sc = new Scenario(6).setup(lnseCreate(), 30).at(30);
    expect(counts(sc)).toEqual([8, 8, 7, 7]);
    eliminate(sc, ...at(sc, 'T4', 4));
    const publish: TournamentCommand = {
      type: 'PublishTableBreakOrder',
      tournamentId: T,
      order: ['T4'],
    };
    sc.do(publish);
    sc.do({ type: 'BreakTable', tournamentId: T, tableId: 'T4' });
    expect(counts(sc)).toEqual([9, 9, 8]);
    const before = Object.values(sc.state.tables).map((t) => ({ ...t.seats }));
    const events = sc.do({ type: 'RedrawTables', tournamentId: T });
    expect(events.map((e) => e.type)).toEqual(['SeatDrawConducted', 'ButtonDrawConducted']);
    expect(events[0]).toMatchObject({ data: { reason: 'three-tables' } });
    expect(counts(sc)).toEqual([9, 9, 8]);
    expect(Object.values(sc.state.tables).map((t) => t.seats)).not.toEqual(before);
    expect(sc.try({ type: 'RedrawTables', tournamentId: T })).toMatchObject({
      ok: false,
      rejection: { code: 'NO_REDRAW_DUE' },
    });
  });

  it('FSNP Art. 130, 47: the federation redraws only at the start of a day, not at three tables', () => {
    const sc = new Scenario(6)
      .setup(createCmd({ tournamentType: 'FZ', startingStack: 15000 }), 27)
      .at(30);
    expect(sc.try({ type: 'RedrawTables', tournamentId: T })).toMatchObject({
      ok: false,
      rejection: { code: 'NO_REDRAW_DUE' },
    });
  });
});

/** Issue 18: each tables.* parameter flipped, the same tables give another ruling. */
describe('tables.* flipped (issue 18: the ruleset’s data decides)', () => {
  const fz = () =>
    new Scenario(5).setup(createCmd({ tournamentType: 'FZ', startingStack: 15000 }), 27).at(30);

  it('FSNP Art. 80: two short of the fullest plays on; with tables.balanceWhenShortBy flipped to 2 the table stops', () => {
    const sc = fz();
    eliminate(sc, ...at(sc, 'T3', 2));
    expect(counts(sc)).toEqual([9, 9, 7]);
    expect(handStartProblem(sc.state, 'T3')).toBeNull();
    expect(suggestBalancing(sc.state)).toEqual([]);
    flipParameter('fsnp', 'tables.balanceWhenShortBy', 2, () => {
      expect(handStartProblem(sc.state, 'T3')).toMatchObject({
        ok: false,
        rejection: { code: 'BALANCING_REQUIRED', ruleRef: 'FSNP Art. 80' },
      });
      expect(suggestBalancing(sc.state)).toHaveLength(1);
    });
  });

  it('FSNP Art. 80 (tables.balanceReference): at 8, 8 and 6 the table 3 short of the 9 it started with stops; flipped to fullest-table, 2 short of the fullest, it plays on', () => {
    const sc = fz();
    eliminate(sc, ...at(sc, 'T1', 1), ...at(sc, 'T2', 1), ...at(sc, 'T3', 3));
    expect(counts(sc)).toEqual([8, 8, 6]);
    expect(handStartProblem(sc.state, 'T3')).toMatchObject({
      ok: false,
      rejection: {
        code: 'BALANCING_REQUIRED',
        ruleRef: 'FSNP Art. 80',
        message: expect.stringContaining('3 fewer than the 9 it started with'),
      },
    });
    expect(suggestBalancing(sc.state)).toHaveLength(1);
    flipParameter('fsnp', 'tables.balanceReference', 'fullest-table', () => {
      expect(handStartProblem(sc.state, 'T3')).toBeNull();
      expect(suggestBalancing(sc.state)).toEqual([]);
    });
  });

  it('FSNP Art. 80(a) (tables.balanceReference): every table 3 short of its start, none fuller: no move can balance, so play goes on', () => {
    const sc = fz();
    eliminate(sc, ...at(sc, 'T1', 3), ...at(sc, 'T2', 3), ...at(sc, 'T3', 3));
    expect(counts(sc)).toEqual([6, 6, 6]);
    expect(handStartProblem(sc.state, 'T3')).toBeNull();
  });

  it('LNSE 123/13 I.96: a non-final table of 3 halts; with tables.haltNonFinalTableAtPlayers flipped to null it plays on', () => {
    const sc = new Scenario(4).setup(lnseCreate({ seatsPerTable: 4 }), 12).at(30);
    eliminate(sc, ...at(sc, 'T1', 1));
    expect(counts(sc)).toEqual([3, 4, 4]);
    expect(handStartProblem(sc.state, 'T1')).toMatchObject({
      ok: false,
      rejection: { code: 'TABLE_HALTED' },
    });
    flipParameter('lnse', 'tables.haltNonFinalTableAtPlayers', null, () =>
      expect(handStartProblem(sc.state, 'T1')).toBeNull(),
    );
  });

  it('FSNP Art. 79(b), 133: 9 left at 9-seat tables form the final table; with tables.finalTableSize flipped to 8 they do not', () => {
    const sc = new Scenario(4)
      .setup(createCmd({ tournamentType: 'FZ', startingStack: 15000 }), 18)
      .at(30);
    eliminate(sc, ...at(sc, 'T1', 5), ...at(sc, 'T2', 4));
    const form: TournamentCommand = { type: 'FormFinalTable', tournamentId: T };
    flipParameter('fsnp', 'tables.finalTableSize', 8, () =>
      expect(sc.try(form)).toMatchObject({
        ok: false,
        rejection: {
          code: 'TOO_MANY_FOR_FINAL_TABLE',
          ruleRef: 'FSNP Art. 79(b), 133',
          message: expect.stringContaining('at 8 players; 9'),
        },
      }),
    );
    expect(sc.try(form).ok).toBe(true);
  });

  it('FSNP Art. 130: no redraw at three tables; with tables.redrawAt flipped to include three-tables (LNSE I.88) every player is redrawn', () => {
    const sc = fz();
    const redraw: TournamentCommand = { type: 'RedrawTables', tournamentId: T };
    expect(sc.try(redraw)).toMatchObject({ ok: false, rejection: { code: 'NO_REDRAW_DUE' } });
    flipParameter('fsnp', 'tables.redrawAt', ['day-start', 'three-tables'], () => {
      const d = sc.try(redraw);
      expect(d.ok && d.events.map((e) => e.type)).toEqual([
        'SeatDrawConducted',
        'ButtonDrawConducted',
      ]);
      expect(d.ok && d.events[0]).toMatchObject({
        data: { reason: 'three-tables' },
        ruleRef: 'FSNP Art. 130',
      });
    });
  });
});
