import { parseCards } from '../../../src/poker/cards';
import { halve, splitPot } from '../../../src/poker/split-pot';

const p = (seat: number, cards: string) => ({ seat, cards: parseCards(cards) });

describe('Split pots: high, hi/lo eight-or-better, razz', () => {
  it('hi/lo: one player with the best high and the best low scoops', () => {
    const r = splitPot(
      100,
      [p(1, 'Ac 2c Kd Kh'), p(2, 'Qs Qd 9h 9s')],
      parseCards('3c 4c 5c Jd Ts'),
      'omaha',
      'high-low-8',
    );
    expect(r).toEqual({ high: [1], low: [1], highChips: 50, lowChips: 50 });
  });

  it('hi/lo: no qualifying low, the high hand takes the whole pot', () => {
    const r = splitPot(
      100,
      [p(1, 'Ac 2d Kd Kh'), p(2, 'Qs Qd 9h 9s')],
      parseCards('9c Tc Jc Qh Ks'),
      'omaha',
      'high-low-8',
    );
    // Seat 1's A-K with Q-J-T of the board is a straight; no two low cards on the board.
    expect(r).toEqual({ high: [1], low: [], highChips: 100, lowChips: 0 });
  });

  it('hi/lo: high to one player, low to another, halved', () => {
    const r = splitPot(
      100,
      [p(1, 'Ac 2d 9h 9s'), p(2, 'Kc Kd Qh Js')],
      parseCards('3c 4h 8d Ks Tc'),
      'omaha',
      'high-low-8',
    );
    expect(r).toEqual({ high: [2], low: [1], highChips: 50, lowChips: 50 });
  });

  it('hi/lo quartered: the high hand also ties for low and takes three quarters', () => {
    const r = splitPot(
      120,
      [p(1, 'Ac 2d Th Td'), p(2, 'Ad 2c Qh Js'), p(3, '9h 9d 9c 5s')],
      parseCards('3c 4h 8d Ts Kc'),
      'omaha',
      'high-low-8',
    );
    // The low half of 60 is then shared 30/30 by the ruleset's odd-chip rule: seat 1 gets 90.
    expect(r.high).toEqual([1]);
    expect(r.low).toEqual([1, 2]);
    expect([r.highChips, r.lowChips]).toEqual([60, 60]);
  });

  it('the odd chip of a hi/lo halving goes to the high half', () => {
    expect(halve(101)).toEqual({ high: 51, low: 50 });
    const r = splitPot(
      101,
      [p(1, 'Ac 2d 9h 9s'), p(2, 'Kc Kd Qh Js')],
      parseCards('3c 4h 8d Ks Tc'),
      'omaha',
      'high-low-8',
    );
    expect([r.highChips, r.lowChips]).toEqual([51, 50]);
  });

  it('stud hi/lo reads any five of seven for both halves', () => {
    const r = splitPot(
      10,
      [p(1, 'Ac 2d 3h 4s 8c Kd Kh'), p(2, 'Qs Qd Qh 9s 9d 2c 7h')],
      [],
      'any-five',
      'high-low-8',
    );
    expect(r).toEqual({ high: [2], low: [1], highChips: 5, lowChips: 5 });
  });

  it('razz: the whole pot to the best low; high only: the whole pot to the best high', () => {
    const seats = [p(1, 'Ac 2d 3h 4s 8c Kd Kh'), p(2, 'Qs Qd Qh 9s 9d 2c 7h')];
    expect(splitPot(10, seats, [], 'any-five', 'razz')).toEqual({
      high: [],
      low: [1],
      highChips: 0,
      lowChips: 10,
    });
    expect(splitPot(10, seats, [], 'any-five', 'high')).toEqual({
      high: [2],
      low: [],
      highChips: 10,
      lowChips: 0,
    });
  });
});
