/**
 * FSNP Art. 8 (button designation and rotation) and Art. 9 (posting blinds) under the FSNP
 * ruleset, through the decider: the planned hand and the posted blinds cite them.
 */
import { DEALER, Table, ofType } from './support';

// The seeded draw seats four at T1: seats 5, 6, 8 and 2 (the drawn button); 100/200.
describe('FSNP Art. 8: the button is designated at the start and moves one position clockwise after every hand', () => {
  it('given the first hand on the drawn button (seat 2), when the next hand starts, then the button is on seat 5', () => {
    const t = new Table({ rulesetId: 'fsnp' }).as(DEALER);
    const first = ofType(t.start(), 'HandPlanned')[0];
    expect(first.data).toMatchObject({ buttonSeat: 2, smallBlindSeat: 5, bigBlindSeat: 6 });
    t.post();
    for (const seat of [8, 2, 5]) t.act(seat, 'fold');
    t.complete();
    const next = ofType(t.start(), 'HandPlanned')[0];
    expect(next.ruleRef).toBe('FSNP Art. 8, 45, 52');
    expect(next.data).toMatchObject({ buttonSeat: 5, smallBlindSeat: 6, bigBlindSeat: 8 });
  });
});

describe('FSNP Art. 9: the first player after the button posts the small blind, the next the big blind', () => {
  it('given a 100/200 level, when the blinds are posted, then seat 5 posts 100 and seat 6 200', () => {
    const t = new Table({ rulesetId: 'fsnp' }).as(DEALER);
    t.start();
    const e = ofType(t.post(), 'ForcedBetsPosted')[0];
    expect(e.ruleRef).toBe('FSNP Art. 9, 52-53, 56');
    expect(e.data.posts).toEqual([
      { seat: 5, kind: 'small-blind', amount: 100, allIn: false },
      { seat: 6, kind: 'big-blind', amount: 200, allIn: false },
    ]);
    expect(t.hand.engine!.players[t.hand.seats.indexOf(6)]).toMatchObject({ bet: 200 });
  });

  it('given seat 6 holds 150 at 100/200, when the blinds are posted, then he posts his whole stack, all-in', () => {
    const t = new Table({ rulesetId: 'fsnp' });
    t.stacks({ 6: 150 });
    t.as(DEALER).start();
    const e = ofType(t.post(), 'ForcedBetsPosted')[0];
    expect(e.ruleRef).toBe('FSNP Art. 9, 52-53, 56');
    expect(e.data.posts[1]).toEqual({ seat: 6, kind: 'big-blind', amount: 150, allIn: true });
    expect(t.hand.engine!.players[t.hand.seats.indexOf(6)]).toMatchObject({ bet: 150, stack: 0 });
  });
});
