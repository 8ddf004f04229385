/**
 * Club Rule 62; FSNP Art. 92: an all-in that has been called commits the player's whole stack,
 * chips hidden from view included, but he may not profit from the hidden chips. The floor records
 * the chips found (HiddenChipsDiscovered, citing the ruleset in force); the award applies it.
 */
import type { RulesetId } from '../../../src/rules/types';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream as stored } from '../../support/stored-stream';
import { DEALER, FLOOR, Table, ofType } from './support';

// Nine seats, button on 3: seat 4 small blind (100), seat 5 big blind (200), seat 6 first to act.
// A is seat 6, B is seat 7; the others are short and fold.
function allIn(rulesetId: RulesetId, a: number, b: number): Table {
  const t = new Table({ rulesetId }, 9);
  t.stacks({ 6: a, 7: b, 4: 2000, 5: 2000, 8: 2000, 9: 2000, 1: 2000, 2: 2000 });
  t.as(DEALER);
  t.start();
  t.post();
  // A moves all-in, B calls, everyone else folds, in the order the hand gives.
  for (let e = t.hand.engine!; e.phase === 'betting'; e = t.hand.engine!) {
    const seat = t.hand.seats[e.toAct];
    t.act(seat, seat === 6 ? 'all-in' : seat === 7 ? 'call' : 'fold');
  }
  t.board();
  t.board();
  t.board();
  return t;
}
const hidden = (t: Table, seat: number, chips: number) =>
  t.as(FLOOR).try({ type: 'RecordHiddenChips', ...t.ref(), seat, chips });
const award = (t: Table, winner: number) => {
  const pots = ofType(
    t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[winner]] }),
    'PotsAwarded',
  )[0].data.pots;
  t.complete();
  return pots;
};
const stackOf = (t: Table, seat: number) => t.state.entrants[t.playerAt(seat)];

describe('all-in with hidden chips (Club Rule 62; FSNP Art. 92)', () => {
  it('Club Rule 62: A is all-in for 21,000 and B (100,000) calls; A then finds two hidden 1,000 chips: recorded, citing the club rule', () => {
    const t = allIn('club-tda', 23000, 100000);
    const r = hidden(t, 6, 2000);
    expect(r.ok && ofType(r.events, 'HiddenChipsDiscovered')[0]).toMatchObject({
      ruleRef: 'Club Rule 62',
      data: { seat: 6, chips: 2000, official: { id: FLOOR.id, role: 'floor' } },
    });
  });

  it('Club Rule 62, example 1: if A wins he is paid only 21,000 (plus the blinds); B gets his 2,000 back', () => {
    const t = allIn('club-tda', 23000, 100000);
    t.do({ type: 'RecordHiddenChips', ...t.ref(), seat: 6, chips: 2000 });
    award(t, 6);
    // A: his 21,000 + B's 21,000 + 300 in blinds, and his 2,000 hidden chips back.
    expect(stackOf(t, 6).stack).toBe(21000 + 21000 + 300 + 2000);
    expect(stackOf(t, 7).stack).toBe(100000 - 21000);
    // The regulator's audit finds the chips conserved and the pots as bet.
    expect(auditEvents(stored(t.events)).broken).toBeUndefined();
  });

  it('Club Rule 62, example 1: if A loses, B takes 23,000 and A is eliminated', () => {
    const t = allIn('club-tda', 23000, 100000);
    const a = t.playerAt(6);
    t.do({ type: 'RecordHiddenChips', ...t.ref(), seat: 6, chips: 2000 });
    award(t, 7);
    expect(stackOf(t, 7).stack).toBe(100000 + 23000 + 300);
    expect(t.state.entrants[a]).toMatchObject({ stack: 0, status: 'eliminated' });
  });

  it('Club Rule 62, example 2: A all-in for 50,000 with a hidden 10,000 chip, B (55,000) calls: if A wins he is paid 50,000', () => {
    const t = allIn('club-tda', 60000, 55000);
    t.do({ type: 'RecordHiddenChips', ...t.ref(), seat: 6, chips: 10000 });
    award(t, 6);
    expect(stackOf(t, 6).stack).toBe(50000 + 50000 + 300 + 10000);
    expect(stackOf(t, 7).stack).toBe(55000 - 50000);
  });

  it('Club Rule 62, example 2: if A loses, B takes 55,000 and A keeps 5,000', () => {
    const t = allIn('club-tda', 60000, 55000);
    t.do({ type: 'RecordHiddenChips', ...t.ref(), seat: 6, chips: 10000 });
    award(t, 7);
    expect(stackOf(t, 7).stack).toBe(55000 + 55000 + 300);
    expect(stackOf(t, 6).stack).toBe(5000);
  });

  it('FSNP Art. 92: under FSNP the same record cites FSNP Art. 92; without it A would be paid his whole 23,000', () => {
    const t = allIn('fsnp', 23000, 100000);
    const r = hidden(t, 6, 2000);
    expect(r.ok && ofType(r.events, 'HiddenChipsDiscovered')[0].ruleRef).toBe('FSNP Art. 92');
    const plain = allIn('fsnp', 23000, 100000);
    award(plain, 6);
    expect(stackOf(plain, 6).stack).toBe(23000 + 23000 + 300);
  });

  it('Club Rule 62: chips found with a player who is not all-in are his stack: refused', () => {
    const t = new Table({ rulesetId: 'club-tda' }, 9).as(DEALER);
    t.start();
    t.post();
    const r = hidden(t, 6, 1000);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection).toMatchObject({ code: 'NOT_ALL_IN', ruleRef: 'Club Rule 62' });
  });
});
