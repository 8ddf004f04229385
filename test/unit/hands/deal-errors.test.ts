/**
 * Issue 18, item 4: a four-card flop is recorded as it came, with the card drawn or the cards sent
 * back, and handled as the ruleset says (Club Rule 39; FSNP Art. 123; LNSE II.63).
 */
import { parseCards } from '../../../src/poker/cards';
import { DEALER, FLOOR, Table, ofType } from './support';

function preflopDone(rulesetId: string): Table {
  const t = new Table({ rulesetId }).as(DEALER);
  t.start();
  t.post();
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  return t.as(FLOOR);
}
const four = parseCards('AcKdQh7s');

describe('four cards on the flop', () => {
  it('Club Rule 39: the floor draws one of the four at random: it is the next burn card, the other three are the flop', () => {
    const t = preflopDone('club-tda');
    const ev = t.do({ type: 'DealBoard', ...t.ref(), cards: four, removed: parseCards('Kd')[0] });
    expect(ofType(ev, 'BoardDealt')[0]).toMatchObject({
      data: {
        street: 1,
        cards: parseCards('AcQh7s'),
        exposed: parseCards('Kd'),
        ruling: { outcome: 'fourth-card-burned', ruleRef: 'Club Rule 39' },
      },
      ruleRef: 'Club Rule 39',
    });
    expect(t.hand.engine!.board).toEqual(parseCards('AcQh7s'));
  });

  it('Club Rule 39: the drawn card must be one of the four', () => {
    const t = preflopDone('club-tda');
    const r = t.try({ type: 'DealBoard', ...t.ref(), cards: four });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({ code: 'REMOVED_CARD_REQUIRED', ruleRef: 'Club Rule 39' });
  });

  it('FSNP Art. 123 (game.fourCardFlop): the four are recorded and sent back; the flop is dealt again', () => {
    const t = preflopDone('fsnp');
    const ev = t.do({ type: 'DealBoard', ...t.ref(), cards: four });
    expect(ofType(ev, 'BoardDealt')).toHaveLength(0);
    expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({
      code: 'TOO_MANY_FLOP_CARDS',
      outcome: 'flop-redealt',
      ruleRef: 'FSNP Art. 123',
      cards: four,
      official: { role: 'floor' },
    });
    expect(t.hand.engine!.board).toEqual([]);
    t.board('AcKdQh'); // the new flop may hold the same cards: they went back into the stub
    expect(t.hand.engine!.board).toEqual(parseCards('AcKdQh'));
  });

  it('LNSE 123/13 II.63: too many board cards: the flop is redealt', () => {
    const t = preflopDone('lnse');
    const ev = t.do({ type: 'DealBoard', ...t.ref(), cards: four });
    expect(ofType(ev, 'FloorRuling')[0].data.ruleRef).toBe('LNSE 123/13 II.63');
  });
});
