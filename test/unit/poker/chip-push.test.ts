import { interpretChipPush } from '../../../src/poker/chip-push';
import { flopped, play, raise, table } from './hand-helpers';

describe('chips pushed without a declared amount', () => {
  const facing1000 = () => play(flopped([20000, 20000, 20000]), raise(0, 1000));

  it('FSNP Art. 87 / DECISION-6: A bets 1,000, B pushes 1,600: at least half a raise, so he completes to 2,000', () => {
    const r = interpretChipPush(facing1000(), { chips: [1000, 500, 100] });
    expect(r).toMatchObject({
      action: { type: 'raise', player: 1, to: 2000 },
      toComplete: 400,
      ruleRef: 'FSNP Art. 87; DECISION-6',
    });
  });

  it('FSNP Art. 87(a) / DECISION-6: B pushes 1,300: less than half a raise, so it is a call and 300 comes back', () => {
    const r = interpretChipPush(facing1000(), { chips: [1000, 100, 100, 100] });
    expect(r).toMatchObject({ action: { type: 'call', player: 1 }, returned: 300 });
  });

  it('DECISION-6: exactly half the last full raise counts as a raise (1,500 facing 1,000)', () => {
    expect(interpretChipPush(facing1000(), { chips: [1000, 500] }).action).toEqual({
      type: 'raise',
      player: 1,
      to: 2000,
    });
  });

  it('FSNP Art. 106: blinds 200/400, A bets 1,200: two 1,000 chips are a call, four 500 chips a raise to 2,000', () => {
    const s = play(
      table([20000, 20000, 20000, 20000], { blinds: [200, 400, 0, 0], bigBlind: 400 }),
      raise(2, 1200),
    );
    expect(interpretChipPush(s, { chips: [1000, 1000] }).action).toEqual({
      type: 'call',
      player: 3,
    });
    expect(interpretChipPush(s, { chips: [500, 500, 500, 500] }).action).toEqual({
      type: 'raise',
      player: 3,
      to: 2000,
    });
  });

  it('FSNP Art. 97: a single oversized chip facing a bet, nothing said, is a call', () => {
    const r = interpretChipPush(facing1000(), { chips: [5000] });
    expect(r).toMatchObject({
      action: { type: 'call', player: 1 },
      returned: 4000,
      ruleRef: 'FSNP Art. 97; TDA Rule 44',
    });
  });

  it('TDA Rule 44: facing only the big blind pre-flop, a single oversized chip is a call', () => {
    const r = interpretChipPush(table([20000, 20000, 20000]), { chips: [1000] });
    expect(r.action).toEqual({ type: 'call', player: 2 });
  });

  it('FSNP Art. 98, 108: with no earlier bet a single chip is a bet of its full value', () => {
    const r = interpretChipPush(flopped([20000, 20000, 20000]), { chips: [5000] });
    expect(r).toMatchObject({
      action: { type: 'raise', player: 0, to: 5000 },
      ruleRef: 'FSNP Art. 98, 108',
    });
  });

  it('FSNP Art. 89(c), 88: a bet below the big blind is made up to it', () => {
    const r = interpretChipPush(flopped([20000, 20000, 20000]), { chips: [25, 25] });
    expect(r).toMatchObject({ action: { type: 'raise', to: 100 }, toComplete: 50 });
  });

  it('FSNP Art. 107: "raise" and one chip is the largest raise the chip covers', () => {
    const r = interpretChipPush(facing1000(), { chips: [5000], declared: 'raise' });
    expect(r.action).toEqual({ type: 'raise', player: 1, to: 5000 });
  });

  it('TDA Rule 44: "raise" with one chip short of a minimum raise must complete the minimum raise', () => {
    const r = interpretChipPush(facing1000(), { chips: [1500], declared: 'raise' });
    expect(r).toMatchObject({ action: { type: 'raise', to: 2000 }, toComplete: 500 });
  });

  it('TDA Rule 45: pushing the whole stack is an all-in for that amount', () => {
    const s = play(flopped([20000, 1500, 20000]), raise(0, 1000));
    expect(interpretChipPush(s, { chips: [1000, 400] }).action).toEqual({
      type: 'raise',
      player: 1,
      to: 1400,
    });
  });
});
