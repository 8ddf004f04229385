/**
 * Issue 18, item 3: the showdown as it happened. Who shows first by the ruleset (Club Rule 17;
 * FSNP Art. 110), a face-down release that is not a muck (Club Rule 14), a hand shown on request
 * (Club Rule 18; FSNP Art. 115), cards speak (Club Rule 12), and a hand tabled with fewer cards
 * than it holds, which is no tabled hand (Club Rule 15, 19; FSNP Art. 111-112).
 */
import type { ShowOrMuck } from '../../../src/aggregates/tournament/hands/commands';
import * as registry from '../../../src/rules/registry';
import { currentHandView } from '../../../src/api/hands/hand-views';
import { parseCards } from '../../../src/poker/cards';
import { DEALER, Table, ofType } from './support';

// Seats 5 (small blind), 6 (big blind), 8, 2 (button); 100/200. The board plays: A-K-Q-J-T.
const BOARD = ['AcKdQh', 'Js', 'Td'];
function heads(rulesetId: string, bet?: { street: number; seat: 5 | 6; amount: number }): Table {
  const t = new Table({ rulesetId }).as(DEALER);
  t.start();
  t.post();
  t.deal({ 5: '2c3c', 6: '4d5d', 8: '7h8h', 2: '7s8s' });
  t.act(8, 'fold');
  t.act(2, 'fold');
  t.act(5, 'call');
  t.act(6, 'check');
  for (let street = 1; street <= 3; street++) {
    t.board(BOARD[street - 1]);
    if (bet?.street === street) {
      const other = bet.seat === 5 ? 6 : 5;
      if (bet.seat === 6) t.act(5, 'check');
      t.act(bet.seat, 'bet', bet.amount);
      t.act(other, 'call');
    } else {
      t.act(5, 'check');
      t.act(6, 'check');
    }
  }
  return t;
}
const showdown = (t: Table, seat: number, over: Partial<ShowOrMuck> = {}) =>
  t.do({ type: 'ShowOrMuck', ...t.ref(), seat, show: true, ...over });
const tryShowdown = (t: Table, seat: number, over: Partial<ShowOrMuck> = {}) =>
  t.try({ type: 'ShowOrMuck', ...t.ref(), seat, show: true, ...over });
const awarded = (t: Table) => ofType(t.complete(), 'PotsAwarded')[0].data.pots;
const order = (t: Table) => currentHandView('t', t.hand, true, 'dealer').showdownOrder;

describe('showdown: recorded as it happened, ruled by the ruleset', () => {
  it('Club Rule 15, 19: a hand tabled with one of its two cards is ineligible: the pot is not split, seat 5 takes it', () => {
    const t = heads('club-tda');
    showdown(t, 5);
    const ev = showdown(t, 6, { cards: parseCards('4d') });
    expect(ofType(ev, 'ShowdownRecorded')[0].data).toMatchObject({
      seat: 6,
      shown: false,
      partial: true,
      ruling: { outcome: 'hand-ineligible', ruleRef: 'Club Rule 15, 19' },
    });
    expect(ofType(ev, 'HandDeclaredDead')[0].data).toMatchObject({ seat: 6, code: 'partial-show' });
    expect(awarded(t)).toEqual([
      expect.objectContaining({ amount: 400, winnerSeats: [5], shares: [{ seat: 5, chips: 400 }] }),
    ]);
  });

  it('FSNP Art. 111-112 (game.showdown.partialShow): one card shown is not yet tabled; nothing is awarded until he tables both', () => {
    const t = heads('fsnp');
    showdown(t, 5);
    const ev = showdown(t, 6, { cards: parseCards('4d') });
    expect(ofType(ev, 'ShowdownRecorded')[0].data).toMatchObject({
      partial: true,
      ruling: { outcome: 'not-tabled', ruleRef: 'FSNP Art. 111-112' },
    });
    expect(ofType(ev, 'HandDeclaredDead')).toHaveLength(0);
    const r = t.try({ type: 'AwardPots', ...t.ref() });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('WINNER_NOT_KNOWN');
    showdown(t, 6); // both cards now: the board plays for both, cards speak
    expect(awarded(t)[0]).toMatchObject({ winnerSeats: [5, 6] });
  });

  it('Club Rule 17: after a turn bet and a checked river, the first live hand left of the button shows first', () => {
    const t = heads('club-tda', { street: 2, seat: 6, amount: 400 });
    expect(order(t)).toEqual([5, 6]);
  });

  it('FSNP Art. 110 (game.showdown.order): the same hand: the last aggressor of the hand, seat 6, shows first', () => {
    const t = heads('fsnp', { street: 2, seat: 6, amount: 400 });
    expect(order(t)).toEqual([6, 5]);
    showdown(t, 6);
    expect(order(t)).toEqual([5]);
  });

  it('Club Rule 17: a river bet: the river bettor shows first under both rulesets', () => {
    expect(order(heads('club-tda', { street: 3, seat: 6, amount: 400 }))).toEqual([6, 5]);
    expect(order(heads('fsnp', { street: 3, seat: 6, amount: 400 }))).toEqual([6, 5]);
  });

  it('Club Rule 14: a hand thrown face down is released, not mucked: it can still be tabled and win', () => {
    const t = heads('club-tda');
    showdown(t, 5);
    const ev = showdown(t, 6, { show: false, released: true });
    expect(ofType(ev, 'ShowdownRecorded')[0].data).toMatchObject({ shown: false, released: true });
    expect(
      currentHandView('t', t.hand, true, 'dealer').seats.find((s) => s.seat === 6),
    ).toMatchObject({
      released: true,
      folded: false,
    });
    showdown(t, 6); // retrieved and tabled: the board plays for both
    expect(awarded(t)[0]).toMatchObject({ winnerSeats: [5, 6] });
  });

  it('Club Rule 14: a released hand the dealer then mucks is dead: seat 5 takes the pot', () => {
    const t = heads('club-tda');
    showdown(t, 5);
    showdown(t, 6, { show: false, released: true });
    showdown(t, 6, { show: false });
    expect(awarded(t)[0]).toMatchObject({ winnerSeats: [5] });
  });

  it('Club Rule 18: seat 5 asks to see seat 6\u2019s hand: it is tabled, live, and shares the pot', () => {
    const t = heads('club-tda');
    showdown(t, 5);
    const ev = showdown(t, 6, { requestedBy: 5 });
    expect(ofType(ev, 'ShowdownRecorded')[0]).toMatchObject({
      data: { seat: 6, shown: true, requestedBy: 5 },
      ruleRef: 'Club Rule 18',
    });
    expect(awarded(t)[0]).toMatchObject({ winnerSeats: [5, 6] });
  });

  it('Club Rule 18: a player who folded may not ask to see a hand', () => {
    const t = heads('club-tda');
    const r = tryShowdown(t, 6, { requestedBy: 8 });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.rejection).toMatchObject({ code: 'NO_RIGHT_TO_SEE', ruleRef: 'Club Rule 18' });
  });

  it('game.showdown.requestToSee flipped to anyone-dealt-in: the folded seat 8 may ask', () => {
    const real = registry.getRuleset;
    const spy = jest.spyOn(registry, 'getRuleset').mockImplementation(((id: string) => {
      const rs = real(id);
      if (!rs) return rs;
      return {
        ...rs,
        game: {
          ...rs.game,
          showdown: {
            ...rs.game.showdown,
            requestToSee: { value: 'anyone-dealt-in', cite: 'TEST' },
          },
        },
      };
    }) as typeof registry.getRuleset);
    try {
      const t = heads('club-tda');
      expect(tryShowdown(t, 6, { requestedBy: 8 }).ok).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('Club Rule 12; FSNP Art. 105: cards speak: "I have two pair" is recorded, the tabled cards decide', () => {
    const t = heads('club-tda');
    const ev = showdown(t, 5, { said: 'two pair' });
    expect(ofType(ev, 'ShowdownRecorded')[0].data.said).toBe('two pair');
    showdown(t, 6);
    expect(awarded(t)[0]).toMatchObject({ winnerSeats: [5, 6] });
  });
});
