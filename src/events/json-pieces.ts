/**
 * JSON.stringify(value) in pieces, for texts of megabytes written between other work (issue 22:
 * the stored text of a large tournament's snapshot). The objects and arrays of the first `depth`
 * levels are walked here, in JSON.stringify's key order; deeper values are written by
 * JSON.stringify itself, at its native speed. Joined, the pieces are JSON.stringify(value) for
 * any value without a toJSON method below the top level that reads its key argument (Date's
 * does not). The caller may pause between pieces; the value must not change meanwhile.
 *
 * Below the first `always` levels an object or array is walked only if it is wide (a collection
 * of players, of tables): many small JSON.stringify calls cost more than one larger one.
 */
export function* jsonPieces(
  value: unknown,
  depth: number,
  always = depth,
): Generator<string, void> {
  yield* textPieces(value, depth, always, JSON_TEXT);
}

/** How a text is written: a whole value, a key with its colon, an object's keys in order. */
export interface TextStyle {
  /** The value's text; undefined where JSON leaves it out (an object's undefined entry). */
  value(x: unknown): string | undefined;
  key(k: string): string;
  keys(obj: Record<string, unknown>): string[];
}

const JSON_TEXT: TextStyle = {
  value: (x) => JSON.stringify(x) as string | undefined,
  key: (k) => JSON.stringify(k) + ':',
  keys: (obj) => Object.keys(obj),
};

/**
 * A value's text in pieces in a given style (JSON.stringify's here, canonical JSON's in
 * canonical-json.ts): objects and arrays of the first `depth` levels are walked, below the first
 * `always` levels only wide ones; deeper values are written whole by the style.
 */
export function* textPieces(
  value: unknown,
  depth: number,
  always: number,
  style: TextStyle,
): Generator<string, void> {
  if (depth <= 0 || !walkable(value)) {
    const text = style.value(value);
    if (text === undefined) throw new TypeError('The value is not representable as JSON');
    yield text;
    return;
  }
  yield* pieces(value, depth, always, style);
}

const walkable = (v: unknown): v is object =>
  typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON !== 'function';

/** Entries from which a collection below the first levels is walked rather than written whole. */
const WIDE = 16;

const wide = (v: object): boolean => (Array.isArray(v) ? v.length : Object.keys(v).length) >= WIDE;

function* pieces(
  value: object,
  depth: number,
  always: number,
  style: TextStyle,
): Generator<string, void> {
  const walk = (x: unknown): x is object => depth > 1 && walkable(x) && (always > 1 || wide(x));
  if (Array.isArray(value)) {
    const n = value.length;
    if (n === 0) return yield '[]';
    for (let i = 0; i < n; i++) {
      const x: unknown = value[i];
      const open = i === 0 ? '[' : ',';
      if (walk(x)) {
        yield open;
        yield* pieces(x, depth - 1, always - 1, style);
      } else yield open + (style.value(x) ?? 'null');
    }
    return yield ']';
  }
  const obj = value as Record<string, unknown>;
  let open = '{';
  for (const k of style.keys(obj)) {
    const x = obj[k];
    if (walk(x)) {
      yield open + style.key(k);
      yield* pieces(x, depth - 1, always - 1, style);
    } else {
      const v = style.value(x);
      if (v === undefined) continue;
      yield open + style.key(k) + v;
    }
    open = ',';
  }
  yield open === '{' ? '{}' : '}';
}
