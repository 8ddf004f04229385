import { outOfTurnRuling as ruled, type OutOfTurnAction } from '../../../src/poker/out-of-turn';
import type { HandState } from '../../../src/poker/hand-types';
import { CLUB_TDA } from '../../../src/rules/rulesets/club-tda';
import { FSNP } from '../../../src/rules/rulesets/fsnp';
import { LNSE } from '../../../src/rules/rulesets/lnse';
import { call, check, flopped, fold, play, raise, table } from './hand-helpers';

const RULES = { FSNP, LNSE, CLUB: CLUB_TDA } as const;
/** The ruling under a ruleset's out-of-turn parameters (FSNP unless named). */
const outOfTurnRuling = (
  before: HandState,
  after: HandState,
  player: number,
  action: OutOfTurnAction,
  manner: 'physical' | 'verbal' = 'physical',
  ruleset: keyof typeof RULES = 'FSNP',
) => ruled(before, after, player, action, manner, RULES[ruleset].game.outOfTurn);

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
      ruleRef: 'LNSE 123/13 II.91',
    });
  });

  it('LNSE II.92: a check out of turn binds and bars a later bet or raise in the round', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, check(0));
    expect(outOfTurnRuling(before, after, 1, { kind: 'check' }, 'physical', 'LNSE')).toMatchObject({
      outcome: 'binding',
      raiseBarredThisRound: true,
      ruleRef: 'LNSE 123/13 II.91, II.92',
    });
  });
});

describe('action out of turn under the club rules (Club Rule 53)', () => {
  // Catalog FSNP Art. 100 example (blinds 100/200): A bets 600, B is skipped, C puts in 2,000.
  it('Club Rule 53: B raises to 3,000, so C may reconsider with every option open (not restricted as FSNP Art. 100(b))', () => {
    const before = flopped([10000, 10000, 10000]);
    const bet = play(before, raise(0, 600));
    const after = play(bet, raise(1, 3000));
    const club = outOfTurnRuling(bet, after, 2, { kind: 'raise', to: 2000 }, 'physical', 'CLUB');
    expect(club).toMatchObject({
      outcome: 'options-restored',
      raiseBarredThisRound: false,
      forfeitOnFold: 0,
      ruleRef: 'Club Rule 53',
    });
    // The flip: the same hand under FSNP restricts him to call or fold.
    expect(outOfTurnRuling(bet, after, 2, { kind: 'raise', to: 2000 })).toMatchObject({
      outcome: 'call-or-fold',
      ruleRef: 'FSNP Art. 100(b)',
    });
  });

  it('Club Rule 53: B only calls 600, so C\u2019s raise out of turn binds as made (not cut to a call as FSNP Art. 100(a))', () => {
    const before = flopped([10000, 10000, 10000]);
    const bet = play(before, raise(0, 600));
    const after = play(bet, call(1));
    expect(
      outOfTurnRuling(bet, after, 2, { kind: 'raise', to: 2000 }, 'physical', 'CLUB'),
    ).toMatchObject({ outcome: 'binding', raiseBarredThisRound: false, ruleRef: 'Club Rule 53' });
    expect(outOfTurnRuling(bet, after, 2, { kind: 'raise', to: 2000 }).outcome).toBe(
      'reduced-to-call',
    );
  });

  it('Club Rule 53, 58: an out-of-turn fold is always binding', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, raise(0, 400));
    expect(outOfTurnRuling(before, after, 1, { kind: 'fold' }, 'physical', 'CLUB')).toMatchObject({
      outcome: 'binding',
      ruleRef: 'Club Rule 53, 58',
    });
  });

  it('Club Rule 53: a verbal "800" out of turn binds as made when the skipped player checks (FSNP Art. 96(a) would make him check)', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, check(0));
    expect(
      outOfTurnRuling(before, after, 1, { kind: 'raise', to: 800 }, 'verbal', 'CLUB'),
    ).toMatchObject({ outcome: 'binding', ruleRef: 'Club Rule 53' });
    expect(outOfTurnRuling(before, after, 1, { kind: 'raise', to: 800 }, 'verbal').outcome).toBe(
      'reduced-to-check',
    );
  });

  it('Club Rule 53: a check out of turn does not bar a later bet (LNSE 123/13 II.92 does)', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, check(0));
    expect(
      outOfTurnRuling(before, after, 1, { kind: 'check' }, 'physical', 'CLUB').raiseBarredThisRound,
    ).toBe(false);
    expect(
      outOfTurnRuling(before, after, 1, { kind: 'check' }, 'physical', 'LNSE').raiseBarredThisRound,
    ).toBe(true);
  });
});

describe('each out-of-turn parameter flipped', () => {
  it('Club Rule 53: chips bet out of turn, then a skipped player bets: every option open (FSNP Art. 99 makes him call)', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, raise(0, 400));
    expect(
      outOfTurnRuling(before, after, 1, { kind: 'raise', to: 800 }, 'physical', 'CLUB'),
    ).toMatchObject({ outcome: 'options-restored', ruleRef: 'Club Rule 53' });
    expect(outOfTurnRuling(before, after, 1, { kind: 'raise', to: 800 }).outcome).toBe('must-call');
  });

  it('LNSE 123/13 II.93: a call out of turn bars a later raise; under the club it does not', () => {
    const before = flopped([10000, 10000, 10000]);
    const bet = play(before, raise(0, 400));
    const after = play(bet, call(1));
    expect(outOfTurnRuling(bet, after, 2, { kind: 'call' }, 'physical', 'LNSE')).toMatchObject({
      outcome: 'binding',
      raiseBarredThisRound: true,
      ruleRef: 'LNSE 123/13 II.91, II.93',
    });
    expect(
      outOfTurnRuling(bet, after, 2, { kind: 'call' }, 'physical', 'CLUB').raiseBarredThisRound,
    ).toBe(false);
  });

  it('LNSE 123/13 II.91: a check out of turn, then a bet: call or fold; FSNP Art. 96(d): every option back', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, raise(0, 400));
    expect(outOfTurnRuling(before, after, 1, { kind: 'check' }, 'physical', 'LNSE').outcome).toBe(
      'call-or-fold',
    );
    expect(outOfTurnRuling(before, after, 1, { kind: 'check' })).toMatchObject({
      outcome: 'options-restored',
      ruleRef: 'FSNP Art. 96(d)',
    });
  });

  it('game.outOfTurn.foldBinds: with the parameter flipped, a fold out of turn before a bet no longer stands', () => {
    const before = flopped([10000, 10000, 10000]);
    const after = play(before, raise(0, 400));
    const rules = {
      ...FSNP.game.outOfTurn,
      foldBinds: { value: false, cite: 'flipped for the test' },
    };
    expect(ruled(before, after, 1, { kind: 'fold' }, 'physical', rules).outcome).toBe(
      'options-restored',
    );
    expect(outOfTurnRuling(before, after, 1, { kind: 'fold' }).outcome).toBe('binding');
  });
});
