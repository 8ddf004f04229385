import { outOfTurnRuling } from '../../../src/poker/out-of-turn';
import { call, check, flopped, fold, play, raise, table } from './hand-helpers';

describe('action out of turn', () => {
  // Blinds 100/200 in the catalog's examples; our tables use 50/100, the logic is the same.
  it('FSNP Art. 99: a bet out of turn stands when the skipped player checks', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, check(0));
    expect(outOfTurnRuling(before, after, 1, { kind: 'raise', to: 800 })).toMatchObject({
      outcome: 'binding',
      changed: false,
      ruleRef: 'FSNP Art. 99',
    });
  });

  it('FSNP Art. 99: when the skipped player bets, the out-of-turn bettor must call and may not raise', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, raise(0, 400));
    expect(outOfTurnRuling(before, after, 1, { kind: 'raise', to: 800 })).toMatchObject({
      outcome: 'must-call',
      changed: true,
      raiseBarredThisRound: true,
    });
  });

  it('FSNP Art. 100(a): A bets 600, C raises to 2,000 out of turn, B calls: C only calls 600 and may not raise later', () => {
    const before = play(flopped([10000, 10000, 10000, 10000]), raise(0, 600));
    const after = play(before, call(1));
    expect(outOfTurnRuling(before, after, 2, { kind: 'raise', to: 2000 })).toMatchObject({
      outcome: 'reduced-to-call',
      raiseBarredThisRound: true,
      ruleRef: 'FSNP Art. 100(a)',
    });
  });

  it('FSNP Art. 100(b): B raises to 3,000: C may call or fold, and a fold leaves the 600 he faced in the pot', () => {
    const before = play(flopped([10000, 10000, 10000, 10000]), raise(0, 600));
    const after = play(before, raise(1, 3000));
    expect(outOfTurnRuling(before, after, 2, { kind: 'raise', to: 2000 })).toMatchObject({
      outcome: 'call-or-fold',
      forfeitOnFold: 600,
      ruleRef: 'FSNP Art. 100(b)',
    });
  });

  it('FSNP Art. 96(d) / TDA Rule 53: a check out of turn is void when a skipped player bets', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, raise(0, 400));
    expect(outOfTurnRuling(before, after, 1, { kind: 'check' }).outcome).toBe('options-restored');
  });

  it('TDA Rule 53: a fold out of turn is always binding', () => {
    const before = table([10000, 10000, 10000]);
    const after = play(before, raise(2, 1000));
    expect(outOfTurnRuling(before, after, 0, { kind: 'fold' }).outcome).toBe('binding');
    expect(play(after, fold(0)).players[0].folded).toBe(true);
  });
});

describe('verbal action out of turn (FSNP Art. 96, blinds 100/200 example)', () => {
  it('FSNP Art. 96(a): B says "800" out of turn after the flop; A checks, so B must check', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, check(0));
    expect(outOfTurnRuling(before, after, 1, { kind: 'raise', to: 800 }, 'verbal').outcome).toBe(
      'reduced-to-check',
    );
  });

  it('FSNP Art. 96(b): pre-flop A only calls the big blind, so B must call and cannot raise', () => {
    const before = table([10000, 10000, 10000, 10000]);
    const after = play(before, call(2));
    expect(outOfTurnRuling(before, after, 3, { kind: 'raise', to: 800 }, 'verbal')).toMatchObject({
      outcome: 'reduced-to-call',
      ruleRef: 'FSNP Art. 96(b)',
    });
  });

  it('FSNP Art. 96(c): A folds, so B keeps his 800 bet', () => {
    const before = table([10000, 10000, 10000, 10000]);
    const after = play(before, fold(2));
    expect(outOfTurnRuling(before, after, 3, { kind: 'raise', to: 800 }, 'verbal').outcome).toBe(
      'binding',
    );
  });

  it('FSNP Art. 96(d): A bets 400 or more, so B gets all his options back', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, raise(0, 400));
    expect(outOfTurnRuling(before, after, 1, { kind: 'raise', to: 800 }, 'verbal')).toMatchObject({
      outcome: 'options-restored',
      changed: true,
    });
  });
});

describe('action out of turn under the Argentine norms', () => {
  it('LNSE II.91: when a skipped player bets, the out-of-turn player may only call or fold', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, raise(0, 400));
    expect(outOfTurnRuling(before, after, 1, { kind: 'check' }, 'physical', 'LNSE')).toMatchObject({
      outcome: 'call-or-fold',
      ruleRef: 'LNSE II.91',
    });
  });

  it('LNSE II.92: a check out of turn binds and bars a later bet or raise in the round', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, check(0));
    expect(outOfTurnRuling(before, after, 1, { kind: 'check' }, 'physical', 'LNSE')).toMatchObject({
      outcome: 'binding',
      raiseBarredThisRound: true,
      ruleRef: 'LNSE II.91, II.92',
    });
  });
});
