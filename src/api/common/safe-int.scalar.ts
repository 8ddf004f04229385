import { GraphQLScalarType, Kind } from 'graphql';

/**
 * Whole numbers up to ±2^53-1 as JSON numbers. GraphQL's Int stops at 2^31-1, which a prize
 * pool in minor units (e.g. ARS centavos) or a store's global position can pass. Never a
 * fraction: chips and money are integers.
 */
function coerce(value: unknown): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n))
    throw new TypeError(`SafeInt must be a whole number within ±2^53-1 (got ${String(value)}).`);
  return n;
}

export const SafeIntScalar = new GraphQLScalarType({
  name: 'SafeInt',
  description: 'A whole number within ±(2^53-1): chips, money in minor units, store positions.',
  serialize: coerce,
  parseValue: coerce,
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT)
      throw new TypeError('SafeInt must be a whole number literal (no quotes, no decimals).');
    return coerce(Number(ast.value));
  },
});
