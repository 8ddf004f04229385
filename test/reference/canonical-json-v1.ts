/** The first canonicalJson (issue 2), kept unchanged as the reference the faster one must equal. */
/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, numbers in their
 * ECMAScript form (the same ordering and number form as RFC 8785 JCS for the values a ledger
 * holds). The hash chain is computed over this text, so a regulator can recompute it from an
 * export in any language without trusting our database.
 */
export function canonicalJson(value: unknown): string {
  const out = write(value);
  if (out === undefined)
    throw new TypeError('canonicalJson: the value is not representable as JSON');
  return out;
}

function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      // A ledger never holds NaN or Infinity; JSON.stringify would silently turn them into null.
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: non-finite number ${value}`);
      return JSON.stringify(value);
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
    let s = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) s += ',';
      s += write(value[i]) ?? 'null';
    }
    return s + ']';
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  let s = '{';
  let first = true;
  for (const k of keys) {
    const v = write(obj[k]);
    if (v === undefined) continue;
    if (!first) s += ',';
    first = false;
    s += JSON.stringify(k) + ':' + v;
  }
  return s + '}';
}
