import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  decodeTournamentState,
  encodeTournamentState,
  encodeTournamentStateInSteps,
} from '../../../src/aggregates/tournament/state-codec';
import type { TournamentState } from '../../../src/aggregates/tournament';
import {
  sealSnapshot,
  sealSnapshotInSteps,
  snapshotDigest,
  snapshotSealProblem,
} from '../../../src/commands/snapshot-seal';
import { canonicalJson, canonicalJsonPieces } from '../../../src/events/canonical-json';
import { jsonPieces } from '../../../src/events/json-pieces';
import type { Snapshot } from '../../../src/store/event-store';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { SqliteEventStore } from '../../../src/store/sqlite/sqlite-event-store';
import { playTournament } from '../aggregates/played-tournament';

/** Runs a generator to its end, counting its steps. */
function drive<T>(steps: Generator<unknown, T>): { value: T; steps: number } {
  let n = 0;
  for (;;) {
    const s = steps.next();
    if (s.done) return { value: s.value, steps: n };
    n++;
  }
}

/** Every object reachable from v. */
function objectsOf(v: unknown, into = new Set<object>()): Set<object> {
  if (typeof v !== 'object' || v === null || into.has(v)) return into;
  into.add(v);
  if (v instanceof Map)
    for (const [k, x] of v) {
      objectsOf(k, into);
      objectsOf(x, into);
    }
  else if (v instanceof Set) for (const x of v) objectsOf(x, into);
  else for (const k of Object.keys(v)) objectsOf((v as Record<string, unknown>)[k], into);
  return into;
}

/** Values at the edges of what JSON and canonical JSON write. */
const odd = {
  z: [1, undefined, () => 1, 'x', [], {}, [[[{ b: 1, a: [2, { d: 4, c: 3 }] }]]]],
  a: {
    skipped: undefined,
    when: new Date(Date.UTC(2026, 11, 3)),
    '': 'empty key',
    é: '\u00e9\ud83c\udca1',
  },
  m: { deep: { deeper: { deepest: { y: -0, x: 1.5e-7, w: '"quoted\\"\n' } } } },
  '10': 'an index-like key',
  '2': [],
};

describe('snapshots in steps (issue 22: a large tournament is sealed without holding the event loop)', () => {
  // A seeded R+A tournament: 60 players, re-entries, moves, hands at every stage.
  const played = playTournament({ players: 60, seed: 21, maxEvents: 3000 });
  const key = Buffer.from('0123456789abcdef0123456789abcdef');

  it('encodeTournamentStateInSteps gives exactly encodeTournamentState, in many steps', () => {
    const { value, steps } = drive(encodeTournamentStateInSteps(played.state));
    expect(value).toStrictEqual(encodeTournamentState(played.state));
    expect(steps).toBeGreaterThan(100);
    expect(decodeTournamentState(value)).toStrictEqual(played.state);
  });

  it('encodeTournamentStateInSteps keeps the patches of odd values and shared objects, in the same order', () => {
    const shared = { n: 1 };
    const nullProto = Object.assign(Object.create(null) as object, { k: 'v' });
    const state = {
      players: { p1: { seen: shared, again: shared, at: new Date(5), m: new Map([['a', 1]]) } },
      hands: {
        tables: { t1: { u: undefined, nan: NaN, neg: -0, set: new Set([1]), np: nullProto } },
      },
      odd: nullProto,
      holes: [1, , 3], // eslint-disable-line no-sparse-arrays -- a hole is what is tested
    } as unknown as TournamentState;
    const { value } = drive(encodeTournamentStateInSteps(state));
    expect(value).toStrictEqual(encodeTournamentState(state));
    expect((value as { patches?: unknown[] }).patches?.length).toBeGreaterThan(5);
  });

  it('the encoded copy shares no object with the live state (it is read after the state moves on)', () => {
    const { value } = drive(encodeTournamentStateInSteps(played.state));
    const live = objectsOf(played.state);
    const shared = [...objectsOf(value)].filter((o) => live.has(o));
    expect(shared).toEqual([]);
  });

  it('canonicalJsonPieces joined is canonicalJson, at every depth, for a real state and odd values', () => {
    const encoded = encodeTournamentState(played.state);
    for (const v of [encoded, odd, [], {}, 'text', 7, null, [odd, [odd]]])
      for (let depth = 0; depth <= 7; depth++)
        expect([...canonicalJsonPieces(v, depth)].join('')).toBe(canonicalJson(v));
    expect([...canonicalJsonPieces(encoded, 5)].length).toBeGreaterThan(100);
  });

  it('canonicalJsonPieces refuses what canonicalJson refuses', () => {
    expect(() => [...canonicalJsonPieces({ a: { b: NaN } }, 3)]).toThrow(/non-finite/);
    expect(() => [...canonicalJsonPieces({ a: [1n] }, 3)]).toThrow(/bigint/);
    expect(() => [...canonicalJsonPieces(undefined, 3)]).toThrow(/not representable/);
  });

  it('jsonPieces joined is JSON.stringify, at every depth and width rule, for a real state and odd values', () => {
    const encoded = encodeTournamentState(played.state);
    for (const v of [
      encoded,
      odd,
      [],
      {},
      'text',
      7,
      null,
      [odd, [odd]],
      { n: NaN, i: [Infinity] },
    ])
      for (let depth = 0; depth <= 7; depth++)
        for (let always = 0; always <= depth; always++)
          expect([...jsonPieces(v, depth, always)].join('')).toBe(JSON.stringify(v));
  });

  it('sealSnapshotInSteps seals byte for byte as sealSnapshot, keyed or not, and its text is the state as JSON', () => {
    const state = encodeTournamentState(played.state);
    const base: Snapshot = { streamId: 'tournament-x', revision: 2999, stateVersion: 11, state };
    for (const k of [key, undefined]) {
      const { value, steps } = drive(sealSnapshotInSteps(base, 'ab'.repeat(32), k));
      const whole = sealSnapshot(base, 'ab'.repeat(32), k);
      expect(value.digest).toBe(whole.digest);
      expect(value.digest).toBe(snapshotDigest({ ...base, chainHash: 'ab'.repeat(32) }, k));
      expect(value.stateText).toBe(JSON.stringify(state));
      expect(steps).toBeGreaterThanOrEqual(2); // one at least in each of the two texts
      const { stateText: _text, ...stored } = value;
      expect(stored).toEqual(whole);
      expect(snapshotSealProblem(value, k)).toBeNull();
    }
  });

  it('a sealed snapshot is refused once its content is edited, whichever way it was sealed', () => {
    const state = encodeTournamentState(played.state);
    const base: Snapshot = { streamId: 'tournament-x', revision: 1, stateVersion: 11, state };
    const { value } = drive(sealSnapshotInSteps(base, 'cd'.repeat(32), key));
    const edited = { ...value, state: { ...state, patches: [] } };
    expect(snapshotSealProblem(edited, key)).toMatch(/edited/);
  });

  describe('the stores write the text ahead as it is, and the snapshot still verifies when loaded', () => {
    let dir: string;
    beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'ledger-snap-steps-'))));
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it.each(['sqlite', 'memory'])('%s', async (kind) => {
      const store =
        kind === 'sqlite'
          ? new SqliteEventStore({ file: join(dir, 'ledger.db') })
          : new MemoryEventStore();
      try {
        const state = encodeTournamentState(played.state);
        const base: Snapshot = { streamId: 'tournament-x', revision: 9, stateVersion: 11, state };
        const { value } = drive(sealSnapshotInSteps(base, 'ef'.repeat(32), key));
        await store.saveSnapshot(value);
        const loaded = await store.loadSnapshot('tournament-x');
        expect(loaded).toEqual(sealSnapshot(base, 'ef'.repeat(32), key));
        expect(loaded && 'stateText' in loaded).toBe(false);
        expect(snapshotSealProblem(loaded!, key)).toBeNull();
        expect(decodeTournamentState(loaded!.state)).toStrictEqual(played.state);
      } finally {
        await store.close();
      }
    });

    it('sqlite stores the given text, not a stringification of its own', async () => {
      const store = new SqliteEventStore({ file: join(dir, 'ledger.db') });
      try {
        // A text that parses to the state but is not what JSON.stringify writes: it is kept.
        await store.saveSnapshot({
          streamId: 's',
          revision: 0,
          stateVersion: 1,
          state: { a: 1, b: 2 },
          stateText: '{"b":2,"a":1}',
        });
        const loaded = await store.loadSnapshot('s');
        expect(Object.keys(loaded!.state as object)).toEqual(['b', 'a']);
      } finally {
        await store.close();
      }
    });
  });
});
