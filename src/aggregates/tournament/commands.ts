import type {
  IdentityDocument,
  LevelSpec,
  PriceSplit,
  PurchaseItem,
  SeatAssignment,
  TransactionCode,
} from '../../events/tournament-events';
import type { MembershipFacts } from '../member/membership';
import type { PayoutBand } from '../../rules';
import type { GameCode } from '../../rules/games';

/** Commands on the tournament aggregate: requests, in the imperative, that may be refused. */
export interface CreateTournament {
  readonly type: 'CreateTournament';
  readonly tournamentId: string;
  readonly name: string;
  readonly rulesetId: string;
  readonly tournamentType: string;
  /** ISO 4217 code; absent: the ruleset's `money.currency` (the club may configure another). */
  readonly currency?: string;
  readonly clubId: string;
  readonly venue: string;
  readonly scheduledStart: string;
  /** IANA time zone of the venue; absent: the ruleset's `venueTimeZone`. */
  readonly timeZone?: string;
  readonly seatsPerTable: number;
  readonly startingStack: number;
  readonly levels: readonly LevelSpec[];
  /** The game of levels that name none (PHH code, issue 23); absent: the ruleset's. */
  readonly game?: GameCode;
  readonly buyIn: { readonly prizeFund: number; readonly fee: number };
  readonly registrationCap?: number | null;
  readonly prices?: Partial<Record<PurchaseItem, PriceSplit>>;
  readonly chipSet?: readonly number[];
  readonly maxReEntriesPerPlayer?: number | null;
  /** Published prize share per item code, basis points (LNSE 123/13 I.1(9), I.62). */
  readonly prizeShares?: Readonly<Partial<Record<TransactionCode, number>>>;
  /** The published scale of paid places by registrant bands (LNSE 123/13 I.1(10), I.65). */
  readonly payoutBands?: readonly PayoutBand[];
  /** Published rebuy condition, rebuy/add-on chips, accreditation period (LNSE 123/13 I.35, I.48-50). */
  readonly entryTerms?: import('../../events/entry-events').EntryTerms;
}

export interface OpenRegistration {
  readonly type: 'OpenRegistration';
  readonly tournamentId: string;
}

export interface RegisterPlayer {
  readonly type: 'RegisterPlayer';
  readonly tournamentId: string;
  readonly playerId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly idDocument: IdentityDocument;
  readonly dateOfBirth?: string | null;
  /** Chips the director removes from a late entrant's starting stack (LNSE I.42, I.45). */
  readonly lateStackReduction?: number;
  /**
   * The amount the cashier took for the entry, minor units, when the desk states it (LNSE 123/13
   * I.31, IV.1.1(c): a place is reserved only by paying the whole price). Absent: the price.
   */
  readonly amountPaid?: number;
  /** FSNP Art. 29: the member registry's facts, looked up by the handler (src/commands/ranking/membership-lookup.ts). */
  readonly membership?: MembershipFacts;
  /**
   * LNSE 123/13 I.27(c): the player's declaration at the desk: the barred employer he or a
   * first-degree relative works for, or null for none.
   */
  readonly staffDeclaration?: {
    readonly employer: string | null;
    readonly relation?: 'self' | 'first-degree-relative';
  };
}

export interface CloseRegistration {
  readonly type: 'CloseRegistration';
  readonly tournamentId: string;
}

export interface CancelTournament {
  readonly type: 'CancelTournament';
  readonly tournamentId: string;
  readonly reason: string;
}

interface On {
  readonly tournamentId: string;
}
interface ForPlayer extends On {
  readonly playerId: string;
}

export interface StartTournament extends On {
  readonly type: 'StartTournament';
  /** Special-needs seats granted before the draw (FSNP Art. 33b; LNSE I.90). */
  readonly accommodations?: readonly (SeatAssignment & { readonly reason: string })[];
  /** The table where the button is drawn (FSNP Art. 46; LNSE II.32); default the first. */
  readonly buttonDrawTableId?: string;
}
export interface PauseClock extends On {
  readonly type: 'PauseClock';
  readonly reason: string;
  /** A suspension forced by force majeure (LNSE 123/13 I.6): needs the regulator's consent where the ruleset says so. */
  readonly forceMajeure?: boolean;
}
export interface ResumeClock extends On {
  readonly type: 'ResumeClock';
}
export interface ModifyLevelStructure extends On {
  readonly type: 'ModifyLevelStructure';
  /** The whole structure; levels already started must stay as they were (FSNP Art. 67). */
  readonly levels: readonly LevelSpec[];
  readonly reason: string;
  /** A change forced by force majeure (LNSE 123/13 I.6), not the Director's own amendment (III.2 ¶5). */
  readonly forceMajeure?: boolean;
}
export interface TickClock extends On {
  readonly type: 'TickClock';
}
export interface RecordChipCounts extends On {
  readonly type: 'RecordChipCounts';
  readonly tableId: string;
  readonly counts: readonly { readonly seat: number; readonly chips: number }[];
}
export interface AnnouncePurchase extends ForPlayer {
  readonly type: 'AnnouncePurchase';
  readonly item: 're-entry' | 'rebuy' | 'add-on';
}
export interface CancelAnnouncement extends ForPlayer {
  readonly type: 'CancelAnnouncement';
}
export interface ReEnter extends ForPlayer {
  readonly type: 'ReEnter';
}
export interface TopUp extends ForPlayer {
  readonly type: 'TopUp';
}
export interface TakeAddOn extends ForPlayer {
  readonly type: 'TakeAddOn';
}
export interface ColorUp extends On {
  readonly type: 'ColorUp';
  /** The denomination taken out of play (FSNP Art. 39). */
  readonly denomination: number;
  /**
   * The chips of that denomination the dealers counted at each seat (FSNP Art. 40); the race is
   * run on them. Absent: each seat's odd chips are derived from its stack.
   */
  readonly counts?: readonly {
    readonly tableId: string;
    readonly seat: number;
    readonly count: number;
  }[];
}
/** FSNP Art. 42: chips of a retired denomination found with players after the race. */
export interface RemoveLeftoverChips extends On {
  readonly type: 'RemoveLeftoverChips';
  readonly denomination: number;
  readonly found: readonly {
    readonly tableId: string;
    readonly seat: number;
    readonly count: number;
  }[];
}
export interface MovePlayer extends ForPlayer {
  readonly type: 'MovePlayer';
  readonly toTableId: string;
  readonly toSeat: number;
}
export interface PublishTableBreakOrder extends On {
  readonly type: 'PublishTableBreakOrder';
  readonly order: readonly string[];
}
export interface BreakTable extends On {
  readonly type: 'BreakTable';
  readonly tableId: string;
}
export interface FormFinalTable extends On {
  readonly type: 'FormFinalTable';
}
export interface RedrawTables extends On {
  readonly type: 'RedrawTables';
}
export interface StartHandForHand extends On {
  readonly type: 'StartHandForHand';
}
export interface EndHandForHand extends On {
  readonly type: 'EndHandForHand';
}
export interface DrawEndOfDayHands extends On {
  readonly type: 'DrawEndOfDayHands';
}
export interface BaggedCount {
  readonly playerId: string;
  /** Denomination → number of chips (FSNP Art. 129). */
  readonly byDenomination: Readonly<Record<string, number>>;
}
export interface BagChips extends On {
  readonly type: 'BagChips';
  readonly bags: readonly BaggedCount[];
}
export interface ResumeDay extends On {
  readonly type: 'ResumeDay';
  /** The chips found in each bag when it is opened (DECISION-15). */
  readonly counts: readonly BaggedCount[];
  /**
   * Players who came back without their chip-control receipt (LNSE 123/13 I.14, IV.7.3.2;
   * FSNP Art. 129), with the director's ruling where the ruleset leaves it to one.
   */
  readonly missingReceipts?: readonly {
    readonly playerId: string;
    readonly ruling?: string | null;
  }[];
}

/** FSNP Art. 38; LNSE 123/13 II.11: the floor saw chips or a seat given to someone else. */
export interface RecordChipOrSeatPass extends On {
  readonly type: 'RecordChipOrSeatPass';
  readonly kind: 'chips' | 'seat';
  readonly fromPlayerId: string;
  /** The player who received the chips (kind chips). */
  readonly toPlayerId?: string | null;
  /** The chips seen passed (kind chips). */
  readonly chips?: number | null;
  /** Who took the seat (kind seat). */
  readonly takenBy?: string | null;
}

/**
 * Club Rule 63-64 (citations.chipsRemovedFromPlay): the floor takes chips out of play between
 * hands: `hidden`, chips the player kept out of sight, confiscated from his stack; `found`,
 * chips whose owner cannot be determined, with the recount of the table found short by them.
 */
export interface RemoveChipsFromPlay extends On {
  readonly type: 'RemoveChipsFromPlay';
  readonly reason: 'hidden' | 'found';
  readonly tableId: string;
  /** hidden: the player whose chips were out of sight. */
  readonly playerId?: string | null;
  /** The chips removed, a whole number above 0. */
  readonly chips: number;
  /** found: every seat in play at the table, counted; they total what was in play less `chips`. */
  readonly counts?: readonly { readonly seat: number; readonly chips: number }[] | null;
  readonly description?: string | null;
}

export type TournamentCommand =
  | CreateTournament
  | OpenRegistration
  | RegisterPlayer
  | CloseRegistration
  | CancelTournament
  | StartTournament
  | PauseClock
  | ResumeClock
  | TickClock
  | ModifyLevelStructure
  | RecordChipCounts
  | AnnouncePurchase
  | CancelAnnouncement
  | ReEnter
  | TopUp
  | TakeAddOn
  | ColorUp
  | RemoveLeftoverChips
  | MovePlayer
  | PublishTableBreakOrder
  | BreakTable
  | FormFinalTable
  | RedrawTables
  | StartHandForHand
  | EndHandForHand
  | DrawEndOfDayHands
  | BagChips
  | ResumeDay
  | RecordChipOrSeatPass
  | RemoveChipsFromPlay
  | import('./prizes/commands').PrizeCommand
  | import('./registration/entry-commands').EntryCommand
  | import('./discipline/commands').DisciplineCommand
  | import('./heads-up/commands').HeadsUpCommand
  | import('./hands/hand-for-hand-commands').HandForHandCommand
  | import('./formats/commands').FormatCommand
  | import('./training/commands').TrainingCommand
  | import('./procedures/commands').ProcedureCommand
  | import('./tables/deck-commands').DeckCommand
  | import('./hands/commands').HandCommand;

export type TournamentCommandType = TournamentCommand['type'];
export type CommandOf<T extends TournamentCommandType> = Extract<TournamentCommand, { type: T }>;
