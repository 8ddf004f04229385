/**
 * LNSE 123/13 II.21-23 (Annex II, Ch. 2, Art. 8): the suit ranking (spades, hearts, diamonds,
 * clubs) is for the procedures that draw cards (II.22: the button draw, the chip race); in play
 * suits never decide a winning hand (II.23): equal hands split the pot.
 */
import { buttonWinner } from '../../../src/aggregates/tournament/seating/draws';
import { evaluate } from '../../../src/poker/evaluator';
import { parseCard, parseCards } from '../../../src/poker/cards';
import { getRuleset } from '../../../src/rules/registry';
import { DEALER, Table, ofType } from './support';

const LNSE = getRuleset('lnse')!;
const cards = (...cs: string[]) => cs.map((c, i) => ({ seat: i + 1, card: parseCard(c) }));

describe('LNSE II.22 — suit ranking is for draws', () => {
  it('LNSE II.22: in the button draw two kings are told apart by suit, in the ruleset\u2019s order (Kh beats Kc)', () => {
    const { buttonDraw, suitOrder } = LNSE.seating;
    expect(suitOrder.cite).toContain('II.22');
    expect(buttonWinner(cards('Qs', 'Kc', '9d', 'Kh'), buttonDraw.value, suitOrder.value)).toBe(4);
  });

  it('LNSE II.22: the chip race breaks a tie of rank by the same suit ranking', () => {
    expect(LNSE.chipRace.suitOrder).toMatchObject({ value: ['s', 'h', 'd', 'c'] });
    expect(LNSE.chipRace.suitOrder.cite).toContain('II.22');
  });
});

describe('LNSE II.23 — suits never decide a poker hand', () => {
  it('LNSE II.23: the same five ranks in other suits are the same hand to the evaluator', () => {
    const board = parseCards('2c7d9hJsKd');
    const spades = evaluate([...parseCards('AsQs'), ...board]);
    const hearts = evaluate([...parseCards('AhQc'), ...board]);
    expect(spades).toBe(hearts);
  });

  it('LNSE II.23: given two players tabling A-Q in different suits on a board with no flush, when the pot is awarded, then it is split, not given to the higher suit', () => {
    const t = new Table({ rulesetId: 'lnse' }).as(DEALER);
    t.start();
    t.post();
    t.deal({ 5: '3c4d', 6: '3h4s', 8: 'AsQs', 2: 'AhQc' });
    t.act(8, 'call');
    t.act(2, 'call');
    t.act(5, 'fold');
    t.act(6, 'check');
    for (const b of ['2c7d9h', 'Js', 'Kd']) {
      t.board(b);
      for (const seat of [6, 8, 2]) t.act(seat, 'check');
    }
    t.show(8);
    t.show(2);
    t.do({ type: 'ShowOrMuck', ...t.ref(), seat: 6, show: false });
    const award = ofType(t.complete(), 'PotsAwarded')[0];
    expect(award.ruleRef).toContain('LNSE 123/13 II.23');
    // 100 + 3 × 200 = 700: 350 each.
    expect(award.data.pots).toEqual([
      {
        amount: 700,
        eligibleSeats: [8, 2],
        winnerSeats: [8, 2],
        shares: [
          { seat: 8, chips: 350 },
          { seat: 2, chips: 350 },
        ],
      },
    ]);
  });
});
