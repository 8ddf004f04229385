import { legalActions } from '../../../src/poker/hand';
import {
  attempt,
  board,
  call,
  check,
  flopped,
  fold,
  play,
  raise,
  rejectionOf,
  table,
} from './hand-helpers';

describe('betting: minimum bet and raise', () => {
  it('FSNP Art. 89(c): a bet below the big blind is refused; the big blind itself is accepted', () => {
    const s = flopped([10000, 10000, 10000]);
    expect(rejectionOf(attempt(s, raise(0, 99)))).toEqual({
      code: 'BET_BELOW_MINIMUM',
      ruleRef: 'FSNP Art. 88, 89(c); LNSE II.94',
    });
    expect(attempt(s, raise(0, 100)).ok).toBe(true);
  });

  it('FSNP Art. 85: A bets 1,000; B must raise to at least 2,000; C must re-raise to at least 3,000', () => {
    let s = play(flopped([10000, 10000, 10000]), raise(0, 1000));
    expect(rejectionOf(attempt(s, raise(1, 1999)))?.ruleRef).toBe('FSNP Art. 85; LNSE II.82');
    s = play(s, raise(1, 2000));
    expect(legalActions(s)?.raise?.min).toBe(3000);
    expect(rejectionOf(attempt(s, raise(2, 2999)))?.code).toBe('RAISE_BELOW_MINIMUM');
    expect(attempt(s, raise(2, 3000)).ok).toBe(true);
  });

  it('FSNP Art. 85: the minimum raise is the largest increment of the round, not the last one', () => {
    // 1,000 then a raise to 4,000 (increment 3,000): the next raise must reach 7,000.
    const s = play(flopped([20000, 20000, 20000]), raise(0, 1000), raise(1, 4000));
    expect(legalActions(s)?.raise?.min).toBe(7000);
  });

  it('FSNP Art. 85: pre-flop the big blind is the opening bet, so the first raise is to at least twice it', () => {
    const s = table([10000, 10000, 10000]);
    expect(legalActions(s)).toMatchObject({
      player: 2,
      callAmount: 100,
      raise: { min: 200, max: 10000 },
    });
  });

  it('FSNP Art. 90: an all-in below the minimum raise may be made; it is the whole stack', () => {
    const s = play(flopped([10000, 10000, 1500]), raise(0, 1000), call(1));
    expect(legalActions(s)?.raise).toEqual({ min: 1400, max: 1400 });
    expect(attempt(s, raise(2, 1400)).ok).toBe(true);
  });

  it('FSNP Art. 35-37: nobody bets more chips than he has', () => {
    const s = flopped([10000, 10000, 10000]);
    expect(rejectionOf(attempt(s, raise(0, 9901)))?.code).toBe('RAISE_EXCEEDS_STACK');
  });

  it('TDA Conventions D: a player whose stack does not cover the call may call all-in or fold, not raise', () => {
    const s = play(flopped([10000, 10000, 600]), raise(0, 1000), call(1));
    expect(legalActions(s)).toMatchObject({ callAmount: 500, raise: null });
    expect(rejectionOf(attempt(s, raise(2, 500)))?.code).toBe('RAISE_NOT_ABOVE_BET');
  });
});

describe('betting: pot limit', () => {
  it('FSNP Art. 86: pre-flop with 50/100 the pot-limit raise is to 350; 351 is refused', () => {
    const s = table([10000, 10000, 10000], { structure: 'pot-limit' });
    expect(legalActions(s)?.raise).toEqual({ min: 200, max: 350 });
    expect(rejectionOf(attempt(s, raise(2, 351)))).toEqual({
      code: 'POT_LIMIT_EXCEEDED',
      ruleRef: 'FSNP Art. 86',
    });
    expect(attempt(s, raise(2, 350)).ok).toBe(true);
  });

  it('FSNP Art. 86: facing a bet the limit counts the call first (pot 300, bet 100: raise to 600)', () => {
    const s = play(flopped([10000, 10000, 10000], { structure: 'pot-limit' }), raise(0, 100));
    expect(legalActions(s)?.raise?.max).toBe(600);
  });
});

describe('betting: reopening after a short all-in', () => {
  it('FSNP Art. 90: a short all-in raise does not reopen the betting for a player who already acted', () => {
    // A bets 1,000, B calls, C moves all-in for 1,500 (increment 500 < 1,000); back to A.
    const s = play(
      flopped([10000, 10000, 1600, 10000]),
      raise(0, 1000),
      call(1),
      raise(2, 1500),
      call(3),
    );
    expect(s.toAct).toBe(0);
    expect(legalActions(s)).toMatchObject({ callAmount: 500, raise: null });
    expect(rejectionOf(attempt(s, raise(0, 2500)))).toEqual({
      code: 'BETTING_NOT_REOPENED',
      ruleRef: 'FSNP Art. 90; LNSE II.84; DECISION-6',
    });
  });

  it('FSNP Art. 90: a player who has not acted yet may still raise over a short all-in', () => {
    const s = play(flopped([10000, 10000, 1600, 10000]), raise(0, 1000), call(1), raise(2, 1500));
    expect(legalActions(s)).toMatchObject({ player: 3, raise: { min: 2500, max: 9900 } });
  });

  it('TDA Rule 47: short all-ins that add up to a full raise reopen the betting', () => {
    // 1,000 bet; all-in to 1,500; all-in to 2,000: 1,000 above A's action = a full raise.
    const s = play(
      flopped([10000, 1600, 2100, 10000]),
      raise(0, 1000),
      raise(1, 1500),
      raise(2, 2000),
      call(3),
    );
    expect(legalActions(s)).toMatchObject({ player: 0, raise: { min: 3000 } });
  });
});

describe('betting: turn order and round end', () => {
  it('FSNP Art. 54: when nobody raised, the big blind has the option to check or raise', () => {
    const s = play(table([10000, 10000, 10000]), call(2), call(0));
    expect(legalActions(s)).toMatchObject({ player: 1, canCheck: true, raise: { min: 200 } });
    const after = play(s, check(1));
    expect(after.phase).toBe('dealing');
  });

  it('FSNP Art. 54: the round is not over when the action comes back to the big blind', () => {
    const s = play(table([10000, 10000, 10000]), call(2), call(0));
    expect(s.phase).toBe('betting');
    expect(s.toAct).toBe(1);
  });

  it('TDA Conventions D: acting after the round has closed is refused', () => {
    const s = play(table([10000, 10000, 10000]), call(2), call(0), check(1));
    expect(rejectionOf(attempt(s, check(0)))?.code).toBe('ROUND_CLOSED');
  });

  it('TDA Rule 50: an action from a player whose turn it is not is refused', () => {
    const s = table([10000, 10000, 10000]);
    expect(rejectionOf(attempt(s, call(0)))).toEqual({
      code: 'NOT_YOUR_TURN',
      ruleRef: 'FSNP Art. 89, 99-100; TDA Rule 50',
    });
  });

  it('FSNP Art. 109: a check facing a bet is refused', () => {
    const s = play(flopped([10000, 10000, 10000]), raise(0, 300));
    expect(rejectionOf(attempt(s, check(1)))?.code).toBe('CANNOT_CHECK');
  });

  it('FSNP Art. 45: after the flop the first player left of the button acts first; heads-up the big blind', () => {
    expect(flopped([10000, 10000, 10000]).toAct).toBe(0);
    const hu = flopped([10000, 10000]);
    expect(hu.toAct).toBe(0);
    expect(hu.players[0].collected).toBe(100);
  });

  it('FSNP Art. 50: heads-up the button posts the small blind and acts first pre-flop', () => {
    const s = table([10000, 10000]);
    expect(s.players.map((p) => p.bet)).toEqual([100, 50]);
    expect(s.toAct).toBe(1);
  });

  it('FSNP Art. 102: no board card is dealt while the round is open', () => {
    const s = table([10000, 10000, 10000]);
    expect(rejectionOf(attempt(s, board('2c3c4c')))?.code).toBe('BOARD_NOT_DUE');
  });

  it('FSNP Art. 113: when all others fold the last player takes the pot without showing', () => {
    const s = play(table([10000, 10000, 10000]), raise(2, 300), fold(0), fold(1));
    expect(s.phase).toBe('complete');
    expect(s.result?.finishingStacks).toEqual([9950, 9900, 10150]);
    expect(s.result?.uncalledReturned).toEqual([0, 0, 200]);
  });
});
