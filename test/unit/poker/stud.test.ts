import { parseCards } from '../../../src/poker/cards';
import { legalActions, startHand } from '../../../src/poker/hand';
import type { HandAction, HandConfig, HandState } from '../../../src/poker/hand-types';
import { attempt, call, check, fold, play, raise, rejectionOf, show } from './hand-helpers';

/**
 * Fixed-limit seven-card stud (PHH F7S, PHH.md 3.1 and 5): antes 5, bring-in 10, small bet 20 on
 * third and fourth street, big bet 40 from fifth; raise cap 4 as the PHH reference engine.
 */
const stud = (stacks: number[], over: Partial<HandConfig> = {}): HandState =>
  startHand({
    game: 'stud',
    structure: 'fixed-limit',
    startingStacks: stacks,
    antes: stacks.map(() => 5),
    blinds: stacks.map(() => 0),
    bigBlind: 20,
    smallBet: 20,
    bigBet: 40,
    bringIn: 10,
    raiseCap: 4,
    ...over,
  });

const deal = (player: number, cards: string, faceUp?: boolean[]): HandAction => ({
  type: 'dealHole',
  player,
  cards: parseCards(cards),
  ...(faceUp ? { faceUp } : {}),
});
const bringIn = (player: number): HandAction => ({ type: 'bringIn', player });
const streets = (s: HandState, ...cards: string[]) => {
  let k = 0;
  return play(s, ...s.players.flatMap((p, i) => (p.folded ? [] : [deal(i, cards[k++])])));
};

/** Three players; the up cards 7h, 2c, 2s: the deuces tie on rank, clubs below spades. */
const third = (over: Partial<HandConfig> = {}) =>
  streets(stud([1000, 1000, 1000], over), 'AsKd7h', 'AdQc2c', 'KsQs2s');

describe('seven-card stud: antes and the bring-in (PHH.md 5)', () => {
  it('given antes of 5, when the hand starts, then each stack is 995 and third street is dealt first', () => {
    const s = stud([1000, 1000, 1000]);
    expect(s.players.map((p) => p.stack)).toEqual([995, 995, 995]);
    expect(s.phase).toBe('dealing');
    expect(legalActions(s)).toBeNull();
  });

  it('given up cards 7h 2c 2s, when third street is out, then the lowest up card (2c, clubs lowest) brings it in', () => {
    const s = third();
    expect(s.toAct).toBe(1);
    expect(legalActions(s)).toMatchObject({
      bringIn: 10,
      canCheck: false,
      canFold: false,
      raise: { min: 20, max: 20 },
    });
  });

  it('given bringInSuitOrder "shdc" (spades lowest), when the deuces tie, then 2s brings it in: the order is a parameter', () => {
    expect(third({ bringInSuitOrder: 'shdc' }).toAct).toBe(2);
  });

  it('given a bring-in due, when the player checks or folds, then it is refused as BRING_IN_DUE', () => {
    const s = third();
    expect(rejectionOf(attempt(s, fold(1)))?.code).toBe('BRING_IN_DUE');
    expect(rejectionOf(attempt(s, check(1)))?.code).toBe('BRING_IN_DUE');
    expect(rejectionOf(attempt(s, bringIn(2)))?.code).toBe('NOT_YOUR_TURN');
  });

  it('given the bring-in posted, when the next player completes, then the completion is to the small bet (20), not 10 + 20', () => {
    const s = play(third(), bringIn(1));
    expect(legalActions(s)).toMatchObject({ callAmount: 10, raise: { min: 20, max: 20 } });
    expect(rejectionOf(attempt(s, raise(2, 30)))?.code).toBe('FIXED_LIMIT_AMOUNT');
    expect(rejectionOf(attempt(s, bringIn(2)))?.code).toBe('BRING_IN_NOT_DUE');
    const t = play(s, raise(2, 20));
    expect(legalActions(t)).toMatchObject({ callAmount: 20, raise: { min: 40, max: 40 } });
  });

  it('given a completion, when it comes back to the bring-in, then he may re-raise (the completion is a full bet)', () => {
    const s = play(third(), bringIn(1), call(2), raise(0, 20));
    expect(s.toAct).toBe(1);
    expect(legalActions(s)?.raise).toEqual({ min: 40, max: 40 });
    // The player who called the bring-in may raise as well.
    expect(legalActions(play(s, call(1)))?.raise).toEqual({ min: 40, max: 40 });
  });

  it('given everyone calls the bring-in, when the action returns, then the round is over: the bring-in has no option', () => {
    const s = play(third(), bringIn(1), call(2), call(0));
    expect(s.phase).toBe('dealing');
    expect(s.street).toBe(1);
    expect(s.players.map((p) => p.collected)).toEqual([10, 10, 10]);
  });

  it('given the bring-in player completes instead, then the others face 20', () => {
    const s = play(third(), raise(1, 20));
    expect(legalActions(s)).toMatchObject({
      player: 2,
      callAmount: 20,
      raise: { min: 40, max: 40 },
    });
  });

  it('FSPR 6.5.4: given the player due to bring it in is all-in from his ante, then it passes to the next player, who may fold, bring in or complete, not check', () => {
    const s = streets(stud([5, 1000, 1000, 1000]), 'AdQc2c', 'AsKd7h', 'KsQs8s', 'JsJh9d');
    expect(s.toAct).toBe(1);
    expect(legalActions(s)).toMatchObject({ canFold: true, canCheck: false, bringIn: 10 });
    expect(rejectionOf(attempt(s, check(1)))?.code).toBe('BRING_IN_DUE');
    expect(play(s, fold(1)).toAct).toBe(2);
    expect(legalActions(play(s, fold(1)))?.bringIn).toBe(10);
  });
});

describe('seven-card stud: irregular deals recorded with faceUp (FSPR 6.5.1)', () => {
  it("FSPR 6.5.1: given player 0's first card dealt face up and his third face down, when third street is out, then his exposed 2d is his up card and he brings it in", () => {
    const s = play(
      stud([1000, 1000, 1000]),
      deal(0, '2dKd7h', [true, false, false]),
      deal(1, 'AdQc3c'),
      deal(2, 'KsQs4s'),
    );
    expect(s.players[0].faceUp).toEqual([true, false, false]);
    expect(s.toAct).toBe(0);
    expect(legalActions(s)?.bringIn).toBe(10);
    // Dealt by the default (third card up), 7h would not be the lowest: 3c brings it in.
    const normal = play(
      stud([1000, 1000, 1000]),
      deal(0, '2dKd7h'),
      deal(1, 'AdQc3c'),
      deal(2, 'KsQs4s'),
    );
    expect(normal.toAct).toBe(1);
  });
});

describe('seven-card stud: the later streets (PHH.md 5)', () => {
  const fourth = (over: Partial<HandConfig> = {}, cards = ['9c', 'Kc', '3d']) =>
    streets(play(third(over), bringIn(1), call(2), call(0)), ...cards);

  it('given fourth street boards 7h 9c, 2c Kc, 2s 3d, when the street opens, then the best board (king high, player 1) acts first', () => {
    const s = fourth();
    expect(s.toAct).toBe(1);
    expect(legalActions(s)).toMatchObject({ canCheck: true, raise: { min: 20, max: 20 } });
  });

  it('given boards 7h 2d and 2c 7c tie on rank, when fourth street opens, then the first of them in position acts (PHH reference engine)', () => {
    // Boards 7h 2d, 2c 7c, 2s 3d: 7-2 ties 7-2; player 0 is first.
    expect(fourth({}, ['2d', '7c', '3d']).toAct).toBe(0);
  });

  it('given an open pair on fourth street and studOpenPairBigBet, then a bet of 20 or 40 is allowed, and 30 refused; without the flag only 20', () => {
    // Player 1 shows 2c 2d.
    const on = fourth({ studOpenPairBigBet: true }, ['9c', '2d', '3d']);
    expect(on.toAct).toBe(1);
    expect(legalActions(on)?.raise).toEqual({ min: 20, max: 40 });
    expect(rejectionOf(attempt(on, raise(1, 30)))?.code).toBe('FIXED_LIMIT_AMOUNT');
    const big = play(on, raise(1, 40));
    expect(legalActions(big)?.raise).toEqual({ min: 80, max: 80 });
    const off = fourth({}, ['9c', '2d', '3d']);
    expect(legalActions(off)?.raise).toEqual({ min: 20, max: 20 });
  });

  it('given fifth street, when the best board bets, then the bet is the big bet of 40', () => {
    let s = play(fourth(), check(1), check(2), check(0));
    s = streets(s, 'Th', 'Kh', '4d');
    expect(s.toAct).toBe(1);
    expect(legalActions(s)?.raise).toEqual({ min: 40, max: 40 });
  });

  it('given raiseCap 4, when completion and three raises are made on third street, then a fourth raise is refused', () => {
    const s = play(third(), bringIn(1), raise(2, 20), raise(0, 40), raise(1, 60), raise(2, 80));
    expect(legalActions(s)?.raise).toBeNull();
    expect(rejectionOf(attempt(s, raise(0, 100)))?.code).toBe('RAISE_CAP_REACHED');
  });

  it('given seventh street, when the last card is dealt, then it lies face down, and the showdown ranks any five of seven', () => {
    let s = play(fourth(), check(1), check(2), check(0));
    s = play(streets(s, 'Th', 'Kh', '4d'), check(1), check(2), check(0));
    s = play(streets(s, 'Tc', 'Qd', '5d'), check(1), check(2), check(0));
    s = streets(s, '9d', '3h', '6d');
    expect(s.players[0].faceUp).toEqual([false, false, true, true, true, true, false]);
    s = play(s, check(1), check(2), check(0), show(0), show(1), show(2));
    // Player 2: 2s 3d 4d 5d 6d with KsQs: a straight (2-6) beats the kings and the tens.
    expect(s.result?.finishingStacks).toEqual([985, 985, 1030]);
  });

  it('given all but one player all-in, when the betting closes, then the later streets are dealt without betting', () => {
    let s = streets(stud([40, 1000]), 'AsKd7h', 'AdQc2c');
    s = play(s, bringIn(1), raise(0, 20), call(1));
    s = streets(s, '9c', 'Kc');
    s = play(s, raise(1, 20), call(0));
    expect(s.players[0].stack).toBe(0);
    s = streets(s, 'Th', 'Kh');
    expect(s.phase).toBe('dealing');
    s = streets(s, 'Tc', 'Qd');
    s = streets(s, '9d', '3h');
    expect(s.phase).toBe('showdown');
  });
});

describe('seven-card stud: the deck runs out (FSPR 6.5.3)', () => {
  /** Eight players, player 7 folds on third street; the seven others reach seventh street. */
  function toSeventh(over: Partial<HandConfig> = {}) {
    const all = parseCards(
      'AcAdAhAsKcKdKhKsQcQdQhQsJcJdJhJsTcTdThTs9c9d9h9s8c8d8h8s7c7d7h7s6c6d6h6s5c5d5h5s4c4d4h4s3c3d3h3s2c2d2h2s',
    );
    const cards = [...all];
    const take = (n: number) => cards.splice(0, n);
    let s = stud(new Array<number>(8).fill(1000), over);
    for (let i = 0; i < 8; i++) s = play(s, { type: 'dealHole', player: i, cards: take(3) });
    const bringer = s.toAct;
    s = play(s, bringIn(bringer));
    while (s.phase === 'betting') {
      const l = legalActions(s)!;
      s = play(s, l.player === 7 ? fold(7) : call(l.player));
    }
    const burn = () => cards.splice(0, 1);
    for (let street = 1; street <= 3; street++) {
      burn();
      for (let i = 0; i < 7; i++) s = play(s, { type: 'dealHole', player: i, cards: take(1) });
      while (s.phase === 'betting') s = play(s, check(s.toAct));
    }
    burn();
    return { s, cards, folded: s.players[7].hole ?? [] };
  }

  it("given the stub has 3 cards for 7 players, when a folded hand's card is dealt before the stub is out, then it is refused; once out, it is dealt", () => {
    const { s, cards, folded } = toSeventh();
    expect(cards).toHaveLength(3);
    expect(
      rejectionOf(attempt(s, { type: 'dealHole', player: 0, cards: [folded[0]!] }))?.code,
    ).toBe('DUPLICATE_CARD');
    // The last stub card is never dealt: after two, the muck is used.
    let t = play(s, { type: 'dealHole', player: 0, cards: [cards[0]] });
    t = play(t, { type: 'dealHole', player: 1, cards: [cards[1]] });
    t = play(t, { type: 'dealHole', player: 2, cards: [folded[0]!] });
    expect(t.players[2].hole).toHaveLength(7);
  });

  it('given studDeckExhausted "community-card", when the stub cannot cover the seven players, then one community card is dealt and betting opens; with "replenish" it is refused', () => {
    const { s, cards } = toSeventh({ studDeckExhausted: 'community-card' });
    const t = play(s, { type: 'dealBoard', cards: [cards[0]] });
    expect(t.phase).toBe('betting');
    expect(t.board).toEqual([cards[0]]);
    const r = toSeventh();
    expect(rejectionOf(attempt(r.s, { type: 'dealBoard', cards: [r.cards[0]] }))?.code).toBe(
      'BOARD_NOT_DUE',
    );
  });
});

describe('razz: stud for the low (PHH FR; potEvaluation razz)', () => {
  const razz = { potEvaluation: 'razz' as const };

  it('given up cards Kh, Ks and 2c in razz, when third street is out, then the highest up card brings it in, aces low, the tie to the higher suit (Ks)', () => {
    const s = streets(stud([1000, 1000, 1000], razz), 'AsAdKh', 'AcQcKs', '3s4s2c');
    expect(s.toAct).toBe(1);
    expect(legalActions(s)?.bringIn).toBe(10);
    // The same cards played for high: the 2c brings it in.
    expect(streets(stud([1000, 1000, 1000]), 'AsAdKh', 'AcQcKs', '3s4s2c').toAct).toBe(2);
  });

  it('given fourth-street boards K-A, K-2 and 2-3 in razz, when the street opens, then the best low showing (3-2) acts first; a pair counts against a board', () => {
    let s = streets(stud([1000, 1000, 1000], razz), 'AsAdKh', 'AcQcKs', '3s4s2c');
    s = play(s, bringIn(1), call(2), call(0));
    expect(streets(s, 'Ah', '2d', '3c').toAct).toBe(2);
    // Player 2 pairs his deuce (2c 2h): K-A (player 0) is then the best low showing, ahead of K-9.
    expect(streets(s, 'Ah', '9d', '2h').toAct).toBe(0);
  });

  it('given a razz showdown, when the hands are tabled, then the best ace-to-five low takes the whole pot', () => {
    let s = streets(stud([1000, 1000], razz), 'Ts9dKh', '2s3dQc');
    s = play(s, bringIn(0), call(1));
    for (const cards of [
      ['8c', '5h'],
      ['7c', '4h'],
      ['6c', 'Ah'],
      ['5c', '2h'],
    ]) {
      s = streets(s, ...cards);
      while (s.phase === 'betting') s = play(s, check(s.toAct));
    }
    s = play(s, show(0), show(1));
    // Player 1: 5-4-3-2-A (wheel, the best low) over player 0's 9-8-7-6-5.
    expect(s.result?.finishingStacks).toEqual([985, 1015]);
  });
});
