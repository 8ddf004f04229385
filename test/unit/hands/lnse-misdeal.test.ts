/**
 * LNSE 123/13 Annex II, Ch. 4, Art. 18.59 (II.59): on a misdeal all bets go back and all action is
 * void; the dealer gathers the cards and deals again. Under the LNSE ruleset, through the decider.
 */
import { DEALER, Table, ofType } from './support';

// Seats 5 (small blind 100), 6 (big blind 200), 8, 2 (button); 20,000 each.
describe('LNSE II.59 (Annex II, Ch. 4, Art. 18.59): misdeal: all bets back, redeal', () => {
  it('given the blinds posted and the first card exposed by the dealer, when the dealer records it, then every chip goes back and the hand is dealt again on the same button', () => {
    const t = new Table({ rulesetId: 'lnse' }).as(DEALER);
    t.start();
    t.post();
    t.deal({ 8: 'AsAh' });
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'FIRST_CARDS_EXPOSED_BY_DEALER',
    });
    // The dealer may declare it himself (LNSE II.59: misdealDeclaredBy includes the dealer).
    expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'misdeal',
      official: { id: DEALER.id, role: 'dealer' },
    });
    const voided = ofType(ev, 'HandVoided')[0];
    // The ruling cites the cause (II.60(A)); the void, the misdeal's own article (II.59).
    expect(ofType(ev, 'FloorRuling')[0].ruleRef).toBe('LNSE II.60(A), II.61');
    expect(voided.ruleRef).toBe('LNSE 123/13 II.59');
    expect(voided.data).toMatchObject({ redeal: true });
    // The blinds included: every seat is back at 20,000.
    expect(voided.data.stacks).toEqual([
      { seat: 5, chips: 20000 },
      { seat: 6, chips: 20000 },
      { seat: 8, chips: 20000 },
      { seat: 2, chips: 20000 },
    ]);
    const redeal = ofType(t.start(), 'HandPlanned')[0].data;
    expect(redeal).toMatchObject({ buttonSeat: 2, smallBlindSeat: 5, bigBlindSeat: 6 });
  });
});
