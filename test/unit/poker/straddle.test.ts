import { legalActions } from '../../../src/poker/hand';
import { checkStraddles } from '../../../src/poker/straddle';
import { call, play, raise, table } from './hand-helpers';

describe('straddle (training tables)', () => {
  it('FSNP Art. 149: the player after the big blind may straddle double the big blind', () => {
    expect(checkStraddles([50, 100, 200, 0, 0])).toBeNull();
  });

  it('FSNP Art. 149: each later straddle doubles the previous one; anything else is refused', () => {
    expect(checkStraddles([50, 100, 200, 400, 0])).toBeNull();
    expect(checkStraddles([50, 100, 300, 0, 0])?.code).toBe('INVALID_STRADDLE');
    expect(checkStraddles([50, 100, 0, 200, 0])?.code).toBe('INVALID_STRADDLE');
  });

  it('FSNP Art. 149: the button may not straddle', () => {
    expect(checkStraddles([50, 100, 200, 400])).toMatchObject({
      code: 'INVALID_STRADDLE',
      ruleRef: 'FSNP Art. 149',
    });
  });

  it('FSNP Art. 149: the straddler has the last pre-flop action when nobody raises', () => {
    let s = table([10000, 10000, 10000, 10000], { blinds: [50, 100, 200, 0] });
    expect(s.toAct).toBe(3);
    s = play(s, call(3), call(0), call(1));
    expect(legalActions(s)).toMatchObject({ player: 2, canCheck: true, raise: { min: 400 } });
  });

  it('FSNP Art. 149: after a raise the round ends with the player before the raiser', () => {
    let s = table([10000, 10000, 10000, 10000], { blinds: [50, 100, 200, 0] });
    s = play(s, raise(3, 600), call(0), call(1), call(2));
    expect(s.phase).toBe('dealing');
  });
});
