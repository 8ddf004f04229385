/**
 * LNSE 123/13 II.25 (Annex II, Ch. 2, Art. 9.25): a defective deck (II.24: too few or too many
 * cards, different backs) found while dealing hole or board cards is a misdeal: the hand is
 * cancelled and every bet returned, even after the initial deal (II.61's one exception). The
 * ruleset's `deal.defectiveDeck` says so; the club stops the hand (Club Rule 35), FSPR replaces
 * the deck and plays on (FSPR 6.2.1, 6.2.3).
 *
 * Seats 5 (small blind 100), 6 (big blind 200), 8, 2 (button).
 */
import { flipParameter } from '../../support/flip-parameter';
import { DEALER, FLOOR, Table, ofType, types } from './support';

/** Pre-flop called around, the flop out and bet: long after the initial deal. */
function flopBet(rulesetId: string): Table {
  const t = new Table({ rulesetId }).as(DEALER);
  t.start();
  t.post();
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  t.board();
  t.act(5, 'raise', 400);
  return t;
}
const startStacks = (t: Table) =>
  t.hand.plan.dealtIn.map((d) => ({ seat: d.seat, chips: d.stack }));

describe('LNSE II.25 — defective deck found while dealing: misdeal, bets returned', () => {
  it('LNSE II.25: given the flop dealt and bet, when the dealer finds cards with different backs, then it is a misdeal: every chip goes back and the hand is dealt again', () => {
    const t = flopBet('lnse');
    const stacks = startStacks(t);
    const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'MISMATCHED_BACKS' });
    expect(types(ev)).toEqual(['FloorRuling', 'HandVoided', 'HandCompleted']);
    expect(ofType(ev, 'FloorRuling')[0]).toMatchObject({
      ruleRef: 'LNSE 123/13 II.25, II.61',
      data: { outcome: 'misdeal', code: 'MISMATCHED_BACKS' },
    });
    // The void itself is II.59's: all bets back, the hand dealt again.
    expect(ofType(ev, 'HandVoided')[0]).toMatchObject({
      ruleRef: 'LNSE 123/13 II.59',
      data: { redeal: true, stacks },
    });
  });

  it('LNSE II.25: a deck with a card too few or too many, found during the hand, is the same misdeal', () => {
    const t = flopBet('lnse');
    const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DECK_WRONG_COUNT' });
    expect(ofType(ev, 'HandVoided')[0].data).toMatchObject({ redeal: true });
    const redeal = ofType(t.start(), 'HandPlanned')[0].data;
    expect(redeal.buttonSeat).toBe(2);
  });

  it('Club Rule 35: a fouled deck stops the hand and returns every chip, with no redeal; the floor rules it', () => {
    const t = flopBet('club-tda').as(FLOOR);
    const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'MISMATCHED_BACKS' });
    expect(ofType(ev, 'FloorRuling')[0]).toMatchObject({
      ruleRef: 'Club Rule 35',
      data: { outcome: 'hand-void' },
    });
    expect(ofType(ev, 'HandVoided')[0].data).toMatchObject({ redeal: false });
  });

  it('FSPR 6.2.3: the same deck is replaced and the hand plays on', () => {
    const t = flopBet('fspr');
    const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'MISMATCHED_BACKS' });
    expect(types(ev)).toEqual(['FloorRuling']);
    expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({ outcome: 'deck-replaced' });
  });

  it('LNSE II.25 flipped to deck-replaced: the hand is not voided (the parameter decides)', () => {
    flipParameter('lnse', 'deal.defectiveDeck', 'deck-replaced', () => {
      const t = flopBet('lnse');
      const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'MISMATCHED_BACKS' });
      expect(types(ev)).toEqual(['FloorRuling']);
    });
  });

  it('FSPR 6.2.1 flipped to misdeal: the same deck voids the hand and it is dealt again', () => {
    flipParameter('fspr', 'deal.defectiveDeck', 'misdeal', () => {
      const t = flopBet('fspr');
      const ev = t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DECK_WRONG_COUNT' });
      expect(ofType(ev, 'HandVoided')[0].data).toMatchObject({ redeal: true });
    });
  });
});

describe('LNSE II.59 — a misdeal\u2019s void cites II.59, its cause II.60', () => {
  it('LNSE II.38, II.59: the button out of position found before substantial action voids the hand citing II.59', () => {
    const t = new Table({ rulesetId: 'lnse' }).as(DEALER);
    t.start();
    t.post();
    const ev = t.do({ type: 'RecordMisplacedButton', ...t.ref(), seat: 5 });
    expect(ofType(ev, 'ButtonCorrected')[0].ruleRef).toBe('LNSE 123/13 II.36-38');
    expect(ofType(ev, 'HandVoided')[0].ruleRef).toBe('LNSE 123/13 II.59');
  });

  it('FSNP Art. 58: a ruleset with no article of its own on the void cites the cause (FSNP has none)', () => {
    const t = new Table({ rulesetId: 'fsnp' }).as(DEALER);
    t.start();
    t.post();
    const ev = t.do({ type: 'RecordMisplacedButton', ...t.ref(), seat: 5 });
    expect(ofType(ev, 'HandVoided')[0].ruleRef).toBe(ofType(ev, 'ButtonCorrected')[0].ruleRef);
  });
});

describe('LNSE II.62 — other card-handling irregularities (B: a face-up card in the deck)', () => {
  it('LNSE II.62(B): given the flop bet, when a card is found face up in the deck, then it is replaced by the next card and used as the next burn; the hand goes on', () => {
    const t = flopBet('lnse');
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'FACE_UP_CARD_IN_DECK',
    });
    expect(types(ev)).toEqual(['FloorRuling']);
    expect(ev[0]).toMatchObject({
      ruleRef: 'LNSE 123/13 II.62(B)',
      data: { outcome: 'next-burn' },
    });
  });

  it('FSNP Art. 73: the same card under FSNP is removed as if it did not exist, not a burn', () => {
    const t = flopBet('fsnp');
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'FACE_UP_CARD_IN_DECK',
    });
    expect(ev[0]).toMatchObject({ ruleRef: 'FSNP Art. 73', data: { outcome: 'card-discarded' } });
  });

  it('LNSE II.62(B) flipped to discarded: the card is removed, not burned (the parameter decides)', () => {
    flipParameter('lnse', 'deal.faceUpCardInDeck', 'discarded', () => {
      const t = flopBet('lnse');
      const ev = t.do({
        type: 'RecordIrregularity',
        ...t.ref(),
        irregularity: 'FACE_UP_CARD_IN_DECK',
      });
      expect(ev[0].data).toMatchObject({ outcome: 'card-discarded' });
    });
  });
});
