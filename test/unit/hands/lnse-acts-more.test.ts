/**
 * LNSE 123/13 Annex II, Ch. 4, Art. 24-27 (II.75, II.77, II.80, II.85, II.87): more of how an act
 * is read at the table (src/poker/chip-push.ts, LNSE II.74-89), under the LNSE ruleset, through
 * the decider. Seats 5 (small blind), 6 (big blind), 8, 2 (button); 100/200; 20,000 each.
 */
import type { RecordAction } from '../../../src/aggregates/tournament/hands/commands';
import { DEALER, Table, ofType, rejected } from './support';

type Seen = Omit<RecordAction, 'type' | 'tournamentId' | 'tableId' | 'handNo'>;

/** Everyone limps and the flop comes: seat 5 acts first, each seat has 19,800 behind. */
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

describe('LNSE II.75 — tapping the table is a check', () => {
  it('LNSE II.75: given the flop, when seat 5 taps the table, then the dealer records a check and the turn passes to seat 6', () => {
    const t = flop();
    const e = recorded(t, { seat: 5, action: 'check' });
    expect(e.data).toMatchObject({ seat: 5, action: 'check', amount: 0 });
    expect(atSeat(t, 5)).toMatchObject({ bet: 0, stack: 19800 });
    expect(t.hand.seats[t.hand.engine!.toAct]).toBe(6);
  });
});

describe('LNSE II.77 — all-in must be declared and fully pushed', () => {
  it('LNSE II.77: given the flop, when seat 5 declares all-in, then all his 19,800 are in the bet', () => {
    const t = flop();
    const e = recorded(t, { seat: 5, action: 'all-in' });
    expect(e.data).toMatchObject({ action: 'all-in', amount: 19800 });
    expect(atSeat(t, 5)).toMatchObject({ bet: 19800, stack: 0 });
  });
});

describe('LNSE II.80 — how to fold; released cards are gone', () => {
  it('LNSE II.80: given seat 5 folded, his cards are gone: on the next street he has no hand to act with', () => {
    const t = flop();
    t.act(5, 'fold');
    t.act(6, 'bet', 1000);
    t.act(8, 'call');
    t.act(2, 'raise', 3000);
    t.act(6, 'call');
    t.act(8, 'call');
    expect(atSeat(t, 5).folded).toBe(true);
    t.board();
    expect(rejected(t.tryAct(5, 'call'))).toMatchObject({ code: 'NOT_IN_HAND' });
  });
});

describe('LNSE II.85 — three ways to raise', () => {
  it('LNSE II.85(A): facing 1,000, seat 6 puts 3,000 in one motion: a raise to 3,000', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const e = recorded(t, { seat: 6, chips: [1000, 1000, 1000] });
    expect(e.data).toMatchObject({ action: 'raise', amount: 3000 });
    expect(atSeat(t, 6)).toMatchObject({ bet: 3000 });
  });

  it('LNSE II.85(B): facing 1,000, seat 6 declares "raise to 3,000" before moving chips: a raise to 3,000', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const e = recorded(t, { seat: 6, action: 'raise', amount: 3000 });
    expect(e.data).toMatchObject({ action: 'raise', amount: 3000 });
  });

  it('LNSE II.85(C): facing 1,000, seat 6 says "raise" first, then completes it with 3,000 in one more motion: a raise to 3,000', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const e = recorded(t, { seat: 6, action: 'raise', chips: [1000, 1000, 1000], first: 'word' });
    expect(e.data).toMatchObject({ action: 'raise', amount: 3000 });
    expect(atSeat(t, 6)).toMatchObject({ bet: 3000 });
  });
});

describe('LNSE II.87 — raising with an oversized chip needs a prior declaration', () => {
  it('LNSE II.87: facing 1,000, seat 6 says "raise to 5,000" and then releases one 5,000 chip: a raise to 5,000', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const e = recorded(t, { seat: 6, action: 'raise', amount: 5000, chips: [5000], first: 'word' });
    expect(e.data).toMatchObject({ action: 'raise', amount: 5000 });
    expect(atSeat(t, 6)).toMatchObject({ bet: 5000 });
  });

  it('LNSE II.87: the same chip released with no declaration is only a call (II.88)', () => {
    const t = flop();
    t.act(5, 'bet', 1000);
    const e = recorded(t, { seat: 6, chips: [5000] });
    expect(e.data).toMatchObject({ action: 'call', amount: 1000 });
  });
});
