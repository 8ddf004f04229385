import { forfeitChips } from '../../../src/poker/hand';
import type { HandState } from '../../../src/poker/hand-types';
import { call, fold, play, raise, table } from './hand-helpers';

const forfeited = (s: HandState, player: number, amount: number): HandState => {
  const r = forfeitChips(s, player, amount);
  if (!r.ok) throw new Error(`${r.rejection.code} ${r.rejection.message}`);
  return r.state;
};

describe('forfeitChips: chips left in the pot without acting', () => {
  /** 4 players, blinds 50/100: player 2 bets 600; player 3 (the button) raises to 3,000. */
  const facingRaise = () =>
    play(table([20000, 20000, 20000, 20000]), raise(2, 600), raise(3, 3000));

  it('FSNP Art. 100(b): the 600 he faced (his 50 small blind already in) goes from his stack into the pot, and it is not a turn', () => {
    const before = facingRaise();
    const after = forfeited(before, 0, 550);
    expect(after.players[0].stack).toBe(before.players[0].stack - 550);
    expect(after.toAct).toBe(before.toAct);
    expect(after.actions).toEqual(before.actions);
    expect(before.players[0].stack).toBe(19950);
  });

  it('FSNP Art. 100(b): the forfeited chips are won with the pot by someone else; chips are conserved', () => {
    let s = forfeited(facingRaise(), 0, 550);
    s = play(s, fold(0), fold(1), fold(2));
    // 600 (small blind + forfeit) + 100 + 600 + the 600 of player 3's raise that was called.
    expect(s.result!.pots.map((p) => [p.amount, p.winners])).toEqual([[1900, [3]]]);
    expect(s.result!.finishingStacks).toEqual([19400, 19900, 19400, 21300]);
    expect(s.result!.finishingStacks.reduce((a, b) => a + b, 0)).toBe(80000);
  });

  it('FSNP Art. 35-37: no more than his stack can be forfeited, and never outside a betting round', () => {
    const r = forfeitChips(facingRaise(), 0, 20000);
    expect(r.ok || r.rejection.code).toBe('RAISE_EXCEEDS_STACK');
    const over = play(table([1000, 1000]), call(1), fold(0));
    const late = forfeitChips(over, 1, 10);
    expect(late.ok || late.rejection.code).toBe('ROUND_CLOSED');
  });
});
