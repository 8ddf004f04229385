/**
 * The tournament state as plain JSON, for the pipeline's snapshots (issue 2: "Snapshots of the
 * tournament state every N events, used on load"). decode(encode(s)) is exactly s: the values
 * JSON would lose or change (undefined, array holes, NaN, ±Infinity, -0, bigint, Date, Map, Set,
 * null-prototype objects, one object reached by two paths) are kept as a list of patches beside
 * the JSON, so loading a state that has none of them is just the JSON the store already parsed.
 *
 * Sharing matters because evolve updates the state in place: if two paths reach one object, an
 * update through one must show through the other after a load exactly as before it.
 */
import type { TournamentState } from './state';

/**
 * Bump whenever a snapshot taken by the current code could differ from what replaying the
 * stream gives the next code: a field added, renamed, removed or retyped in TournamentState or a
 * slice's part of it (prizes/state.ts, discipline/state.ts, hands/state.ts, src/poker HandState),
 * or an event handler that now folds an event differently. Older snapshots are then ignored and
 * each stream is replayed once from its first event. A change of shape without a bump fails
 * test/unit/aggregates/state-shape.test.ts (a fold that changes meaning still needs care).
 */
export const TOURNAMENT_STATE_VERSION = 13;

type Key = string | number;
type Path = readonly Key[];

/** How a JSON slot is turned back into the value it stood for. */
type Patch =
  | readonly [Path, 'undefined' | 'hole' | 'map' | 'set' | 'null-prototype']
  | readonly [Path, 'number', 'NaN' | 'Infinity' | '-Infinity' | '-0']
  | readonly [Path, 'bigint', string]
  | readonly [Path, 'date', number | null]
  | readonly [Path, 'ref', Path];

export interface EncodedTournamentState {
  readonly state: unknown;
  /** In the order they must be applied: an object's contents before the object itself. */
  readonly patches?: readonly Patch[];
}

export class StateEncodingError extends Error {}

/** Where an object was first met, as a linked list so that meeting it costs no array copy. */
interface Place {
  readonly parent: Place | null;
  readonly key: Key;
}

const pathOf = (place: Place | null): Key[] => {
  const keys: Key[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  return keys.reverse();
};

/** The place of a value inside its parent; created only when needed (most values are leaves). */
const at = (parent: Place | null, key: Key | null): Place | null =>
  key === null ? null : { parent, key };

const SPECIAL_NUMBERS: Record<string, number> = {
  NaN: NaN,
  Infinity: Infinity,
  '-Infinity': -Infinity,
  '-0': -0,
};

class Encoder {
  readonly patches: Patch[] = [];
  private readonly seen = new WeakMap<object, Place | null>();
  /** Maps and Sets being encoded: a cycle through one cannot be rebuilt from its entries. */
  private readonly open = new WeakSet<object>();

  /** `key` is null for the root. */
  value(v: unknown, parent: Place | null, key: Key | null): unknown {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return v;
      case 'number':
        if (Number.isFinite(v) && !Object.is(v, -0)) return v;
        this.patches.push([
          pathOf(at(parent, key)),
          'number',
          Object.is(v, -0) ? '-0' : String(v),
        ] as Patch);
        return 0;
      case 'undefined':
        this.patches.push([pathOf(at(parent, key)), 'undefined']);
        return null;
      case 'bigint':
        this.patches.push([pathOf(at(parent, key)), 'bigint', v.toString()]);
        return null;
      case 'object':
        return v === null ? null : this.object(v, at(parent, key));
      default:
        throw new StateEncodingError(
          `A ${typeof v} at ${JSON.stringify(pathOf(at(parent, key)))} cannot be kept in a snapshot.`,
        );
    }
  }

  private object(v: object, place: Place | null): unknown {
    if (this.seen.has(v)) {
      if (this.open.has(v))
        throw new StateEncodingError(
          `A Map or Set contains itself at ${JSON.stringify(pathOf(place))}.`,
        );
      this.patches.push([pathOf(place), 'ref', pathOf(this.seen.get(v)!)]);
      return null;
    }
    this.seen.set(v, place);
    if (Array.isArray(v)) return this.array(v, place);
    if (v instanceof Date) {
      const ms = v.getTime();
      this.patches.push([pathOf(place), 'date', Number.isNaN(ms) ? null : ms]);
      return null;
    }
    if (v instanceof Map) {
      this.open.add(v);
      let i = 0;
      const out: unknown[] = [];
      for (const [k, x] of v) {
        const entry: Place = { parent: place, key: i++ };
        out.push([this.value(k, entry, 0), this.value(x, entry, 1)]);
      }
      this.open.delete(v);
      this.patches.push([pathOf(place), 'map']);
      return out;
    }
    if (v instanceof Set) {
      this.open.add(v);
      let i = 0;
      const out: unknown[] = [];
      for (const x of v) out.push(this.value(x, place, i++));
      this.open.delete(v);
      this.patches.push([pathOf(place), 'set']);
      return out;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null)
      throw new StateEncodingError(
        `A ${(v as { constructor?: { name?: string } }).constructor?.name ?? 'class'} instance at ${JSON.stringify(pathOf(place))} cannot be kept in a snapshot: the state holds plain data.`,
      );
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v))
      setOwn(out, k, this.value((v as Record<string, unknown>)[k], place, k));
    if (proto === null) this.patches.push([pathOf(place), 'null-prototype']);
    return out;
  }

  /**
   * value() in steps: the plain objects of the first `depth` levels are walked here, yielding
   * after each entry, and everything deeper is encoded by value() at once. Same output and
   * patches, in the same order, as value().
   */
  *stepwise(
    v: unknown,
    parent: Place | null,
    key: Key | null,
    depth: number,
  ): Generator<void, unknown> {
    if (
      depth <= 0 ||
      typeof v !== 'object' ||
      v === null ||
      this.seen.has(v) ||
      Object.getPrototypeOf(v) !== Object.prototype
    )
      return this.value(v, parent, key);
    const place = at(parent, key);
    this.seen.set(v, place);
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      setOwn(out, k, yield* this.stepwise((v as Record<string, unknown>)[k], place, k, depth - 1));
      yield;
    }
    return out;
  }

  private array(v: readonly unknown[], place: Place | null): unknown[] {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) {
      if (i in v) out[i] = this.value(v[i], place, i);
      else {
        this.patches.push([pathOf({ parent: place, key: i }), 'hole']);
        out[i] = null;
      }
    }
    return out;
  }
}

/** An own "__proto__" key must stay a key, not become the copy's prototype. */
function setOwn(out: Record<string, unknown>, k: string, x: unknown): void {
  if (k === '__proto__')
    Object.defineProperty(out, k, {
      value: x,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else out[k] = x;
}

/** The state as JSON-safe data; the state itself is not changed. */
export function encodeTournamentState(state: TournamentState): EncodedTournamentState {
  const encoder = new Encoder();
  const json = encoder.value(state, null, null);
  return encoder.patches.length > 0 ? { state: json, patches: encoder.patches } : { state: json };
}

/** state → hands → tables → one table's hand: each table's hand is encoded in one step. */
const STEPWISE_DEPTH = 3;

/**
 * encodeTournamentState in steps (issue 22): yields between the entries of the state's first
 * levels (a player, a table's hand), so that a caller can let other work run between them; the
 * result is exactly encodeTournamentState's, and shares no object with the state. The state
 * must not change until the generator is done (the command pipeline holds the stream's lock).
 */
export function* encodeTournamentStateInSteps(
  state: TournamentState,
): Generator<void, EncodedTournamentState> {
  const encoder = new Encoder();
  const json = yield* encoder.stepwise(state, null, null, STEPWISE_DEPTH);
  return encoder.patches.length > 0 ? { state: json, patches: encoder.patches } : { state: json };
}

type Slot = { parent: Record<Key, unknown>; key: Key };

function slotAt(root: { v: unknown }, path: Path): Slot {
  let parent = root as unknown as Record<Key, unknown>;
  let key: Key = 'v';
  for (const k of path) {
    const next = parent[key];
    if (next === null || typeof next !== 'object')
      throw new StateEncodingError(`The snapshot has no value at ${JSON.stringify(path)}.`);
    parent = next as Record<Key, unknown>;
    key = k;
  }
  return { parent, key };
}

/**
 * The state an encoded snapshot stands for. Takes ownership of `encoded` (the store parses a
 * fresh copy for each load): its objects become the state's objects.
 */
export function decodeTournamentState(encoded: unknown): TournamentState {
  if (encoded === null || typeof encoded !== 'object' || !('state' in encoded))
    throw new StateEncodingError('This snapshot was not written by encodeTournamentState.');
  const { state, patches = [] } = encoded as EncodedTournamentState;
  const root = { v: state };
  // Every path names a slot of the JSON as written, so all are found before any is rebuilt.
  const slots = patches.map((p) => slotAt(root, p[0]));
  const sources = patches.map((p) => {
    if (p[1] !== 'ref') return undefined;
    const s = slotAt(root, p[2]);
    return { raw: s.parent[s.key], key: JSON.stringify(p[2]) };
  });
  const rebuilt = new Map<string, unknown>();
  patches.forEach((p, i) => {
    const { parent, key } = slots[i];
    switch (p[1]) {
      case 'undefined':
        parent[key] = undefined;
        return;
      case 'hole':
        delete parent[key];
        return;
      case 'number':
        parent[key] = SPECIAL_NUMBERS[p[2]];
        return;
      case 'bigint':
        parent[key] = BigInt(p[2]);
        return;
      case 'null-prototype':
        Object.setPrototypeOf(parent[key], null);
        return;
      case 'ref': {
        const source = sources[i]!;
        parent[key] = rebuilt.has(source.key) ? rebuilt.get(source.key) : source.raw;
        return;
      }
      case 'date':
      case 'map':
      case 'set': {
        const raw = parent[key] as [unknown, unknown][] & unknown[];
        const value =
          p[1] === 'date' ? new Date(p[2] ?? NaN) : p[1] === 'map' ? new Map(raw) : new Set(raw);
        parent[key] = value;
        rebuilt.set(JSON.stringify(p[0]), value);
        return;
      }
    }
  });
  return root.v as TournamentState;
}
