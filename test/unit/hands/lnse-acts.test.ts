/**
 * LNSE 123/13 Annex II, Ch. 4, Art. 24-27 (II.76-89): how a bet, a check and a raise are read at
 * the table, under the LNSE ruleset, through the decider: the act is recorded as the dealer saw
 * it and the ruleset's consequence is applied and cited on the ActionRecorded event.
 */
import type { RecordAction } from '../../../src/aggregates/tournament/hands/commands';
import { DEALER, Table, ofType } from './support';

// The seeded draw seats four at T1: seats 5 (small blind), 6 (big blind), 8, 2 (button); 100/200.
type Seen = Omit<RecordAction, 'type' | 'tournamentId' | 'tableId' | 'handNo'>;

/** Everyone limps and the flop comes: seat 5 acts first, each seat has 19,800 behind (20,000 start). */
function flop(): Table {
  const t = new Table({ rulesetId: 'lnse' }).as(DEALER);
  t.start();
  t.post();
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  t.board();
  return t;
}
const recorded = (t: Table, seen: Seen) =>
  ofType(t.do({ type: 'RecordAction', ...t.ref(), ...seen }), 'ActionRecorded')[0];
const atSeat = (t: Table, seat: number) => t.hand.engine!.players[t.hand.seats.indexOf(seat)];

describe('LNSE II.76 (Annex II, Ch. 4, Art. 24.76): check-raise is allowed', () => {
  it('given seat 5 checked and seat 6 bet 1,000, when seat 5 raises to 3,000, then the raise stands', () => {
    const t = flop();
    t.act(5, 'check');
    t.act(6, 'bet', 1000);
    t.act(8, 'fold');
    t.act(2, 'fold');
    const e = recorded(t, { seat: 5, action: 'raise', amount: 3000 });
    expect(e.data).toMatchObject({ seat: 5, action: 'raise', amount: 3000 });
    expect(e.data.ruling).toBeUndefined();
    expect(atSeat(t, 5)).toMatchObject({ bet: 3000, stack: 19800 - 3000 });
  });
});

describe('LNSE II.79 (Annex II, Ch. 4, Art. 24.79): chips that differ from the words: the words win', () => {
  it('given the flop, when seat 5 says "bet 1,000" and pushes 1,500 first, then the bet is 1,000 and 500 goes back', () => {
    const t = flop();
    const e = recorded(t, {
      seat: 5,
      action: 'bet',
      amount: 1000,
      chips: [1000, 500],
      first: 'chips',
    });
    expect(e.data).toMatchObject({
      action: 'bet',
      amount: 1000,
      seen: { action: 'bet', amount: 1000, chips: [1000, 500], first: 'chips' },
      ruling: { outcome: 'word-binds', ruleRef: 'LNSE 123/13 II.73, II.79', returned: 500 },
    });
    expect(e.ruleRef).toBe('LNSE 123/13 II.73, II.79');
    expect(atSeat(t, 5)).toMatchObject({ bet: 1000, stack: 19800 - 1000 });
  });
});

describe('LNSE II.88 (Annex II, Ch. 4, Art. 27.88): an oversized chip is a call unless a raise is said', () => {
  it('given a 1,000 bet, when seat 6 pushes one 5,000 chip without a word, then it is a call and 4,000 goes back', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const e = recorded(t, { seat: 6, chips: [5000] });
    expect(e.data).toMatchObject({
      action: 'call',
      amount: 1000,
      ruling: { outcome: 'single-chip-call', ruleRef: 'LNSE 123/13 II.88-89', returned: 4000 },
    });
    expect(e.ruleRef).toBe('LNSE 123/13 II.88-89');
    expect(atSeat(t, 6)).toMatchObject({ bet: 1000, stack: 19800 - 1000 });
  });

  it('given a 1,000 bet, when seat 6 says "raise" with no amount and pushes one 5,000 chip, then he raises to the chip value, 5,000', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const e = recorded(t, { seat: 6, action: 'raise', chips: [5000] });
    expect(e.data).toMatchObject({
      action: 'raise',
      amount: 5000,
      ruling: { outcome: 'single-chip-raise', ruleRef: 'LNSE 123/13 II.88-89' },
    });
    expect(e.ruleRef).toBe('LNSE 123/13 II.88-89');
    expect(atSeat(t, 6)).toMatchObject({ bet: 5000, stack: 19800 - 5000 });
  });
});

describe('LNSE II.89 (Annex II, Ch. 4, Art. 27.89): after the flop a lone oversized chip sets the bet', () => {
  it('given no bet on the flop, when seat 5 pushes one 5,000 chip without a word, then he bets 5,000', () => {
    const t = flop();
    const e = recorded(t, { seat: 5, chips: [5000] });
    expect(e.data).toMatchObject({ seat: 5, action: 'bet', amount: 5000, seen: { chips: [5000] } });
    expect(atSeat(t, 5)).toMatchObject({ bet: 5000, stack: 19800 - 5000 });
  });
});
