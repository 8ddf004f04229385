/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, numbers in their
 * ECMAScript form (the same ordering and number form as RFC 8785 JCS for the values a ledger
 * holds). The hash chain is computed over this text, so a regulator can recompute it from an
 * export in any language without trusting our database.
 *
 * It runs on every append (data, metadata, the command fingerprint), so it is written for
 * speed without changing one byte of its output (issue 16; `npm run bench:canonical` measures
 * it against JSON.stringify and against the first version, kept in test/reference/, and
 * test/unit/events/canonical-json-equivalence.test.ts proves the two agree):
 * - a string with nothing to escape is quoted as it is (JSON.stringify only for the others);
 * - keys already in order (most objects a ledger writes are small) are not sorted again;
 * - the quoted form of a key is remembered: events reuse a few hundred field names.
 */
import { textPieces, type TextStyle } from './json-pieces';

export function canonicalJson(value: unknown): string {
  const out = write(value);
  if (out === undefined)
    throw new TypeError('canonicalJson: the value is not representable as JSON');
  return out;
}

/** Characters JSON.stringify escapes: controls, quote, backslash, and (lone) surrogates. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;

const quote = (s: string): string => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : '"' + s + '"');

/** Quoted keys followed by a colon; bounded, since keys can be data (player ids in a map). */
const quotedKeys = new Map<string, string>();
const MAX_REMEMBERED_KEYS = 4_096;

function keyPrefix(k: string): string {
  let q = quotedKeys.get(k);
  if (q === undefined) {
    q = quote(k) + ':';
    if (quotedKeys.size < MAX_REMEMBERED_KEYS) quotedKeys.set(k, q);
  }
  return q;
}

function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      // A ledger never holds NaN or Infinity; JSON.stringify would silently turn them into null.
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: non-finite number ${value}`);
      // String(n) is JSON's form of every finite number (-0 included: both give "0").
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'bigint':
      throw new TypeError('canonicalJson: bigint is not JSON; store it as a decimal string');
  }
  if (value === null) return 'null';
  const withToJson = value as { toJSON?: () => unknown };
  if (typeof withToJson.toJSON === 'function') return write(withToJson.toJSON());
  if (Array.isArray(value)) {
    const n = value.length;
    if (n === 0) return '[]';
    let s = '[' + (write(value[0]) ?? 'null');
    for (let i = 1; i < n; i++) s += ',' + (write(value[i]) ?? 'null');
    return s + ']';
  }
  return writeObject(value as Record<string, unknown>);
}

function writeObject(obj: Record<string, unknown>): string {
  const keys = Object.keys(obj);
  const n = keys.length;
  // `<` on strings compares UTF-16 code units, the order Array.prototype.sort uses.
  for (let i = 1; i < n; i++) {
    if (keys[i - 1] > keys[i]) {
      keys.sort();
      break;
    }
  }
  let s = '{';
  let first = true;
  for (let i = 0; i < n; i++) {
    const k = keys[i];
    const v = write(obj[k]);
    if (v === undefined) continue;
    if (first) {
      s += keyPrefix(k) + v;
      first = false;
    } else s += ',' + keyPrefix(k) + v;
  }
  return s + '}';
}

/** Canonical JSON as a text style for textPieces: sorted keys, the canonical value form. */
const CANONICAL_TEXT: TextStyle = {
  value: write,
  key: keyPrefix,
  keys: (obj) => {
    const keys = Object.keys(obj);
    for (let i = 1; i < keys.length; i++) if (keys[i - 1] > keys[i]) return keys.sort();
    return keys;
  },
};

/**
 * canonicalJson(value) in pieces (issue 22: a sealed snapshot of a large tournament is megabytes
 * of text): the objects and arrays of the first `depth` levels are walked, deeper values are
 * written whole. The pieces joined are exactly canonicalJson(value), so a hash fed piece by piece
 * equals the hash of the whole text; the caller may pause between pieces, but the value must not
 * change until the generator is done.
 */
export function* canonicalJsonPieces(value: unknown, depth: number): Generator<string, void> {
  yield* textPieces(value, depth, depth, CANONICAL_TEXT);
}
