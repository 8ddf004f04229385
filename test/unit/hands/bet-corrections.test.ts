/**
 * A wrong bet corrected (LNSE 123/13 II.96-97, II.99; FSNP Art. 88, 93; Club Rule 49, 52): the
 * official records the amount the bet should be against the chips pushed (CorrectBet); the
 * ruleset's `game.betCorrection` rules on it (BetCorrected, or a FloorRuling when the bet
 * stands as pushed).
 *
 * The table: seats 5 (small blind 100), 6 (big blind 200), 8, 2 (button), 20,000 each; seat 8
 * acts first.
 */
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { flipParameter } from '../../support/flip-parameter';
import { DEALER, FLOOR, Table, ofType, posted, rejected } from './support';

/** The floor's correction, its events applied when accepted. */
const correct = (t: Table, seat: number, amount: number, street?: number) => {
  const r = t.as(FLOOR).try({
    type: 'CorrectBet',
    ...t.ref(),
    seat,
    amount,
    ...(street !== undefined ? { street } : {}),
  });
  if (r.ok) t.apply(...r.events);
  return r;
};
const accepted = (r: ReturnType<typeof correct>): readonly TournamentEvent[] => {
  if (!r.ok) throw new Error(`rejected: ${JSON.stringify(r.rejection)}`);
  return r.events;
};
const player = (t: Table, seat: number) => t.hand.engine!.players[t.hand.seats.indexOf(seat)];
const toActSeat = (t: Table) => t.hand.seats[t.hand.engine!.toAct];

/** Seat 8 bets 1,000 as pushed, seat 2 calls it; the blinds still to act. */
function shortBetCalled(rulesetId: string): Table {
  const t = posted(rulesetId);
  t.act(8, 'raise', 1000);
  t.act(2, 'call');
  return t;
}

describe('LNSE II.97 — short bets completed before the round ends; no call-to-raise change', () => {
  it('LNSE II.97: given seat 8 bet 1,000 that should be 1,200 and seat 2 called, when the floor corrects it in the round, then the bet is completed to 1,200 and seat 2 owes 200', () => {
    const t = shortBetCalled('lnse');
    const [e, ...rest] = accepted(correct(t, 8, 1200));
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      type: 'BetCorrected',
      ruleRef: 'LNSE 123/13 II.97',
      data: {
        seat: 8,
        pushed: 1000,
        found: 1200,
        stands: 1200,
        outcome: 'completed',
        moves: [{ seat: 8, chips: 200 }],
        owing: [2],
        official: { id: FLOOR.id, role: 'floor' },
      },
    });
    expect(player(t, 8)).toMatchObject({ bet: 1200, stack: 18800 });
    expect(t.hand.engine!.high).toBe(1200);
    // Seat 2's call stays a call: he may call the difference or fold, not raise.
    expect(t.hand.onlyCall[t.hand.seats.indexOf(2)]).toEqual({
      scope: 'round',
      ruleRef: 'LNSE 123/13 II.97',
    });
  });

  it('LNSE II.97: the player who called the short bet may not turn his call into a raise; he completes the call', () => {
    const t = shortBetCalled('lnse');
    accepted(correct(t, 8, 1200));
    t.act(5, 'fold');
    t.act(6, 'fold');
    expect(toActSeat(t)).toBe(2);
    // He says "raise": the betting is not reopened for him, so the word is read as a call.
    const [a] = ofType(t.act(2, 'raise', 3000), 'ActionRecorded');
    expect(a.data).toMatchObject({ action: 'call', amount: 200, seen: { action: 'raise' } });
    expect(player(t, 2)).toMatchObject({ stack: 18800 });
    expect(t.hand.engine!.phase).toBe('dealing');
  });

  it('LNSE II.97: found after the betting round is complete, the short bet stands as pushed (a ruling, no chips move)', () => {
    const t = shortBetCalled('lnse');
    t.act(5, 'fold');
    t.act(6, 'fold');
    t.board();
    const before = player(t, 8);
    const [e, ...rest] = accepted(correct(t, 8, 1200, 0));
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      type: 'FloorRuling',
      ruleRef: 'LNSE 123/13 II.97',
      data: { code: 'WRONG_BET', outcome: 'bet-stands', seat: 8 },
    });
    expect(player(t, 8)).toEqual(before);
  });

  it('LNSE II.97: a betting round not yet reached holds no bet to correct (refused)', () => {
    const t = posted('lnse');
    const r = rejected(correct(t, 8, 1200, 2));
    expect(r).toMatchObject({ code: 'ROUND_NOT_REACHED', ruleRef: 'LNSE 123/13 II.97' });
  });

  it('LNSE II.97: a bet recorded at the amount found is not corrected (refused, nothing to do)', () => {
    const t = shortBetCalled('lnse');
    const r = rejected(correct(t, 8, 1000));
    expect(r).toMatchObject({ code: 'BET_ALREADY_RIGHT', ruleRef: 'LNSE 123/13 II.97' });
  });
});

describe('Club Rule 52 — a short bet acted on: everyone who called it is brought up to the correct amount', () => {
  it('Club Rule 52: given seat 8 bet 1,000 that should be 1,200 and seat 2 called, when corrected, then seat 2 is topped up to 1,200 too', () => {
    const t = shortBetCalled('club-tda');
    const [e] = accepted(correct(t, 8, 1200));
    expect(e).toMatchObject({
      type: 'BetCorrected',
      ruleRef: 'Club Rule 52',
      data: {
        outcome: 'completed',
        callers: 'topped-up',
        moves: [
          { seat: 8, chips: 200 },
          { seat: 2, chips: 200 },
        ],
        owing: [],
      },
    });
    expect(player(t, 2)).toMatchObject({ bet: 1200, stack: 18800 });
    expect(t.hand.onlyCall[t.hand.seats.indexOf(2)]).toBeNull();
  });

  it('Club Rule 52 flipped to call-or-fold: seat 2 is not topped up but owes the difference (the parameter decides)', () => {
    flipParameter('club-tda', 'game.betCorrection.shortBetCallers', 'call-or-fold', () => {
      const t = shortBetCalled('club-tda');
      const [e] = accepted(correct(t, 8, 1200));
      expect(e).toMatchObject({ data: { moves: [{ seat: 8, chips: 200 }], owing: [2] } });
      expect(player(t, 2)).toMatchObject({ bet: 1000 });
    });
  });

  it('LNSE II.97 flipped to topped-up: seat 2 is brought up without acting again', () => {
    flipParameter('lnse', 'game.betCorrection.shortBetCallers', 'topped-up', () => {
      const t = shortBetCalled('lnse');
      const [e] = accepted(correct(t, 8, 1200));
      expect(e).toMatchObject({ data: { owing: [] } });
      expect(player(t, 2)).toMatchObject({ bet: 1200 });
    });
  });
});

/** Seat 8 moves all-in for 20,000; seat 2 asked his count, was told 15,000, and called. */
function allInCalledOnAWrongCount(rulesetId: string): Table {
  const t = new Table({ rulesetId }).as(DEALER).at(0);
  t.stacks({ 8: 20000, 2: 20000 });
  t.start();
  t.post();
  t.act(8, 'all-in');
  t.act(2, 'call');
  return t;
}

describe('FSNP Art. 93 — wrong count given to a player', () => {
  it('FSNP Art. 93(b): given an all-in of 20,000 announced to the caller as 15,000, when the floor records the count, then the 15,000 announced stands and the caller pays only it', () => {
    const t = allInCalledOnAWrongCount('fsnp');
    const [e, ...rest] = accepted(correct(t, 8, 15000));
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      type: 'BetCorrected',
      ruleRef: 'FSNP Art. 93',
      data: {
        seat: 8,
        pushed: 20000,
        found: 15000,
        stands: 15000,
        outcome: 'reduced',
        moves: [
          { seat: 8, chips: -5000 },
          { seat: 2, chips: -5000 },
        ],
        owing: [],
      },
    });
    expect(player(t, 2)).toMatchObject({ bet: 15000, stack: 5000 });
    expect(player(t, 8)).toMatchObject({ bet: 15000, stack: 5000 });
  });

  it('FSNP Art. 93(a): told more than the all-in holds (25,000 for 20,000), the chips actually put in count: a ruling, no chips move', () => {
    const t = allInCalledOnAWrongCount('fsnp');
    const [e] = accepted(correct(t, 8, 25000));
    expect(e).toMatchObject({
      type: 'FloorRuling',
      ruleRef: 'FSNP Art. 93',
      data: { outcome: 'chips-put-in-stand', seat: 8 },
    });
    expect(player(t, 2)).toMatchObject({ bet: 20000 });
  });

  it('FSNP Art. 93: a count below the bet the all-in answered cannot stand (refused)', () => {
    const t = posted('fsnp');
    t.act(8, 'raise', 1000);
    t.act(2, 'all-in');
    const r = rejected(correct(t, 2, 800));
    expect(r).toMatchObject({ code: 'AMOUNT_BELOW_BET_FACED', ruleRef: 'FSNP Art. 93' });
  });

  it('FSPR: the excerpt is silent; the FSNP article applies (inherited, cited as FSNP Art. 93)', () => {
    const t = allInCalledOnAWrongCount('fspr');
    const [e] = accepted(correct(t, 8, 15000));
    expect(e).toMatchObject({ type: 'BetCorrected', ruleRef: 'FSNP Art. 93' });
  });
});

describe('LNSE II.99 and Club Rule 49 — players check bet sizes: the correct amount stands', () => {
  it('LNSE II.99: a caller told 15,000 for an all-in of 20,000 still owes the 20,000 (a ruling, no chips move)', () => {
    const t = allInCalledOnAWrongCount('lnse');
    const [e, ...rest] = accepted(correct(t, 8, 15000));
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      type: 'FloorRuling',
      ruleRef: 'LNSE 123/13 II.99',
      data: { code: 'WRONG_BET', outcome: 'correct-amount-stands', seat: 8 },
    });
    expect(player(t, 2)).toMatchObject({ bet: 20000, stack: 0 });
  });

  it('Club Rule 49: a caller told a wrong amount must still put in the full correct amount', () => {
    const t = allInCalledOnAWrongCount('club-tda');
    const [e] = accepted(correct(t, 8, 15000));
    expect(e).toMatchObject({ type: 'FloorRuling', ruleRef: 'Club Rule 49' });
    expect(ofType([e], 'BetCorrected')).toEqual([]);
  });

  it('LNSE II.99 flipped to announced-amount: the caller pays only the count he was given (the parameter decides)', () => {
    flipParameter('lnse', 'game.betCorrection.announcedCount', 'announced-amount', () => {
      const t = allInCalledOnAWrongCount('lnse');
      const [e] = accepted(correct(t, 8, 15000));
      expect(e).toMatchObject({ type: 'BetCorrected', ruleRef: 'LNSE 123/13 II.99' });
      expect(player(t, 2)).toMatchObject({ bet: 15000 });
    });
  });

  it('FSNP Art. 93 flipped to correct-amount: the caller owes the full all-in', () => {
    flipParameter('fsnp', 'game.betCorrection.announcedCount', 'correct-amount', () => {
      const t = allInCalledOnAWrongCount('fsnp');
      const [e] = accepted(correct(t, 8, 15000));
      expect(e).toMatchObject({ type: 'FloorRuling', data: { outcome: 'correct-amount-stands' } });
    });
  });
});
