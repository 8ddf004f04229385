/**
 * LNSE 123/13 Annex II, Ch. 4, Art. 30-31 (II.105, II.113-114): the pot at the end of a hand under
 * the LNSE ruleset, through the decider: cards speak, tied hands split, the odd chip. The award
 * cites the LNSE articles in force.
 */
import { DEALER, FLOOR, Table, ofType } from './support';

// Seats 5 (small blind), 6 (big blind), 8, 2 (button); 100/200.
const SHOWDOWN_CITE = 'LNSE 123/13 II.23, II.103, II.105, II.109, II.113-114; DECISION-5';
/** Seat 5 a pair of aces, seat 6 a pair of kings; 8 and 2 nothing. */
const PAIRS = { 5: 'AsAh', 6: 'KsKh', 8: '2c7d', 2: '3c8d' };
const NO_HELP = ['2d5h9c', 'Jd', '4s'];
/** The board plays for everyone: A-K-Q-J-T. */
const BROADWAY = ['AcKdQh', 'Js', 'Td'];
const PLAY_THE_BOARD = { 5: '2c3c', 6: '4d5d', 8: '7h8h', 2: '7s8s' };

/** Four limp (pot 800) and check every street down. */
function checkedDown(hands: Record<number, string>, board: string[]): Table {
  const t = new Table({ rulesetId: 'lnse' }).as(DEALER);
  t.start();
  t.post();
  t.deal(hands);
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  for (const cards of board) {
    t.board(cards);
    for (const seat of [5, 6, 8, 2]) t.act(seat, 'check');
  }
  return t;
}
const showdown = (t: Table, shown: number[], mucked: number[] = []) => {
  for (const seat of shown) t.show(seat);
  for (const seat of mucked) t.do({ type: 'ShowOrMuck', ...t.ref(), seat, show: false });
};
const award = (t: Table) => ofType(t.complete(), 'PotsAwarded')[0];

describe('LNSE II.105 (Annex II, Ch. 4, Art. 30.105): cards speak', () => {
  it('given seat 5 tables a pair of aces saying "king high", when the hand completes, then the cards give him the 800', () => {
    const t = checkedDown(PAIRS, NO_HELP);
    t.do({ type: 'ShowOrMuck', ...t.ref(), seat: 5, show: true, said: 'king high' });
    showdown(t, [6], [8, 2]);
    const e = award(t);
    expect(e.ruleRef).toBe(SHOWDOWN_CITE);
    expect(e.data).toMatchObject({ method: 'cards' });
    expect(e.data.pots).toEqual([
      { amount: 800, eligibleSeats: [5, 6], winnerSeats: [5], shares: [{ seat: 5, chips: 800 }] },
    ]);
  });

  it('given the same tabled hands, when the pot is declared to the kings, then the call is overridden: refused with II.105', () => {
    const t = checkedDown(PAIRS, NO_HELP);
    showdown(t, [5, 6], [8, 2]);
    const r = t.as(FLOOR).try({ type: 'AwardPots', ...t.ref(), winners: [[6]] });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({
        code: 'AWARD_CONTRADICTS_CARDS',
        ruleRef: 'LNSE 123/13 II.105',
      });
  });
});

describe('LNSE II.113 (Annex II, Ch. 4, Art. 31.113): tied hands split the pot equally', () => {
  it('given seats 5 and 6 both play the board A-K-Q-J-T and 8, 2 muck, when the hand completes, then each takes 400 of the 800', () => {
    const t = checkedDown(PLAY_THE_BOARD, BROADWAY);
    showdown(t, [5, 6], [8, 2]);
    const e = award(t);
    expect(e.ruleRef).toBe(SHOWDOWN_CITE);
    expect(e.data.pots[0]).toMatchObject({
      amount: 800,
      winnerSeats: [5, 6],
      shares: [
        { seat: 5, chips: 400 },
        { seat: 6, chips: 400 },
      ],
    });
  });
});

describe('LNSE II.114 (Annex II, Ch. 4, Art. 31.114): the odd chip goes to the tied player nearest the button\u2019s left', () => {
  it('given seats 5, 6 and 8 tie for 800 (button on 2), when the hand completes, then in 25 chips (the smallest in play) 5 and 6 take 275 and 8 takes 250', () => {
    const t = checkedDown(PLAY_THE_BOARD, BROADWAY);
    showdown(t, [5, 6, 8], [2]);
    const e = award(t);
    expect(e.ruleRef).toBe(SHOWDOWN_CITE);
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

describe('LNSE II.95 (Annex II, Ch. 4, Art. 29.95): hidden chips of an all-in loser go to the winner who covered them', () => {
  // Nine seats, button on 3: seat 4 small blind (100), seat 5 big blind (200), seat 6 first to act.
  // A (seat 6) moves all-in showing 21,000 with 2,000 hidden; B (seat 7) calls; the rest fold.
  function allIn(a: number, b: number): Table {
    const t = new Table({ rulesetId: 'lnse' }, 9);
    t.stacks({ 6: a, 7: b, 4: 2000, 5: 2000, 8: 2000, 9: 2000, 1: 2000, 2: 2000 });
    t.as(DEALER);
    t.start();
    t.post();
    for (let e = t.hand.engine!; e.phase === 'betting'; e = t.hand.engine!) {
      const seat = t.hand.seats[e.toAct];
      t.act(seat, seat === 6 ? 'all-in' : seat === 7 ? 'call' : 'fold');
    }
    t.board();
    t.board();
    t.board();
    return t;
  }

  it('given A all-in for 23,000 (2,000 hidden) and B covering with 100,000, when the floor records the 2,000 and B wins, then B takes 23,000 and A is out', () => {
    const t = allIn(23000, 100000);
    const a = t.playerAt(6);
    const found = ofType(
      t.as(FLOOR).do({ type: 'RecordHiddenChips', ...t.ref(), seat: 6, chips: 2000 }),
      'HiddenChipsDiscovered',
    )[0];
    expect(found).toMatchObject({ ruleRef: 'LNSE 123/13 II.95', data: { seat: 6, chips: 2000 } });
    t.do({ type: 'AwardPots', ...t.ref(), winners: [[7]] });
    t.complete();
    expect(t.state.entrants[t.playerAt(7)].stack).toBe(100000 + 23000 + 300);
    expect(t.state.entrants[a]).toMatchObject({ stack: 0, status: 'eliminated' });
  });
});
