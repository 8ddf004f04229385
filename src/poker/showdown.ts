import type { Card } from './cards';
import { evaluate } from './evaluator';
import { omahaHigh } from './omaha-evaluator';
import type { GameKind, HandState, MaybeCard } from './hand-types';

const known = (cards: readonly MaybeCard[]): cards is readonly Card[] =>
  cards.every((c) => c !== null);

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i <= items.length - k; i++) {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([items[i], ...rest]);
  }
  return out;
}

/**
 * Strength of a hand at showdown, higher is better and equal ties (FSNP Art. 14-16). Hold'em and
 * stud: best five of the hole cards and the board. Omaha: exactly two hole cards and three board cards.
 * null when a card is unknown or the board is short: such a hand cannot be ranked.
 */
export function handStrength(
  game: GameKind,
  hole: readonly MaybeCard[],
  board: readonly MaybeCard[],
): number | null {
  // Stud: any five of the player's seven cards (with a community card: six and the board's one).
  if (game === 'stud')
    return known(hole) && known(board) && hole.length + board.length >= 5
      ? evaluate([...hole, ...board])
      : null;
  if (!known(hole) || !known(board) || board.length < 3) return null;
  if (game === 'holdem') return evaluate([...hole, ...board]);
  // The table-driven path (omaha-evaluator.ts) for PLO and PLO5; same classes as the loop below.
  if ((hole.length === 4 || hole.length === 5) && board.length <= 5) return omahaHigh(hole, board);
  let best = -1;
  for (const h of combinations(hole, 2)) {
    for (const b of combinations(board, 3)) best = Math.max(best, evaluate([...h, ...b]));
  }
  return best;
}

/**
 * Who shows first and the order after (FSNP Art. 110): the player who made the last aggressive
 * action of the hand, in whichever round, then clockwise among the players still in; with no
 * aggression, the first player still in left of the button. `basis: 'final-round'` uses only the
 * last round's aggressor (TDA Rule 17, PHH reference).
 */
export function showdownOrder(state: HandState, basis: 'hand' | 'final-round' = 'hand'): number[] {
  const n = state.players.length;
  const inHand = (i: number) => !state.players[i].folded && !state.players[i].mucked;
  const aggressor =
    state.lastAggressor >= 0 && (basis === 'hand' || state.lastAggressorStreet === state.street)
      ? state.lastAggressor
      : -1;
  const start = aggressor >= 0 && inHand(aggressor) ? aggressor : 0;
  const order: number[] = [];
  for (let k = 0; k < n; k++) {
    const i = (start + k) % n;
    if (inHand(i)) order.push(i);
  }
  return order;
}

/** True once a player still in is all-in: every live hand is then tabled (FSNP Art. 116-117). */
export const allInShowdown = (state: HandState): boolean =>
  state.players.some((p) => !p.folded && !p.mucked && p.stack === 0);

/**
 * Players who must table their cards now. In an all-in showdown everyone still in (FSNP Art. 116,
 * 117: side-pot players too, and a lone side-pot player may not muck). Otherwise the first in
 * showdown order who has not tabled: to win, a hand must be shown (FSNP Art. 112).
 */
export function tablingRequired(state: HandState): number[] {
  if (
    state.phase !== 'showdown' &&
    !(state.phase === 'dealing' && state.toAct < 0 && bettingClosedForHand(state))
  )
    return [];
  const pending = showdownOrder(state).filter((i) => !state.players[i].shown);
  if (allInShowdown(state)) return pending;
  return pending.slice(0, 1);
}

/** No more betting this hand: at most one player still in has chips behind (FSNP Art. 116). */
export const bettingClosedForHand = (state: HandState): boolean =>
  state.players.filter((p) => !p.folded && !p.mucked && p.stack > 0).length < 2;
