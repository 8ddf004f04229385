/**
 * Rulesets as data (STYLE.md "A rule is data with a citation"). Every parameter a slice
 * enforces is a `Cited` value, so the rejection message, the test name and the audit trail
 * all quote the same article. Percentages are basis points or exact ratios: never floats.
 */
import type { Role } from '../shared/roles';
import type { DeckChangeReason, DeckRequester } from './deck-terms';

export interface Cited<T> {
  readonly value: T;
  readonly cite: string;
  readonly note?: string;
}

export const cited = <T>(value: T, cite: string, note?: string): Cited<T> =>
  note === undefined ? { value, cite } : { value, cite, note };

/**
 * A broken rule, as a value: the same shape as the decider's Rejection
 * (src/aggregates/decider.ts), so a slice can return it as is. rules/ imports nothing from
 * aggregates/.
 */
export interface RuleViolation {
  readonly code: string;
  readonly ruleRef: string;
  readonly message: string;
}

/** An exact fraction: `num / den`. */
export interface Ratio {
  readonly num: number;
  readonly den: number;
}

/** A threshold that is compared strictly (`<`) or inclusively (`<=`). */
export interface Threshold {
  readonly ratio: Ratio;
  readonly strict: boolean;
}

/** 10,000 basis points = 100 %. */
export const FULL_BASIS_POINTS = 10_000;

export type RulesetId = 'fsnp' | 'lnse' | 'club-tda' | 'fspr';

export type PurchaseItem = 'buy-in' | 're-entry' | 'rebuy' | 'add-on' | 'top-up';

export type TournamentTypeCode =
  | 'FZ'
  | 'SC'
  | 'RA'
  | 'TURBO_50_50'
  | 'ST_TURBO'
  | 'HU'
  | 'KO'
  | 'QUALIFIER'
  | 'SIT_AND_GO'
  | 'REBUY'
  | 'TRAINING';

export type RankingFormulaId = 'tlb' | 'table';

export type PayoutTableId =
  | 'fsnp-art-131'
  | 'fifty-fifty-equal-and-chips'
  | 'fifty-fifty-45-25-15-10-5'
  | 'lnse-sit-and-go'
  | 'published';

export type PrizeRounding =
  'largest-remainder-ties-to-better-place' | 'floor-residual-to-highest-places';

export type SanctionKind =
  | 'warning'
  | 'missed-hands'
  | 'missed-rounds'
  | 'dead-hand'
  | 'chip-penalty'
  | 'removal'
  | 'disqualification-competition'
  | 'disqualification-season'
  | 'exclusion-organizer';

export type Suit = 's' | 'h' | 'd' | 'c';

/**
 * What the regulator's consent must be recorded for before the office may do it (LNSE 123/13
 * I.6): cancelling, suspending or ending the tournament, and changing its structure, either
 * every change or only a change made for force majeure (III.2 ¶5 lets the Director amend it).
 */
export type ConsentScope =
  'cancel' | 'suspend' | 'terminate' | 'modify-structure' | 'modify-structure-force-majeure';

/** Which roles may impose each kind of sanction; an absent kind is not available at all. */
export type SanctionAuthority = Partial<Record<SanctionKind, readonly Role[]>>;

/**
 * The citation of each routine event and refusal, in the ruleset's own catalog. Where the
 * catalog has no article for the thing, the entry cites the DECISION or DESIGN reference and the
 * ruleset file says so.
 */
export interface RulesetCitations {
  /** TournamentStarted: the starting stacks are issued. */
  readonly tournamentStarted: string;
  /** SeatDrawConducted at the start: every seat drawn at random. */
  readonly seatDraw: string;
  /** TableBreakOrderPublished. */
  readonly tableBreakOrder: string;
  /** FinalTableFormed and its refusals (the final table drawn afresh, its button drawn again). */
  readonly finalTableFormed: string;
  /** TableBroken: the players of a broken table draw new seats. */
  readonly tableBroken: string;
  /** HandPlanned: button, blinds and antes of the next hand. */
  readonly handPlanned: string;
  /** ForcedBetsPosted, everyone present / with an absent player's stack posting too. */
  readonly forcedBets: string;
  readonly forcedBetsAbsent: string;
  /** Cited beside them when a stack too short for its forced bet posts all it has (LNSE II.43); null: no article of its own. */
  readonly forcedBetsShort: string | null;
  /** BoardDealt. */
  readonly boardDealt: string;
  /** HoleCardsDealt; absent where the ruleset's text has no article on the deal itself. */
  readonly holeCardsDealt?: string;
  /** PotsAwarded without a showdown (declared) / at a showdown. */
  readonly potsAwardedDeclared: string;
  readonly potsAwardedShowdown: string;
  /** HandCompleted: the hand's stacks stand; also the refusal of a second award of its pots. */
  readonly handCompleted: string;
  /** The refusal of a hand act where no hand is in play at the table (when a hand begins). */
  readonly handInPlay: string;
  /** The refusal of an act by a seat that was not dealt into the hand. */
  readonly notDealtIn: string;
  /** The refusal of an absent seat that was not dealt into the hand (an absent player's hand). */
  readonly absentSeat: string;
  /** The refusal of an act by a seat whose hand is dead. */
  readonly deadHand: string;
  /**
   * The refusal of a command that needs the tournament running, or a table in play (the seat
   * draw puts the tables in play).
   */
  readonly tablesInPlay: string;
  /** StartHand refused while a hand is still in progress at the table (a new hand, a new level). */
  readonly handRunning: string;
  /** StartHand refused during a break of the published structure. */
  readonly onBreak: string;
  /** The refusal of a button and blinds plan that cannot be made (dead button, moving blinds). */
  readonly buttonPlan: string;
  /** The refusal of forced bets posted a second time. */
  readonly forcedBetsPosted: string;
  /** A table count that changes the chips in play at the table (chips move only through pots). */
  readonly chipTotal: string;
  /** An action recorded out of turn and held until the turn reaches him / a second one refused. */
  readonly actionHeld: string;
  readonly alreadyHeld: string;
  /** The automatic fold of an absent player's or a dead hand's turn (ActionRecorded, auto). */
  readonly autoFold: string;
  /** ShowdownRecorded: a hand shown or mucked at the showdown / thrown face down, still live. */
  readonly showdownRecorded: string;
  readonly handReleased: string;
  /** The refusals of an award of the pots (AwardPots). */
  readonly award: {
    /** The betting is not over: no showdown yet. */
    readonly notReached: string;
    /** Winners not named for each pot (main and side pots). */
    readonly potCount: string;
    /** A winner named for a pot he did not contest. */
    readonly winnerEligible: string;
    /** The declared winner is not the hand the tabled cards give. */
    readonly contradictsCards: string;
    /** A contested pot whose cards are not all tabled. */
    readonly winnerNotKnown: string;
    /** A dealer naming the winners: the officials rule on it. */
    readonly floorDecides: string;
  };
  /** The seat draw's refusals and its accommodations (a seat not drawn at random). */
  readonly seating: {
    /** Fewer than two players registered at the start. */
    readonly minimumField: string;
    /** Two players given the same seat. */
    readonly seatTaken: string;
    /** The button draw names a table not drawn. */
    readonly buttonTable: string;
    /** ReservedSeatStacksPlaced (stacks for late players) and a table break refused while they stand. */
    readonly reservedStacks: string;
  };
  /** The dealers' count of the chips to race at a colour-up, refused when it cannot be. */
  readonly raceCount: string;
  /** A bounty named for a tournament whose type has none. */
  readonly noBounties: string;
  /** Colour-up refusals: the smallest denomination, kept values, denominations still needed. */
  readonly colorUp: string;
  /** The clock's events and refusals. */
  readonly clock: {
    /** BreakStarted: a break of the published structure begins. */
    readonly breakStarted: string;
    /** PauseClock / ResumeClock: the clock stopped and started again, and their refusals. */
    readonly pause: string;
    /** ChangeLevelStructure's refusals (no reason, nothing changed, the tournament over). */
    readonly structureChange: string;
    /** A level already played cannot change. */
    readonly levelPlayed: string;
    /** TickClock with no level or break to record. */
    readonly nothingToRecord: string;
  };
  /**
   * The article of each dead-hand cause (DeclareDeadHand) this ruleset cites by its own article,
   * by cause; a cause not listed cites the cause's own article where it is this ruleset's (or one
   * it `borrowsFrom`), else `deadHand`. Never another ruleset's article.
   */
  readonly deadHandCauses: Readonly<Partial<Record<string, string>>>;
  /** TournamentCompleted: the last player with chips wins, the standings are final. */
  readonly tournamentCompleted: string;
  /**
   * PlayerEliminated for a bust: the article on when a player who lost all his chips is out (no
   * rebuy right left, or he did not use it); absent where the ruleset's text has none of its own.
   */
  readonly eliminated?: string;
  /**
   * DiscrepancyReported: the article that makes players and dealers report errors and
   * discrepancies; absent: the article under which the officials rule where the text is silent.
   */
  readonly discrepancyReported?: string;
  /** ChipCountsRecorded, and the refusals of a count that cannot be recorded. */
  readonly chipCounts: string;
  /** CancelTournament, TournamentCancelled, and a command on a cancelled tournament. */
  readonly cancellation: string;
  /** CreateTournament refused: the id is taken, or the published terms are malformed. */
  readonly tournamentTerms: string;
  /** Registration opened twice, a registration before it opens or after it closes. */
  readonly registrationWindow: string;
  /** A member registered a second time (a further entry is a re-entry). */
  readonly alreadyRegistered: string;
  /** A registration without an identity document / without the form's mandatory data. */
  readonly identityDocument: string;
  readonly registrationForm: string;
  /** A late entry with no free seat left. */
  readonly lateEntrySeat: string;
  /** A collusion hold and its review, and their refusals. */
  readonly collusion: string;
  /**
   * HandVoided after a misdeal, where the ruleset has an article on the void itself apart from
   * the causes (LNSE 123/13 II.59, the causes II.60); absent: the void cites the cause.
   */
  readonly misdealVoid?: string;
  /** HiddenChipsDiscovered: chips an all-in player kept out of view (Club Rule 62; FSNP Art. 92). */
  readonly hiddenChips: string;
  /**
   * The refusal of a board card for a hand already decided (one live hand left) or completed:
   * the cards that would have come are not shown (Club Rule 28; FSNP Art. 102).
   */
  readonly boardAfterHand: string;
  /** RemovePlayer for a voluntary withdrawal: the player leaves, his chips leave play (LNSE I.59-61). */
  readonly withdrawal: string;
  /**
   * ChipsRemovedFromPlay, by reason: chips a player kept out of sight, confiscated (Club Rule
   * 63), and found chips whose owner is unknown (Club Rule 64). null: the ruleset removes no
   * chips for that reason, and the refusal cites `chipTotal` (chips only move through pots).
   */
  readonly chipsRemovedFromPlay: {
    readonly hidden: string | null;
    readonly found: string | null;
  };
  /**
   * A board card dealt before the betting round before it was over, by street (FSPR 6.6.4-6.6.6;
   * Club Rule 74): the ruling and its refusal cite these.
   */
  readonly prematureCard: {
    readonly flop: string;
    readonly turn: string;
    readonly river: string;
  };
  /** A hand declared dead for refusing to show at the showdown (FSNP Art. 114; Club Rule 17). */
  readonly refusedToShow: string;
  /**
   * The hand engine's refusals (src/poker/rule-refs.ts, numbered by FSNP and the TDA) that this
   * ruleset cites by its own article, by refusal code; a code not listed keeps the engine's.
   */
  readonly handRefusals: Readonly<Partial<Record<string, string>>>;
  /**
   * What an irregularity's ruling cites (RecordIrregularity): the decision table's own article
   * where it is this ruleset's (or a ruleset it `borrowsFrom` by design); else `own`, this
   * ruleset's article for that irregularity; else `silent`, the article under which the
   * officials rule on a case the ruleset's text does not cover. Never another ruleset's article.
   */
  readonly irregularities: {
    readonly own: Readonly<Partial<Record<string, string>>>;
    readonly silent: string;
    /** Citation sources (the first word of a citation) this ruleset cites where it is silent. */
    readonly borrowsFrom: readonly string[];
  };
}

export interface Ruleset {
  readonly id: RulesetId;
  readonly name: Cited<string>;
  readonly jurisdiction: Cited<string>;
  /**
   * The IANA time zone a venue under this ruleset keeps, for a tournament created without its
   * own `timeZone`: the regulator's report shows dates in the venue's local time.
   */
  readonly venueTimeZone: Cited<string>;
  readonly sourceDocument: Cited<string>;
  /** The citation prefix used in `ruleRef`, e.g. "FSNP Art." or "LNSE 123/13". */
  readonly citationKey: Cited<string>;
  readonly basedOn: Cited<RulesetId | null>;
  /**
   * The article each routine event cites under this ruleset (issue 18: a citation names the
   * ruleset in force; never FSNP under the club or LNSE ruleset).
   */
  readonly citations: Cited<RulesetCitations>;

  readonly money: {
    readonly currency: Cited<string>;
    readonly minorUnitsPerMajor: Cited<number>;
  };

  readonly game: {
    /** The default game of a tournament's levels (src/rules/games.ts rows by variant and structure). */
    readonly variant: Cited<'texas-holdem' | 'omaha'>;
    readonly bettingStructure: Cited<'no-limit' | 'pot-limit'>;
    /**
     * Fixed-limit levels (FT, issue 23): their bets are the level's (LevelSpec.smallBet, bigBet);
     * the ruleset says how many bets and raises a betting round allows and whether that cap still
     * holds when only two players are left in the hand.
     */
    readonly fixedLimit: {
      /** Voluntary bets and raises per betting round (a posted blind is not one); null: no cap. */
      readonly raiseCap: Cited<number | null>;
      /** The cap does not apply while only two players remain in the hand. */
      readonly capLiftedHeadsUp: Cited<boolean>;
    };
    /**
     * Seven-card stud levels (F7S, issue 23): the level names its ante, bring-in and bets; the
     * ruleset says how a tie on rank between the lowest up cards is broken for the bring-in, and
     * whether an open pair on fourth street lets a player bet the big bet.
     */
    readonly stud: {
      /** Suits from lowest to highest, four letters of 'cdhs' (the lowest card brings in). */
      readonly bringInSuitOrder: Cited<string>;
      /** An open pair on fourth street allows the big bet (src/poker studOpenPairBigBet). */
      readonly openPairBigBet: Cited<boolean>;
    };
    readonly minimumBet: Cited<'big-blind'>;
    /**
     * A bet found wrong while its round is open (CorrectBet): the chips pushed against the amount
     * that stands (LNSE 123/13 II.96-97, II.99; FSNP Art. 88, 93; Club Rule 49, 52).
     */
    readonly betCorrection: {
      /**
       * A short bet completed: those who had called the short amount are topped up to it, or owe
       * the difference and may call it or fold, never raise because of it.
       */
      readonly shortBetCallers: Cited<'topped-up' | 'call-or-fold'>;
      /**
       * A caller told a count smaller than the bet: the amount announced stands and the excess
       * goes back, or the correct amount stands all the same.
       */
      readonly announcedCount: Cited<'announced-amount' | 'correct-amount'>;
    };
    readonly anteFormat: Cited<'every-player' | 'big-blind-ante'>;
    readonly oddChip: Cited<'first-winner-left-of-button'>;
    readonly headsUpButton: Cited<'no-big-blind-twice'>;
    /**
     * A button found on the wrong seat after substantial action: the hand goes on, then the
     * button goes back to its right seat (restore-blind-order) or moves on clockwise from where
     * it was, never backwards (keep-moving-clockwise). Before that, the hand is dealt again.
     */
    readonly misplacedButton: Cited<'restore-blind-order' | 'keep-moving-clockwise'>;
    readonly underRaise: {
      /** Without a declared amount, an increase at or above this part of the last full increment is completed. */
      readonly completeAtLeast: Cited<Ratio>;
      readonly base: Cited<'last-full-increment'>;
      readonly shortAllInReopens: Cited<boolean>;
      readonly cumulativeShortAllInsReopen: Cited<boolean>;
    };
    readonly timeCall: Cited<{
      readonly minWaitSeconds: number | null;
      readonly actSeconds: number;
      readonly countdownSeconds: number;
      readonly onExpiry: 'dead-hand' | 'fold' | 'check-or-dead';
    }>;
    readonly straddle: Cited<'training-only' | 'not-allowed'>;
    /**
     * How the dealer's record of an act (the word said, the chips pushed) is read when it is not a
     * legal action as it stands: the act is recorded as seen and this reading is applied.
     */
    readonly actReading: {
      /** Several chips where removing any one leaves less than the call are a call. */
      readonly everyChipNeeded: Cited<boolean>;
      /** One chip, nothing said: facing a bet a call, with no bet a bet of its value; or always its full value. */
      readonly singleChip: Cited<'call-facing-a-bet' | 'full-value'>;
      /** "Raise" (or a named amount) short of a minimum raise: completed, or the 50 % rule decides. */
      readonly declaredRaiseShort: Cited<'complete-minimum' | 'fifty-percent'>;
      /** Chips short of the call: completed to the call; whether the floor may let him fold instead. */
      readonly undercall: Cited<'complete-or-fold-by-ruling' | 'complete'>;
      /** "Call" with no bet to face. */
      readonly callWithNoBet: Cited<'check' | 'refused'>;
      /** "Check" facing a bet: he may then only call or fold, or the word is refused. */
      readonly checkFacingBet: Cited<'call-or-fold' | 'refused'>;
      /** Word and chips disagree: the earlier binds, or the word always binds. */
      readonly wordAndChips: Cited<'first-binds' | 'word-binds'>;
      /** "Call" said before the bettor named his amount: bound to that amount, or ruled as out of turn. */
      readonly prematureCall: Cited<'bound-to-amount' | 'out-of-turn'>;
      /**
       * An action out of turn: the penalty clause every one of them requires (a warning at least),
       * or null when only a deliberate or repeated one is penalised at the floor's discretion.
       */
      readonly outOfTurnPenalty: Cited<string | null>;
    };
    /**
     * How long a hand or pot can be disputed: until substantial action in the next hand at the
     * table, until the next deal, or with no time bar (the officials decide).
     */
    /**
     * Four cards on the flop: the floor draws one at random, which becomes the next burn card, and
     * the other three are the flop; or the flop goes back into the stub and is dealt again.
     */
    readonly fourCardFlop: Cited<'random-card-becomes-burn' | 'flop-redealt'>;
    /**
     * A board card dealt before the betting round before it was over: it goes back into the stub,
     * which is shuffled, the burn card kept and the new card dealt without another burn; or the
     * flop is recalled with its burn and burned again, and an early turn or river is set aside
     * and shuffled back after the betting (the street's own procedure).
     */
    readonly prematureBoardCard: Cited<'reshuffled-burn-kept' | 'recalled-by-street'>;
    readonly disputeWindow: Cited<'substantial-action-next-hand' | 'next-deal' | null>;
    readonly showdown: {
      /** Who shows first: the last aggressor of the hand, or of the final betting round. */
      readonly order: Cited<'last-aggressor-of-hand' | 'last-aggressor-of-final-round'>;
      /** Fewer cards shown than the hand holds: the hand is out of every pot, or not yet tabled. */
      readonly partialShow: Cited<'hand-ineligible' | 'not-yet-tabled'>;
      /** Who may ask to see a hand that has not been tabled. */
      readonly requestToSee: Cited<'players-still-holding-cards' | 'anyone-dealt-in'>;
      /**
       * A properly tabled hand the dealer mucks (or a hand otherwise ruled dead once tabled): it
       * stands, the error corrected and the pot awarded on the cards, or it is dead.
       */
      readonly tabledHandKilled: Cited<'hand-stands' | 'hand-dead'>;
    };
    /**
     * A deliberate exposure with only two players left: null = the exposer's hand is dead as
     * with more players; otherwise the opponent chooses among the options, and `default`
     * applies when nobody chooses.
     */
    /**
     * A player's own exposure of his cards while action is pending: deliberate, his hand is dead
     * or stays live (penalised after the hand); accidental, he may only call or fold for the rest
     * of the hand, or plays on (the cards shown to everyone).
     */
    readonly exposure: {
      readonly deliberate: Cited<'hand-dead' | 'hand-live'>;
      readonly accidental: Cited<'only-call' | 'play-on'>;
    };
    readonly headsUpExposure: Cited<{
      readonly options: readonly ('general-rules' | 'bet-as-all-in' | 'withdraw-uncalled')[];
      readonly default: 'general-rules';
    } | null>;
    /**
     * An action out of turn is held until the turn reaches the player; these say what becomes
     * of it then. "Unchanged": no skipped player bet or raised; "changed": one did.
     */
    readonly outOfTurn: {
      /** A fold out of turn stands whatever happens before the turn comes. */
      readonly foldBinds: Cited<boolean>;
      /**
       * Unchanged, a verbal bet follows the skipped player: he checks after a check, calls after
       * a call, keeps his bet after a fold (the article of each case); null = it binds as made.
       */
      readonly verbalFollowsSkipped: Cited<{
        readonly afterCheck: string;
        readonly afterCall: string;
        readonly afterFold: string;
      } | null>;
      /** Unchanged, chips raised over a bet: 'reduced-to-call' = they only call, no raise later. */
      readonly unchangedRaiseOverBet: Cited<'reduced-to-call' | 'as-made'>;
      /** Unchanged, a check out of turn bars a later bet or raise in the round. */
      readonly checkBarsRaise: Cited<boolean>;
      /** Unchanged, a call out of turn bars a later raise in the round. */
      readonly callBarsRaise: Cited<boolean>;
      /** Changed, chips raised over a bet: call or fold (a fold forfeits the bet faced), or every option back. */
      readonly changedRaiseOverBet: Cited<'call-or-fold' | 'options-restored'>;
      /** Changed, chips put in as an opening bet. */
      readonly changedBet: Cited<'must-call' | 'call-or-fold' | 'options-restored'>;
      /** Changed, a check, a call or a verbal action. */
      readonly changedOther: Cited<'call-or-fold' | 'options-restored'>;
    };
  };

  /** Dealing errors (misdeals). */
  readonly deal: {
    /**
     * Until when a misdeal may be declared: until the first voluntary action of the hand, until
     * the big blind has acted, or until substantial action (two consecutive actions that put
     * chips in, or any three).
     */
    readonly misdealUntil: Cited<
      'first-voluntary-action' | 'big-blind-acted' | 'substantial-action'
    >;
    /** Who may declare a misdeal (a dealer outside the list reports it and an official rules). */
    readonly misdealDeclaredBy: Cited<readonly Role[]>;
    /**
     * Whether the chief judge (the director) may authorise a named person to declare misdeals in
     * this competition, the delegation on record (FSPR 6.3). False: only the roles above declare.
     */
    readonly misdealDelegation: Cited<boolean>;
    /**
     * A button dealt too few cards: he may be given the missing card from the stub if he has not
     * acted (his hand is dead once he has, Club Rule 37), or it is a wrong number of cards like
     * any other seat's (misdeal before the cut-off, a dead hand after).
     */
    readonly buttonShortCard: Cited<'missing-card-dealt' | 'wrong-card-count'>;
    /**
     * A defective deck (too few or too many cards, mismatched backs) found while a hand is dealt:
     * a misdeal at any point of the hand, every bet back and the hand dealt again; the hand
     * stopped and every chip returned (no redeal); or the deck replaced and the hand played on.
     */
    readonly defectiveDeck: Cited<'misdeal' | 'hand-void' | 'deck-replaced'>;
    /**
     * A card found face up in the deck: removed as if it did not exist (not a burn), or replaced
     * by the next card and used as the next burn card.
     */
    readonly faceUpCardInDeck: Cited<'discarded' | 'next-burn'>;
    /**
     * A table's decks: who may have a deck changed and for what, and whether a player's own
     * request is ever admitted (FSNP Art. 68-69, 122; FSPR 6.4.9; Club Rule 26; LNSE II.20).
     */
    readonly decks: Cited<{
      /** Who may order a deck changed (the requester recorded on `DeckReplaced`). */
      readonly orderedBy: readonly DeckRequester[];
      /** The reasons a deck is changed for under this ruleset. */
      readonly reasons: readonly DeckChangeReason[];
      /** The reasons for which a player's own request is admitted; empty: players may not ask. */
      readonly playerMayAskFor: readonly DeckChangeReason[];
      /** The article behind a new deck when a table opens or its dealer changes; null: none of this ruleset's. */
      readonly newDeckCite: string | null;
      /** Articles cited beside the parameter's own for a reason (a defective deck, a card exposed off the table). */
      readonly reasonCites: Readonly<Partial<Record<DeckChangeReason, string>>>;
    }>;
  };

  readonly seating: {
    readonly playersPerTable: Cited<{ readonly min: number; readonly max: number }>;
    readonly seatDraw: Cited<'random-recorded'>;
    readonly specialNeedsException: Cited<boolean>;
    readonly startTablesDifferByAtMost: Cited<number>;
    readonly buttonDraw: Cited<'first-ace-else-highest-rank' | 'highest-card-rank-then-suit'>;
    readonly suitOrder: Cited<readonly Suit[]>;
  };

  readonly registration: {
    readonly lateRegistrationEndsAfterLevel: Cited<number | null>;
    /**
     * A tournament type whose starting stack the catalog fixes (FSNP Art. 43, 139.1(c) ...) is
     * created with exactly that stack; false: the stack is published per tournament.
     */
    readonly startingStackFixedByType: Cited<boolean>;
    readonly lateStack: Cited<'full' | 'reduced-by-forced-bets-due'>;
    readonly emptySeatStacksRemovedAfterLevel: Cited<number | null>;
    readonly playerCap: Cited<'published-cap-extension-only-below-cap' | 'seats-available'>;
    readonly maxRegistrationsPerPlayer: Cited<number | null>;
    readonly capCountsFirstEntry: Cited<boolean>;
    readonly reEntriesCountAsParticipantsForPayout: Cited<boolean>;
    readonly minimumAge: Cited<number | null>;
    readonly identityRequired: Cited<boolean>;
    /** Entry needs a valid federation membership card; the API attaches the registry's facts. */
    readonly federationMembershipRequired: Cited<boolean>;
    /** A federation season disqualification refuses entry while it runs. */
    readonly seasonDisqualificationRefusesEntry: Cited<boolean>;
    readonly juniorsRefusedFromOpenEvents: Cited<boolean>;
    readonly noShowRegistrant: Cited<'no-refund-no-place'>;
    /**
     * A registration is checked against the exclusion / self-exclusion register the operator
     * loads; a listed person is refused with a code only.
     */
    readonly exclusionRegisterChecked: Cited<boolean>;
    /** Employers whose staff (and their first-degree relatives) may not play; null = no such rule. */
    readonly barredEmployers: Cited<readonly string[] | null>;
    /** The day a player's age is taken on: the tournament's first day, or the day he plays. */
    readonly ageReferenceDate: Cited<'scheduled-start-local-day' | 'playing-day-local'>;
    /** The director may place stacks at free seats for possible late registrants once play runs. */
    readonly reserveStacksByDirector: Cited<boolean>;
    /**
     * An absent player's stack leaves play at the end of the first level of his day unless a
     * hold was granted; null = no such removal.
     */
    readonly absentStackRemovedAfterDayLevel: Cited<number | null>;
    /**
     * A place is reserved only by paying the whole price of the entry: a registration with a
     * smaller amount paid at the cashier is refused (false: the amount paid is recorded beside
     * the price, a deposit).
     */
    readonly reservationNeedsFullPayment: Cited<boolean>;
    /**
     * The chip purchase voucher issued at each registration (order number, full name, identity
     * document, amount) and its copies; null: no voucher beyond the purchase line.
     */
    readonly purchaseVoucher: Cited<{ readonly copies: number } | null>;
    /**
     * By registering, the player assigns his image rights to the operator and warrants he may
     * assign them; the registration records it. false: nothing assigned by registering.
     */
    readonly imageRightsAssignedOnRegistration: Cited<boolean>;
    /**
     * The control card handed over at accreditation: one Buy In coupon, a Re Buy coupon for each
     * rebuy the structure allows and an Add On coupon if there is one, in these parts (one for
     * the operator, one for the regulator, one for the table's drop). At the end of the rebuy and
     * add-on periods the unused coupons are withdrawn before the regulator's staff. null: none.
     */
    readonly controlCard: Cited<{
      readonly parts: readonly ('operator' | 'regulator' | 'table-drop')[];
      /**
       * The ruleset's articles on each coupon: the Buy In coupons collected at the table, a Re Buy
       * (Add On) coupon used for each purchase, the unused ones withdrawn at the period's end.
       */
      readonly articles: {
        readonly buyInCollected: string;
        readonly rebuyUsed: string;
        readonly addOnUsed: string;
        readonly rebuyVoided: string;
        readonly addOnVoided: string;
      };
    } | null>;
  };

  readonly reEntry: {
    readonly threshold: Cited<Threshold>;
    readonly onlyBetweenHands: Cited<boolean>;
    readonly bustedInPreviousHandEligible: Cited<boolean>;
    readonly mustAnnounceBeforeNextHand: Cited<boolean>;
    readonly announcingIsBinding: Cited<boolean>;
    readonly requiresElimination: Cited<boolean>;
    readonly paysFeesAgain: Cited<boolean>;
    /**
     * A rebuy or re-entry paid while a hand is running at the player's table: refused, or
     * booked at once with its chips added when that hand ends (they play from the next hand).
     */
    readonly paidDuringHand: Cited<'refused' | 'chips-from-next-hand'>;
  };

  readonly addOn: {
    readonly atBreakAfterLevel: Cited<number | null>;
    readonly startingStackMultiple: Cited<number>;
    readonly maxPerPlayer: Cited<number>;
    readonly stackCondition: Cited<null>;
    readonly bustedOnLastHandMayTake: Cited<boolean>;
    /** A rebuy and the add-on may be bought together at the add-on break (rebuy conditions and limit apply). */
    readonly combinedWithRebuy: Cited<boolean>;
  };

  readonly topUp: {
    readonly threshold: Cited<Threshold>;
    readonly startingStackMultiple: Cited<number>;
  };

  readonly fees: {
    readonly splitPerPurchase: Cited<readonly PurchaseItem[]>;
    /** Minimum prize-fund part of each purchase item, basis points; null = the club decides. */
    readonly minPrizeFundShareBp: Cited<number | null>;
    readonly maxOperatorShareBp: Cited<number | null>;
    readonly prizePartRounding: Cited<'prize-part-rounded-up' | 'as-configured'>;
    /**
     * Where a published prize share is rounded up: on each item's aggregate gross when the pool
     * is determined (LNSE 123/13 I.62), or in each purchase's configured price split.
     */
    readonly prizeRoundedOn: Cited<'item-aggregate' | 'each-purchase'>;
    readonly transactionCodes: Cited<Readonly<Partial<Record<PurchaseItem, string>>>>;
    readonly refundBeforeRegistrationClose: Cited<boolean>;
    readonly competitionFeeAllToPrizeFund: Cited<boolean>;
    /**
     * The cashiers who take the purchases cash up at the end of each shift: the purchase lines
     * booked since the last cash-up against the cash counted (false: no such reconciliation).
     */
    readonly cashierShiftReconciliation: Cited<boolean>;
  };

  readonly prizePool: {
    readonly fixedAfterPurchasePeriods: Cited<boolean>;
    readonly payoutTable: Cited<PayoutTableId>;
    readonly payoutFixedAtRegistrationClose: Cited<boolean>;
    /**
     * The tournament publishes its scale of paid places by bands of registrants (LNSE 123/13
     * I.1(10), I.65): the band is selected from the registrants when registration closes.
     * false: the ruleset's own table decides (FSNP Art. 131).
     */
    readonly scaleByRegistrantBands: Cited<boolean>;
    /**
     * Prizes from the pool: every place gets at least floor(pct x pool); the residual units go
     * by largest remainder (DECISION-3) or one each to the highest places.
     */
    readonly rounding: Cited<PrizeRounding>;
    /** The winner signs the payment receipt before the prize is paid (LNSE 123/13 IV.9.1(e)). */
    readonly signedReceiptBeforePayment: Cited<boolean>;
    readonly sharedPlaces: Cited<'pool-and-split-equally'>;
    readonly sharedPlaceExtraUnit: Cited<'first-seat-left-of-button-then-table-number'>;
    readonly aboveTable: Cited<'reject-unless-published'>;
    readonly shortField: Cited<'unpaid-shares-to-first'>;
    readonly dealsAllowed: Cited<boolean>;
    readonly disqualifiedPrize: Cited<
      'shared-equally-among-active' | 'forfeited-stays-in-pool' | 'ruling'
    >;
    readonly withholdingBp: Cited<number | null>;
    readonly paymentAgainstReceiptAndId: Cited<boolean>;
    readonly qualifierTickets: Cited<'fund-div-ticket-value-remainder-to-next-place'>;
    readonly cancellation: Cited<'record-settlement' | 'refund-all'>;
    readonly unclaimedPrizes: Cited<'open-liability'>;
  };

  readonly tables: {
    readonly balanceWhenShortBy: Cited<number>;
    readonly balanceReference: Cited<'starting-count' | 'fullest-table'>;
    /** A non-final table with this many players or fewer may not start a hand; null = no such halt. */
    readonly haltNonFinalTableAtPlayers: Cited<number | null>;
    readonly movedPlayer: Cited<'next-big-blind-to-worst-position'>;
    readonly breakOrder: Cited<'announced-in-advance'>;
    readonly finalTableSize: Cited<number>;
    /**
     * How the final table's seats are drawn: at random by the system, or by seat cards picked in
     * the order of a face-up card dealt to each player from seat 1 clockwise, highest first.
     */
    readonly finalTableSeatDraw: Cited<'system-rng' | 'seat-card-draw'>;
    readonly redrawAt: Cited<
      readonly ('final-table' | 'three-tables' | 'two-tables' | 'day-start')[]
    >;
    readonly handForHand: Cited<'near-the-money'>;
    /** No table starts hand-for-hand hand k+1 until every table has finished hand k. */
    readonly handForHandRounds: Cited<'every-table-finishes-each-round'>;
    /** An announced all-in freezes its table; frozen hands finish last, in announced order; null = no freeze. */
    readonly allInFreeze: Cited<'finish-after-other-tables-in-announced-order' | null>;
    /** 'paid-places': hand-for-hand ends by itself once the field is within the prize places. */
    readonly handForHandEnds: Cited<'paid-places' | 'director'>;
    /** A player out is placed after every player still in (players left + 1). */
    readonly placeByElimination: Cited<'players-left-plus-one'>;
    readonly sameHandDifferentTables: Cited<'share-places'>;
    readonly sameHandSameTable: Cited<'bigger-start-stack-better-place'>;
    readonly equalStartStacks: Cited<'share-places'>;
    readonly sharedPlaceNumber: Cited<'better'>;
  };

  readonly clock: {
    /**
     * The article a published structure answers to: levels 1..n in order, durations > 0,
     * small blind under big blind, ante ≤ big blind, blinds that never fall
     * (levelShapeProblems in level-structures.ts).
     */
    readonly levelStructure: Cited<'numbered-rising-blinds'>;
    readonly newLevelFrom: Cited<'next-hand'>;
    readonly minBreakMinutes: Cited<number>;
    readonly maxPlayMinutesWithoutBreak: Cited<number | null>;
    readonly maxPlayMinutesPerDay: Cited<number | null>;
    readonly pauseBy: Cited<readonly Role[]>;
    readonly structureChangeBy: Cited<readonly Role[]>;
    readonly atLeastOneOrbitPerLevel: Cited<boolean>;
  };

  readonly chipRace: {
    readonly raceChips: Cited<'half-up' | 'down'>;
    readonly maxChipsPerPlayer: Cited<number>;
    readonly dealFrom: Cited<'seat-1-clockwise'>;
    readonly suitOrder: Cited<readonly Suit[]>;
    readonly protectionChip: Cited<'smallest-denomination-in-play'>;
    readonly protectionWhen: Cited<'left-with-no-chips'>;
    readonly protectionChipIsExtra: Cited<boolean>;
    readonly onlyBetweenLevels: Cited<boolean>;
    /**
     * Chips of the retired denomination found with a player after the race (FSNP Art. 42): their
     * value is exchanged for chips still in play where it makes one, the rest leaves play;
     * null: the ruleset has no such procedure.
     */
    readonly leftoverAfterRace: Cited<'exchange-then-remove' | null>;
  };

  readonly multiDay: {
    readonly endOfDayDrawAtMinutesLeft: Cited<number | null>;
    readonly endOfDayHands: Cited<{ readonly min: number; readonly max: number } | null>;
    readonly resume: Cited<'interrupted-level-remaining-time'>;
    readonly bagPerDenomination: Cited<boolean>;
    readonly redrawOnResume: Cited<boolean>;
    readonly missingChipReceipt: Cited<'penalty-keeps-place' | 'ruling'>;
  };

  readonly ranking: {
    readonly formula: Cited<RankingFormulaId | null>;
    readonly disqualifiedPoints: Cited<'none'>;
    readonly sharedPlaces: Cited<'share-points-of-covered-places'>;
    readonly everyPlaceScores: Cited<boolean>;
  };

  readonly discipline: {
    readonly authority: Cited<SanctionAuthority>;
    readonly offenceCounting: Cited<{
      readonly scope: 'competition';
      readonly perClause: boolean;
      readonly annulledCount: boolean;
    }>;
    /** The ordinal verbal warning after which the director may penalise or exclude; null = no such rule. */
    readonly warningsBeforeDirectorSanction: Cited<number | null>;
    readonly missedRound: Cited<'players-at-table-at-imposition-including-offender'>;
    readonly whileServing: Cited<'forced-bets-posted-cards-killed'>;
    readonly carriesAcrossTablesAndDays: Cited<boolean>;
    readonly chipPenaltiesAllowed: Cited<boolean>;
    /**
     * What follows when the floor finds chips given to another player or a seat given to someone
     * else (FSNP Art. 38; LNSE 123/13 II.11): the chips go back to the giver, or both players are
     * disqualified and both stacks leave play; a seat always stays with its player.
     */
    readonly chipOrSeatPass: Cited<{
      readonly chips: 'returned-to-giver' | 'both-disqualified-stacks-removed';
      readonly seat: 'stays-with-player';
    }>;
    readonly directorPenaltiesFinal: Cited<boolean>;
    readonly rulingAppeal: Cited<'to-highest-authority-present' | 'none' | 'protest-to-federation'>;
    readonly seasonBanSeason: Cited<'season-of-decision' | null>;
    readonly protest: Cited<{
      readonly filedBy: 'sanctioned-participant';
      readonly against: 'any-official-sanction-or-ruling';
      readonly onePerSanction: boolean;
      readonly suspensive: boolean;
      readonly through: Role;
      readonly deadline: 'before-competition-end';
      readonly decidedBy: Role;
      readonly decisionDays: number;
      readonly countFrom: 'day-after-receipt';
      readonly lateDecision: 'accepted-flagged-late';
      /** The article a protest filed after the competition's end is refused under. */
      readonly deadlineRef: string;
    } | null>;
  };

  readonly tournamentTypes: Cited<readonly TournamentTypeCode[]>;

  /** The regulator's procedures: recorded steps later commands depend on (LNSE 123/13 I.1, I.6, IV.11). */
  readonly procedures: {
    /** Registration opens only once the characteristics are published, and only inside the published sale window. */
    readonly characteristicsBeforeSale: Cited<boolean>;
    /** The advance sale opens at least this many days before the event; null = no minimum. */
    readonly advanceSaleMinDays: Cited<number | null>;
    /** The acts that need the regulator's consent recorded first; each consent is used once. */
    readonly consentRequiredFor: Cited<readonly ConsentScope[]>;
    /** A Sit & Go publishes its buy-in band and prize table per field size; the buy-in must lie in the band. */
    readonly sitAndGoBandAndPrizeTable: Cited<boolean>;
    /** A Sit & Go starts only after the regulator's authorisation, or the inspector's notice and Acta. */
    readonly sitAndGoStartGates: Cited<boolean>;
    /** The Sit & Go vouchers are collected with the regulator's officer once play has started. */
    readonly sitAndGoVouchersWithRegulator: Cited<boolean>;
    /**
     * A Sit & Go is bought at the cashier and starts once its quota is full: it has no advance
     * sale, so the minimum advance-sale period does not bind it.
     */
    readonly sitAndGoBoughtAtCashier: Cited<boolean>;
  };

  readonly training: {
    readonly minimumStayMinutes: Cited<number | null>;
    readonly prizeDistribution: Cited<'pro-rata-chips' | null>;
    readonly reEntry: Cited<'unlimited-same-seat' | null>;
  };
}
