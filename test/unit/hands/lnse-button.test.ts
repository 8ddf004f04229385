/**
 * LNSE 123/13 Annex II, Ch. 2, Art. 10.31 and Ch. 4, Art. 32.115 (II.31, II.115): where the
 * button goes after each hand and heads-up, under the LNSE ruleset, through the decider. The
 * HandPlanned event cites the LNSE articles in force, and none of another catalog.
 */
import { DEALER, Table, ofType } from './support';

const planned = (t: Table) => ofType(t.start(), 'HandPlanned')[0];
/** Everyone folds to the big blind: the hand ends at once. */
function foldedRound(t: Table): void {
  t.post();
  while (t.hand.engine!.phase === 'betting') t.act(t.hand.seats[t.hand.engine!.toAct], 'fold');
  t.complete();
}
const foreign = (refs: readonly string[]) =>
  refs.filter((r) => !r.startsWith('LNSE') && !r.startsWith('DECISION'));

describe('LNSE II.31 (Annex II, Ch. 2, Art. 10.31): the button moves one player clockwise after each hand', () => {
  it('given a hand with the button on seat 2 (seats 5, 6, 8, 2), when the next hand starts, then the button is on seat 5', () => {
    const t = new Table({ rulesetId: 'lnse' }).as(DEALER);
    expect(planned(t).data).toMatchObject({ buttonSeat: 2, smallBlindSeat: 5, bigBlindSeat: 6 });
    foldedRound(t);
    const e = planned(t);
    expect(e.data).toMatchObject({ buttonSeat: 5, smallBlindSeat: 6, bigBlindSeat: 8 });
    expect(e.ruleRef).toBe('LNSE 123/13 II.29, II.31, II.42');
    expect(e.data.ruleRefs[0]).toBe('LNSE 123/13 II.29, II.31, II.42');
    expect(foreign(e.data.ruleRefs)).toEqual([]);
  });
});

describe('LNSE II.29 — the dealer button', () => {
  it('LNSE II.29: given the button on seat 2 (seats 5, 6, 8, 2), the button is dealt last and, from the flop on, acts last', () => {
    const t = new Table({ rulesetId: 'lnse' }).as(DEALER);
    const plan = planned(t).data;
    expect(plan.ruleRefs[0]).toContain('II.29');
    // Position order: first left of the button ... the button (dealt and acting last).
    expect(plan.dealtIn.map((d) => d.seat)).toEqual([5, 6, 8, 2]);
    t.post();
    for (const seat of [8, 2, 5]) t.act(seat, 'call');
    t.act(6, 'check');
    t.board();
    const order: number[] = [];
    while (t.hand.engine!.phase === 'betting') {
      const seat = t.hand.seats[t.hand.engine!.toAct];
      order.push(seat);
      t.act(seat, 'check');
    }
    expect(order).toEqual([5, 6, 8, 2]);
  });
});

describe('LNSE II.115 (Annex II, Ch. 4, Art. 32.115): heads-up procedure', () => {
  it('given two players, seat 8 just posted the big blind, when the next hand starts, then seat 8 has the button and posts the small blind, seat 6 the big blind', () => {
    const t = new Table({ rulesetId: 'lnse' }, 2).as(DEALER);
    expect(planned(t).data).toMatchObject({ buttonSeat: 6, smallBlindSeat: 6, bigBlindSeat: 8 });
    foldedRound(t);
    const e = planned(t);
    // (A) the button to the player who most recently posted the big blind; (B) he posts the small.
    expect(e.data).toMatchObject({
      headsUp: true,
      buttonSeat: 8,
      smallBlindSeat: 8,
      bigBlindSeat: 6,
    });
    expect(e.data.ruleRefs).toContain('LNSE 123/13 II.115; DECISION-9');
    expect(foreign(e.data.ruleRefs)).toEqual([]);
  });

  it('given heads-up with seat 8 on the button, then he acts first before the flop and last after it', () => {
    const t = new Table({ rulesetId: 'lnse' }, 2).as(DEALER);
    t.start();
    foldedRound(t);
    t.start();
    t.post();
    const seatToAct = () => t.hand.seats[t.hand.engine!.toAct];
    expect(seatToAct()).toBe(8);
    t.act(8, 'call');
    t.act(6, 'check');
    t.board();
    expect(seatToAct()).toBe(6);
  });
});
