import type {
  IdentityDocument,
  LevelSpec,
  PurchaseItem,
  TournamentCreatedData,
  TransactionCode,
} from '../../events/tournament-events';

export type TournamentStatus =
  | 'none'
  | 'scheduled'
  | 'registration-open'
  | 'registration-closed'
  | 'running'
  | 'cancelled'
  | 'completed';

export interface RegisteredPlayer {
  readonly playerId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly idDocument: IdentityDocument;
  readonly registrationNumber: number;
}

export type EntrantStatus = 'registered' | 'seated' | 'busted' | 'eliminated';

/** A player's life in play: stack, seat and purchases (FSNP Art. 31-32, 139). */
export interface Entrant {
  readonly playerId: string;
  /** Written only through setStatus (state-ops.ts), which keeps the count of players still in. */
  readonly status: EntrantStatus;
  stack: number;
  tableId: string | null;
  seat: number | null;
  /** The table's hand number after which the player busted (FSNP Art. 31, 32). */
  bustedAfterHand: number | null;
  /** A binding announcement not yet completed (FSNP Art. 31; LNSE I.51). */
  announced: PurchaseItem | null;
  purchases: Record<PurchaseItem, number>;
  /** Moved between the button and the small blind: waits for the button (FSNP Art. 82). */
  waitsForButton: boolean;
  /** Chips paid for during a hand, added when it ends (LNSE 123/13 I.53). */
  pendingChips?: number;
}

export interface TableState {
  readonly tableId: string;
  readonly seatCount: number;
  /** Seat number → player id. */
  seats: Record<number, string>;
  /** Seat number → chips of a starting set placed for a late player (FSNP Art. 135). */
  reserved: Record<number, number>;
  handInProgress: boolean;
  handNo: number;
  buttonSeat: number | null;
  /** Written only by reseatAll and closeTable (state-ops.ts), which keep the open tables' counts. */
  readonly open: boolean;
  /** Players seated at the draw that opened it (tables.balanceReference); absent: older states. */
  startedWith?: number;
  /** Hands dealt at the level of the last hand (clock.atLeastOneOrbitPerLevel); absent: none yet. */
  levelHands?: { level: number; hands: number };
}

/**
 * The clock as recorded: play time accrues only while running; the level and break are
 * derived from the elapsed play time by clockAt() (clock/time.ts).
 */
export interface ClockState {
  startedAt: string | null;
  /** Set while the clock runs; null when paused or stopped. */
  runningSince: string | null;
  /** Play time accrued before runningSince, in ms. */
  elapsedMs: number;
  /** Last LevelStarted / BreakStarted recorded (the level in force for new hands, Art. 61). */
  recordedLevel: number;
  recordedBreakAfter: number | null;
}

export interface MoneyTotals {
  prizeFund: number;
  fees: number;
  byCode: Record<TransactionCode, { prizeFund: number; fee: number; count: number }>;
}

/** Chip accounting (FSNP Art. 35; LNSE I.44): in play = issued − removed + race delta. */
export interface ChipLedger {
  issued: number;
  removed: number;
  raceDelta: number;
  /**
   * The chips in play per denomination (FSNP Art. 43-44; see chips/inventory.ts): null when
   * unknown (no catalog starting set, or a stream recorded before it was kept).
   */
  byDenomination?: Record<string, number> | null;
}

/** What every tournament state holds, created or not; slice modules add their own fields. */
export interface TournamentFields {
  levels: readonly LevelSpec[];
  players: Record<string, RegisteredPlayer>;
  registrations: number;
  entrants: Record<string, Entrant>;
  tables: Record<string, TableState>;
  clock: ClockState;
  lateRegistrationOpen: boolean;
  /** Re-entries and top-ups still possible (until the end of level 8, FSNP Art. 139.2-139.3). */
  reEntryOpen: boolean;
  purchases: number;
  money: MoneyTotals;
  chips: ChipLedger;
  denominations: number[];
  breakOrder: string[];
  handForHand: boolean;
  finalTable: string | null;
  /** The level of the last hand started, for levels that advance by orbit (FSNP Art. 140.2(e)). */
  orbitLevel: number;
  /** The orbit of the button in play when levels advance by orbit: the display's "Orbit n". */
  orbit: number;
  /** Table counts at which the LNSE I.88 redraw has been held. */
  redrawnAtTables: number[];
  day: number;
  dayClosed: boolean;
  endOfDayHands: number | null;
  bags: Record<string, Record<string, number>>;
  /** Each table's hand number when the end-of-day count was drawn (FSNP Art. 124(a)). */
  endOfDayBaseline: Record<string, number>;
  /** Refunds, the exclusion register and accreditations (registration/entry-rules.ts); absent until used. */
  entryBook?: import('./registration/entry-book').EntryBook;
  /** How many events have been folded (revision + 1). */
  version: number;
}

/** Before TournamentCreated: a stream with nothing on it (the initial state). */
export interface TournamentNotCreated extends TournamentFields {
  status: 'none';
  config: null;
}

/**
 * The state once TournamentCreated is folded: the configuration is known. The decider decides
 * every command but CreateTournament on this narrowed state (index.ts), so slices read
 * `s.config` without asserting it.
 */
export interface CreatedTournament extends TournamentFields {
  status: Exclude<TournamentStatus, 'none'>;
  config: TournamentCreatedData;
}

/**
 * The tournament's write-side state, a union on `status` (issue 16): the slices' own fields
 * (TournamentFields, which slice modules extend by declaration merging) plus either no
 * configuration yet or the one TournamentCreated recorded. `evolve` may update it in place: the
 * pipeline owns the state object and only evolves it with committed events
 * (see src/commands/pipeline.ts).
 */
export type TournamentState = TournamentNotCreated | CreatedTournament;

/** Has the tournament been created (TournamentCreated folded)? */
export const isCreated = (s: TournamentState): s is CreatedTournament =>
  s.status !== 'none' && s.config !== null;

/**
 * The created tournament, for readers holding any state (projections, views): throws before
 * creation, where reading the configuration always failed.
 */
export function created(s: TournamentState): CreatedTournament {
  if (!isCreated(s)) throw new Error('No tournament has been created on this stream.');
  return s;
}

export const initialTournamentState = (): TournamentState => ({
  status: 'none',
  config: null,
  levels: [],
  players: {},
  registrations: 0,
  entrants: {},
  tables: {},
  clock: {
    startedAt: null,
    runningSince: null,
    elapsedMs: 0,
    recordedLevel: 0,
    recordedBreakAfter: null,
  },
  lateRegistrationOpen: false,
  reEntryOpen: false,
  purchases: 0,
  money: {
    prizeFund: 0,
    fees: 0,
    byCode: {
      IN: { prizeFund: 0, fee: 0, count: 0 },
      RB: { prizeFund: 0, fee: 0, count: 0 },
      AD: { prizeFund: 0, fee: 0, count: 0 },
    },
  },
  chips: { issued: 0, removed: 0, raceDelta: 0 },
  denominations: [],
  breakOrder: [],
  handForHand: false,
  finalTable: null,
  orbitLevel: 1,
  orbit: 1,
  redrawnAtTables: [],
  day: 1,
  dayClosed: false,
  endOfDayHands: null,
  bags: {},
  endOfDayBaseline: {},
  version: 0,
});

/** Chips on the tables: every stack plus every reserved seat. */
export function chipsOnTables(s: TournamentState): number {
  let total = 0;
  for (const e of Object.values(s.entrants)) total += e.stack + (e.pendingChips ?? 0);
  for (const t of Object.values(s.tables))
    for (const chips of Object.values(t.reserved)) total += chips;
  return total;
}

export const chipsInPlay = (s: TournamentState): number =>
  s.chips.issued - s.chips.removed + s.chips.raceDelta;
