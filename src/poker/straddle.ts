import type { Rejection } from '../shared/rejection';
import { chips, rejection } from './rule-refs';

/**
 * Straddles at training tables (FSNP Art. 149): the player after the big blind may post double the
 * big blind, the next one double that, and so on; the button may not straddle. `blinds` is the
 * forced-bet array in position order (index 0 small blind, 1 big blind, last index the button),
 * straddles at 2, 3, ... The engine then gives the last straddler the last pre-flop action and sets
 * the minimum raise to the largest straddle (hand.ts `startHand`).
 */
export function checkStraddles(blinds: readonly number[]): Rejection | null {
  const n = blinds.length;
  if (n < 3)
    return blinds.slice(2).some((b) => b > 0)
      ? rejection('INVALID_STRADDLE', 'Heads-up there is no straddle.')
      : null;
  let previous = blinds[1];
  let ended = false;
  for (let i = 2; i < n; i++) {
    const b = blinds[i];
    if (b === 0) {
      ended = true;
      continue;
    }
    if (i === n - 1) return rejection('INVALID_STRADDLE', 'The button may not straddle.');
    if (ended)
      return rejection(
        'INVALID_STRADDLE',
        `Seat ${i + 1} cannot straddle: the player before did not.`,
      );
    if (b !== 2 * previous) {
      return rejection(
        'INVALID_STRADDLE',
        `A straddle is double the previous amount: ${chips(2 * previous)}, not ${chips(b)}.`,
      );
    }
    previous = b;
  }
  return null;
}
