import { applyAction, currentStacks, replay, startHand } from '../hand';
import type { HandAction, HandConfig, HandState } from '../hand-types';
import { raiseCanBeCalled, ReferenceTurns } from './reference-turns';

/**
 * The hand's actions in the form PHH's reference reader accepts (PHH.md 4.5, 4.7), for export.
 * The engine's record is kept as played; two things are written differently, and each rewrite is
 * kept only if the rewritten list replays in our engine to the same stacks as the record:
 *
 * 1. A raise that nobody can call: every other player still in has already folded, is all-in, or
 *    has no more chips than the bet already to be matched. The reference refuses it ("no reason to
 *    bet or raise") and the file became unreadable; the chips above the bet come back as an
 *    uncalled bet (PHH.md 6.2 step 3), so it is written as the call (`cc`) it amounts to.
 * 2. Cards tabled in an all-in: when betting is closed with board cards still to come, the shows
 *    go right where the betting closed, before the rest of the board (PHH.md 4.7), in the order
 *    they were tabled. Written after the board, the reference reads the file only by repairing it.
 *
 * Lines are added where the reference still has a player in turn and our engine does not
 * (reference-turns.ts): the check of a player left with nobody to bet against after a fold (our
 * importer takes it as a no-op, replay.ts), and the show of the last hand at a showdown where the
 * others mucked, written with a commentary that it was not tabled (the engine accepts a show by
 * the sole survivor, FSNP Art. 113). The engine's record itself is unchanged.
 */
export function phhActions(state: HandState): readonly PhhLine[] {
  const played = state.actions;
  const base = replay(state.config, played);
  if (!base.ok) return played.map((action) => ({ action }));
  const target = currentStacks(base.state).join();
  const same = (actions: readonly HandAction[]) => {
    const r = replay(state.config, actions);
    return r.ok && currentStacks(r.state).join() === target;
  };
  let out = played;
  const called = callsForUncallableRaises(state.config, out);
  if (called !== out && same(called)) out = called;
  const shown = showsBeforeRunout(state.config, out);
  if (shown !== out && same(shown)) out = shown;
  return withReferenceLines(state.config, out);
}

const inHand = (s: HandState, i: number) => !s.players[i].folded && !s.players[i].mucked;

/** Each state before each action, from the hand's start. */
function* before(
  config: HandConfig,
  actions: readonly HandAction[],
): Generator<[HandState, HandAction, number]> {
  let s = startHand(config);
  for (let k = 0; k < actions.length; k++) {
    yield [s, actions[k], k];
    const r = applyAction(s, actions[k]);
    if (!r.ok) return;
    s = r.state;
  }
}

function callsForUncallableRaises(
  config: HandConfig,
  actions: readonly HandAction[],
): readonly HandAction[] {
  let out: HandAction[] | null = null;
  for (const [s, a, k] of before(config, actions)) {
    if (a.type !== 'raise' || raiseCanBeCalled(s, a.player)) continue;
    out ??= [...actions];
    out[k] = { type: s.players[a.player].bet < s.high ? 'call' : 'check', player: a.player };
  }
  return out ?? actions;
}

/** Betting is over for the hand, and board cards are still to come (PHH.md 4.5). */
const runoutPending = (s: HandState) =>
  s.phase === 'dealing' && s.players.filter((p, i) => inHand(s, i) && p.stack > 0).length < 2;

function showsBeforeRunout(
  config: HandConfig,
  actions: readonly HandAction[],
): readonly HandAction[] {
  let firstRunoutDeal = -1;
  for (const [s, a, k] of before(config, actions))
    if (a.type === 'dealBoard' && runoutPending(s)) {
      firstRunoutDeal = k;
      break;
    }
  if (firstRunoutDeal < 0) return actions;
  const rest = actions.slice(firstRunoutDeal);
  const isShowdown = (a: HandAction) => a.type === 'show' || a.type === 'muck';
  if (!rest.some(isShowdown)) return actions;
  return [
    ...actions.slice(0, firstRunoutDeal),
    ...rest.filter(isShowdown),
    ...rest.filter((a) => !isShowdown(a)),
  ];
}

/** One line of the exported `actions`, with a commentary when the line needs one (PHH.md 4.6). */
export interface PhhLine {
  readonly action: HandAction;
  readonly note?: string;
}

function withReferenceLines(config: HandConfig, actions: readonly HandAction[]): PhhLine[] {
  const out: PhhLine[] = [];
  const turns = new ReferenceTurns();
  let s = startHand(config);
  for (let k = 0; k < actions.length; k++) {
    const a = actions[k];
    out.push({ action: a });
    const r = applyAction(s, a);
    if (!r.ok) return actions.map((action) => ({ action }));
    const expected = turns.step(s, a, r.state);
    const next = actions[k + 1];
    if (expected?.type === 'check') out.push({ action: expected });
    else if (expected && !(next?.type === 'show' && next.player === expected.player))
      out.push({ action: expected, note: 'not tabled: the other hands were mucked' });
    s = r.state;
  }
  return out;
}
