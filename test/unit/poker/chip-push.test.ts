import { interpretChipPush, readAct, type ActReadingRules } from '../../../src/poker/chip-push';
import { actReadingRules } from '../../../src/aggregates/tournament/hands/reading';
import { call, check, flopped, play, raise, table } from './hand-helpers';

const FSNP = actReadingRules('fsnp');
const CLUB = actReadingRules('club-tda');
const LNSE = actReadingRules('lnse');
const flip = (r: ActReadingRules, over: Partial<ActReadingRules>): ActReadingRules => ({
  ...r,
  ...over,
});

describe('chips pushed without a declared amount (the ruleset reads the act)', () => {
  const facing1000 = () => play(flopped([20000, 20000, 20000]), raise(0, 1000));

  it('FSNP Art. 87 / DECISION-6: A bets 1,000, B pushes 1,600: at least half a raise, so he completes to 2,000', () => {
    const r = interpretChipPush(facing1000(), { chips: [1000, 500, 100] }, FSNP);
    expect(r).toMatchObject({
      action: { type: 'raise', player: 1, to: 2000 },
      toComplete: 400,
      ruling: { outcome: 'completed-to-minimum-raise', ruleRef: 'FSNP Art. 87; DECISION-6' },
    });
  });

  it('FSNP Art. 87(a) / DECISION-6: B pushes 1,300: less than half a raise, so it is a call and 300 comes back', () => {
    const r = interpretChipPush(facing1000(), { chips: [1000, 100, 100, 100] }, FSNP);
    expect(r).toMatchObject({
      action: { type: 'call', player: 1 },
      returned: 300,
      ruling: { outcome: 'reduced-to-call' },
    });
  });

  it('DECISION-6: exactly half the last full raise counts as a raise (1,500 facing 1,000)', () => {
    const r = interpretChipPush(facing1000(), { chips: [1000, 500] }, FSNP);
    expect(r).toMatchObject({ action: { type: 'raise', player: 1, to: 2000 } });
  });

  it('underRaise.completeAtLeast flipped to the whole increment: 1,600 facing 1,000 is a call', () => {
    const strict = flip(FSNP, { completeAtLeast: { value: { num: 1, den: 1 }, cite: 'X' } });
    const r = interpretChipPush(facing1000(), { chips: [1000, 500, 100] }, strict);
    expect(r).toMatchObject({ action: { type: 'call' }, ruling: { ruleRef: 'X' } });
  });

  it('FSNP Art. 106: blinds 200/400, A bets 1,200: two 1,000 chips are a call, four 500 chips a raise to 2,000', () => {
    const s = play(
      table([20000, 20000, 20000, 20000], { blinds: [200, 400, 0, 0], bigBlind: 400 }),
      raise(2, 1200),
    );
    expect(interpretChipPush(s, { chips: [1000, 1000] }, FSNP)).toMatchObject({
      action: { type: 'call', player: 3 },
      ruling: { outcome: 'every-chip-needed-call', ruleRef: 'FSNP Art. 106' },
    });
    expect(interpretChipPush(s, { chips: [500, 500, 500, 500] }, FSNP)).toMatchObject({
      action: { type: 'raise', player: 3, to: 2000 },
    });
  });

  it('Club Rule 45: facing 1,100, two 1,000 chips are a call (every chip was needed)', () => {
    const s = play(flopped([20000, 20000, 20000]), raise(0, 1100));
    expect(interpretChipPush(s, { chips: [1000, 1000] }, CLUB)).toMatchObject({
      action: { type: 'call' },
      ruling: { ruleRef: 'Club Rule 45' },
    });
  });

  it('actReading.everyChipNeeded flipped (LNSE 123/13 II.78): two 1,000 chips facing 1,100 are read by the 50 % rule, a raise', () => {
    const s = play(flopped([20000, 20000, 20000]), raise(0, 1100));
    expect(interpretChipPush(s, { chips: [1000, 1000] }, LNSE)).toMatchObject({
      action: { type: 'raise', to: 2200 },
      ruling: { outcome: 'completed-to-minimum-raise', ruleRef: 'LNSE 123/13 II.83; DECISION-6' },
    });
  });

  it('Club Rule 61: facing 1,100, a 5,000 chip and a 100 chip without a word is a raise to 5,100', () => {
    const s = play(flopped([20000, 20000, 20000]), raise(0, 1100));
    const r = interpretChipPush(s, { chips: [5000, 100] }, CLUB);
    expect(r).toMatchObject({ action: { type: 'raise', to: 5100 }, ruling: null });
  });

  it('FSNP Art. 97: a single oversized chip facing a bet, nothing said, is a call', () => {
    const r = interpretChipPush(facing1000(), { chips: [5000] }, FSNP);
    expect(r).toMatchObject({
      action: { type: 'call', player: 1 },
      returned: 4000,
      ruling: { outcome: 'single-chip-call', ruleRef: 'FSNP Art. 97-98, 107-108' },
    });
  });

  it('actReading.singleChip flipped to full value: the 5,000 chip facing 1,000 is a raise to 5,000', () => {
    const full = flip(FSNP, { singleChip: { value: 'full-value', cite: 'X' } });
    expect(interpretChipPush(facing1000(), { chips: [5000] }, full)).toMatchObject({
      action: { type: 'raise', to: 5000 },
    });
  });

  it('Club Rule 44: facing only the big blind pre-flop, a single oversized chip is a call', () => {
    const r = interpretChipPush(table([20000, 20000, 20000]), { chips: [1000] }, CLUB);
    expect(r).toMatchObject({
      action: { type: 'call', player: 2 },
      ruling: { ruleRef: 'Club Rule 41, 44' },
    });
  });

  it('FSNP Art. 98, 108: with no earlier bet a single chip is a bet of its full value', () => {
    const r = interpretChipPush(flopped([20000, 20000, 20000]), { chips: [5000] }, FSNP);
    expect(r).toMatchObject({ action: { type: 'raise', player: 0, to: 5000 }, ruling: null });
  });

  it('FSNP Art. 89(c), 88: a bet below the big blind is made up to it', () => {
    const r = interpretChipPush(flopped([20000, 20000, 20000]), { chips: [25, 25] }, FSNP);
    expect(r).toMatchObject({
      action: { type: 'raise', to: 100 },
      toComplete: 50,
      ruling: { outcome: 'completed-to-minimum-bet', ruleRef: 'FSNP Art. 89(c)' },
    });
  });

  it('FSNP Art. 107: "raise" and one chip is the largest raise the chip covers', () => {
    const r = interpretChipPush(facing1000(), { chips: [5000], declared: 'raise' }, FSNP);
    expect(r).toMatchObject({ action: { type: 'raise', player: 1, to: 5000 } });
  });

  it('Club Rule 44: "raise" with one chip short of a minimum raise must complete the minimum raise', () => {
    const r = interpretChipPush(facing1000(), { chips: [1500], declared: 'raise' }, CLUB);
    expect(r).toMatchObject({ action: { type: 'raise', to: 2000 }, toComplete: 500 });
  });

  it('FSNP Art. 87 vs Club Rule 44, 55 (actReading.declaredRaiseShort): "raise" and 1,300 facing 1,000', () => {
    const s = facing1000();
    expect(readAct(s, 1, { word: 'raise', chipTotal: 1300 }, FSNP)).toMatchObject({
      action: { type: 'call' },
      returned: 300,
      ruling: { outcome: 'reduced-to-call', ruleRef: 'FSNP Art. 87' },
    });
    expect(readAct(s, 1, { word: 'raise', chipTotal: 1300 }, CLUB)).toMatchObject({
      action: { type: 'raise', to: 2000 },
      toComplete: 700,
      ruling: { outcome: 'completed-to-minimum-raise', ruleRef: 'Club Rule 44, 55 [TDA]' },
    });
  });

  it('TDA Rule 45: pushing the whole stack is an all-in for that amount', () => {
    const s = play(flopped([20000, 1500, 20000]), raise(0, 1000));
    expect(interpretChipPush(s, { chips: [1000, 400] }, FSNP)).toMatchObject({
      action: { type: 'raise', player: 1, to: 1400 },
    });
  });

  it('Club Rule 51: chips short of the call are completed to the call', () => {
    const r = interpretChipPush(facing1000(), { chips: [500] }, CLUB);
    expect(r).toMatchObject({
      action: { type: 'call' },
      toComplete: 500,
      ruling: { outcome: 'completed-to-call', ruleRef: 'Club Rule 51' },
    });
  });
});

describe('words (the ruleset reads the declaration)', () => {
  it('Club Rule 55: "call" with no bet in front of him is a check', () => {
    const r = readAct(flopped([20000, 20000, 20000]), 0, { word: 'call' }, CLUB);
    expect(r).toMatchObject({
      action: { type: 'check', player: 0 },
      ruling: { outcome: 'treated-as-check', ruleRef: 'Club Rule 55' },
    });
  });

  it('actReading.callWithNoBet flipped to refused: the word is refused', () => {
    const strict = flip(CLUB, { callWithNoBet: { value: 'refused', cite: 'X' } });
    expect(readAct(flopped([20000, 20000, 20000]), 0, { word: 'call' }, strict)).toEqual({
      kind: 'refused',
      code: 'NOTHING_TO_CALL',
      ruleRef: 'X',
    });
  });

  it('Club Rule 55: "check" facing a bet leaves him call or fold', () => {
    const s = play(flopped([20000, 20000, 20000]), raise(0, 1000));
    expect(readAct(s, 1, { word: 'check' }, CLUB)).toMatchObject({
      kind: 'declaration',
      restriction: 'call-or-fold',
      ruling: { ruleRef: 'Club Rule 55' },
    });
    const strict = flip(CLUB, { checkFacingBet: { value: 'refused', cite: 'X' } });
    expect(readAct(s, 1, { word: 'check' }, strict)).toMatchObject({ kind: 'refused' });
  });

  it('Club Rule 55: "raise" with no amount obliges at least the minimum', () => {
    const s = play(flopped([20000, 20000, 20000]), raise(0, 1000));
    expect(readAct(s, 1, { word: 'raise' }, CLUB)).toMatchObject({
      action: { type: 'raise', to: 2000 },
    });
  });

  it('FSNP Art. 94 vs Club Rule 40 (actReading.wordAndChips): "raise to 3,000" after two 1,000 chips went in', () => {
    const s = play(flopped([20000, 20000, 20000]), raise(0, 1000));
    const seen = { word: 'raise', wordAmount: 3000, chips: [1000, 1000], first: 'chips' } as const;
    expect(readAct(s, 1, seen, FSNP)).toMatchObject({
      action: { type: 'raise', to: 3000 },
      toComplete: 1000,
      ruling: { outcome: 'word-binds', ruleRef: 'FSNP Art. 89(a), 94' },
    });
    expect(readAct(s, 1, seen, CLUB)).toMatchObject({
      action: { type: 'raise', to: 2000 },
      ruling: { outcome: 'chips-first-bind', ruleRef: 'Club Rule 40' },
    });
  });

  it('FSNP Art. 90: all-in where the betting is not reopened is a call of the bet', () => {
    // 0 bets 1,000, 1 calls, 2 is all-in for 1,500 (short): 0 then moves all-in.
    const s = play(flopped([20000, 20000, 1600]), raise(0, 1000), call(1), raise(2, 1500));
    expect(readAct(s, 0, { word: 'all-in' }, FSNP)).toMatchObject({
      action: { type: 'call', player: 0 },
      ruling: { outcome: 'reduced-to-call', ruleRef: 'FSNP Art. 90; DECISION-6' },
    });
  });

  it('TDA Conventions D: all-in when everyone else is all-in is the call; the chips beyond it are not in play', () => {
    // 0 checks; 1 and 2 are then all-in on the flop; 0 pushes everything he has.
    const s = play(flopped([20000, 1600, 900]), check(0));
    const shoved = play(s, raise(1, s.players[1].stack), call(2));
    const stack = shoved.players[0].stack;
    expect(readAct(shoved, 0, { word: 'all-in', chipTotal: stack }, FSNP)).toMatchObject({
      kind: 'action',
      action: { type: 'call', player: 0 },
      ruling: { outcome: 'reduced-to-call' },
      returned: stack - shoved.high,
    });
  });
});
