/**
 * No rabbit hunting: once a hand is decided (one live hand left) or completed, the board cards
 * that would have come are not dealt or shown, so none can be recorded (citations.boardAfterHand:
 * Club Rule 28; FSNP Art. 102; LNSE 123/13 I.78 (12)). An all-in hand still has its board dealt.
 */
import { DEALER, Table, ofType, posted, rejected } from './support';

/** Pre-flop 8, 2 and 5 fold to the big blind (seat 6): one live hand is left. */
function foldedToBigBlind(rulesetId: string): Table {
  const t = posted(rulesetId, DEALER);
  t.act(8, 'fold');
  t.act(2, 'fold');
  t.act(5, 'fold');
  return t;
}

const boardOf = (t: Table) => t.try({ type: 'DealBoard', ...t.ref() });

describe('Club Rule 28 — rabbit hunting: no board card for a finished hand', () => {
  it('Club Rule 28: given everyone folded to the big blind, when the dealer records a flop, then it is refused citing Rule 28', () => {
    const t = foldedToBigBlind('club-tda');
    expect(rejected(boardOf(t))).toMatchObject({
      code: 'HAND_DECIDED_NO_BOARD',
      ruleRef: 'Club Rule 28',
      message: expect.stringContaining('only one live hand is left'),
    });
  });

  it('Club Rule 28: given the hand completed, when a turn is recorded for it, then it is refused citing Rule 28 (not the hand-in-play article)', () => {
    const t = foldedToBigBlind('club-tda');
    t.complete();
    expect(rejected(boardOf(t))).toMatchObject({
      code: 'HAND_DECIDED_NO_BOARD',
      ruleRef: 'Club Rule 28',
      message: expect.stringContaining('is complete'),
    });
  });

  it('Club Rule 28: two players all in still have their board dealt (the hand is not decided)', () => {
    const t = posted('club-tda', DEALER);
    t.act(8, 'all-in', 15000);
    t.act(2, 'fold');
    t.act(5, 'fold');
    t.act(6, 'call');
    const ev = t.board();
    expect(ofType(ev, 'BoardDealt')[0].ruleRef).toBe('Club Rule 38');
  });

  it.each([
    ['fsnp', 'FSNP Art. 102'],
    ['fspr', 'FSNP Art. 102'],
    ['lnse', 'LNSE 123/13 I.78'],
  ])(
    'FSNP Art. 102; LNSE 123/13 I.78: the same flop after everyone folded is refused under %s citing its own article (%s)',
    (rulesetId, cite) => {
      const t = foldedToBigBlind(rulesetId);
      expect(rejected(boardOf(t))).toMatchObject({ code: 'HAND_DECIDED_NO_BOARD', ruleRef: cite });
    },
  );
});
