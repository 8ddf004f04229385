/**
 * LNSE 123/13 II.54-58 (Annex II, Ch. 4, Art. 17): a card shown or seen is exposed (II.54) and
 * shown to every player (II.55); a player who deliberately exposes a card keeps his hand and is
 * penalised after it (II.57). The ruleset's `game.exposure` rules it (FSNP Art. 119-120: a dead
 * hand, or call only).
 *
 * Seats 5 (small blind), 6 (big blind), 8, 2 (button); seat 8 first to act.
 */
import { flipParameter } from '../../support/flip-parameter';
import { DEALER, FLOOR, Table, ofType, types } from './support';
import { parseCards } from '../../../src/poker/cards';

function dealt(rulesetId = 'lnse'): Table {
  const t = new Table({ rulesetId }).as(DEALER);
  t.start();
  t.post();
  t.deal({ 5: 'AsAh', 6: 'KsKh', 8: '2c7d', 2: '3c8d' });
  return t.as(FLOOR);
}
const expose = (t: Table, seat: number, intentional: boolean, cards?: string) =>
  t.do({
    type: 'RecordIrregularity',
    ...t.ref(),
    irregularity: 'PLAYER_EXPOSED_CARDS',
    seat,
    intentional,
    ...(cards ? { cards: parseCards(cards) } : {}),
  });

describe('LNSE II.57 — deliberate exposure: the hand stays live, the penalty after the hand', () => {
  it('LNSE II.57: given seat 5 deliberately shows an ace with action pending, when the floor records it, then his hand stays live', () => {
    const t = dealt();
    const ev = expose(t, 5, true);
    expect(types(ev)).toEqual(['FloorRuling']);
    expect(ev[0]).toMatchObject({
      ruleRef: 'LNSE 123/13 II.57',
      data: { outcome: 'play-on', seat: 5 },
    });
    expect(t.hand.dead[t.hand.seats.indexOf(5)]).toBe(false);
  });

  it('FSNP Art. 119: the same deliberate exposure under FSNP kills the hand', () => {
    const t = dealt('fsnp');
    expect(ofType(expose(t, 5, true), 'HandDeclaredDead')[0].data).toMatchObject({
      seat: 5,
      ruleRef: 'FSNP Art. 119',
    });
  });

  it('LNSE II.57 flipped to hand-dead: the same exposure kills the hand (the parameter decides)', () => {
    flipParameter('lnse', 'game.exposure.deliberate', 'hand-dead', () => {
      const t = dealt();
      expect(types(expose(t, 5, true))).toContain('HandDeclaredDead');
    });
  });
});

describe('LNSE II.54-55 — what an exposed card is; one player sees, all see', () => {
  it('LNSE II.55: an accidental exposure is recorded with the card, shown to every player; the hand is not limited', () => {
    const t = dealt();
    const [e] = expose(t, 5, false, 'As');
    expect(e).toMatchObject({
      ruleRef: 'LNSE 123/13 II.54-56',
      data: { outcome: 'play-on', seat: 5, cards: parseCards('As') },
    });
    t.as(DEALER);
    t.act(8, 'call');
    t.act(2, 'call');
    // Not restricted to calling: he may raise.
    expect(ofType(t.act(5, 'raise', 800), 'ActionRecorded')[0].data.action).toBe('raise');
  });

  it('LNSE II.54 flipped to only-call: the accidental exposure limits him to calling (the parameter decides)', () => {
    flipParameter('lnse', 'game.exposure.accidental', 'only-call', () => {
      const t = dealt();
      expect(expose(t, 5, false)[0].data).toMatchObject({ outcome: 'only-call' });
    });
  });
});

describe('LNSE II.58 — dealer-caused exposure: the player cannot accept or refuse the card', () => {
  it('LNSE II.58: given the dealer exposes a hole card from the third card on, when recorded, then it is replaced and becomes the burn card (II.62(A)), whatever the player says', () => {
    const t = dealt();
    const [e, ...rest] = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'DOWN_CARD_EXPOSED_BY_DEALER',
      seat: 8,
      cards: parseCards('2c'),
    });
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      ruleRef: 'LNSE II.58, II.62(A)',
      data: { outcome: 'card-replaced', seat: 8 },
    });
  });

  it('LNSE II.58, II.60(A): the first or second card exposed by the dealer is a misdeal instead', () => {
    const t = dealt();
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'FIRST_CARDS_EXPOSED_BY_DEALER',
    });
    expect(ofType(ev, 'HandVoided')[0].data).toMatchObject({ redeal: true });
  });
});
