import type { HandAction, HandState } from '../hand-types';

/**
 * Where the PHH reference reader's turn order differs from our engine's, for writing files it
 * reads and reading files it wrote (PHH.md 4.3-4.5 [ref]). Both give the same stacks; only who is
 * asked to act differs:
 *
 * - The reference refuses a bet or raise that nobody could call: every other player still in has
 *   folded, is all-in, or has no more chips than the bet to match. The engine takes it and returns
 *   the excess as an uncalled bet (PHH.md 6.2 step 3), so it is the same as a call.
 * - The reference fixes who is to act when a round starts (and again after a raise), so a player
 *   still in turn when the others fold or are all-in must still check. The engine no longer asks
 *   a player who has matched the bet and has nobody with chips left to bet against.
 * - At a showdown, when every other hand is mucked, the engine awards the pot to the last hand at
 *   once; the reference still has that player in the showdown's turn, and a file that stops there
 *   leaves the pot unawarded (its reader then kills the unseen hand).
 */

/** A line the reference still expects after an engine step. */
export interface ReferenceStep {
  readonly type: 'check' | 'show';
  readonly player: number;
}

const inHand = (s: HandState, i: number) => !s.players[i].folded && !s.players[i].mucked;

/** The reference's test: someone else still in could put in more than the bet to match. */
export function raiseCanBeCalled(s: HandState, raiser: number): boolean {
  return s.players.some((p, j) => j !== raiser && inHand(s, j) && p.stack + p.bet > s.high);
}

/**
 * Whether the reference puts player j in turn when the round opens: still in, with chips, and his
 * bet does not already cover every other player's whole stack (a big blind covering an all-in
 * small blind is never asked).
 */
function inTurnAtStart(s: HandState, j: number): boolean {
  const p = s.players[j];
  return (
    inHand(s, j) &&
    p.stack > 0 &&
    s.players.some((q, k) => k !== j && inHand(s, k) && q.bet + q.stack > p.bet)
  );
}

const BETTING = new Set<HandAction['type']>(['fold', 'check', 'call', 'raise']);

/** Follows a replay, one engine step at a time. */
export class ReferenceTurns {
  private roundStart: HandState | null = null;

  /**
   * After each engine step, the line the reference still expects before any other, or null:
   * - 'check': this step closed the round while the reference still has a player in turn. He is
   *   still in, has chips, has not acted in the round (so no bet came after him) and was in turn
   *   when it opened; there is at most one, as anyone else with chips keeps the round open.
   * - 'show': this muck left one hand at the showdown and the engine awarded it the pot.
   */
  step(before: HandState, action: HandAction, after: HandState): ReferenceStep | null {
    if (before.phase === 'betting' && before.players.every((p) => !p.acted))
      this.roundStart = before;
    if (action.type === 'muck' && after.phase === 'complete' && before.phase !== 'complete') {
      const survivor = after.players.findIndex((_, i) => inHand(after, i));
      return survivor >= 0 ? { type: 'show', player: survivor } : null;
    }
    if (!BETTING.has(action.type) || before.phase !== 'betting' || after.phase === 'betting')
      return null;
    const start = this.roundStart;
    if (!start || after.players.filter((_, i) => inHand(after, i)).length < 2) return null;
    const actor = 'player' in action ? action.player : -1;
    const player = before.players.findIndex(
      (p, j) =>
        j !== actor &&
        inHand(before, j) &&
        p.stack > 0 &&
        p.bet === before.high &&
        !p.acted &&
        inTurnAtStart(start, j),
    );
    return player >= 0 ? { type: 'check', player } : null;
  }
}
