import { SLICES } from '../../../src/aggregates/tournament';
import { SHARED_EVENT_ORDER } from '../../../src/aggregates/tournament/shared-event-order';
import type { Slice } from '../../../src/aggregates/tournament/slice';
import { composeSlices, followersOf } from '../../../src/aggregates/tournament/slice-registry';
import type { TournamentState } from '../../../src/aggregates/tournament/state';

/** A slice that notes its name when it folds `type`. */
const follower = (log: string[], name: string, type = 'HandCompleted'): Slice => ({
  commands: {},
  events: { [type]: () => void log.push(name) },
});

const fold = (registry: ReturnType<typeof composeSlices>, type: string) =>
  registry.handlers.get(type)?.({} as TournamentState, {});

describe('issue 16: the decider folds a shared event in the order written down for it', () => {
  it('every event that several real slices follow has its order written down, and only those', () => {
    const shared = [...followersOf(SLICES)].filter(([, names]) => names.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    expect(Object.keys(SHARED_EVENT_ORDER).sort()).toEqual(shared.map(([t]) => t).sort());
    for (const [type, names] of shared)
      expect([...SHARED_EVENT_ORDER[type]].sort()).toEqual([...names].sort());
  });

  it('given two followers listed a then b, when the order says b then a, then b folds first', () => {
    const log: string[] = [];
    const registry = composeSlices(
      { a: follower(log, 'a'), b: follower(log, 'b') },
      { HandCompleted: ['b', 'a'] },
    );
    fold(registry, 'HandCompleted');
    expect(log).toEqual(['b', 'a']);
  });

  it('refuses to load when a new slice follows a shared event the order does not name it in', () => {
    const log: string[] = [];
    expect(() =>
      composeSlices(
        { a: follower(log, 'a'), b: follower(log, 'b'), c: follower(log, 'c') },
        { HandCompleted: ['a', 'b'] },
      ),
    ).toThrow('HandCompleted is followed by a, b, c: write their order in the shared order');
  });

  it('refuses an order for an event one slice follows, or that no slice follows', () => {
    const log: string[] = [];
    expect(() => composeSlices({ a: follower(log, 'a') }, { HandCompleted: ['a', 'b'] })).toThrow(
      'HandCompleted is followed by a alone',
    );
    expect(() => composeSlices({ a: follower(log, 'a') }, { HandStarted: ['a', 'b'] })).toThrow(
      'The shared order lists HandStarted, which no slice follows.',
    );
  });

  it('refuses two slices deciding one command', () => {
    const spec = { roles: [], decide: () => ({ ok: true as const, events: [] }) };
    const a: Slice = { commands: { StartHand: spec as never }, events: {} };
    expect(() => composeSlices({ a, b: a }, {})).toThrow(
      'Command StartHand is decided by two slices: a and b.',
    );
  });
});
