import { showdownOrder, tablingRequired } from '../../../src/poker/showdown';
import {
  attempt,
  board,
  call,
  check,
  hole,
  muck,
  play,
  raise,
  rejectionOf,
  show,
  table,
} from './hand-helpers';

const dealt = (stacks: number[]) =>
  play(table(stacks), hole(0, 'AcKc'), hole(1, 'JdJh'), hole(2, 'QsQd'));

describe('showdown', () => {
  it('FSNP Art. 110: the last aggressor of the hand shows first, then clockwise', () => {
    let s = play(dealt([10000, 10000, 10000]), call(2), call(0), check(1), board('2s7c9d'));
    s = play(
      s,
      check(0),
      raise(1, 200),
      call(2),
      call(0),
      board('3h'),
      check(0),
      check(1),
      check(2),
      board('4d'),
    );
    s = play(s, check(0), check(1), check(2));
    expect(s.phase).toBe('showdown');
    expect(showdownOrder(s)).toEqual([1, 2, 0]);
  });

  it('TDA Rule 17: with no river bet the first player left of the button shows first', () => {
    let s = play(dealt([10000, 10000, 10000]), call(2), call(0), check(1), board('2s7c9d'));
    s = play(
      s,
      check(0),
      raise(1, 200),
      call(2),
      call(0),
      board('3h'),
      check(0),
      check(1),
      check(2),
      board('4d'),
    );
    s = play(s, check(0), check(1), check(2));
    expect(showdownOrder(s, 'final-round')).toEqual([0, 1, 2]);
  });

  it('FSNP Art. 110: with no aggression in the whole hand, the first player left of the button shows first', () => {
    let s = play(dealt([10000, 10000, 10000]), call(2), call(0), check(1), board('2s7c9d'));
    for (const street of ['3h', '4d']) s = play(s, check(0), check(1), check(2), board(street));
    s = play(s, check(0), check(1), check(2));
    expect(showdownOrder(s)).toEqual([0, 1, 2]);
    expect(tablingRequired(s)).toEqual([0]);
  });

  it('FSNP Art. 116: once betting is closed by an all-in, every live hand is tabled before the board', () => {
    const s = play(dealt([1000, 1000, 10000]), raise(2, 1000), call(0), call(1));
    expect(s.phase).toBe('dealing');
    expect(tablingRequired(s).sort()).toEqual([0, 1, 2]);
    expect(attempt(s, show(0)).ok).toBe(true);
  });

  it('FSNP Art. 117: a player contesting a pot with an all-in player may not muck', () => {
    let s = play(dealt([1000, 10000, 10000]), raise(2, 1000), call(0), call(1), board('2s7c9d'));
    for (const street of ['3h', '4d']) s = play(s, check(1), check(2), board(street));
    s = play(s, check(1), check(2));
    expect(tablingRequired(s).sort()).toEqual([0, 1, 2]);
    expect(rejectionOf(attempt(s, muck(1)))).toEqual({
      code: 'MUST_TABLE',
      ruleRef: 'FSNP Art. 116-117; LNSE II.102',
    });
  });

  it('FSNP Art. 118: cards are not tabled while betting is still pending', () => {
    const s = dealt([10000, 10000, 10000]);
    expect(rejectionOf(attempt(s, show(2)))?.code).toBe('SHOWDOWN_NOT_DUE');
  });

  it('FSNP Art. 112: a player who mucks at showdown gives up the pot', () => {
    let s = play(dealt([10000, 10000, 10000]), call(2), call(0), check(1), board('2s7c9d'));
    for (const street of ['3h', '4d']) s = play(s, check(0), check(1), check(2), board(street));
    s = play(s, check(0), check(1), check(2), show(0), muck(1), muck(2));
    expect(s.result?.finishingStacks).toEqual([10200, 9900, 9900]);
  });

  it('FSNP Art. 14-16: the best five cards win; QQQ beats JJJ beats KK (PHH.md example B board)', () => {
    let s = play(
      dealt([1000, 1000, 1000]),
      raise(2, 1000),
      call(0),
      call(1),
      show(0),
      show(1),
      show(2),
    );
    s = play(s, board('Js7c2d'), board('Kd'), board('Qc'));
    expect(s.result?.finishingStacks).toEqual([0, 0, 3000]);
  });
});
