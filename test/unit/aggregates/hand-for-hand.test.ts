/**
 * Hand-for-hand (FSNP Art. 125-128; Club Rule 75; DECISION-4) through the real decider: two
 * tables of eight (16 players, 6,000 each: FSNP Art. 141(c)), hands driven command by command.
 */
import type { Actor } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { eliminationEvents } from '../../../src/aggregates/tournament/standings/standings';
import { T } from '../../support/tournament-fixtures';
import { nextHandPositions } from '../../../src/aggregates/tournament/tables/geometry';
import { DEALER, FLOOR, Table, ofType, types } from '../hands/support';
import { flipParameter } from '../../support/flip-parameter';

const TD: Actor = { id: 'td-1', role: 'director' };

/** A knockout field of `players` with hand-for-hand announced before any hand. */
function handForHand(players = 16, create: Record<string, unknown> = {}): Table {
  const t = new Table({ tournamentType: 'KO', ...create }, players);
  t.as(TD).do({ type: 'StartHandForHand', tournamentId: T });
  return t.as(DEALER);
}
const tablesOf = (t: Table) => Object.keys(t.state.tables).filter((id) => t.state.tables[id].open);

function at(t: Table, tableId: string): Table {
  t.tableId = tableId;
  t.handNo = t.state.tables[tableId].handNo;
  return t;
}
function startAt(t: Table, tableId: string): TournamentEvent[] {
  return at(t, tableId).start();
}

/** Posts, then the first `n` to act move all-in, the big blind calls, the rest fold. */
function allInAndCall(t: Table, tableId: string, n = 1): string[] {
  at(t, tableId).post();
  const bb = t.hand.plan.bigBlindSeat;
  const out: string[] = [];
  while (t.hand.engine!.phase === 'betting') {
    const seat = t.hand.seats[t.hand.engine!.toAct];
    if (out.length < n && seat !== bb) {
      out.push(t.playerAt(seat));
      t.act(seat, 'all-in');
    } else t.act(seat, seat === bb ? 'call' : 'fold');
  }
  return out;
}

/** The board, the big blind declared winner of every pot, and the hand completed. */
function finish(t: Table, tableId: string): TournamentEvent[] {
  at(t, tableId);
  while (t.hand.engine!.phase === 'dealing') t.board();
  const bb = t.hand.plan.bigBlindSeat;
  t.as(FLOOR);
  for (let pots = 1; pots <= 4; pots++) {
    const d = t.try({
      type: 'AwardPots',
      ...t.ref(),
      winners: Array.from({ length: pots }, () => [bb]),
    });
    if (d.ok) {
      t.apply(...d.events);
      break;
    }
  }
  return t.as(DEALER).complete();
}

/** A hand where everyone folds to the big blind. */
function quietHand(t: Table, tableId: string): TournamentEvent[] {
  allInAndCall(t, tableId, 0);
  return finish(t, tableId);
}

const placesOf = (events: readonly TournamentEvent[]) =>
  ofType(events, 'PlayerEliminated').map((e) => [e.data.playerId, e.data.place, e.data.sharedBy]);

describe('FSNP Art. 125: hand-for-hand rounds', () => {
  it('FSNP Art. 125(a): a table starts its hand of the round while another table is still playing its own', () => {
    const t = handForHand();
    const [a, b] = tablesOf(t);
    expect(types(startAt(t, a))).toEqual(['HandForHandRoundStarted', 'HandStarted', 'HandPlanned']);
    // Before the fix one table waited for the other: HAND_FOR_HAND_WAIT here.
    expect(types(startAt(t, b))).toEqual(['HandStarted', 'HandPlanned']);
    expect(t.state.handForHandRounds).toMatchObject({ round: 1, tableRound: { [a]: 1, [b]: 1 } });
  });

  it('FSNP Art. 125(a): no table starts round 2 until every table has finished round 1, refused with the article', () => {
    const t = handForHand();
    const [a, b] = tablesOf(t);
    startAt(t, a);
    quietHand(t, a);
    const r = at(t, a).try({ type: 'StartHand', tournamentId: T, tableId: a });
    expect(r).toMatchObject({
      ok: false,
      rejection: { code: 'HAND_FOR_HAND_WAIT', ruleRef: 'FSNP Art. 125(a)' },
    });
    if (!r.ok) expect(r.rejection.message).toContain(`table ${b} has not played its hand`);
    startAt(t, b);
    const busy = at(t, a).try({ type: 'StartHand', tournamentId: T, tableId: a });
    if (!busy.ok) expect(busy.rejection.message).toContain(`table ${b} has not finished its hand`);
    expect(busy.ok).toBe(false);
    quietHand(t, b);
    expect(types(startAt(t, a))[0]).toBe('HandForHandRoundStarted');
    expect(t.state.handForHandRounds!.round).toBe(2);
  });
});

describe('FSNP Art. 125(a) with a voided hand', () => {
  it('FSNP Art. 125(a); FSPR 6.3: a hand voided in a round is dealt again in the same round, not the next', () => {
    const t = handForHand();
    const [a] = tablesOf(t);
    startAt(t, a);
    t.post();
    t.as(FLOOR).do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DUPLICATE_CARD' });
    expect(t.state.tables[a].handInProgress).toBe(false);
    expect(types(startAt(t.as(DEALER), a))).toEqual(['HandStarted', 'HandPlanned']);
    expect(t.state.handForHandRounds!.round).toBe(1);
  });
});

describe('FSNP Art. 127-128: places of the players out in one round', () => {
  it('FSNP Art. 127: players out in the same round at different tables share the place, the better number, though one table finished first', () => {
    const t = handForHand();
    const [a, b] = tablesOf(t);
    startAt(t, a);
    const [outA] = allInAndCall(t, a);
    // Table B has not started its hand yet: before the fix A's player was placed 16th at once.
    expect(ofType(finish(t, a), 'PlayerEliminated')).toHaveLength(0);
    startAt(t, b);
    const [outB] = allInAndCall(t, b);
    const done = finish(t, b);
    expect(placesOf(done).sort()).toEqual(
      [
        [outA, 15, 2],
        [outB, 15, 2],
      ].sort(),
    );
    const refs = ofType(done, 'PlayerEliminated').map((e) => e.ruleRef);
    expect(refs[0]).toContain('FSNP Art. 127');
  });

  it('FSNP Art. 128: at one table the bigger starting stack takes the better place; the other table’s player shares the lower place (Art. 127)', () => {
    const t = handForHand();
    const [a, b] = tablesOf(t);
    const next = nextHandPositions(t.state.tables[a])!;
    // Two players other than the big blind start the hand with 4,000 and 2,000 (he covers both).
    const [big, small] = Object.keys(t.state.tables[a].seats)
      .map(Number)
      .filter((x) => x !== next.bigBlind && x !== next.smallBlind);
    at(t, a)
      .as(TD)
      .stacks({ [big]: 4000, [small]: 2000 });
    startAt(t.as(DEALER), a);
    t.post();
    const bb = t.hand.plan.bigBlindSeat;
    while (t.hand.engine!.phase === 'betting') {
      const seat = t.hand.seats[t.hand.engine!.toAct];
      t.act(seat, seat === big || seat === small ? 'all-in' : seat === bb ? 'call' : 'fold');
    }
    const [bigId, smallId] = [t.playerAt(big), t.playerAt(small)];
    expect(ofType(finish(t, a), 'PlayerEliminated')).toHaveLength(0);
    startAt(t, b);
    const [outB] = allInAndCall(t, b);
    const done = finish(t, b);
    expect(placesOf(done).sort()).toEqual(
      [
        [bigId, 14, 1],
        [smallId, 15, 2],
        [outB, 15, 2],
      ].sort(),
    );
    const ref = ofType(done, 'PlayerEliminated').find((e) => e.data.playerId === bigId)!.ruleRef;
    expect(ref).toContain('FSNP Art. 128');
  });
});

describe('FSNP Art. 127; DECISION-4: a player out in a round whose table then breaks', () => {
  it('FSNP Art. 127: busted at table A, moved by the break of A, taken out when his new table deals: he shares the round’s place once (the 3,000-player simulation placed him twice)', () => {
    // Three tables of seven: A's player busts in round 1, A breaks (FSNP Art. 81) and moves him,
    // still busted, to another table; that table deals its hand of the round (Art. 31(a): out),
    // then the last table's player busts. Before the fix the last one was placed 19th alone and
    // the moved one 19th again at the next deal (a place given twice, 20th never given).
    const t = new Table({ tournamentType: 'KO', seatsPerTable: 10 }, 21).as(DEALER);
    const [a, b, c] = tablesOf(t);
    // Before hand-for-hand one player at A goes out, so its six fit the others' six free seats.
    startAt(t, a);
    allInAndCall(t, a, 1);
    expect(ofType(finish(t, a), 'PlayerEliminated')).toHaveLength(1);
    t.as(TD).do({ type: 'StartHandForHand', tournamentId: T });
    startAt(t.as(DEALER), a);
    const [outA] = allInAndCall(t, a);
    expect(ofType(finish(t, a), 'PlayerEliminated')).toHaveLength(0);
    t.as(TD).do({ type: 'PublishTableBreakOrder', tournamentId: T, order: [a, b, c] });
    t.do({ type: 'BreakTable', tournamentId: T, tableId: a });
    const movedTo = t.state.entrants[outA].tableId!;
    const last = movedTo === b ? c : b;
    startAt(t.as(DEALER), movedTo);
    expect(t.state.entrants[outA].status).toBe('eliminated');
    quietHand(t, movedTo);
    startAt(t, last);
    const [outLast] = allInAndCall(t, last);
    const done = finish(t, last);
    expect(placesOf(done).sort()).toEqual(
      [
        [outA, 19, 2],
        [outLast, 19, 2],
      ].sort(),
    );
    // Nobody is placed again when the next round opens.
    expect(ofType(startAt(t, movedTo), 'PlayerEliminated')).toHaveLength(0);
    expect(t.state.hands!.places[outA]).toMatchObject({ place: 19, sharedBy: 2 });
  });
});

describe('FSNP Art. 127: a place is never given twice while a taken-out player waits for his round', () => {
  it('FSNP Art. 127, 31(a): while one out in the round waits (moved by a break, taken out at his new table), a player placed meanwhile counts him among those left (the 3,000-player sequential simulation gave 700 twice and never 702)', () => {
    // Three tables of seven; one player out before hand-for-hand (21st). In round 1 A's player
    // busts, A breaks and moves him, still busted, to B, which deals: he is out (Art. 31(a))
    // and waits for the round to end to be placed (Art. 127). Twenty players have no place yet.
    const t = new Table({ tournamentType: 'KO', seatsPerTable: 10 }, 21).as(DEALER);
    const [a, b] = tablesOf(t);
    startAt(t, a);
    allInAndCall(t, a, 1);
    expect(ofType(finish(t, a), 'PlayerEliminated')).toHaveLength(1);
    t.as(TD).do({ type: 'StartHandForHand', tournamentId: T });
    startAt(t.as(DEALER), a);
    const [outA] = allInAndCall(t, a);
    expect(ofType(finish(t, a), 'PlayerEliminated')).toHaveLength(0);
    t.as(TD).do({ type: 'PublishTableBreakOrder', tournamentId: T, order: [a, b] });
    t.do({ type: 'BreakTable', tournamentId: T, tableId: a });
    const movedTo = t.state.entrants[outA].tableId!;
    startAt(t.as(DEALER), movedTo);
    expect(t.state.entrants[outA].status).toBe('eliminated');
    expect(t.state.hands!.places[outA]).toBeUndefined();
    // Anyone placed now (a disqualification, a hand placed as usual) takes the 20th place: the
    // 19th to 20th are the two without a place yet, and the one waiting is not out of the count.
    const other = Object.keys(t.state.entrants).find(
      (p) => p !== outA && t.state.entrants[p].status === 'seated',
    )!;
    const placed = eliminationEvents(
      t.state,
      [{ playerId: other, tableId: movedTo, handNo: 1, stackAtStart: 1, eliminatedBy: [] }],
      'busted',
      t.now,
    );
    expect(ofType(placed, 'PlayerEliminated').map((e) => e.data.place)).toEqual([20]);
  });
});

describe('FSNP Art. 126-127: announced all-ins freeze their tables', () => {
  const announce = (t: Table, tableId: string, seat: number) =>
    at(t, tableId).do({ type: 'AnnounceAllIn', ...t.ref(), seat });
  const allInSeat = (t: Table) =>
    t.hand.seats.find(
      (x, i) => t.hand.engine!.players[i].stack === 0 && !t.hand.engine!.players[i].folded,
    )!;

  it('FSNP Art. 126: the table of an announced all-in is frozen until the other table has finished its hand', () => {
    const t = handForHand();
    const [a, b] = tablesOf(t);
    startAt(t, a);
    allInAndCall(t, a);
    expect(types(announce(t, a, allInSeat(t)))).toEqual(['AllInAnnounced', 'TableActionFrozen']);
    const r = at(t, a).try({ type: 'DealBoard', ...t.ref() });
    expect(r).toMatchObject({
      ok: false,
      rejection: { code: 'TABLE_FROZEN', ruleRef: 'FSNP Art. 126-127' },
    });
    if (!r.ok) expect(r.rejection.message).toContain(`table ${b} is still playing`);
    startAt(t, b);
    quietHand(t, b);
    expect(ofType(finish(t, a), 'HandCompleted')).toHaveLength(1);
  });

  it('FSNP Art. 127: frozen hands are finished one at a time in the order the all-ins were announced', () => {
    const t = handForHand();
    const [a, b] = tablesOf(t);
    startAt(t, a);
    startAt(t, b);
    allInAndCall(t, b);
    expect(announce(t, b, allInSeat(t))[0]).toMatchObject({ data: { order: 1, round: 1 } });
    allInAndCall(t, a);
    expect(announce(t, a, allInSeat(t))[0]).toMatchObject({ data: { order: 2 } });
    expect(at(t, a).try({ type: 'DealBoard', ...t.ref() })).toMatchObject({
      ok: false,
      rejection: { code: 'FROZEN_HANDS_IN_ORDER', message: expect.stringContaining(`table ${b}`) },
    });
    const first = finish(t, b);
    expect(ofType(first, 'PlayerEliminated')).toHaveLength(0);
    const second = finish(t, a);
    expect(placesOf(second).map((x) => x.slice(1))).toEqual([
      [15, 2],
      [15, 2],
    ]);
  });

  it('FSNP Art. 126: an all-in freezes a table only during hand-for-hand', () => {
    const t = new Table({ tournamentType: 'KO' }, 16).as(DEALER);
    const [a] = tablesOf(t);
    startAt(t, a);
    allInAndCall(t, a);
    expect(t.try({ type: 'AnnounceAllIn', ...t.ref(), seat: allInSeat(t) })).toMatchObject({
      ok: false,
      rejection: { code: 'NOT_HAND_FOR_HAND', ruleRef: 'FSNP Art. 126-127' },
    });
  });

  it('LNSE I.18-22: the lottery ruleset has no all-in freeze, and says so', () => {
    const t = handForHand(16, { rulesetId: 'lnse', currency: 'ARS', tournamentType: 'FZ' });
    const [a] = tablesOf(t);
    startAt(t, a);
    allInAndCall(t, a);
    expect(t.try({ type: 'AnnounceAllIn', ...t.ref(), seat: allInSeat(t) })).toMatchObject({
      ok: false,
      rejection: { code: 'NO_ALL_IN_FREEZE', ruleRef: 'LNSE 123/13 I.18-22' },
    });
  });
});

describe('FSNP Art. 125(b): hand-for-hand ends by itself in the money', () => {
  /** 16 entrants pay 5 places (FSNP Art. 131, 11-20 players): withdrawals leave 3 + 3 players. */
  function sixLeft(): Table {
    const t = new Table({ tournamentType: 'KO' }, 16).as(TD);
    for (const id of tablesOf(t))
      for (const p of Object.values(t.state.tables[id].seats).slice(0, 5))
        t.do({ type: 'RemovePlayer', tournamentId: T, playerId: p, reason: 'withdrawal' });
    return t;
  }

  it('FSNP Art. 125(b): the round that leaves 5 players for 5 paid places records the end of hand-for-hand', () => {
    const t = sixLeft();
    t.do({ type: 'StartHandForHand', tournamentId: T });
    t.as(DEALER);
    const [a, b] = tablesOf(t);
    startAt(t, a);
    allInAndCall(t, a);
    finish(t, a);
    startAt(t, b);
    quietHand(t, b);
    const ended = t.events.filter((e) => e.type === 'HandForHandEnded');
    expect(ended).toEqual([
      {
        type: 'HandForHandEnded',
        data: { at: t.now, reason: 'paid-places', playersLeft: 5 },
        ruleRef: 'FSNP Art. 125(b)',
      },
    ]);
    expect(t.state.handForHand).toBe(false);
    expect(t.as(TD).try({ type: 'StartHandForHand', tournamentId: T })).toMatchObject({
      ok: false,
      rejection: { code: 'ALREADY_IN_THE_MONEY', ruleRef: 'FSNP Art. 125(b)' },
    });
  });
});

describe('Club Rule 75; DECISION-4: the club ruleset places by the same data and cites its own rule', () => {
  it('Club Rule 75 (open 13); DECISION-4: two players out at two club tables in one round share the place', () => {
    const t = handForHand(16, { rulesetId: 'club-tda' });
    const [a, b] = tablesOf(t);
    startAt(t, a);
    const [outA] = allInAndCall(t, a);
    finish(t, a);
    startAt(t, b);
    const [outB] = allInAndCall(t, b);
    const out = ofType(finish(t, b), 'PlayerEliminated');
    expect(placesOf(out).sort()).toEqual(
      [
        [outA, 15, 2],
        [outB, 15, 2],
      ].sort(),
    );
    expect(out[0].ruleRef).toContain('Club Rule 75');
    // DECISION-4: the first seat left of the button takes an indivisible unit first, then table number.
    const fromButton = out.map((e) => {
      const plan = ofType(t.events, 'HandPlanned').find(
        (p) => p.data.tableId === e.data.tableId && p.data.handNo === e.data.handNo,
      )!.data;
      const seat = plan.dealtIn.find((d) => d.playerId === e.data.playerId)!.seat;
      return [(seat - plan.buttonSeat - 1 + 9) % 9, e.data.tableId!] as const;
    });
    const expected = [...fromButton].sort(
      (x, y) => x[0] - y[0] || x[1].localeCompare(y[1], 'en', { numeric: true }),
    );
    expect(fromButton).toEqual(expected);
    expect(out.map((e) => e.data.splitOrder)).toEqual([1, 2]);
  });
});

describe('DECISION-4: shared places in the final standings', () => {
  it('DECISION-4: inside a shared place the standings list the players in the order of the odd unit (seat, then table number), not by name', () => {
    const t = new Table({ tournamentType: 'KO' }, 3);
    const [p1, p2, p3] = Object.keys(t.state.entrants).sort();
    // Two players out in one round at tables T2 and T10 (seats unknown): table number decides.
    const out = eliminationEvents(
      t.state,
      [
        { playerId: p1, tableId: 'T10', handNo: 4, stackAtStart: 5000, eliminatedBy: [p3] },
        { playerId: p2, tableId: 'T2', handNo: 4, stackAtStart: 9000, eliminatedBy: [p3] },
      ],
      'busted',
      t.now,
    );
    const done = ofType(out, 'TournamentCompleted')[0].data;
    expect(done.standings.map((x) => [x.playerId, x.place, x.sharedBy])).toEqual([
      [p3, 1, 1],
      [p2, 2, 2],
      [p1, 2, 2],
    ]);
  });
});

/** Issue 18: the hand-for-hand parameters flipped, the same hands give another ruling. */
describe('tables.allInFreeze and tables.handForHandEnds flipped', () => {
  const allInSeat = (t: Table) =>
    t.hand.seats.find(
      (x, i) => t.hand.engine!.players[i].stack === 0 && !t.hand.engine!.players[i].folded,
    )!;

  it('FSNP Art. 126-127: with tables.allInFreeze flipped to null the announced all-in freezes nothing', () => {
    const t = handForHand();
    const [a] = tablesOf(t);
    startAt(t, a);
    allInAndCall(t, a);
    const announce = { type: 'AnnounceAllIn', ...t.ref(), seat: allInSeat(t) } as const;
    flipParameter('fsnp', 'tables.allInFreeze', null, () =>
      expect(t.try(announce)).toMatchObject({
        ok: false,
        rejection: { code: 'NO_ALL_IN_FREEZE', ruleRef: 'FSNP Art. 126-127' },
      }),
    );
    expect(types(t.do(announce))).toEqual(['AllInAnnounced', 'TableActionFrozen']);
  });

  it('LNSE 123/13 I.18: with tables.handForHandEnds flipped to director, the round that reaches the money does not end hand-for-hand', () => {
    const t = new Table({ tournamentType: 'KO' }, 16).as(TD);
    for (const id of tablesOf(t))
      for (const p of Object.values(t.state.tables[id].seats).slice(0, 5))
        t.do({ type: 'RemovePlayer', tournamentId: T, playerId: p, reason: 'withdrawal' });
    t.do({ type: 'StartHandForHand', tournamentId: T });
    t.as(DEALER);
    const [a, b] = tablesOf(t);
    flipParameter('fsnp', 'tables.handForHandEnds', 'director', () => {
      startAt(t, a);
      allInAndCall(t, a);
      finish(t, a);
      startAt(t, b);
      quietHand(t, b);
    });
    expect(t.events.filter((e) => e.type === 'HandForHandEnded')).toEqual([]);
    expect(t.state.handForHand).toBe(true);
  });
});
