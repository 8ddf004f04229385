import { flipParameter } from '../../support/flip-parameter';
import { eliminationEvents } from '../../../src/aggregates/tournament/standings/standings';
import { T } from '../../support/tournament-fixtures';
import { standingsView } from '../../../src/api/hands/hand-views';
import type { TournamentState } from '../../../src/aggregates/tournament';
import { DEALER, FLOOR, Table, ofType } from './support';

/** Seats 2, 5, 6, 8 (button 2, small blind 5, big blind 6, seat 8 first to act). */
function allInPreflop(t: Table, winners: number[][]) {
  t.as(DEALER).start();
  t.post();
  t.act(8, 'all-in');
  t.act(2, 'all-in');
  t.act(5, 'all-in');
  t.act(6, 'fold');
  t.board();
  t.board();
  t.board();
  t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners });
  return t.as(DEALER).complete();
}

/** An RA table's first hand: seat 8 all-in, seat 2 calls and wins; the others fold. */
function seat8BustsAtRA(): Table {
  const t = new Table({ tournamentType: 'RA' });
  t.as(DEALER).start();
  t.post();
  t.act(8, 'all-in');
  t.act(2, 'call');
  t.act(5, 'fold');
  t.act(6, 'fold');
  t.board();
  t.board();
  t.board();
  t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[2]] });
  return t;
}

describe('eliminations and standings', () => {
  it('FSNP Art. 132: without re-entry (KO) a player who loses his last chip is eliminated in last place at once', () => {
    const t = new Table({ tournamentType: 'KO' });
    const [seat8, seat2] = [t.playerAt(8), t.playerAt(2)];
    t.as(DEALER).start();
    t.post();
    t.act(8, 'all-in');
    t.act(2, 'call');
    t.act(5, 'fold');
    t.act(6, 'fold');
    t.board();
    t.board();
    t.board();
    t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[2]] });
    const out = ofType(t.as(DEALER).complete(), 'PlayerEliminated');
    expect(
      out.map((e) => [e.data.playerId, e.data.place, e.data.sharedBy, e.data.eliminatedBy]),
    ).toEqual([[seat8, 4, 1, [seat2]]]);
    expect(t.state.entrants[seat8].status).toBe('eliminated');
  });

  it('DECISION-4: two players out in the same hand at one table: the bigger starting stack takes the better place', () => {
    const t = new Table({ tournamentType: 'KO' }).stacks({ 8: 1000, 2: 2000, 5: 12000 });
    const seat8 = t.playerAt(8);
    const seat2 = t.playerAt(2);
    const out = ofType(allInPreflop(t, [[5], [5]]), 'PlayerEliminated');
    expect(out.map((e) => [e.data.playerId, e.data.place, e.data.sharedBy])).toEqual([
      [seat2, 3, 1],
      [seat8, 4, 1],
    ]);
  });

  it('DECISION-4; FSNP Art. 127-128: equal starting stacks out in the same hand share the places', () => {
    const t = new Table({ tournamentType: 'KO' }).stacks({ 8: 1000, 2: 1000, 5: 12000 });
    const out = ofType(allInPreflop(t, [[5]]), 'PlayerEliminated');
    expect(out.map((e) => [e.data.place, e.data.sharedBy])).toEqual([
      [3, 2],
      [3, 2],
    ]);
  });

  it('FSNP Art. 132: when one player is left he wins, and the final standings place everyone once', () => {
    const t = new Table({ tournamentType: 'KO' }, 2);
    t.as(DEALER).start();
    const plan = ofType(t.events, 'HandPlanned').at(-1)!.data;
    t.post();
    const [first, second] = [plan.dealtIn[1].seat, plan.dealtIn[0].seat];
    t.act(first, 'all-in');
    t.act(second, 'call');
    t.board();
    t.board();
    t.board();
    t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[first]] });
    const done = t.as(DEALER).complete();
    const completedEvent = ofType(done, 'TournamentCompleted')[0];
    const completed = completedEvent.data;
    expect(completed.winnerId).toBe(t.playerAt(first));
    // Issue 18: under FSNP the FSNP article, not FSPR 5.10.1 (that is FSPR's own, fspr.ts).
    expect(completedEvent.ruleRef).toContain('FSNP Art. 132');
    expect(completedEvent.ruleRef).not.toContain('FSPR');
    expect(completed.standings.map((x) => [x.place, x.playerId])).toEqual([
      [1, t.playerAt(first)],
      [2, plan.dealtIn[0].playerId],
    ]);
    expect(t.state.status).toBe('completed');
    const r = t.try({ type: 'StartHand', tournamentId: T, tableId: t.tableId });
    expect(r.ok).toBe(false);
  });

  it('FSNP Art. 31(a); DECISION-7: in a re-entry tournament a busted player is out only when the next hand starts without his re-entry', () => {
    const t = seat8BustsAtRA();
    const busted = t.playerAt(8);
    expect(ofType(t.as(DEALER).complete(), 'PlayerEliminated')).toHaveLength(0);
    expect(t.state.entrants[busted].status).toBe('busted');
    const next = t.start();
    expect(ofType(next, 'PlayerEliminated').map((e) => [e.data.playerId, e.data.place])).toEqual([
      [busted, 4],
    ]);
    expect(ofType(next, 'HandPlanned')[0].data.dealtIn.map((d) => d.playerId)).not.toContain(
      busted,
    );
  });

  it('FSNP Art. 31(a) (reEntry.mustAnnounceBeforeNextHand flipped to false): the next hand starts without him and he stays in; his re-entry waits only for that hand to end', () => {
    /** An RA table where seat 8 busts without announcing; the next hand is started. */
    const bustThenNextHand = () => {
      const t = seat8BustsAtRA();
      const busted = t.playerAt(8);
      t.as(DEALER).complete();
      const next = t.start();
      const reEnter = t.as(FLOOR).try({ type: 'ReEnter', tournamentId: T, playerId: busted });
      return {
        out: ofType(next, 'PlayerEliminated').map((e) => e.data.playerId),
        dealtIn: ofType(next, 'HandPlanned')[0].data.dealtIn.map((d) => d.playerId),
        status: t.state.entrants[busted].status,
        refused: reEnter.ok ? null : reEnter.rejection.code,
        busted,
      };
    };
    const plain = bustThenNextHand();
    expect(plain).toMatchObject({ out: [plain.busted], status: 'eliminated' });
    expect(plain.refused).toBe('PLAYER_ELIMINATED');
    const flipped = flipParameter(
      'fsnp',
      'reEntry.mustAnnounceBeforeNextHand',
      false,
      bustThenNextHand,
    );
    expect(flipped).toMatchObject({ out: [], status: 'busted', refused: 'HAND_IN_PROGRESS' });
    expect(flipped.dealtIn).not.toContain(flipped.busted);
  });

  it('LNSE I.59-61: a player who withdraws is eliminated and his chips are taken out of play', () => {
    const t = new Table({ tournamentType: 'KO' });
    const issued = t.state.chips.removed;
    const out = ofType(
      t.do({ type: 'RemovePlayer', tournamentId: T, playerId: 'p02', reason: 'withdrawal' }),
      'PlayerEliminated',
    );
    expect(out[0].data).toMatchObject({
      playerId: 'p02',
      reason: 'withdrawal',
      place: 4,
      chipsRemoved: 6000,
    });
    expect(t.state.chips.removed).toBe(issued + 6000);
    expect(t.state.entrants.p02.status).toBe('eliminated');
  });

  it('FSPR 7.2.2: in the FSPR standings a disqualified player shows as disqualified, a player who withdrew as eliminated', () => {
    const t = new Table({ rulesetId: 'fspr' }).as({ id: 'td-1', role: 'director' });
    t.do({ type: 'RemovePlayer', tournamentId: T, playerId: 'p02', reason: 'disqualification' });
    t.do({ type: 'RemovePlayer', tournamentId: T, playerId: 'p03', reason: 'withdrawal' });
    const view = standingsView(T, readOf(t.state));
    const line = (id: string) => view.lines.find((l) => l.playerId === id)!;
    expect(line('p02')).toMatchObject({ status: 'disqualified', place: 4 });
    expect(line('p03')).toMatchObject({ status: 'eliminated', place: 3 });
    expect(view.playersLeft).toBe(2);
  });

  it('FSNP Art. 20: only the director may disqualify a player', () => {
    const t = new Table({ tournamentType: 'KO' }).as(FLOOR);
    const r = t.try({
      type: 'RemovePlayer',
      tournamentId: T,
      playerId: 'p02',
      reason: 'disqualification',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('NOT_AUTHORISED');
  });

  it('LNSE I.59-61: nobody leaves in the middle of a hand through the office; the hand is finished first', () => {
    const t = new Table({ tournamentType: 'KO' });
    t.start();
    const r = t.try({
      type: 'RemovePlayer',
      tournamentId: T,
      playerId: t.playerAt(5),
      reason: 'withdrawal',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('HAND_IN_PROGRESS');
  });

  it('FSNP Art. 141(a): in a knockout tournament the bounty chip of an eliminated player goes to the player who beat him', () => {
    const t = new Table({ tournamentType: 'KO', startingStack: 6000 });
    t.as(DEALER).start();
    t.post();
    t.act(8, 'all-in');
    t.act(2, 'call');
    t.act(5, 'fold');
    t.act(6, 'fold');
    t.board();
    t.board();
    t.board();
    t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[2]] });
    const out = ofType(t.as(DEALER).complete(), 'PlayerEliminated')[0].data;
    expect(out.bountyTo).toBe(t.playerAt(2));
    expect(t.state.hands!.bounties[t.playerAt(2)]).toBe(1);
  });
});

describe('shared places across tables', () => {
  it('DECISION-4; FSNP Art. 127-128: players out in the same hand-for-hand round at different tables share the places', () => {
    const t = new Table({ tournamentType: 'KO' }, 4);
    const [a, b] = [t.playerAt(2), t.playerAt(5)];
    const out = eliminationEvents(
      t.state,
      [
        { playerId: a, tableId: 'T1', handNo: 9, stackAtStart: 8000, eliminatedBy: [] },
        { playerId: b, tableId: 'T2', handNo: 7, stackAtStart: 3000, eliminatedBy: [] },
      ],
      'busted',
      t.now,
    );
    expect(
      out.map(
        (e) => e.type === 'PlayerEliminated' && [e.data.playerId, e.data.place, e.data.sharedBy],
      ),
    ).toEqual([
      [a, 3, 2],
      [b, 3, 2],
    ]);
  });
});

describe('hand-for-hand through the commands', () => {
  /** First to act moves all-in, the big blind calls and wins (the floor declares it), others fold. */
  function bustFirstToAct(t: Table, tableId: string) {
    t.tableId = tableId;
    t.handNo = t.state.tables[tableId].handNo;
    const plan = t.hand.plan;
    let first: number | null = null;
    while (t.hand.engine!.phase === 'betting') {
      const seat = t.hand.seats[t.hand.engine!.toAct];
      if (first === null) {
        first = seat;
        t.act(seat, 'all-in');
      } else t.act(seat, seat === plan.bigBlindSeat ? 'call' : 'fold');
    }
    while (t.hand.engine!.phase === 'dealing') t.board();
    t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[plan.bigBlindSeat]] });
    t.as(DEALER);
    return t.state.tables[tableId].seats[first!];
  }

  it('DECISION-4; FSNP Art. 125-127: in hand-for-hand, players out at two tables in the same round share the places', () => {
    const t = new Table({ tournamentType: 'KO' }, 16).as(DEALER);
    const [a, b] = Object.keys(t.state.tables);
    // FSNP Art. 125: the hands of a round are those dealt after the announcement.
    t.as({ id: 'td-1', role: 'director' }).do({ type: 'StartHandForHand', tournamentId: T });
    t.as(DEALER);
    for (const id of [a, b]) {
      t.tableId = id;
      t.start();
      t.handNo = t.state.tables[id].handNo;
      t.post();
    }
    const outA = bustFirstToAct(t, a);
    expect(ofType(t.complete(), 'PlayerEliminated')).toHaveLength(0);
    const outB = bustFirstToAct(t, b);
    const out = ofType(t.complete(), 'PlayerEliminated');
    expect(out.map((e) => [e.data.playerId, e.data.place, e.data.sharedBy]).sort()).toEqual(
      [
        [outA, 15, 2],
        [outB, 15, 2],
      ].sort(),
    );
  });
});

/** The standings read as the operations model gives it, from the decider's state. */
function readOf(s: TournamentState) {
  return {
    tournamentStatus: s.status,
    players: Object.values(s.entrants).map((e) => ({
      playerId: e.playerId,
      fullName: e.playerId,
      status: e.status,
      stack: e.stack,
      tableId: e.tableId,
      seat: e.seat,
    })),
    places: s.hands?.places ?? {},
    bounties: s.hands?.bounties ?? {},
  };
}
