/**
 * Largest-remainder apportionment in exact integer arithmetic (DECISION-3): every share is
 * floor(total x weight / sum); the units left over go one each to the largest remainders,
 * ties to the earlier index (the better place, or the seat first left of the button when the
 * caller orders players that way — DECISION-4, DECISION-5). The shares always sum to `total`.
 *
 * BigInt keeps pool x weight exact beyond 2^53 (a 10^12 minor-unit pool times a chip count).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`apportion: total must be a non-negative safe integer (got ${total})`);
  }
  if (weights.length === 0) throw new RangeError('apportion: at least one weight is needed');
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) {
      throw new RangeError(`apportion: weights must be non-negative safe integers (got ${w})`);
    }
  }
  const big = weights.map(BigInt);
  const sum = big.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw new RangeError('apportion: the weights sum to zero');

  const t = BigInt(total);
  const shares = big.map((w) => (t * w) / sum);
  const remainders = big.map((w) => (t * w) % sum);
  let left = Number(t - shares.reduce((a, b) => a + b, 0n));

  const order = remainders
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] += 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/** Equal split of `total` among `count` parties, extra units to the first ones. */
export const splitEqually = (total: number, count: number): number[] =>
  apportion(
    total,
    Array.from({ length: count }, () => 1),
  );
