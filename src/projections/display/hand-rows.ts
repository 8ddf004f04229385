/**
 * The display's own hand in play at each table (issue 17), folded from the hand events alone
 * with the poker engine (src/poker/hand.ts): the plan as HandPlanned recorded it, the engine's
 * state (stacks, bets, board, cards tabled, who acts) and the hand's status. No tournament
 * state, no decider code: a table's hand is one row an event at that table rewrites.
 *
 * Only what moves the engine or the hall's view of it is kept: the decider's book also keeps
 * held actions, call-only limits, time calls and the like, which decide the next command but
 * change no chip and no card on the monitors. Each handler cites the decider's handler it
 * mirrors; the differential test (test/unit/display/hand-rows.test.ts) plays tournaments and
 * compares every table's view with the decider's after every command.
 */
import { engineStepOf, handConfigOf } from '../../aggregates/tournament/views';
import type { HandPlannedData } from '../../events/hand-events';
import { formatCard } from '../../poker/cards';
import {
  applyAction,
  correctBet,
  forfeitChips,
  returnUnmatchedBet,
  setAsideStack,
  startHand,
} from '../../poker/hand';
import type { HandState } from '../../poker/hand-types';
import type { Handlers } from '../kit';
import type { TableHandView } from './view';

/** hands/state.ts TableHand, cut down to what the hall sees (and what moves the engine). */
export interface PlayedHand {
  readonly handNo: number;
  readonly plan: HandPlannedData;
  /** Seat of each engine player index (position order). */
  readonly seats: readonly number[];
  /** null until the forced bets are posted. */
  engine: HandState | null;
  /** The engine before the last board card, for a recalled board (FSPR 6.6.2-6.6.4). */
  beforeBoard: HandState | null;
  status: 'planned' | 'playing' | 'awarded' | 'voided';
}

/** One table's row: the last hand planned there, and whether a hand is under way. */
export interface HandRow {
  readonly tableId: string;
  /** tables: handInProgress (HandStarted .. HandCompleted): PotAwardCorrected reaches into it. */
  inProgress: boolean;
  hand: PlayedHand | null;
}

/** The hand rows of one tournament, by table; `changed` notes the tables an event touched. */
export interface HandRows {
  readonly tables: Map<string, HandRow>;
  readonly changed: Set<string>;
}

export const noHands = (): HandRows => ({ tables: new Map(), changed: new Set() });

function rowOf(r: HandRows, tableId: string): HandRow {
  let row = r.tables.get(tableId);
  if (!row) r.tables.set(tableId, (row = { tableId, inProgress: false, hand: null }));
  r.changed.add(tableId);
  return row;
}

/** The table's hand numbered `handNo` (any hand when absent), marked changed. */
function handOf(r: HandRows, tableId: string, handNo?: number): PlayedHand | null {
  const row = r.tables.get(tableId);
  const h = row?.hand;
  if (!h || (handNo !== undefined && h.handNo !== handNo)) return null;
  r.changed.add(tableId);
  return h;
}

/** A redraw makes new tables (state-ops.ts reseatAll): no hand is under way at them. */
function newTables(r: HandRows, tableIds: readonly string[]): void {
  for (const id of tableIds) {
    const row = r.tables.get(id);
    if (row?.inProgress) {
      row.inProgress = false;
      r.changed.add(id);
    }
  }
}

export const HAND_ROWS: Handlers<HandRows> = {
  // hands/table-hands.ts
  HandStarted(r, d) {
    rowOf(r, d.tableId).inProgress = true;
  },
  HandCompleted(r, d) {
    rowOf(r, d.tableId).inProgress = false;
  },
  SeatDrawConducted(r, d) {
    newTables(
      r,
      d.tables.map((t) => t.tableId),
    );
  },
  FinalTableFormed(r, d) {
    newTables(r, [d.tableId]);
  },
  HeadsUpRoundDrawn(r, d) {
    newTables(
      r,
      d.matches.map((m) => m.tableId),
    );
  },
  // hands/lifecycle.ts
  HandPlanned(r, d) {
    rowOf(r, d.tableId).hand = {
      handNo: d.handNo,
      plan: d,
      seats: d.dealtIn.map((x) => x.seat),
      engine: null,
      beforeBoard: null,
      status: 'planned',
    };
  },
  ForcedBetsPosted(r, d) {
    const h = handOf(r, d.tableId);
    if (!h) return;
    h.engine = startHand(handConfigOf(h.plan, d.structure, d.chipUnit, d.reopening));
    h.status = 'playing';
  },
  HoleCardsDealt(r, d) {
    const h = handOf(r, d.tableId);
    if (!h?.engine) return;
    for (const x of d.hands) {
      const res = applyAction(h.engine, {
        type: 'dealHole',
        player: h.seats.indexOf(x.seat),
        cards: x.cards,
        ...(x.faceUp ? { faceUp: x.faceUp } : {}),
      });
      if (res.ok) h.engine = res.state;
    }
  },
  ActionRecorded(r, d) {
    const h = handOf(r, d.tableId);
    if (!h?.engine) return;
    const i = h.seats.indexOf(d.seat);
    const e = h.engine;
    // A fold with chips is a forfeit (FSNP Art. 100(b)): the chips go in before the fold.
    const f = d.action === 'fold' && d.amount > 0 ? forfeitChips(e, i, d.amount) : null;
    const from = f?.ok ? f.state : e;
    const res = applyAction(from, engineStepOf(from, i, d.action, d.amount));
    if (res.ok) h.engine = res.state;
  },
  BoardDealt(r, d) {
    const h = handOf(r, d.tableId);
    if (!h?.engine) return;
    h.beforeBoard = h.engine;
    const res = applyAction(h.engine, { type: 'dealBoard', cards: d.cards });
    if (res.ok) h.engine = res.state;
  },
  ShowdownRecorded(r, d) {
    const h = handOf(r, d.tableId);
    if (!h?.engine) return;
    const i = h.seats.indexOf(d.seat);
    // A partial show is not a tabled hand, and a released hand is not mucked (Club Rule 14-15):
    // the decider notes the release for its next decision, the engine takes no step.
    if (d.partial || d.released) return;
    const res = applyAction(
      h.engine,
      d.shown
        ? { type: 'show', player: i, ...(d.cards ? { cards: d.cards } : {}) }
        : { type: 'muck', player: i },
    );
    if (res.ok) h.engine = res.state;
  },
  PotsAwarded(r, d) {
    const h = handOf(r, d.tableId);
    if (h) h.status = 'awarded';
  },
  // hands/corrections.ts
  FloorRuling(r, d) {
    const h = handOf(r, d.tableId, d.handNo);
    if (h && d.outcome === 'board-recalled' && h.beforeBoard) {
      h.engine = h.beforeBoard;
      h.beforeBoard = null;
    }
  },
  SeventhCardElectionMade(r, d) {
    const h = handOf(r, d.tableId, d.handNo);
    const i = h ? h.seats.indexOf(d.seat) : -1;
    if (!h?.engine || d.option !== 'all-in-treatment' || i < 0) return;
    const res = setAsideStack(h.engine, i);
    if (res.ok) h.engine = res.state;
  },
  // hands/bet-corrections.ts
  BetCorrected(r, d) {
    const h = handOf(r, d.tableId, d.handNo);
    const i = h ? h.seats.indexOf(d.seat) : -1;
    if (!h?.engine || i < 0) return;
    const res = correctBet(h.engine, i, d.found, d.callers);
    if (!('ok' in res)) h.engine = res.state;
  },
  HandDeclaredDead(r, d) {
    const h = handOf(r, d.tableId);
    const i = h ? h.seats.indexOf(d.seat) : -1;
    if (h?.engine && i >= 0 && d.returned) h.engine = returnUnmatchedBet(h.engine, i).state;
  },
  HandVoided(r, d) {
    const h = handOf(r, d.tableId);
    if (h) h.status = 'voided';
  },
  // hands/pot-award-corrections.ts: chips moved into the hand under way change its stacks.
  PotAwardCorrected(r, d) {
    const row = r.tables.get(d.tableId);
    const h = row?.hand;
    if (!row?.inProgress || !h || h.handNo === d.handNo || h.status === 'voided') return;
    for (const m of d.moves) {
      const k = h.plan.dealtIn.findIndex((x) => x.playerId === m.playerId);
      if (k < 0) continue;
      r.changed.add(d.tableId);
      // The plan is the HandPlanned fact: replaced, never written through.
      (h as { plan: HandPlannedData }).plan = {
        ...h.plan,
        dealtIn: h.plan.dealtIn.map((x, i) => (i === k ? { ...x, stack: x.stack + m.chips } : x)),
      };
      if (h.engine)
        h.engine = {
          ...h.engine,
          players: h.engine.players.map((p, i) =>
            i === k ? { ...p, stack: p.stack + m.chips } : p,
          ),
        };
    }
  },
};

const cardsOf = (cs: readonly (number | null)[]): string[] =>
  cs.filter((c): c is number => typeof c === 'number').map(formatCard);

/**
 * The hand in play at one table as the monitors show it (test/support/display-of-state.ts tableViewOf), or null when
 * there is none to show; `open`: the table is open, `nameOf`: a player's name.
 */
export function tableViewOfRow(
  row: HandRow | undefined,
  open: boolean,
  nameOf: (playerId: string) => string,
): TableHandView | null {
  const h = row?.hand;
  if (!open || !h || !h.engine || h.status === 'voided') return null;
  const e = h.engine;
  const pot = e.deadMoney + e.players.reduce((sum, p) => sum + p.bet + p.collected + p.ante, 0);
  return {
    tableId: row.tableId,
    handNo: h.handNo,
    level: h.plan.level,
    game: h.plan.game ?? 'NT',
    status: h.status,
    buttonSeat: h.plan.buttonSeat,
    board: cardsOf(e.board),
    pot,
    seats: h.seats.map((seat, i) => {
      const p = e.players[i];
      const playerId = h.plan.dealtIn[i]?.playerId ?? null;
      return {
        seat,
        playerId,
        name: playerId ? nameOf(playerId) : null,
        stack: p.stack,
        bet: p.bet,
        folded: p.folded,
        allIn: p.stack === 0 && !p.folded,
        shown: p.shown && p.hole ? cardsOf(p.hole) : [],
        toAct: e.toAct === i,
      };
    }),
  };
}
