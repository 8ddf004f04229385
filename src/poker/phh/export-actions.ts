import { applyAction, currentStacks, startHand } from '../hand';
import type { HandAction, HandConfig, HandState } from '../hand-types';
import { raiseCanBeCalled, ReferenceTurns } from './reference-turns';

/**
 * The hand's actions in the form PHH's reference reader accepts (PHH.md 4.5, 4.7), for export.
 * The engine's record is kept as played; three things are written differently, and each rewrite is
 * kept only if the rewritten list replays in our engine to the same stacks as the record:
 *
 * 1. A raise that nobody can call: every other player still in has already folded, is all-in, or
 *    has no more chips than the bet already to be matched. The reference refuses it ("no reason to
 *    bet or raise") and the file became unreadable; the chips above the bet come back as an
 *    uncalled bet (PHH.md 6.2 step 3), so it is written as the call (`cc`) it amounts to.
 * 2. Cards tabled in an all-in (board games): when betting is closed with board cards to come, the shows
 *    go right where the betting closed, before the rest of the board (PHH.md 4.7), in the order
 *    they were tabled. Written after the board, the reference reads the file only by repairing it.
 * 3. Cards tabled in a stud all-in: the shows go after the last card dealt, so they table all
 *    seven cards (studShowsAfterRunout).
 *
 * Lines are added where the reference still has a player in turn and our engine does not
 * (reference-turns.ts): the check of a player left with nobody to bet against after a fold (our
 * importer takes it as a no-op, replay.ts), and the show of the last hand at a showdown where the
 * others mucked, written with a commentary that it was not tabled (the engine accepts a show by
 * the sole survivor, FSNP Art. 113). The engine's record itself is unchanged.
 */
export function phhActions(state: HandState): readonly PhhLine[] {
  const played = state.actions;
  const base = trace(state.config, played);
  if (!base) return played.map((action) => ({ action }));
  const target = currentStacks(base[base.length - 1]).join();
  // One replay per list: the rewrites read the states of the list they rewrite.
  let out = { actions: played, states: base };
  for (const rewrite of [callsForUncallableRaises, showsBeforeRunout, studShowsAfterRunout]) {
    const next = rewrite(out.actions, out.states);
    if (next === out.actions) continue;
    const states = trace(state.config, next);
    if (states && currentStacks(states[states.length - 1]).join() === target)
      out = { actions: next, states };
  }
  return withReferenceLines(out.actions, out.states);
}

const inHand = (s: HandState, i: number) => !s.players[i].folded && !s.players[i].mucked;

/** The state before each action and, last, the state after them all; null if one is refused. */
function trace(config: HandConfig, actions: readonly HandAction[]): HandState[] | null {
  const states = [startHand(config)];
  for (const a of actions) {
    const r = applyAction(states[states.length - 1], a);
    if (!r.ok) return null;
    states.push(r.state);
  }
  return states;
}

function callsForUncallableRaises(
  actions: readonly HandAction[],
  states: readonly HandState[],
): readonly HandAction[] {
  let out: HandAction[] | null = null;
  actions.forEach((a, k) => {
    const s = states[k];
    if (a.type !== 'raise' || raiseCanBeCalled(s, a.player)) return;
    out ??= [...actions];
    out[k] = { type: s.players[a.player].bet < s.high ? 'call' : 'check', player: a.player };
  });
  return out ?? actions;
}

/**
 * Betting is over for the hand, and board cards are still to come (PHH.md 4.5). Stud (F7S) has no
 * board: its run-out deals the players' own cards, so shows stay after them, where the reference
 * reads the whole seven cards (checked with it: shows before a stud run-out table only the cards
 * dealt so far, and it then ranks the hands on those).
 */
const runoutPending = (s: HandState) =>
  s.phase === 'dealing' && s.players.filter((p, i) => inHand(s, i) && p.stack > 0).length < 2;

function showsBeforeRunout(
  actions: readonly HandAction[],
  states: readonly HandState[],
): readonly HandAction[] {
  const firstRunoutDeal = actions.findIndex(
    (a, k) =>
      a.type === 'dealBoard' && states[k].config.game !== 'stud' && runoutPending(states[k]),
  );
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

/**
 * Stud: cards tabled during an all-in run-out go after the last card dealt, where the reference
 * ranks the whole seven cards (see runoutPending); the engine accepts them either place.
 */
function studShowsAfterRunout(
  actions: readonly HandAction[],
  states: readonly HandState[],
): readonly HandAction[] {
  if (states[0].config.game !== 'stud') return actions;
  const isShowdown = (a: HandAction) => a.type === 'show' || a.type === 'muck';
  const firstShow = actions.findIndex(isShowdown);
  if (firstShow < 0 || !actions.slice(firstShow).some((a) => a.type === 'dealHole')) return actions;
  return [
    ...actions.slice(0, firstShow),
    ...actions.slice(firstShow).filter((a) => !isShowdown(a)),
    ...actions.slice(firstShow).filter(isShowdown),
  ];
}

/** One line of the exported `actions`, with a commentary when the line needs one (PHH.md 4.6). */
export interface PhhLine {
  readonly action: HandAction;
  readonly note?: string;
}

function withReferenceLines(
  actions: readonly HandAction[],
  states: readonly HandState[],
): PhhLine[] {
  const out: PhhLine[] = [];
  const turns = new ReferenceTurns();
  actions.forEach((a, k) => {
    out.push({ action: a });
    const expected = turns.step(states[k], a, states[k + 1]);
    const next = actions[k + 1];
    if (expected?.type === 'check') out.push({ action: expected });
    else if (expected && !(next?.type === 'show' && next.player === expected.player))
      out.push({ action: expected, note: 'not tabled: the other hands were mucked' });
  });
  return out;
}
