/**
 * FSNP Art. 142 (qualification tournaments; DECISION-12), decided through the real decider at a
 * table of four: tickets from the fixed fund, the end when the players left equal the tickets,
 * no cash for a ticket, and a recorded forfeit for a no-show.
 */
import { STRUCTURE_A, Scenario, T, raCreate } from '../../support/tournament-fixtures';
import { DEALER, FLOOR, Table, ofType, types } from '../hands/support';

/** Four players at one table, 10,000 each into the fund (40,000), after the add-on break. */
function qualifier(ticketValue: number): Table {
  const t = new Table({
    tournamentType: 'QUALIFIER',
    startingStack: 2500,
    levels: STRUCTURE_A,
    buyIn: { prizeFund: 10_000, fee: 2_000 },
  });
  // FSNP Art. 142(c)(e): re-entry until the end of level 8 and the add-on break after it.
  t.at(140).do({ type: 'TickClock', tournamentId: T });
  t.do({ type: 'FixPayoutTable', tournamentId: T, ticketValue });
  return t;
}

/** Seats 8 and 2 all-in, seat 5 covers them and wins, seat 6 (big blind) folds. */
function twoOut(t: Table) {
  t.stacks({ 8: 1500, 2: 2000, 6: 1200 });
  t.as(DEALER).start();
  t.post();
  t.act(8, 'all-in');
  t.act(2, 'all-in');
  t.act(5, 'all-in');
  t.act(6, 'fold');
  t.board();
  t.board();
  t.board();
  t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[5], [5]] });
  return t.as(DEALER).complete();
}

describe('FSNP Art. 142: qualification tournaments', () => {
  it('FSNP Art. 142; DECISION-12: given a fund of 40,000 and tickets of 13,333, when the pool is fixed, then 3 tickets are allocated and the 1 left over goes to 4th place', () => {
    const t = qualifier(13_333);
    const events = t.do({ type: 'FixPrizePool', tournamentId: T });
    expect(types(events)).toEqual(['PrizePoolFixed', 'QualificationTicketsAllocated']);
    expect(ofType(events, 'QualificationTicketsAllocated')[0].data).toMatchObject({
      tickets: 3,
      ticketValue: 13_333,
      prizeFund: 40_000,
      remainder: 1,
      remainderPlace: 4,
      currency: 'RON',
    });
  });

  it('FSNP Art. 142(a): given 2 tickets and 4 players, when two are out in one hand, then the tournament is completed with the 2 left sharing the ticket places whatever their chips', () => {
    const t = qualifier(15_000);
    t.do({ type: 'FixPrizePool', tournamentId: T });
    const [five, six] = [t.playerAt(5), t.playerAt(6)];
    const events = twoOut(t);
    const done = ofType(events, 'TournamentCompleted');
    expect(done).toHaveLength(1);
    expect(done[0].ruleRef).toContain('FSNP Art. 142(a)');
    expect(done[0].data.endedBy).toEqual({ ruleRef: 'FSNP Art. 142(a)', finalists: [five, six] });
    // Seat 6 has a few hundred chips against nearly 9,000: both qualify (Art. 142(a)).
    expect(t.state.entrants[six].stack).toBeLessThan(t.state.entrants[five].stack / 10);
    const top = done[0].data.standings.filter((l) => l.place === 1).map((l) => l.playerId);
    expect(top.sort()).toEqual([five, six].sort());
    expect(done[0].data.standings.every((l) => l.place !== 1 || l.sharedBy === 2)).toBe(true);
    expect(t.state.status).toBe('completed');
  });

  it('FSNP Art. 142(a): given the qualifier is over, when a dealer starts another hand, then it is refused citing the article', () => {
    const t = qualifier(15_000);
    t.do({ type: 'FixPrizePool', tournamentId: T });
    twoOut(t);
    const d = t.try({ type: 'StartHand', tournamentId: T, tableId: t.tableId });
    expect(d.ok).toBe(false);
    if (d.ok) return;
    expect(d.rejection).toMatchObject({ code: 'TOURNAMENT_OVER', ruleRef: 'FSNP Art. 142(a)' });
    expect(d.rejection.message).toContain('qualification tickets');
  });

  it('FSNP Art. 142(a); DECISION-12: given 4 players left, when the tickets allocated are 4, then the tournament ends at once', () => {
    const t = qualifier(10_000);
    const events = t.do({ type: 'FixPrizePool', tournamentId: T });
    expect(types(events)).toEqual([
      'PrizePoolFixed',
      'QualificationTicketsAllocated',
      'TournamentCompleted',
    ]);
    const done = ofType(events, 'TournamentCompleted')[0].data;
    expect(done.standings.map((l) => [l.place, l.sharedBy])).toEqual([
      [1, 4],
      [1, 4],
      [1, 4],
      [1, 4],
    ]);
  });

  it('FSNP Art. 142(f); DECISION-12: given the qualifier ended with 2 tickets, when prizes are awarded, then the 2 finalists get tickets and 3rd place the 10,000 left over', () => {
    const t = qualifier(15_000);
    t.do({ type: 'FixPrizePool', tournamentId: T });
    const [eight, two, five, six] = [t.playerAt(8), t.playerAt(2), t.playerAt(5), t.playerAt(6)];
    twoOut(t);
    const awards = t
      .as({ id: 'td-1', role: 'director' })
      .do({ type: 'AwardPrizes', tournamentId: T });
    const holders = ofType(awards, 'QualifierTicketAwarded').map((e) => e.data.playerId);
    expect(holders.sort()).toEqual([five, six].sort());
    // Seat 2 started the hand with more chips than seat 8: 3rd place (Art. 128).
    expect(ofType(awards, 'PrizeAwarded').map((e) => e.data)).toMatchObject([
      { playerId: two, place: 3, amount: 10_000, kind: 'remainder' },
    ]);
    expect(awards.some((e) => 'playerId' in e.data && e.data.playerId === eight)).toBe(false);
  });

  describe('tickets after the award', () => {
    const awarded = () => {
      const t = qualifier(15_000);
      t.do({ type: 'FixPrizePool', tournamentId: T });
      twoOut(t);
      t.as({ id: 'td-1', role: 'director' }).do({ type: 'AwardPrizes', tournamentId: T });
      return t;
    };

    it('FSNP Art. 142(g): given a ticket holder, when he asks for its cash value, then it is refused citing the article', () => {
      const t = awarded();
      const d = t.try({ type: 'ExchangeTicketForCash', tournamentId: T, playerId: t.playerAt(5) });
      expect(d.ok).toBe(false);
      if (d.ok) return;
      expect(d.rejection).toMatchObject({
        code: 'TICKET_NOT_EXCHANGEABLE',
        ruleRef: 'FSNP Art. 142(g)',
      });
      expect(d.rejection.message).toContain('15,000 RON');
    });

    it('FSNP Art. 142(g): given a ticket holder who did not turn up at the target competition, when the director records it, then the ticket is forfeited by a recorded event, once', () => {
      const t = awarded();
      const five = t.playerAt(5);
      t.at(60 * 24 * 30);
      const forfeit = {
        type: 'ForfeitQualificationTicket' as const,
        tournamentId: T,
        playerId: five,
        competition: 'Campionatul Național 2027',
        noShowOn: t.now.slice(0, 10),
      };
      const [e] = t.do(forfeit);
      expect(e).toMatchObject({
        type: 'QualificationTicketForfeited',
        ruleRef: 'FSNP Art. 142(g)',
        data: { playerId: five, place: 1, ticketValue: 15_000, competition: forfeit.competition },
      });
      const again = t.try(forfeit);
      expect(!again.ok && again.rejection.code).toBe('TICKET_ALREADY_FORFEITED');
    });

    it('FSNP Art. 142(g): a forfeit cannot be recorded for a day that has not come, nor for a player without a ticket', () => {
      const t = awarded();
      const future = t.try({
        type: 'ForfeitQualificationTicket',
        tournamentId: T,
        playerId: t.playerAt(5),
        competition: 'Campionatul Național 2027',
        noShowOn: '2030-01-01',
      });
      expect(!future.ok && future.rejection).toMatchObject({
        code: 'NO_SHOW_IN_FUTURE',
        ruleRef: 'FSNP Art. 142(g)',
      });
      const none = t.try({
        type: 'ForfeitQualificationTicket',
        tournamentId: T,
        playerId: t.playerAt(2),
        competition: 'Campionatul Național 2027',
        noShowOn: '2026-12-05',
      });
      expect(!none.ok && none.rejection.code).toBe('NO_TICKET');
    });
  });

  it('FSNP Art. 142(g), 127-128; DECISION-4: given 3 tickets and two players sharing places 3-4 (out together, equal stacks), when prizes are awarded, then it is refused: a ticket cannot be split', () => {
    const sc = new Scenario().setup(
      raCreate({ tournamentType: 'QUALIFIER', buyIn: { prizeFund: 10_000, fee: 0 } }),
      10,
    );
    sc.at(140).do({ type: 'TickClock', tournamentId: T });
    sc.do({ type: 'FixPayoutTable', tournamentId: T, ticketValue: 30_000 });
    sc.do({ type: 'FixPrizePool', tournamentId: T });
    const standings = Array.from({ length: 10 }, (_, i) => ({
      playerId: `p${String(i + 1).padStart(2, '0')}`,
      place: i === 3 ? 3 : i + 1,
      sharedBy: i === 2 || i === 3 ? 2 : 1,
    }));
    const d = sc.try({ type: 'AwardPrizes', tournamentId: T, standings });
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'TICKET_PLACES_SHARED',
      ruleRef: 'FSNP Art. 142(f); DECISION-12; FSNP Art. 127-128',
    });
    expect(!d.ok && d.rejection.message).toContain('p03, p04');
  });
});
