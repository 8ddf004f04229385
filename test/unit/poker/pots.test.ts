import { awardPots, buildPots, splitPot } from '../../../src/poker/pots';
import { board, call, check, fold, hole, play, raise, table } from './hand-helpers';

describe('pots', () => {
  it('FSNP Art. 76-77: an all-in player takes part only in the main pot he covered', () => {
    // Contributions 15,000 (all-in), 30,000, 30,000 and 2,000 dead ante (PHH.md example B).
    const pots = buildPots([30000, 30000, 15000, 0], [true, true, true, false], 2000);
    expect(pots).toEqual([
      { amount: 47000, eligible: [0, 1, 2] },
      { amount: 30000, eligible: [0, 1] },
    ]);
  });

  it('FSNP Art. 77: folded chips stay in the pots they reached and their owner can win none', () => {
    // p3 folds after putting in 20,000 over a 5,000 all-in: 5,000 of it in the main pot, 15,000 in the side pot.
    const pots = buildPots([5000, 30000, 20000, 30000], [true, true, false, true]);
    expect(pots).toEqual([
      { amount: 20000, eligible: [0, 1, 3] },
      { amount: 65000, eligible: [1, 3] },
    ]);
  });

  it('TDA Rule 21: the uncalled part of a bet goes back to the bettor and is not a pot won', () => {
    const s = play(table([10000, 10000, 3000]), raise(2, 3000), raise(0, 9000), fold(1));
    // p1 (index 0) raised to 9,000; p3 is all-in for 3,000: 6,000 comes back, a 6,100 pot is contested.
    expect(s.uncalledReturned).toEqual([6000, 0, 0]);
    expect(s.players[0].bet + s.players[0].collected).toBe(3000);
  });

  it('DECISION-5: odd chips go one at a time from the first seat left of the button', () => {
    expect(splitPot(101, [0, 2, 4])).toEqual([34, 34, 33]);
    expect(splitPot(100, [1, 3, 5])).toEqual([34, 33, 33]);
  });

  it('DECISION-5: with a smallest chip of 25, a 1,050 pot split four ways gives 275, 275, 250, 250', () => {
    expect(splitPot(1050, [0, 1, 2, 3], 25)).toEqual([275, 275, 250, 250]);
  });

  it('PHH.md 6.2: the reference gives the whole remainder to the first winner instead', () => {
    expect(splitPot(101, [0, 2, 4], 1, 'first-winner')).toEqual([35, 33, 33]);
  });

  it('DECISION-5 / FSNP Art. 78: each pot is split separately, with its own odd chip', () => {
    const pots = [
      { amount: 301, eligible: [0, 1, 2] },
      { amount: 101, eligible: [1, 2] },
    ];
    const strength = (p: number) => (p === 0 ? 1 : 5); // players 1 and 2 tie and beat player 0
    const out = awardPots(pots, strength, 1, 'one-at-a-time', 3);
    expect(out[0].shares).toEqual([0, 151, 150]);
    expect(out[1].shares).toEqual([0, 51, 50]);
  });

  it('FSNP Art. 77: the best hand overall cannot win a side pot it is not in', () => {
    const pots = [
      { amount: 300, eligible: [0, 1, 2] },
      { amount: 400, eligible: [1, 2] },
    ];
    const out = awardPots(pots, (p) => [9, 5, 3][p], 1, 'one-at-a-time', 3);
    expect(out.map((o) => o.winners)).toEqual([[0], [1]]);
  });

  it('FSNP Art. 13, 78: heads-up split of 2,125 gives the odd chip to the big blind, left of the button', () => {
    let s = table([5000, 5000], { antes: [25, 0] });
    s = play(s, hole(0, 'AhTd'), hole(1, 'AsTc'), raise(1, 250), call(0), board('KcQdJh'));
    s = play(s, check(0), raise(1, 300), call(0), board('4s'), check(0), check(1), board('2c'));
    s = play(s, raise(0, 500), call(1), { type: 'show', player: 0 }, { type: 'show', player: 1 });
    expect(s.result?.finishingStacks).toEqual([4988, 5012]);
  });
});
