/**
 * LNSE 123/13 II.106 (Annex II, Ch. 4, Art. 30.106): the dealer may not muck a winning hand that
 * was properly tabled; if it happens the error is corrected and the pot awarded properly. The
 * ruleset's `game.showdown.tabledHandKilled` says so (Club Rule 65; FSNP Art. 111, 116 alike).
 *
 * Seats 5 (small blind), 6 (big blind), 8, 2 (button); four limp for 800 and check it down.
 */
import { flipParameter } from '../../support/flip-parameter';
import { DEALER, FLOOR, Table, ofType, types } from './support';

function tabled(rulesetId = 'lnse'): Table {
  const t = new Table({ rulesetId }).as(DEALER);
  t.start();
  t.post();
  t.deal({ 5: 'AsAh', 6: 'KsKh', 8: '2c7d', 2: '3c8d' });
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  for (const b of ['2d5h9c', 'Jd', '4s']) {
    t.board(b);
    for (const seat of [5, 6, 8, 2]) t.act(seat, 'check');
  }
  t.show(5);
  t.show(6);
  for (const seat of [8, 2]) t.do({ type: 'ShowOrMuck', ...t.ref(), seat, show: false });
  return t;
}
const killTabled = (t: Table) =>
  t.as(FLOOR).do({ type: 'DeclareDeadHand', ...t.ref(), seat: 5, cause: 'killed-by-dealer' });
const winners = (t: Table) => ofType(t.complete(), 'PotsAwarded')[0].data.pots[0].winnerSeats;

describe('LNSE II.106 — a properly tabled winner cannot be killed', () => {
  it('LNSE II.106: given seat 5 tabled aces, when the dealer mucks them, then the ruling records it and the hand stays live: seat 5 wins the 800', () => {
    const t = tabled();
    const ev = killTabled(t);
    expect(types(ev)).toEqual(['FloorRuling']);
    expect(ev[0]).toMatchObject({
      ruleRef: 'LNSE 123/13 II.106',
      data: { code: 'killed-by-dealer', outcome: 'tabled-hand-stands', seat: 5 },
    });
    expect(t.hand.dead[t.hand.seats.indexOf(5)]).toBe(false);
    expect(winners(t)).toEqual([5]);
  });

  it('Club Rule 65: a tabled hand is 100 % identifiable and can still win: the same ruling under the club', () => {
    const t = tabled('club-tda');
    expect(killTabled(t)[0]).toMatchObject({ ruleRef: 'Club Rule 65' });
    expect(winners(t)).toEqual([5]);
  });

  it('LNSE II.106 flipped to hand-dead: the mucked aces are dead and the kings win (the parameter decides)', () => {
    flipParameter('lnse', 'game.showdown.tabledHandKilled', 'hand-dead', () => {
      const t = tabled();
      expect(types(killTabled(t))).toContain('HandDeclaredDead');
      expect(winners(t)).toEqual([6]);
    });
  });
});
