/**
 * Hand-for-hand near the money (FSNP Art. 125-128; LNSE I.18-22, I.72; Club Rule 75 with
 * DECISION-4): every table plays each hand of a round together, an announced all-in freezes its
 * table until the others have finished, frozen hands finish one at a time in the order announced,
 * the players out in a round are placed together, and the procedure ends by itself once the field
 * is within the paid places. Every parameter is read from the ruleset (src/rules/rulesets).
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import { payoutScale } from '../../../rules';
import { getRuleset } from '../../../rules/registry';
import type { Ruleset } from '../../../rules/types';
import { accept, reject, type Decision } from '../../decider';
import { notRunning } from '../guards';
import { handAt, indexOfSeat, noHand, notPosted } from './state';
import { fieldSize, payoutSource } from '../prizes/rules';
import { prizesOf } from '../prizes/state';
import { event, type Slice } from '../slice';
import { aliveCount, eliminationEvents, type Leaver } from '../standings/standings';
import type { TableState, TournamentState, CreatedTournament } from '../state';
import { byTableOrder, openTables, playerCount } from '../tables/geometry';
import { openTableIds } from '../state-ops';

export type { AnnounceAllIn, HandForHandCommand } from './hand-for-hand-commands';

export interface HandForHandBook {
  /** The round under way; 0 while the hands begun before the announcement finish (Art. 125). */
  round: number;
  /** The last round each table started a hand in. */
  tableRound: Record<string, number>;
  /** Hands frozen by an announced all-in this round, in the order announced (Art. 126-127). */
  frozen: { tableId: string; handNo: number }[];
}

declare module '../state' {
  interface TournamentFields {
    /** Hand-for-hand rounds (FSNP Art. 125-127), created when the procedure is announced. */
    handForHandRounds?: HandForHandBook;
  }
}

const NONE: HandForHandBook = { round: 0, tableRound: {}, frozen: [] };
const bookOf = (s: TournamentState): HandForHandBook => s.handForHandRounds ?? NONE;
const rules = (s: CreatedTournament): Ruleset['tables'] =>
  (getRuleset(s.config.rulesetId) ?? getRuleset('fsnp')).tables;

/** A table that takes part in a round: in play with at least two players to deal to. */
const inRound = (t: TableState): boolean => t.open && playerCount(t) >= 2;

/**
 * Has the table dealt its hand of the round under way? A misdealt hand that was voided is dealt
 * again in the same round (its redeal keeps the button, FSPR 6.3).
 */
function playedRound(s: TournamentState, tableId: string): boolean {
  const b = bookOf(s);
  return (b.tableRound[tableId] ?? 0) >= b.round && handAt(s, tableId)?.status !== 'voided';
}

/** A table other than `except` that has not finished the round under way. */
function tableStillPlaying(s: CreatedTournament, except: string): TableState | undefined {
  const b = bookOf(s);
  // The first such table in table order (the one the refusal names), found in one pass without
  // sorting the open tables: this runs before every hand-for-hand hand (issue 16). Equal ids in
  // the order keep the first met, as the stable sort of openTables did.
  let first: TableState | undefined;
  for (const id of openTableIds(s)) {
    const t = s.tables[id];
    if (
      t.tableId !== except &&
      (t.handInProgress ||
        (b.round > 0 && (b.tableRound[t.tableId] ?? 0) < b.round && inRound(t))) &&
      (!first || byTableOrder(t, first) < 0)
    )
      first = t;
  }
  return first;
}

/**
 * FSNP Art. 125(a): a table joins the round under way; a table that has played it waits until
 * every table has finished it before the next round starts.
 */
export function handForHandStartProblem(
  s: CreatedTournament,
  tableId: string,
): Decision<never> | null {
  if (!s.handForHand) return null;
  const b = bookOf(s);
  if (b.round > 0 && !playedRound(s, tableId)) return null;
  const behind = tableStillPlaying(s, tableId);
  if (!behind) return null;
  const p = rules(s).handForHandRounds;
  const what = behind.handInProgress
    ? `table ${behind.tableId} has not finished its hand`
    : `table ${behind.tableId} has not played its hand of this round yet`;
  return reject(
    'HAND_FOR_HAND_WAIT',
    p.cite,
    `Hand-for-hand${b.round ? `, round ${b.round}` : ''}: ${what}. No table starts the next hand until every table has finished this one.`,
  );
}

/** The new round a table's hand opens, recorded before its HandStarted (LNSE I.19). */
export function handForHandRoundEvents(
  s: CreatedTournament,
  tableId: string,
  now: string,
): TournamentEvent[] {
  if (!s.handForHand) return [];
  const b = bookOf(s);
  if (b.round > 0 && !playedRound(s, tableId)) return [];
  return [
    event(
      'HandForHandRoundStarted',
      {
        round: b.round + 1,
        tables: openTables(s)
          .filter(inRound)
          .map((t) => t.tableId)
          .sort((x, y) => x.localeCompare(y, 'en', { numeric: true })),
        at: now,
      },
      rules(s).handForHandRounds.cite,
    ),
  ];
}

/**
 * FSNP Art. 126-127: a frozen table takes no step until every other table has finished its hand,
 * and frozen hands are finished one at a time in the order the all-ins were announced.
 */
export function frozenProblem(s: CreatedTournament, tableId: string): Decision<never> | null {
  if (!s.handForHand) return null;
  const live = bookOf(s).frozen.filter(
    (f) => s.tables[f.tableId]?.handInProgress && s.tables[f.tableId].handNo === f.handNo,
  );
  const i = live.findIndex((f) => f.tableId === tableId);
  if (i < 0) return null;
  const cite = rules(s).allInFreeze.cite;
  const frozenIds = new Set(live.map((f) => f.tableId));
  const b = bookOf(s);
  const playing = openTables(s).find(
    (t) =>
      !frozenIds.has(t.tableId) &&
      (t.handInProgress || (b.round > 0 && inRound(t) && (b.tableRound[t.tableId] ?? 0) < b.round)),
  );
  if (playing)
    return reject(
      'TABLE_FROZEN',
      cite,
      `An all-in was announced at table ${tableId}: its action is frozen until the other tables have finished their hands (table ${playing.tableId} is still playing).`,
    );
  if (i > 0)
    return reject(
      'FROZEN_HANDS_IN_ORDER',
      cite,
      `Frozen hands are finished one at a time in the order the all-ins were announced: table ${live[0].tableId} finishes first.`,
    );
  return null;
}

/** Paid places of this tournament: the fixed payout table, else the ruleset's table for the field. */
function paidPlaces(s: CreatedTournament): number | null {
  const fixed = prizesOf(s).table;
  if (fixed) return fixed.places > 0 ? fixed.places : null;
  const source = payoutSource(s);
  if (source === 'qualifier-tickets') return null;
  const scale = payoutScale(source, fieldSize(s));
  return scale.ok ? scale.basisPoints.length : null;
}

/** FSNP Art. 125(b): once everyone left is within the prize structure, hand-for-hand ends. */
function endsInTheMoney(
  s: CreatedTournament,
  out: readonly TournamentEvent[],
  now: string,
): TournamentEvent[] {
  const p = rules(s).handForHandEnds;
  if (p.value !== 'paid-places' || out.some((e) => e.type === 'TournamentCompleted')) return [];
  const leaving = out.filter((e) => e.type === 'PlayerEliminated').length;
  const left = aliveCount(s) - leaving;
  const paid = paidPlaces(s);
  if (!leaving || paid == null || left > paid) return [];
  return [event('HandForHandEnded', { at: now, reason: 'paid-places', playersLeft: left }, p.cite)];
}

/**
 * Eliminations when a hand completes during hand-for-hand (FSNP Art. 127-128; DECISION-4): the
 * players out in a round wait until every table has finished it, then are placed together.
 * A hand begun before the announcement places its players as usual.
 */
export function handForHandCompletion(
  s: CreatedTournament,
  tableId: string,
  here: readonly Leaver[],
  elsewhere: readonly Leaver[],
  now: string,
): TournamentEvent[] {
  const b = bookOf(s);
  const roundHand = b.round > 0 && b.tableRound[tableId] === b.round;
  if (roundHand && tableStillPlaying(s, tableId)) return [];
  const out = eliminationEvents(s, roundHand ? [...here, ...elsewhere] : here, 'busted', now);
  return [...out, ...endsInTheMoney(s, out, now)];
}

export const handForHand: Slice = {
  commands: {
    StartHandForHand: {
      roles: ['director'],
      decide(_c, s, ctx) {
        const no = notRunning(s);
        if (no) return no;
        const p = rules(s);
        if (s.handForHand)
          return reject(
            'HAND_FOR_HAND_ON',
            p.handForHand.cite,
            'Hand-for-hand is already in force.',
          );
        const paid = paidPlaces(s);
        if (p.handForHandEnds.value === 'paid-places' && paid != null && aliveCount(s) <= paid)
          return reject(
            'ALREADY_IN_THE_MONEY',
            p.handForHandEnds.cite,
            `All ${aliveCount(s)} players left are within the ${paid} paid places: hand-for-hand is over.`,
          );
        return accept(event('HandForHandStarted', { at: ctx.now }, p.handForHand.cite));
      },
    },
    EndHandForHand: {
      roles: ['director'],
      decide(_c, s, ctx) {
        const no = notRunning(s);
        if (no) return no;
        if (!s.handForHand)
          return reject(
            'HAND_FOR_HAND_OFF',
            rules(s).handForHandEnds.cite,
            'Hand-for-hand is not in force.',
          );
        return accept(
          event(
            'HandForHandEnded',
            { at: ctx.now, reason: 'director', playersLeft: aliveCount(s) },
            rules(s).handForHandEnds.cite,
          ),
        );
      },
    },
    AnnounceAllIn: {
      roles: ['dealer', 'floor', 'director'],
      decide(c, s, ctx) {
        const no = notRunning(s) ?? noHand(s, c.tableId, c.handNo);
        if (no) return no;
        const p = rules(s).allInFreeze;
        if (p.value == null)
          return reject(
            'NO_ALL_IN_FREEZE',
            p.cite,
            'This ruleset does not freeze a table on an all-in: the hand is played out.',
          );
        if (!s.handForHand)
          return reject(
            'NOT_HAND_FOR_HAND',
            p.cite,
            'An announced all-in freezes a table only during hand-for-hand play.',
          );
        const h = handAt(s, c.tableId)!;
        const posted = notPosted(h, s.config.rulesetId);
        if (posted) return posted;
        const i = indexOfSeat(h, c.seat);
        const player = i >= 0 ? h.engine!.players[i] : undefined;
        if (!player || player.folded || player.stack > 0)
          return reject(
            'NOT_ALL_IN',
            p.cite,
            `Seat ${c.seat} at table ${c.tableId} is not all-in in hand ${c.handNo}.`,
          );
        const b = bookOf(s);
        if (b.frozen.some((f) => f.tableId === c.tableId && f.handNo === c.handNo))
          return reject(
            'TABLE_ALREADY_FROZEN',
            p.cite,
            `An all-in was already announced at table ${c.tableId}; its action is frozen.`,
          );
        const base = { tableId: c.tableId, handNo: c.handNo, round: b.round, at: ctx.now };
        return accept(
          event('AllInAnnounced', { ...base, seat: c.seat, order: b.frozen.length + 1 }, p.cite),
          event('TableActionFrozen', base, p.cite),
        );
      },
    },
  },
  events: {
    HandForHandStarted(s) {
      s.handForHand = true;
      s.handForHandRounds = { round: 0, tableRound: {}, frozen: [] };
    },
    HandForHandEnded(s) {
      s.handForHand = false;
      delete s.handForHandRounds;
    },
    HandForHandRoundStarted(s, d) {
      // A state cached before rounds were recorded has the flag without the book.
      const b = (s.handForHandRounds ??= { round: 0, tableRound: {}, frozen: [] });
      b.round = d.round;
      b.frozen = [];
    },
    HandStarted(s, d) {
      const b = s.handForHandRounds;
      if (s.handForHand && b && b.round > 0) b.tableRound[d.tableId] = b.round;
    },
    TableActionFrozen(s, d) {
      (s.handForHandRounds ??= { round: 0, tableRound: {}, frozen: [] }).frozen.push({
        tableId: d.tableId,
        handNo: d.handNo,
      });
    },
  },
};
