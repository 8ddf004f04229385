import { parseCards } from '../../../src/poker/cards';
import { bestLow, omahaLow } from '../../../src/poker/low-evaluator';

const low8 = (cards: string): number | null => bestLow(parseCards(cards), 'eight-or-better');
const razz = (cards: string): number | null => bestLow(parseCards(cards), 'razz');
const omaha8 = (hole: string, board: string): number | null =>
  omahaLow(parseCards(hole), parseCards(board));

describe('Eight-or-better low (F7S/8 any five of seven, FO/8 two hole + three board)', () => {
  it('qualifies only with five distinct ranks of eight or lower', () => {
    expect(low8('Ac 2d 3h 4s 9c Kd Qh')).toBeNull();
    expect(low8('Ac 2d 3h 4s 4c 8d 8h')).toBe(low8('Ac 2d 3h 4s 8c'));
    expect(low8('Ac Ad 2h 2s 3c 3d 4h')).toBeNull();
  });

  it('the wheel A-2-3-4-5 is the best low: straights and flushes do not count', () => {
    const wheel = low8('Ac 2c 3c 4c 5c Kd Kh')!;
    expect(wheel).not.toBeNull();
    expect(wheel).toBeLessThan(low8('Ac 2d 3h 4s 6c Kd Kh')!);
    expect(wheel).toBe(low8('Ac 2d 3h 4s 5c')!);
  });

  it('compares the highest card first: 7-5-4-3-2 beats 7-6-3-2-A', () => {
    expect(low8('7c 5d 4h 3s 2c')!).toBeLessThan(low8('7c 6d 3h 2s Ac')!);
    expect(low8('8c 4d 3h 2s Ac')!).toBeGreaterThan(low8('7c 6d 5h 4s 3c')!);
  });

  it('Omaha low uses exactly two hole cards: a four-card low board and one low hole card is no low', () => {
    expect(omaha8('Ac Kd Qh Js', '2c 3d 4h 5s Tc')).toBeNull();
    expect(omaha8('Ac 2d Qh Js', '3c 4d 5h Ks Tc')).toBe(low8('Ac 2d 3c 4d 5h'));
  });

  it('Omaha low needs three low board cards', () => {
    expect(omaha8('Ac 2d 3h 4s', '5c Td Jh Ks Qc')).toBeNull();
  });

  it('Omaha low: a paired hole card does not count twice', () => {
    expect(omaha8('Ac Ad Kh Ks', '2c 3d 4h Ts Qc')).toBeNull();
  });
});

describe('Razz (ace-to-five lowball, any five of seven)', () => {
  it('pairs count against the hand: any no-pair hand beats any pair', () => {
    expect(razz('Kc Qd Jh Ts 9c')!).toBeLessThan(razz('Ac Ad 2h 3s 4c')!);
  });

  it('a pair is played only when there is no five distinct ranks', () => {
    expect(razz('Ac Ad 2h 2s 3c 3d 4h')).toBe(razz('Ac Ad 2h 3c 4h'));
  });

  it('one pair beats two pair, two pair beats trips; lower pair is better', () => {
    expect(razz('2c 2d 3h 4s 5c')!).toBeLessThan(razz('Ac Ad 2h 2s 3c')!);
    expect(razz('Ac Ad 2h 2s 3c')!).toBeLessThan(razz('Ac Ad Ah 2s 3c')!);
    expect(razz('Ac Ad 3h 4s 5c')!).toBeLessThan(razz('2c 2d 3h 4s 5c')!);
  });

  it('no qualifier: a king-high hand is still a low, and straights/flushes are ignored', () => {
    expect(razz('Kc Qd Jh Ts 8c 8d 8h')).not.toBeNull();
    expect(razz('Ac 2c 3c 4c 5c')).toBe(razz('Ad 2h 3s 4c 5d'));
    expect(razz('Ac 2c 3c 4c 5c')!).toBeLessThan(razz('Ac 2c 3c 4c 6c')!);
  });
});
