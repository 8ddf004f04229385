/**
 * Club Rule 20 (odd chips) and Rule 34 (heads-up button) under the club-tda ruleset, through the
 * decider. The events cite the club's rules, never another catalog.
 */
import { DEALER, Table, ofType } from './support';

// Seats 5 (small blind), 6 (big blind), 8, 2 (button); 100/200. The board plays: A-K-Q-J-T.
const PLAY_THE_BOARD = { 5: '2c3c', 6: '4d5d', 8: '7h8h', 2: '7s8s' };
const foreign = (refs: readonly string[]) =>
  refs.filter((r) => !r.startsWith('Club Rule') && !r.startsWith('DECISION'));

describe('Club Rule 20: odd chips go one each from the first player after the button', () => {
  it('given seats 5, 6 and 8 tie for 800 (button on 2, smallest chip 25), when the hand completes, then 5 and 6 take 275 and 8 takes 250', () => {
    const t = new Table({ rulesetId: 'club-tda' }).as(DEALER);
    t.start();
    t.post();
    t.deal(PLAY_THE_BOARD);
    t.act(8, 'call');
    t.act(2, 'call');
    t.act(5, 'call');
    t.act(6, 'check');
    for (const cards of ['AcKdQh', 'Js', 'Td']) {
      t.board(cards);
      for (const seat of [5, 6, 8, 2]) t.act(seat, 'check');
    }
    for (const seat of [5, 6, 8]) t.show(seat);
    t.do({ type: 'ShowOrMuck', ...t.ref(), seat: 2, show: false });
    const e = ofType(t.complete(), 'PotsAwarded')[0];
    expect(e.ruleRef).toBe('Club Rule 13, 20-21; DECISION-5');
    expect(e.data.pots[0]).toMatchObject({
      amount: 800,
      winnerSeats: [5, 6, 8],
      shares: [
        { seat: 5, chips: 275 },
        { seat: 6, chips: 275 },
        { seat: 8, chips: 250 },
      ],
    });
  });
});

describe('Club Rule 34: heads-up button', () => {
  /** Two players (seats 6 and 8): hand 1 is folded to the big blind on seat 8. */
  function secondHand(): Table {
    const t = new Table({ rulesetId: 'club-tda' }, 2).as(DEALER);
    expect(ofType(t.start(), 'HandPlanned')[0].data).toMatchObject({
      buttonSeat: 6,
      smallBlindSeat: 6,
      bigBlindSeat: 8,
    });
    t.post();
    t.act(6, 'fold');
    t.complete();
    return t;
  }

  it('given seat 8 posted the last big blind, when the next hand starts, then the big blind moves on to seat 6 and seat 8 has the button and the small blind', () => {
    const t = secondHand();
    const e = ofType(t.start(), 'HandPlanned')[0];
    expect(e.data).toMatchObject({
      headsUp: true,
      buttonSeat: 8,
      smallBlindSeat: 8,
      bigBlindSeat: 6,
    });
    expect(e.data.ruleRefs).toContain('Club Rule 34; DECISION-9');
    expect(foreign(e.data.ruleRefs)).toEqual([]);
  });

  it('given that hand, then the button acts first before the flop and second after it', () => {
    const t = secondHand();
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
