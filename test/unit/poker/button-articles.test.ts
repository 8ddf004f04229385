import fc from 'fast-check';
import {
  planNextHand,
  positionsOf,
  type BlindLevel,
  type PreviousPositions,
  type SeatedPlayer,
} from '../../../src/poker/button';

/**
 * FSNP Art. 45-58 and DECISION-9, one table per article: given the last hand's positions and the
 * seats still occupied, when the next hand is planned, then the button and blinds are where the
 * article puts them. Seats are numbered 1-9 clockwise from the arbiter's left (Art. 33).
 */
const level: BlindLevel = { smallBlind: 100, bigBlind: 200, ante: 0, anteFormat: 'none' };
const seats = (...s: number[]): SeatedPlayer[] => s.map((seat) => ({ seat, stack: 10000 }));
const pos = (buttonSeat: number, smallBlindSeat: number, bigBlindSeat: number) => ({
  buttonSeat,
  smallBlindSeat,
  bigBlindSeat,
});

interface Case {
  readonly when: string;
  readonly occupied: readonly number[];
  readonly previous: PreviousPositions | null;
  readonly drawn?: number;
  readonly then: {
    readonly buttonSeat: number;
    readonly buttonDead: boolean;
    readonly smallBlindSeat: number;
    readonly smallBlindDead: boolean;
    readonly bigBlindSeat: number;
  };
  /** Who posts what, in posting order. */
  readonly posts: readonly string[];
  readonly cites: string;
}

const cases: Record<string, readonly Case[]> = {
  'FSNP Art. 45, 52': [
    {
      when: 'nobody left: the button moves one seat, the next two post the blinds',
      occupied: [1, 2, 3, 4, 5],
      previous: pos(1, 2, 3),
      then: {
        buttonSeat: 2,
        buttonDead: false,
        smallBlindSeat: 3,
        smallBlindDead: false,
        bigBlindSeat: 4,
      },
      posts: ['3 small-blind 100', '4 big-blind 200'],
      cites: 'FSNP Art. 45, 52',
    },
    {
      when: 'the player after the big blind busted: the big blind skips his empty seat',
      occupied: [1, 2, 3, 5],
      previous: pos(1, 2, 3),
      then: {
        buttonSeat: 2,
        buttonDead: false,
        smallBlindSeat: 3,
        smallBlindDead: false,
        bigBlindSeat: 5,
      },
      posts: ['3 small-blind 100', '5 big-blind 200'],
      cites: 'FSNP Art. 58',
    },
  ],
  'FSNP Art. 46': [
    {
      when: "a table's first hand: the drawn seat has the button",
      occupied: [2, 4, 6, 8],
      previous: null,
      drawn: 6,
      then: {
        buttonSeat: 6,
        buttonDead: false,
        smallBlindSeat: 8,
        smallBlindDead: false,
        bigBlindSeat: 2,
      },
      posts: ['8 small-blind 100', '2 big-blind 200'],
      cites: 'FSNP Art. 46',
    },
  ],
  'FSNP Art. 48, 57': [
    {
      when: 'the big blind busted: the hand is played with the big blind only',
      occupied: [1, 2, 4, 5],
      previous: pos(1, 2, 3),
      then: {
        buttonSeat: 2,
        buttonDead: false,
        smallBlindSeat: 3,
        smallBlindDead: true,
        bigBlindSeat: 4,
      },
      posts: ['4 big-blind 200'],
      cites: 'FSNP Art. 48, 57',
    },
    {
      when: 'both blinds busted: dead button on the small blind seat, no small blind',
      occupied: [1, 4, 5, 6],
      previous: pos(1, 2, 3),
      then: {
        buttonSeat: 2,
        buttonDead: true,
        smallBlindSeat: 3,
        smallBlindDead: true,
        bigBlindSeat: 4,
      },
      posts: ['4 big-blind 200'],
      cites: 'FSNP Art. 49',
    },
  ],
  'FSNP Art. 49': [
    {
      when: 'the small blind (next on the button) busted: the button is dead on his empty seat',
      occupied: [1, 3, 4, 5],
      previous: pos(1, 2, 3),
      then: {
        buttonSeat: 2,
        buttonDead: true,
        smallBlindSeat: 3,
        smallBlindDead: false,
        bigBlindSeat: 4,
      },
      posts: ['3 small-blind 100', '4 big-blind 200'],
      cites: 'FSNP Art. 49',
    },
    {
      when: 'two left after the small blind busted: the button goes to the player due the small blind',
      occupied: [1, 3],
      previous: pos(1, 2, 3),
      then: {
        buttonSeat: 3,
        buttonDead: false,
        smallBlindSeat: 3,
        smallBlindDead: false,
        bigBlindSeat: 1,
      },
      posts: ['3 small-blind 100', '1 big-blind 200'],
      cites: 'FSNP Art. 50',
    },
  ],
  'FSNP Art. 50': [
    {
      when: 'heads-up: the button posts the small blind, the blinds alternate',
      occupied: [1, 3],
      previous: pos(3, 3, 1),
      then: {
        buttonSeat: 1,
        buttonDead: false,
        smallBlindSeat: 1,
        smallBlindDead: false,
        bigBlindSeat: 3,
      },
      posts: ['1 small-blind 100', '3 big-blind 200'],
      cites: 'FSNP Art. 50',
    },
    {
      when: 'the big blind busted three-handed: the last small blind gets the button but does not post the small blind again; big blind only',
      occupied: [1, 2],
      previous: pos(1, 2, 3),
      then: {
        buttonSeat: 2,
        buttonDead: false,
        smallBlindSeat: 2,
        smallBlindDead: true,
        bigBlindSeat: 1,
      },
      posts: ['1 big-blind 200'],
      cites: 'FSNP Art. 50, 58',
    },
  ],
  'DECISION-9 (FSNP Art. 49-50 vs 58)': [
    {
      when: 'the button busted three-handed: nobody posts the big blind twice in a row',
      occupied: [1, 3],
      previous: pos(5, 1, 3),
      then: {
        buttonSeat: 3,
        buttonDead: false,
        smallBlindSeat: 3,
        smallBlindDead: false,
        bigBlindSeat: 1,
      },
      posts: ['3 small-blind 100', '1 big-blind 200'],
      cites: 'DECISION-9',
    },
  ],
};

describe.each(Object.entries(cases))('%s', (_article, rows) => {
  it.each(rows.map((r) => [r.when, r] as const))('%s', (_when, r) => {
    const plan = planNextHand(9, seats(...r.occupied), level, r.previous, r.drawn);
    expect(plan).toMatchObject(r.then);
    expect(plan.posts.map((p) => `${p.seat} ${p.kind} ${p.amount}`)).toEqual(r.posts);
    expect(plan.ruleRefs.join('; ')).toContain(r.cites);
  });
});

describe('FSNP Art. 58 over random eliminations down to heads-up (fast-check)', () => {
  it('FSNP Art. 58: no seat posts the same blind in two consecutive hands', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 3, maxLength: 9 }),
        fc.array(fc.option(fc.nat(8), { nil: undefined }), { minLength: 1, maxLength: 16 }),
        fc.integer({ min: 1, max: 9 }),
        (start, busts, drawn) => {
          let players = seats(...start.sort((a, b) => a - b));
          let plan = planNextHand(9, players, level, null, drawn);
          for (const b of busts) {
            const prev = plan;
            if (b !== undefined && players.length > 2)
              players = players.filter((_, i) => i !== b % players.length);
            plan = planNextHand(9, players, level, positionsOf(prev));
            for (const kind of ['small-blind', 'big-blind'] as const) {
              const before = prev.posts.filter((p) => p.kind === kind).map((p) => p.seat);
              const now = plan.posts.filter((p) => p.kind === kind).map((p) => p.seat);
              for (const seat of now) expect(before).not.toContain(seat);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
