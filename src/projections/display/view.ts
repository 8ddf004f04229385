/**
 * What the hall monitors show (FSNP Art. 4, 60; issue 10): the display document's shape. Only
 * public information: names, stacks, seats, the prize table — never hole cards that were not
 * shown, nor identity documents. The read model folds it from the events alone (issue 17:
 * tournament-facts.ts, field-facts.ts, hand-rows.ts).
 */
import type {
  PayoutLine,
  Payouts,
  PurchaseWindows,
  ResultLine,
} from '../../aggregates/tournament/views';
import type { LevelSpec } from '../../events/tournament-events';

// The lines' shapes are the views' own (plain-input derivations, issue 17).
export type { PayoutLine, Payouts, PurchaseWindows, ResultLine };

/**
 * The clock as recorded: the page and the server compute level and time left from these
 * anchors and "now", so the count-down is right after a pause and across a break without an
 * event at every second (FSNP Art. 60-62).
 */
export interface ClockAnchors {
  readonly startedAt: string | null;
  /** Set while the clock runs: play time grows from this instant on. */
  readonly runningSince: string | null;
  /** Play time accrued before runningSince (pauses excluded), ms. */
  readonly elapsedMs: number;
  /** Last level recorded as started (LevelStarted): changes what hands are dealt at. */
  readonly recordedLevel: number;
  /** FSNP Art. 140.2(e): levels advance by orbits, not by time; then the level is this. */
  readonly orbitLevel: number | null;
  /** The orbit of the button in play, when levels advance by orbit (FSNP Art. 140.2(e)). */
  readonly orbit: number | null;
  readonly tournamentType: string | null;
}

export interface LeaderLine {
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  readonly stack: number;
  readonly tableId: string | null;
  readonly seat: number | null;
}

export interface HandSeatView {
  readonly seat: number;
  readonly playerId: string | null;
  readonly name: string | null;
  readonly stack: number;
  readonly bet: number;
  readonly folded: boolean;
  readonly allIn: boolean;
  /** Only cards tabled at showdown (public); otherwise empty. */
  readonly shown: readonly string[];
  readonly toAct: boolean;
}

export interface TableHandView {
  readonly tableId: string;
  readonly handNo: number;
  readonly level: number;
  /** The hand's game as recorded when it started (issue 23). */
  readonly game: string;
  readonly status: string;
  readonly buttonSeat: number;
  readonly board: readonly string[];
  readonly pot: number;
  readonly seats: readonly HandSeatView[];
}

export interface DisplayView {
  readonly tournamentId: string;
  readonly name: string;
  readonly status: string;
  readonly currency: string;
  readonly levels: readonly LevelSpec[];
  readonly clock: ClockAnchors;
  readonly playersLeft: number;
  readonly entries: number;
  readonly uniquePlayers: number;
  /** Every chip on the tables, reserved starting sets of empty seats included (FSNP Art. 135). */
  readonly chipsInPlay: number;
  /**
   * Integer chips: the players' chips divided by players left, rounded down. A reserved set at
   * an empty seat is in play but belongs to no player yet, so it is not in the average.
   */
  readonly averageStack: number;
  /** Why the director stopped the clock (FSNP Art. 62), while it is stopped. */
  readonly pauseReason: string | null;
  readonly purchases: PurchaseWindows;
  /** Once the tournament is complete: the final standings, best first (at most 60 lines). */
  readonly results: readonly ResultLine[];
  /** The results' amounts are the awarded prizes (else what the payout table gives). */
  readonly prizesAwarded: boolean;
  /** Minor units: the fixed pool once fixed (FSNP Art. 131), else the prize fund so far. */
  readonly prizePool: number;
  readonly prizePoolFixed: boolean;
  readonly payouts: readonly PayoutLine[];
  /** Where the payout percentages come from (e.g. "FSNP Art. 131(b)"), or why there are none. */
  readonly payoutSource: string;
  readonly leaderboard: readonly LeaderLine[];
  readonly tables: readonly TableHandView[];
}

/** The leaderboard keeps this many lines: the page rotates through them (issue 10). */
export const LEADERBOARD_SIZE = 60;

/** The order of the tables on the monitors (that of openTables). */
export const TABLE_ORDER = new Intl.Collator('en', { numeric: true });
