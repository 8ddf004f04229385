import fc from 'fast-check';
import {
  handConfigFor,
  planNextHand,
  positionsOf,
  type BlindLevel,
  type SeatedPlayer,
} from '../../../src/poker/button';
import { startHand } from '../../../src/poker/hand';

const level: BlindLevel = { smallBlind: 100, bigBlind: 200, ante: 0, anteFormat: 'none' };
const seats = (...s: number[]): SeatedPlayer[] => s.map((seat) => ({ seat, stack: 10000 }));

describe('button and blinds for the next hand', () => {
  it('FSNP Art. 45, 52: the button moves one seat clockwise; the next two players post the blinds', () => {
    const plan = planNextHand(9, seats(1, 2, 3, 4, 5), level, {
      buttonSeat: 1,
      smallBlindSeat: 2,
      bigBlindSeat: 3,
    });
    expect(plan).toMatchObject({
      buttonSeat: 2,
      smallBlindSeat: 3,
      bigBlindSeat: 4,
      buttonDead: false,
      smallBlindDead: false,
    });
    expect(plan.dealtIn).toEqual([3, 4, 5, 1, 2]);
  });

  it('FSNP Art. 46: the first hand uses the drawn button seat', () => {
    const plan = planNextHand(9, seats(2, 4, 6, 8), level, null, 6);
    expect(plan).toMatchObject({ buttonSeat: 6, smallBlindSeat: 8, bigBlindSeat: 2 });
  });

  it('FSNP Art. 48, 57: the big blind was eliminated, so the next hand has no small blind', () => {
    // Last hand: button 1, SB 2, BB 3; seat 3 busted.
    const plan = planNextHand(9, seats(1, 2, 4, 5), level, {
      buttonSeat: 1,
      smallBlindSeat: 2,
      bigBlindSeat: 3,
    });
    expect(plan).toMatchObject({
      buttonSeat: 2,
      smallBlindSeat: 3,
      smallBlindDead: true,
      bigBlindSeat: 4,
    });
    expect(plan.posts).toEqual([{ seat: 4, kind: 'big-blind', amount: 200, allIn: false }]);
  });

  it('FSNP Art. 49: the small blind was eliminated, so the button is dead on his empty seat', () => {
    const plan = planNextHand(9, seats(1, 3, 4, 5), level, {
      buttonSeat: 1,
      smallBlindSeat: 2,
      bigBlindSeat: 3,
    });
    expect(plan).toMatchObject({
      buttonSeat: 2,
      buttonDead: true,
      smallBlindSeat: 3,
      bigBlindSeat: 4,
    });
    expect(plan.dealtIn).toEqual([3, 4, 5, 1]);
  });

  it('FSNP Art. 58: over many hands with eliminations nobody posts the big blind twice in a row or skips it', () => {
    let players = seats(1, 2, 3, 4, 5, 6);
    let prev = positionsOf(planNextHand(9, players, level, null, 1));
    const bigBlinds = [prev.bigBlindSeat];
    for (const bust of [3, 0, 5, 0, 1, 0, 0, 4]) {
      players = players.filter((p) => p.seat !== bust);
      const plan = planNextHand(9, players, level, prev);
      expect(plan.bigBlindSeat).not.toBe(prev.bigBlindSeat);
      bigBlinds.push(plan.bigBlindSeat);
      prev = positionsOf(plan);
    }
    // Each big blind is the next occupied seat after the previous one.
    expect(bigBlinds).toEqual([3, 4, 5, 6, 1, 2, 4, 6, 2]);
  });

  it('DECISION-9 (FSNP Art. 50 vs 58): going heads-up, the last big blind does not post it again', () => {
    // Three-handed: button 5, SB 1, BB 3. The button (5) busts.
    const plan = planNextHand(9, seats(1, 3), level, {
      buttonSeat: 5,
      smallBlindSeat: 1,
      bigBlindSeat: 3,
    });
    expect(plan).toMatchObject({
      headsUp: true,
      bigBlindSeat: 1,
      buttonSeat: 3,
      smallBlindSeat: 3,
    });
    expect(plan.dealtIn).toEqual([1, 3]);
  });

  it('FSNP Art. 50: heads-up the button posts the small blind, and the blinds alternate', () => {
    const first = planNextHand(9, seats(1, 3), level, {
      buttonSeat: 5,
      smallBlindSeat: 1,
      bigBlindSeat: 3,
    });
    const second = planNextHand(9, seats(1, 3), level, positionsOf(first));
    expect(second).toMatchObject({ buttonSeat: 1, smallBlindSeat: 1, bigBlindSeat: 3 });
  });

  it('FSNP Art. 82 / LNSE I.94: a player arriving between the button and the small blind waits', () => {
    // Last hand: button 2, SB 4 (seat 3 empty), BB 6. A newcomer sits in seat 5.
    const players = [...seats(2, 4, 6, 8), { seat: 5, stack: 20000, newArrival: true }];
    const plan = planNextHand(9, players, level, {
      buttonSeat: 2,
      smallBlindSeat: 4,
      bigBlindSeat: 6,
    });
    expect(plan).toMatchObject({ buttonSeat: 4, smallBlindSeat: 6, bigBlindSeat: 8, waiting: [5] });
    expect(plan.dealtIn).not.toContain(5);
  });

  it('TDA Rule 32: a newcomer in the big-blind position posts the big blind at once', () => {
    const players = [...seats(2, 4, 6), { seat: 7, stack: 20000, newArrival: true }];
    const plan = planNextHand(9, players, level, {
      buttonSeat: 2,
      smallBlindSeat: 4,
      bigBlindSeat: 6,
    });
    expect(plan).toMatchObject({ bigBlindSeat: 7, waiting: [] });
  });

  it('TDA Rule 32; FSNP Art. 82: two players moved in beside the only one left: the one in the big blind posts it, and the hand has two players', () => {
    // Last hand: button 6, SB 8, BB 3; seats 6 and 8 went out, a broken table's players took
    // seats 1 and 2. The dead button is on 8 and the big blind falls on seat 1, inside the gap.
    // Before the fix both newcomers waited and the hand was planned with one player (a crash).
    const players = [
      ...seats(3),
      { seat: 1, stack: 10000, newArrival: true },
      { seat: 2, stack: 10000, newArrival: true },
    ];
    const plan = planNextHand(9, players, level, {
      buttonSeat: 6,
      smallBlindSeat: 8,
      bigBlindSeat: 3,
    });
    expect(plan).toMatchObject({ bigBlindSeat: 1, smallBlindSeat: 3, waiting: [2] });
    expect([...plan.dealtIn].sort()).toEqual([1, 3]);
    expect(() => startHand(handConfigFor(plan, players, level))).not.toThrow();
  });

  it('FSNP Art. 56: a standard ante is posted by every player dealt in, short stacks all-in', () => {
    const players = [
      { seat: 1, stack: 10000 },
      { seat: 2, stack: 20 },
      { seat: 3, stack: 10000 },
    ];
    const plan = planNextHand(
      9,
      players,
      { ...level, ante: 25, anteFormat: 'standard' },
      { buttonSeat: 3, smallBlindSeat: 1, bigBlindSeat: 2 },
    );
    expect(plan.posts.filter((p) => p.kind === 'ante')).toEqual([
      { seat: 2, kind: 'ante', amount: 20, allIn: true },
      { seat: 3, kind: 'ante', amount: 25, allIn: false },
      { seat: 1, kind: 'ante', amount: 25, allIn: false },
    ]);
  });

  it('TDA Rule 72: a short big blind with a big-blind ante posts the blind first, the rest to the ante', () => {
    const players = [
      { seat: 1, stack: 10000 },
      { seat: 2, stack: 10000 },
      { seat: 3, stack: 250 },
    ];
    const bba: BlindLevel = { ...level, ante: 200, anteFormat: 'big-blind' };
    const plan = planNextHand(9, players, bba, {
      buttonSeat: 3,
      smallBlindSeat: 1,
      bigBlindSeat: 2,
    });
    expect(plan.posts).toEqual([
      { seat: 2, kind: 'small-blind', amount: 100, allIn: false },
      { seat: 3, kind: 'big-blind', amount: 200, allIn: false },
      { seat: 3, kind: 'ante', amount: 50, allIn: true },
    ]);
    const hand = startHand(handConfigFor(plan, players, bba));
    expect(hand.players.map((p) => [p.bet, p.ante])).toEqual([
      [100, 0],
      [200, 50],
      [0, 0],
    ]);
    expect(hand.deadMoney).toBe(50);
  });

  it('TDA Conventions D: a big blind all-in for less than a full blind still makes the others call a full blind', () => {
    const players = [
      { seat: 1, stack: 10000 },
      { seat: 2, stack: 10000 },
      { seat: 3, stack: 150 },
    ];
    const plan = planNextHand(9, players, level, {
      buttonSeat: 3,
      smallBlindSeat: 1,
      bigBlindSeat: 2,
    });
    const hand = startHand(handConfigFor(plan, players, level));
    expect(plan.posts.find((p) => p.kind === 'big-blind')).toEqual({
      seat: 3,
      kind: 'big-blind',
      amount: 150,
      allIn: true,
    });
    expect(hand.high).toBe(200);
  });
});

describe('from heads-up back to three players', () => {
  it('FSNP Art. 58: a newcomer joins a heads-up table: the blinds move on and nobody repeats the big blind', () => {
    // Heads-up: button and small blind seat 3, big blind seat 1. A player arrives in seat 5.
    const players = [...seats(1, 3), { seat: 5, stack: 10000, newArrival: true }];
    const plan = planNextHand(9, players, level, {
      buttonSeat: 3,
      smallBlindSeat: 3,
      bigBlindSeat: 1,
    });
    expect(plan).toMatchObject({
      bigBlindSeat: 3,
      smallBlindSeat: 1,
      buttonSeat: 5,
      buttonDead: false,
    });
    expect(plan.dealtIn).toEqual([1, 3, 5]);
  });
});

describe('button and blinds over random eliminations (fast-check)', () => {
  it('FSNP Art. 58: the big blind always moves to the next player, never repeats and is never skipped', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 2, maxLength: 10 }),
        fc.array(fc.nat(9), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 10 }),
        (start, busts, drawn) => {
          let players = seats(...start.sort((a, b) => a - b));
          let plan = planNextHand(10, players, level, null, drawn);
          for (const b of busts) {
            if (players.length <= 2) break;
            const prev = positionsOf(plan);
            players = players.filter((_, i) => i !== b % players.length);
            plan = planNextHand(10, players, level, prev);
            const occupied = players.map((p) => p.seat);
            const expected = [...occupied.filter((s) => s > prev.bigBlindSeat), ...occupied][0];
            expect(plan.bigBlindSeat).toBe(expected);
            expect(plan.bigBlindSeat).not.toBe(prev.bigBlindSeat);
            expect(plan.dealtIn).toContain(plan.bigBlindSeat);
            expect(plan.posts.filter((p) => p.kind === 'big-blind')).toHaveLength(1);
            if (!plan.buttonDead)
              expect(plan.dealtIn[plan.dealtIn.length - 1]).toBe(plan.buttonSeat);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
