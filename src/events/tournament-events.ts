/**
 * Tournament stream events. Facts in the past tense; data is plain JSON with integer chips
 * and integer minor units of money. Never rename a stored type: add a schema version and an
 * upcaster (src/events/upcasters.ts) instead.
 */
import type { PayoutBand } from '../rules';
import type { GameCode } from '../rules/games';
import { PRIZE_SCHEMA_VERSIONS } from './prize-events';
import { ENTRY_SCHEMA_VERSIONS } from './entry-events';
import { DISCIPLINE_SCHEMA_VERSIONS } from './discipline-events';
import { HEADS_UP_SCHEMA_VERSIONS } from './heads-up-events';
import { HAND_FOR_HAND_SCHEMA_VERSIONS } from './hand-for-hand-events';
import { FORMAT_SCHEMA_VERSIONS } from './format-events';
import { CHIP_SCHEMA_VERSIONS } from './chip-events';
import { DECK_SCHEMA_VERSIONS } from './deck-events';
import { TRAINING_SCHEMA_VERSIONS } from './training-events';
import { PROCEDURE_SCHEMA_VERSIONS } from './procedure-events';

import { HAND_SCHEMA_VERSIONS, type HandEventBody } from './hand-events';
import type { IdentityDocument, PurchaseItem, TransactionCode } from './common-types';

export type { IdentityDocument, PurchaseItem, TransactionCode };

export interface Money {
  /** Integer minor units (e.g. bani, centavos). */
  readonly amount: number;
  /** ISO 4217 code. */
  readonly currency: string;
}

export interface LevelSpec {
  readonly level: number;
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly ante: number;
  readonly durationMinutes: number;
  /** A break after this level, in minutes (0 = none). */
  readonly breakAfterMinutes?: number;
  /** The last level of a playing day (FSNP Art. 124, 136; DECISION-15). */
  readonly endOfDay?: boolean;
  /** The game of this level (PHH code, src/rules/games.ts); absent: the tournament's game. */
  readonly game?: GameCode;
  /**
   * A fixed-limit level's (FT) bet on the early streets, Hold'em pre-flop and flop (PHH.md 5
   * `small_bet`); required there, refused on a level of any other game (issue 23).
   */
  readonly smallBet?: number;
  /** A fixed-limit level's bet on the late streets, Hold'em turn and river (PHH.md 5 `big_bet`). */
  readonly bigBet?: number;
  /**
   * A stud level's (F7S) bring-in, posted on third street by the lowest up card (PHH.md 5
   * `bring_in`); required there with the ante, small and big bet, refused on other games.
   */
  readonly bringIn?: number;
}

/** Integer minor units of one purchase item, split as FSNP Art. 30 and DECISION-2 require. */
export interface PriceSplit {
  readonly prizeFund: number;
  readonly fee: number;
}

/** One purchase line of the deposit account (LNSE IV.1.3, IV.6(a)); never aggregated. */
export interface Purchase {
  readonly item: PurchaseItem;
  readonly code: TransactionCode;
  readonly prizeFund: number;
  readonly fee: number;
  readonly currency: string;
  readonly chips: number;
  /** Sequential over all purchases of the tournament. */
  readonly purchaseNo: number;
}

export interface SeatRef {
  readonly tableId: string;
  readonly seat: number;
}

export interface SeatAssignment extends SeatRef {
  readonly playerId: string;
}

/** A face-up card dealt to a seat in a draw (card = rank * 4 + suit, see src/poker/cards.ts). */
export interface SeatCard {
  readonly seat: number;
  readonly card: number;
}

export interface TournamentCreatedData {
  readonly tournamentId: string;
  readonly name: string;
  readonly rulesetId: string;
  readonly tournamentType: string;
  readonly currency: string;
  readonly clubId: string;
  readonly venue: string;
  /** ISO-8601 UTC. */
  readonly scheduledStart: string;
  /** IANA time zone of the venue, when the director set one; else the ruleset's `venueTimeZone`. */
  readonly timeZone?: string;
  readonly seatsPerTable: number;
  readonly startingStack: number;
  readonly levels: readonly LevelSpec[];
  /** The game of every level that names none (issue 23); absent: the ruleset's `game.variant`. */
  readonly game?: GameCode;
  /** Prize-fund part and organization fee of one buy-in, integer minor units (FSNP Art. 30; DECISION-2). */
  readonly buyIn: { readonly prizeFund: number; readonly fee: number };
  /** Maximum number of entries, if capped (LNSE I.32, I.34). */
  readonly registrationCap: number | null;
  /** Prices of the other purchase items; absent ones default to the buy-in (defaults.ts). */
  readonly prices?: Readonly<Partial<Record<PurchaseItem, PriceSplit>>>;
  /** Chip denominations in play at the start, ascending (FSNP Art. 43). */
  readonly chipSet?: readonly number[];
  /**
   * The starting set every player receives, per denomination (FSNP Art. 43), when the type's
   * catalog set makes up the starting stack; absent for a stack published without a set.
   */
  readonly startingSet?: readonly { readonly denomination: number; readonly count: number }[];
  /** Re-entries allowed per player, overriding the tournament type's limit (LNSE I.32, I.48). */
  readonly maxReEntriesPerPlayer?: number | null;
  /** Published prize share per item code, basis points (LNSE 123/13 I.1(9), I.62). */
  readonly prizeShares?: Readonly<Partial<Record<TransactionCode, number>>>;
  /** The published scale of paid places by registrant bands (LNSE 123/13 I.1(10), I.65). */
  readonly payoutBands?: readonly PayoutBand[];
  /** Published rebuy condition, rebuy and add-on chips, accreditation period (LNSE 123/13 I.35, I.48-50). */
  readonly entryTerms?: import('./entry-events').EntryTerms;
}

export interface RegistrationOpenedData {
  readonly openedAt: string;
}

export interface PlayerRegisteredData {
  /** Federation member id: the player's identity across tournaments. */
  readonly playerId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly idDocument: IdentityDocument;
  /** ISO date, when the ruleset needs it (LNSE I.27 age 18+). */
  readonly dateOfBirth: string | null;
  /** Sequential registration number in this tournament (LNSE IV.1.3: the registration order number). */
  readonly registrationNumber: number;
  /** The federation membership card checked at entry (FSNP Art. 29), when the ruleset needs one. */
  readonly membershipCardId?: string;
  /** The buy-in paid (code IN), split into prize fund and fee (FSNP Art. 30; LNSE I.31). */
  readonly purchase?: Purchase;
  /** Seat and stack of a late registration after the start (FSNP Art. 135, 139.3b; LNSE I.41-43). */
  readonly lateEntry?: {
    readonly tableId: string;
    readonly seat: number;
    readonly stack: number;
    /** Chips of a reserved seat the player takes over (FSNP Art. 135), 0 otherwise. */
    readonly claimedReservedStack: number;
    /** Chips removed from the starting stack (LNSE I.42, I.45-46). */
    readonly reduction: number;
    /** LNSE I.42: the reduction computed from the levels played. */
    readonly computation?: LateStackComputation;
    /** LNSE I.45: the director's figure in place of the computed one, a recorded exception. */
    readonly override?: LateStackOverride;
  };
  /** What the desk checked (LNSE 123/13 I.27): age on the reference day, register, staff rule. */
  readonly eligibility?: {
    readonly ageReferenceDay: string;
    readonly age?: number;
    readonly exclusionRegister: 'checked' | 'not-loaded' | 'not-required';
    readonly staffDeclaration: 'declared' | 'none';
  };
  /**
   * The amount the cashier took, where the desk stated it and the ruleset lets a smaller amount
   * reserve the place (`registration.reservationNeedsFullPayment` false): a deposit, beside the price.
   */
  readonly amountPaid?: number;
  /** LNSE 123/13 I.31, IV.1.2: the chip purchase voucher issued for the registration. */
  readonly voucher?: ChipPurchaseVoucher;
  /** LNSE 123/13 I.83-84: image rights assigned to the operator by registering, with the warranty. */
  readonly imageRights?: { readonly assignedTo: 'operator'; readonly warrantyGiven: true };
}

/** A chip purchase voucher (LNSE 123/13 IV.1.2): order number, full name, DNI, amount. */
export interface ChipPurchaseVoucher {
  /** The registration order number (IV.1.3). */
  readonly orderNo: number;
  readonly purchaseNo: number;
  readonly fullName: string;
  readonly idDocument: IdentityDocument;
  /** The whole price paid, minor units (IV.1.1(c)). */
  readonly amount: number;
  readonly currency: string;
  /** Original and duplicate. */
  readonly copies: number;
}

/** One level already played and the forced bets a seat owed in it (LNSE I.42). */
export interface LevelDue {
  readonly level: number;
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly ante: number;
  readonly due: number;
}

export interface LateStackComputation {
  readonly levelsCounted: readonly LevelDue[];
  readonly orbitsPerLevel: number;
  readonly handsPerOrbit: number;
  readonly anteFormat: 'every-player' | 'big-blind-ante';
  /** Σ due, capped so that at least the smallest chip in play is left. */
  readonly reduction: number;
  readonly capped: boolean;
  readonly ruleRef: string;
}

export interface LateStackOverride {
  readonly chipsRemoved: number;
  readonly computedReduction: number | null;
  readonly decidedBy: string;
  readonly ruleRef: string;
}

export interface RegistrationClosedData {
  readonly closedAt: string;
  readonly entries: number;
}

export interface TournamentCancelledData {
  readonly reason: string;
  readonly cancelledAt: string;
}

export interface TournamentStartedData {
  readonly startedAt: string;
  readonly entries: number;
  readonly startingStack: number;
  /** Whether registration stays open into play (FSNP Art. 135, 139.3b; LNSE I.34). */
  readonly lateRegistration: boolean;
}

export interface SeatDrawConductedData {
  readonly reason:
    | 'start'
    | 'late-entry'
    | 'table-broken'
    | 'final-table'
    | 'day-start'
    | 're-entry'
    | 'three-tables'
    | 'two-tables';
  readonly method: 'system-rng';
  /** Tables in use after the draw, with their seat count. */
  readonly tables: readonly { readonly tableId: string; readonly seats: number }[];
  readonly assignments: readonly SeatAssignment[];
}

export interface SeatingAccommodationGrantedData extends SeatAssignment {
  readonly reason: string;
}

export interface ButtonDrawConductedData {
  readonly tableId: string;
  readonly cards: readonly SeatCard[];
  readonly buttonSeat: number;
  /** 'seat-1': no draw, the button starts at seat 1 (FSNP Art. 140.2(d)). */
  readonly rule: 'first-ace-else-highest-rank' | 'highest-card-rank-then-suit' | 'seat-1';
  /** Tables that start with the button on that seat number (FSNP Art. 46b; LNSE II.34). */
  readonly appliesTo: readonly string[];
}

export interface ReservedSeatStacksPlacedData {
  readonly seats: readonly SeatRef[];
  readonly chipsEach: number;
}

export interface ReservedSeatStacksRemovedData {
  readonly seats: readonly (SeatRef & { readonly chips: number })[];
  readonly chips: number;
  readonly reason: 'end-of-late-registration' | 'registration-closed';
}

export interface LevelStartedData {
  readonly level: number;
  readonly at: string;
}
/**
 * A level ended on the clock before the button went round a table once at its blinds
 * (clock.atLeastOneOrbitPerLevel; FSNP Art. 65 against timed levels, gap 5): recorded, the level
 * still changes on time. Only tables that dealt at that level are reported.
 */
export interface LevelEndedBeforeOrbitData {
  readonly level: number;
  readonly tableId: string;
  readonly handsPlayed: number;
  /** Players at the table when the level ended: the hands of one orbit. */
  readonly players: number;
  readonly at: string;
}
export interface BreakStartedData {
  readonly afterLevel: number;
  readonly minutes: number;
  readonly at: string;
}
export interface ClockPausedData {
  readonly at: string;
  readonly reason: string;
}
export interface ClockResumedData {
  readonly at: string;
}
export interface LevelStructureModifiedData {
  readonly levels: readonly LevelSpec[];
  /** The first level whose values changed. */
  readonly fromLevel: number;
  readonly reason: string;
  readonly at: string;
  /** Changed after creation and before the start (issue 19): no level had been played. */
  readonly beforeStart?: boolean;
}
export interface LateRegistrationClosedData {
  readonly at: string;
  readonly afterLevel: number;
}

export interface HandStartedData {
  readonly tableId: string;
  readonly handNo: number;
  /** The level in force at the first shuffle (FSNP Art. 61). */
  readonly level: number;
  /** That level's game, as dealt (issue 23); absent in streams older than it: NT. */
  readonly game?: GameCode;
  readonly startedAt: string;
}
export interface HandCompletedData {
  readonly tableId: string;
  readonly handNo: number;
  readonly completedAt: string;
  /** Stacks at the end of the hand, by seat (players and reserved seats). */
  readonly stacks: readonly { readonly seat: number; readonly chips: number }[];
}

export interface ChipCountsRecordedData {
  readonly tableId: string;
  readonly counts: readonly { readonly seat: number; readonly chips: number }[];
  readonly busted: readonly string[];
}

export interface PurchaseAnnouncedData {
  readonly playerId: string;
  readonly item: PurchaseItem;
  readonly at: string;
}

export interface ChipsPurchasedData {
  readonly playerId: string;
  readonly purchase: Purchase;
  readonly stackBefore: number;
  readonly stackAfter: number;
  /** A re-entry with a new seat (FSNP Art. 139.2a) records the drawn seat. */
  readonly seat?: SeatRef;
  /** The seat the re-entry left: never the drawn one (FSNP Art. 33, 139.2(a)). */
  readonly seatLeft?: SeatRef;
  /**
   * How the new seat was drawn (FSNP Art. 33): by the decision's injected random source, or the
   * seat he left because no other seat was open.
   */
  readonly seatDraw?: 'system-rng' | 'only-open-seat';
  /**
   * Paid while this hand ran at the player's table (LNSE 123/13 I.53): the purchase is booked at
   * once and its chips join the stack when that hand ends; stackAfter is then stackBefore.
   */
  readonly chipsFromNextHand?: { readonly tableId: string; readonly handNo: number };
  /**
   * LNSE 123/13 IV.4(a), (c), IV.5(a)-(b): the control-card coupon the purchase used (card
   * number, its n-th coupon of the kind) and the table written on it, where the player holds one.
   */
  readonly coupon?: {
    readonly cardNo: number;
    readonly n: number;
    readonly tableId: string | null;
  };
  /**
   * FSNP Art. 44: the purchase's chips by denomination (high-value chips, largest first), as
   * handed over; absent in streams recorded before it was kept.
   */
  readonly chipsByDenomination?: readonly {
    readonly denomination: number;
    readonly count: number;
  }[];
}

export interface ChipRaceConductedData {
  readonly retired: number;
  readonly smallestRemaining: number;
  readonly tables: readonly {
    readonly tableId: string;
    /** Cards per seat in deal order from seat 1 (FSNP Art. 40a; DECISION-8). */
    readonly cards: readonly { readonly seat: number; readonly cards: readonly number[] }[];
    readonly oddValue: number;
    readonly chipsRaced: number;
    readonly winners: readonly number[];
    readonly protectedSeats: readonly number[];
  }[];
  /** Every holder's stack before and after, by seat. */
  readonly results: readonly (SeatRef & { readonly before: number; readonly after: number })[];
  /**
   * The chips of the retired denomination the dealers counted at each seat (FSNP Art. 40), when
   * the colour-up was run on real counts: each seat's odd chips are its count less those that
   * make up a chip of `smallestRemaining`. Absent: odd chips were derived from the stacks.
   */
  readonly retiredCounts?: readonly (SeatRef & { readonly count: number })[];
  /** Σ(after − before): the change of chips in play the race causes (DECISION-8). */
  readonly delta: number;
}

export interface PlayerMovedData {
  readonly playerId: string;
  readonly from: SeatRef;
  readonly to: SeatRef;
  readonly reason: 'balancing' | 'table-broken';
  readonly waitsForButton: boolean;
}

export interface TableBreakOrderPublishedData {
  readonly order: readonly string[];
}

export interface TableBrokenData {
  readonly tableId: string;
  readonly cards: readonly SeatCard[];
  readonly moves: readonly {
    readonly playerId: string;
    readonly fromSeat: number;
    readonly to: SeatRef;
    readonly waitsForButton: boolean;
  }[];
}

export interface FinalTableFormedData {
  readonly tableId: string;
  readonly assignments: readonly SeatAssignment[];
  /**
   * LNSE 123/13 IV.8.3: the seat-card draw, where the ruleset forms the final table by one: the
   * card dealt face up to each player (from seat 1 clockwise, table by table) and the order in
   * which they picked a free seat card, highest card first.
   */
  readonly seatCardDraw?: {
    readonly cards: readonly (SeatCard & { readonly tableId: string; readonly playerId: string })[];
    readonly pickOrder: readonly string[];
  };
}

export interface HandForHandData {
  readonly at: string;
  /** Why it ended: the director's call, or the field reached the paid places (FSNP Art. 125(b)). */
  readonly reason?: 'director' | 'paid-places';
  readonly playersLeft?: number;
}

export interface EndOfDayHandCountDrawnData {
  readonly day: number;
  readonly card: number;
  readonly hands: number;
}

export interface ChipsBaggedData {
  readonly day: number;
  readonly bags: readonly {
    readonly playerId: string;
    readonly byDenomination: Readonly<Record<string, number>>;
    readonly total: number;
  }[];
}

export interface TournamentDayClosedData {
  readonly day: number;
  readonly at: string;
  readonly level: number;
  readonly levelTimeLeftMs: number;
}

export interface TournamentDayResumedData {
  readonly day: number;
  readonly at: string;
  readonly level: number;
}

type TournamentEventBody =
  | { readonly type: 'TournamentCreated'; readonly data: TournamentCreatedData }
  | { readonly type: 'RegistrationOpened'; readonly data: RegistrationOpenedData }
  | { readonly type: 'PlayerRegistered'; readonly data: PlayerRegisteredData }
  | { readonly type: 'RegistrationClosed'; readonly data: RegistrationClosedData }
  | { readonly type: 'TournamentCancelled'; readonly data: TournamentCancelledData }
  | { readonly type: 'TournamentStarted'; readonly data: TournamentStartedData }
  | { readonly type: 'SeatDrawConducted'; readonly data: SeatDrawConductedData }
  | { readonly type: 'SeatingAccommodationGranted'; readonly data: SeatingAccommodationGrantedData }
  | { readonly type: 'ButtonDrawConducted'; readonly data: ButtonDrawConductedData }
  | { readonly type: 'ReservedSeatStacksPlaced'; readonly data: ReservedSeatStacksPlacedData }
  | { readonly type: 'ReservedSeatStacksRemoved'; readonly data: ReservedSeatStacksRemovedData }
  | { readonly type: 'LevelStarted'; readonly data: LevelStartedData }
  | { readonly type: 'LevelEndedBeforeOrbit'; readonly data: LevelEndedBeforeOrbitData }
  | { readonly type: 'BreakStarted'; readonly data: BreakStartedData }
  | { readonly type: 'ClockPaused'; readonly data: ClockPausedData }
  | { readonly type: 'ClockResumed'; readonly data: ClockResumedData }
  | { readonly type: 'LevelStructureModified'; readonly data: LevelStructureModifiedData }
  | { readonly type: 'LateRegistrationClosed'; readonly data: LateRegistrationClosedData }
  | { readonly type: 'HandStarted'; readonly data: HandStartedData }
  | { readonly type: 'HandCompleted'; readonly data: HandCompletedData }
  | { readonly type: 'ChipCountsRecorded'; readonly data: ChipCountsRecordedData }
  | { readonly type: 'PurchaseAnnounced'; readonly data: PurchaseAnnouncedData }
  | { readonly type: 'PurchaseAnnouncementWithdrawn'; readonly data: PurchaseAnnouncedData }
  | { readonly type: 'PlayerReEntered'; readonly data: ChipsPurchasedData }
  | { readonly type: 'RebuyTaken'; readonly data: ChipsPurchasedData }
  | { readonly type: 'ChipsToppedUp'; readonly data: ChipsPurchasedData }
  | { readonly type: 'AddOnTaken'; readonly data: ChipsPurchasedData }
  | { readonly type: 'ChipRaceConducted'; readonly data: ChipRaceConductedData }
  | { readonly type: 'PlayerMoved'; readonly data: PlayerMovedData }
  | { readonly type: 'TableBreakOrderPublished'; readonly data: TableBreakOrderPublishedData }
  | { readonly type: 'TableBroken'; readonly data: TableBrokenData }
  | { readonly type: 'FinalTableFormed'; readonly data: FinalTableFormedData }
  | { readonly type: 'HandForHandStarted'; readonly data: HandForHandData }
  | { readonly type: 'HandForHandEnded'; readonly data: HandForHandData }
  | { readonly type: 'EndOfDayHandCountDrawn'; readonly data: EndOfDayHandCountDrawnData }
  | { readonly type: 'ChipsBagged'; readonly data: ChipsBaggedData }
  | { readonly type: 'TournamentDayClosed'; readonly data: TournamentDayClosedData }
  | { readonly type: 'TournamentDayResumed'; readonly data: TournamentDayResumedData }
  | import('./prize-events').PrizeEventBody
  | import('./entry-events').EntryEventBody
  | import('./discipline-events').DisciplineEventBody
  | import('./heads-up-events').HeadsUpEventBody
  | import('./hand-for-hand-events').HandForHandEventBody
  | import('./format-events').FormatEventBody
  | import('./chip-events').ChipEventBody
  | import('./deck-events').DeckEventBody
  | import('./training-events').TrainingEventBody
  | import('./procedure-events').ProcedureEventBody
  | HandEventBody;

/** A tournament fact, optionally citing the rule it applies (metadata.ruleRef once stored). */
export type TournamentEvent = TournamentEventBody & {
  readonly ruleRef?: string;
  readonly schemaVersion?: number;
};

export type TournamentEventType = TournamentEvent['type'];
export type EventData<T extends TournamentEventType> = Extract<
  TournamentEvent,
  { type: T }
>['data'];

/** Current schema version of each event type; bump with an upcaster when a shape changes. */
export const TOURNAMENT_SCHEMA_VERSIONS: Record<TournamentEventType, number> = {
  ...HAND_SCHEMA_VERSIONS,
  TournamentCreated: 1,
  RegistrationOpened: 1,
  PlayerRegistered: 1,
  RegistrationClosed: 1,
  TournamentCancelled: 1,
  TournamentStarted: 1,
  SeatDrawConducted: 1,
  SeatingAccommodationGranted: 1,
  ButtonDrawConducted: 1,
  ReservedSeatStacksPlaced: 1,
  ReservedSeatStacksRemoved: 1,
  LevelStarted: 1,
  LevelEndedBeforeOrbit: 1,
  BreakStarted: 1,
  ClockPaused: 1,
  ClockResumed: 1,
  LevelStructureModified: 1,
  LateRegistrationClosed: 1,
  HandStarted: 1,
  HandCompleted: 1,
  ChipCountsRecorded: 1,
  PurchaseAnnounced: 1,
  PurchaseAnnouncementWithdrawn: 1,
  PlayerReEntered: 1,
  RebuyTaken: 1,
  ChipsToppedUp: 1,
  AddOnTaken: 1,
  ChipRaceConducted: 1,
  PlayerMoved: 1,
  TableBreakOrderPublished: 1,
  TableBroken: 1,
  FinalTableFormed: 1,
  HandForHandStarted: 1,
  HandForHandEnded: 1,
  EndOfDayHandCountDrawn: 1,
  ChipsBagged: 1,
  TournamentDayClosed: 1,
  TournamentDayResumed: 1,
  ...PRIZE_SCHEMA_VERSIONS,
  ...ENTRY_SCHEMA_VERSIONS,
  ...DISCIPLINE_SCHEMA_VERSIONS,
  ...HEADS_UP_SCHEMA_VERSIONS,
  ...HAND_FOR_HAND_SCHEMA_VERSIONS,
  ...FORMAT_SCHEMA_VERSIONS,
  ...CHIP_SCHEMA_VERSIONS,
  ...DECK_SCHEMA_VERSIONS,
  ...TRAINING_SCHEMA_VERSIONS,
  ...PROCEDURE_SCHEMA_VERSIONS,
};
