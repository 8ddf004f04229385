/**
 * Club Rule 37: a button dealt too few cards says so at once and gets the missing card (the next
 * card from the stub), even after substantial action; if he acts first, his hand is dead and his
 * chips stay in the pot. Other rulesets know no such exception (`deal.buttonShortCard`): the
 * button is a wrong number of cards like any seat (FSPR 6.3.5-6.3.8).
 */
import { parseCards } from '../../../src/poker/cards';
import { DEALER, FLOOR, ofType, posted, rejected, Table, types } from './support';

const shortButton = (t: Table, cards?: string) =>
  t.try({
    type: 'RecordIrregularity',
    ...t.ref(),
    irregularity: 'BUTTON_DEALT_TOO_FEW',
    seat: 2,
    ...(cards ? { cards: parseCards(cards) } : {}),
  });

describe('Club Rule 37: the button dealt too few cards', () => {
  it('Club Rule 37: seat 8 has called; the button, not yet acted, is given the next card from the stub and the hand goes on', () => {
    const t = posted('club-tda');
    t.act(8, 'call');
    const r = shortButton(t, 'Kd');
    if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    expect(types(r.events)).toEqual(['FloorRuling']);
    expect(r.events[0]).toMatchObject({
      ruleRef: 'Club Rule 37',
      data: {
        code: 'BUTTON_DEALT_TOO_FEW',
        outcome: 'missing-card-dealt',
        seat: 2,
        cards: parseCards('Kd'),
        official: { id: 'dealer-7', role: 'dealer' },
      },
    });
    t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'BUTTON_DEALT_TOO_FEW',
      seat: 2,
    });
    expect(t.hand.status).toBe('playing');
    expect(t.hand.dead.every((d) => !d)).toBe(true);
    expect(t.tryAct(2, 'call').ok).toBe(true);
  });

  it('Club Rule 37: even after substantial action (a raise and a call before him) he still gets the card', () => {
    const t = new Table({ rulesetId: 'club-tda' }, 6).as(DEALER).at(0);
    t.start();
    t.post();
    const order = t.hand.plan.dealtIn.map((d) => d.seat); // SB, BB, UTG, MP, CO, BTN
    t.act(order[2], 'raise', 600);
    t.act(order[3], 'call');
    // Substantial action has been reached: no misdeal can be declared any more (Club Rule 35-36).
    expect(
      rejected(
        t
          .as(FLOOR)
          .try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' }),
      ).code,
    ).toBe('PROCEDURE_NOT_APPLICABLE');
    const r = t.try({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'BUTTON_DEALT_TOO_FEW',
      seat: order[5],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    expect(ofType(r.events, 'FloorRuling')[0].data.outcome).toBe('missing-card-dealt');
    expect(types(r.events)).not.toContain('HandVoided');
  });

  it('Club Rule 37: he called before saying so: his hand is dead (acted with too few cards) and his call stays in the pot', () => {
    const t = posted('club-tda');
    t.act(8, 'call');
    t.act(2, 'call');
    const pot = () => t.hand.engine!.players.reduce((a, p) => a + p.bet + p.collected, 0);
    const potBefore = pot();
    const buttonStack = t.hand.engine!.players[t.hand.seats.indexOf(2)].stack;
    expect(potBefore).toBeGreaterThan(0);
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'BUTTON_DEALT_TOO_FEW',
      seat: 2,
    });
    expect(ofType(ev, 'HandDeclaredDead')[0]).toMatchObject({
      ruleRef: 'Club Rule 37',
      data: { seat: 2, code: 'ACTED_WITH_TOO_FEW_CARDS' },
    });
    expect(pot()).toBe(potBefore);
    expect(t.hand.engine!.players[t.hand.seats.indexOf(2)].stack).toBe(buttonStack);
    expect(t.hand.dead[t.hand.seats.indexOf(2)]).toBe(true);
    expect(ofType(ev, 'HandDeclaredDead')[0].data).not.toHaveProperty('returned');
  });

  it('Club Rule 37: only the button qualifies: seat 8 short a card is refused as this irregularity', () => {
    const t = posted('club-tda');
    const r = t.try({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'BUTTON_DEALT_TOO_FEW',
      seat: 8,
    });
    expect(rejected(r)).toMatchObject({ code: 'PROCEDURE_NOT_APPLICABLE' });
    expect(rejected(r).message).toMatch(/not the button/);
  });

  it('Club Rule 37: the card given must be one that can still be in the stub', () => {
    const t = posted('club-tda');
    t.deal({ 8: 'AsAh' });
    expect(rejected(shortButton(t, 'As')).code).toBe('CARD_NOT_POSSIBLE');
  });
});

describe('deal.buttonShortCard: no exception for the button outside the club (the flip)', () => {
  it('FSPR 6.3.8: the same hand under FSPR (seat 8 has called): another player has acted, the button has not: no missing card, his cards are mucked', () => {
    const t = posted('fspr');
    t.act(8, 'call');
    const ev = t.as(FLOOR).do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'BUTTON_DEALT_TOO_FEW',
      seat: 2,
    });
    expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'kill-hand',
      ruleRef: 'FSPR 6.3.8',
    });
    expect(ofType(ev, 'HandDeclaredDead')[0].data).toMatchObject({ seat: 2 });
  });

  it('FSPR 6.3.5: before any betting, the button short a card is a misdeal under FSPR', () => {
    const t = posted('fspr');
    const ev = t.do({
      type: 'RecordIrregularity',
      ...t.ref(),
      irregularity: 'BUTTON_DEALT_TOO_FEW',
      seat: 2,
    });
    expect(ofType(ev, 'FloorRuling')[0].data).toMatchObject({ outcome: 'misdeal' });
    expect(ofType(ev, 'HandVoided')[0].data.redeal).toBe(true);
  });
});
