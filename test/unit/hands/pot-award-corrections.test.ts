/**
 * Issue 18, disputes: a corrected pot award after a dispute is upheld (Club Rule 22, 36;
 * LNSE 123/13 II.112). Four players, 15,000 each; hand 1: seats 5 (small blind), 6 (big blind),
 * 8, 2 (button). The pot is declared to the wrong seat, disputed, then corrected.
 */
import type { TournamentCommand } from '../../../src/aggregates/tournament/commands';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { HandHistoryProjection } from '../../../src/projections/hand-history/model';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream as stored } from '../../support/stored-stream';
import { FLOOR, Table, ofType } from './support';
import { given } from '../../support/given';

/** Hand 1: seat 8 limps, the big blind checks, both check down; the floor declares `winner`. */
function limpedPot(rulesetId: string, winner = 6): Table {
  const t = new Table({ rulesetId }).as(FLOOR);
  t.start();
  t.post();
  t.act(8, 'call');
  t.act(2, 'fold');
  t.act(5, 'fold');
  t.act(6, 'check');
  while (t.hand.engine!.phase !== 'showdown' && t.hand.engine!.phase !== 'complete') {
    if (t.hand.engine!.phase === 'dealing') t.board();
    else t.act(t.hand.seats[t.hand.engine!.toAct], 'check');
  }
  t.do({ type: 'AwardPots', ...t.ref(), winners: [[winner]] });
  t.complete();
  return t;
}

/** Hand 1: seat 8 all-in, the big blind calls; the floor declares `winner`. */
function allInPot(rulesetId: string, winner: number, stacks: Record<number, number> = {}): Table {
  const t = new Table({ rulesetId }).as(FLOOR);
  if (Object.keys(stacks).length) t.stacks(stacks);
  t.start();
  t.post();
  t.act(8, 'all-in');
  t.act(2, 'fold');
  t.act(5, 'fold');
  t.act(6, 'call');
  while (t.hand.engine!.phase === 'dealing') t.board();
  t.do({ type: 'AwardPots', ...t.ref(), winners: [[winner]] });
  t.complete();
  return t;
}

function dispute(t: Table, handNo = 1) {
  return t.do({
    type: 'DisputeHand',
    tournamentId: t.ref().tournamentId,
    tableId: t.tableId,
    handNo,
    seat: 8,
    description: 'Seat 8 tabled the better hand; the pot went to seat 6.',
  });
}
const correction = (
  t: Table,
  moves: { seat: number; chips: number }[],
  handNo = 1,
): TournamentCommand => ({
  type: 'CorrectPotAward',
  tournamentId: t.ref().tournamentId,
  tableId: t.tableId,
  handNo,
  pot: 0,
  moves,
  reason: 'Seat 8 held the winning hand (cards speak).',
});
const stackOf = (t: Table, seat: number) => t.state.entrants[t.playerAt(seat)].stack;

describe('Club Rule 22: a corrected pot award, as an event with the official who ruled', () => {
  it('Club Rule 22, 36: upheld before substantial action in hand 2: the pot’s chips move from seat 6 to seat 8, applied to hand 2 under way', () => {
    const t = limpedPot('club-tda');
    const pot = t.state.potAwards![t.tableId].pots[0].amount;
    const [s6, s8] = [stackOf(t, 6), stackOf(t, 8)];
    t.start();
    t.post();
    t.act(2, 'fold'); // hand 2: one fold is no substantial action (Rule 36)
    dispute(t);
    const events = t.do(
      correction(t, [
        { seat: 6, chips: -pot },
        { seat: 8, chips: pot },
      ]),
    );
    const [e] = ofType(events, 'PotAwardCorrected');
    expect(e.ruleRef).toBe('Club Rule 22, 36');
    expect(e.data).toMatchObject({
      handNo: 1,
      pot: 0,
      official: { id: 'floor-1', role: 'floor' },
      moves: [
        { seat: 6, playerId: t.playerAt(6), chips: -pot },
        { seat: 8, playerId: t.playerAt(8), chips: pot },
      ],
    });
    // Both are dealt into hand 2: their stacks behind in it changed, and so will its end.
    const i8 = t.hand.seats.indexOf(8);
    const behind8 = t.hand.engine!.players[i8].stack;
    expect(t.hand.plan.dealtIn[i8].stack).toBe(s8 + pot);
    expect(behind8).toBeGreaterThan(0);
    expect(stackOf(t, 6)).toBe(s6 - pot);
  });

  it('Club Rule 22, 36: after two calls in hand 2 the correction is refused as too late, in plain words', () => {
    const t = limpedPot('club-tda');
    t.start();
    t.post();
    dispute(t);
    t.act(2, 'call');
    t.act(5, 'call');
    const r = t.try(
      correction(t, [
        { seat: 6, chips: -100 },
        { seat: 8, chips: 100 },
      ]),
    );
    expect(r).toMatchObject({
      ok: false,
      rejection: { code: 'DISPUTE_TIME_BARRED', ruleRef: 'Club Rule 22, 36' },
    });
    if (!r.ok) expect(r.rejection.message).toContain('substantial action');
  });

  it('Club Rule 22: a correction without a dispute heard is refused; the moves must add up to zero and not take more than was awarded', () => {
    const t = limpedPot('club-tda');
    const pot = t.state.potAwards![t.tableId].pots[0].amount;
    expect(
      t.try(
        correction(t, [
          { seat: 6, chips: -pot },
          { seat: 8, chips: pot },
        ]),
      ),
    ).toMatchObject({ ok: false, rejection: { code: 'NO_DISPUTE_HEARD' } });
    dispute(t);
    expect(
      t.try(
        correction(t, [
          { seat: 6, chips: -pot },
          { seat: 8, chips: 100 },
        ]),
      ),
    ).toMatchObject({ ok: false, rejection: { code: 'MOVES_NOT_BALANCED' } });
    expect(
      t.try(
        correction(t, [
          { seat: 6, chips: -pot - 100 },
          { seat: 8, chips: pot + 100 },
        ]),
      ),
    ).toMatchObject({ ok: false, rejection: { code: 'MORE_THAN_AWARDED' } });
    // Seat 2 folded before the flop: the pot is not his to win.
    expect(
      t.try(
        correction(t, [
          { seat: 6, chips: -pot },
          { seat: 2, chips: pot },
        ]),
      ),
    ).toMatchObject({ ok: false, rejection: { code: 'NOT_ELIGIBLE' } });
    expect(
      t.try(
        correction(t, [
          { seat: 6, chips: -0.5 },
          { seat: 8, chips: 0.5 },
        ]),
      ),
    ).toMatchObject({ ok: false, rejection: { code: 'MOVES_INVALID' } });
  });
});

describe('LNSE 123/13 II.112: a wrong award is corrected only before the next deal', () => {
  it('LNSE 123/13 II.112: corrected before hand 2 is dealt; the player it leaves without chips is out at the next deal (FSNP Art. 31(a))', () => {
    // Seat 8's all-in of 5,000 is covered by seat 6; the floor gave seat 8 the pot, seat 6 won it.
    const t = allInPot('lnse', 8, { 8: 5000 });
    const pot = t.state.potAwards![t.tableId].pots[0];
    const won = pot.shares.find((x) => x.seat === 8)!.chips;
    const out = t.playerAt(8);
    dispute(t);
    const [e] = ofType(
      t.do(
        correction(t, [
          { seat: 8, chips: -won },
          { seat: 6, chips: won },
        ]),
      ),
      'PotAwardCorrected',
    );
    expect(e.ruleRef).toBe('LNSE 123/13 II.112, I.87');
    expect(t.state.entrants[out]).toMatchObject({ stack: 0, status: 'busted' });
    const next = t.start();
    expect(ofType(next, 'PlayerEliminated').map((x) => [x.data.playerId, x.data.place])).toEqual([
      [out, 4],
    ]);
  });

  it('LNSE 123/13 II.112: once hand 2 is dealt the correction is refused', () => {
    const t = limpedPot('lnse');
    dispute(t);
    t.start();
    expect(
      t.try(
        correction(t, [
          { seat: 6, chips: -100 },
          { seat: 8, chips: 100 },
        ]),
      ),
    ).toMatchObject({
      ok: false,
      rejection: { code: 'DISPUTE_TIME_BARRED', ruleRef: 'LNSE 123/13 II.112, I.87' },
    });
  });

  it('ASSUMPTION (catalogs silent): a player whose place is recorded keeps it: a correction that would bring him back is refused in plain words', () => {
    // Equal stacks: the floor gave the pot to seat 8; seat 6 is out and placed 4th.
    const t = allInPot('lnse', 8);
    const out = t.state.potAwards![t.tableId].players[6]; // unseated once out
    expect(t.state.hands!.places[out]).toMatchObject({ place: 4 });
    dispute(t);
    const r = t.try(
      correction(t, [
        { seat: 8, chips: -1000 },
        { seat: 6, chips: 1000 },
      ]),
    );
    expect(r).toMatchObject({ ok: false, rejection: { code: 'PLACE_ALREADY_RECORDED' } });
    if (!r.ok) expect(r.rejection.message).toContain('place 4');
  });
});

describe('FSNP Art. 3 (no time bar): the officials correct an award after substantial action', () => {
  it('FSNP Art. 3 (game.disputeWindow null): hand 2 has substantial action and the correction still stands, cited by the ruleset in force', () => {
    const t = limpedPot('fsnp');
    t.start();
    t.post();
    t.act(2, 'call');
    t.act(5, 'call');
    dispute(t);
    const r = t.try(
      correction(t, [
        { seat: 6, chips: -100 },
        { seat: 8, chips: 100 },
      ]),
    );
    expect(r.ok && r.events[0].ruleRef).toBe('FSNP Art. 3');
  });
});

describe('Club Rule 22: the correction in the hand history and the regulator’s rule audit', () => {
  function corrected(): Table {
    const t = limpedPot('club-tda');
    const pot = t.state.potAwards![t.tableId].pots[0].amount;
    t.start();
    dispute(t);
    t.do(
      correction(t, [
        { seat: 6, chips: -pot },
        { seat: 8, chips: pot },
      ]),
    );
    t.post();
    for (let e = t.hand.engine!; e.phase === 'betting'; e = t.hand.engine!)
      t.act(t.hand.seats[e.toAct], 'fold');
    t.complete();
    return t;
  }

  it('Club Rule 22: hand 1’s history keeps its award and shows the correction, the official and each seat’s chips', () => {
    const t = corrected();
    const history = new HandHistoryProjection();
    history.applyAll(stored(t.events));
    const h = history.hand(t.ref().tournamentId, t.tableId, 1)!;
    expect(h.pots[0].winnerSeats).toEqual([6]);
    const pot = h.pots[0].amount;
    expect(h.rulings.at(-1)).toMatchObject({
      code: 'POT_AWARD_CORRECTED',
      ruleRef: 'Club Rule 22, 36',
      official: { id: 'floor-1', role: 'floor' },
      detail: `Pot 0: seat 6 \u2212${pot}, seat 8 +${pot}. Seat 8 held the winning hand (cards speak).`,
    });
  });

  it('Club Rule 22: the rule audit passes the honest stream and names a correction that creates chips', () => {
    const t = corrected();
    expect(auditEvents(stored(t.events)).broken).toBeUndefined();
    const events = JSON.parse(JSON.stringify(t.events)) as TournamentEvent[];
    const i = events.findIndex((e) => e.type === 'PotAwardCorrected');
    (events[i].data as unknown as { moves: { chips: number }[] }).moves[1].chips += 100;
    expect(auditEvents(stored(events)).broken).toMatchObject({
      line: i + 1,
      type: 'PotAwardCorrected',
      citation: 'Club Rule 22, 36',
    });
  });
});

describe('a correction on a tournament that does not exist', () => {
  it('FSNP Art. 137: a pot award correction for an unknown tournament is refused by name, not a crash', () => {
    given()
      .when({
        type: 'CorrectPotAward',
        tournamentId: 'no-such',
        tableId: 'T1',
        handNo: 1,
        pot: 0,
        moves: [
          { seat: 1, chips: 100 },
          { seat: 2, chips: -100 },
        ],
        reason: 'wrong seat',
      } as TournamentCommand)
      .rejects('TOURNAMENT_NOT_FOUND');
  });
});
