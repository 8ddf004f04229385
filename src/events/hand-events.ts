/**
 * Hands at the table (issue 5): the facts a dealer, floor or director records while a hand is
 * played. Events hold what happened (who did what, for how much), never the engine's state:
 * the hand is rebuilt by replaying them through src/poker/hand.ts.
 * Cards are integers (rank * 4 + suit, src/poker/cards.ts); null is a card not recorded.
 */

import type { GameCode } from '../rules/games';

export type AnteFormat = 'none' | 'standard' | 'big-blind';

export interface HandSeat {
  readonly seat: number;
  /** null: a reserved seat's starting set (FSNP Art. 135), always absent. */
  readonly playerId: string | null;
  readonly stack: number;
}

/** How a fixed-limit hand is bet (PHH.md 5 `small_bet`, `big_bet`; the ruleset's `game.fixedLimit`). */
export interface FixedLimitTerms {
  /** The bet pre-flop and on the flop. */
  readonly smallBet: number;
  /** The bet on the turn and river. */
  readonly bigBet: number;
  /** Voluntary bets and raises per betting round; null: no cap. */
  readonly raiseCap: number | null;
  /** The cap does not apply while only two players remain in the hand. */
  readonly capLiftedHeadsUp: boolean;
}

/** How a stud hand opens (PHH.md 5 `bring_in`; the ruleset's `game.stud`). */
export interface StudTerms {
  readonly bringIn: number;
  /** Suits lowest first, for a tie on rank between the lowest up cards. */
  readonly bringInSuitOrder: string;
  /** An open pair on fourth street allows the big bet. */
  readonly openPairBigBet: boolean;
}

/** Button, blinds, antes and who is dealt in, derived by src/poker/button.ts (FSNP Art. 45-58). */
export interface HandPlannedData {
  readonly tableId: string;
  readonly handNo: number;
  readonly level: number;
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly ante: number;
  readonly anteFormat: AnteFormat;
  /** The level's game, dealt and bet as src/rules/games.ts says (issue 23); absent: NT. */
  readonly game?: GameCode;
  /**
   * How the level's hands are bet: the named game's structure, else the ruleset's
   * `game.bettingStructure` (FSNP Art. 86's limited-stake Hold'em has no PHH code of its own).
   * Absent in streams older than it: the game's row, or the ruleset's when no game was recorded.
   */
  readonly structure?: 'no-limit' | 'pot-limit' | 'fixed-limit';
  /**
   * A fixed-limit hand's bets and raise cap, fixed when it is planned (issue 23): the level's
   * small and big bet, the ruleset's `game.fixedLimit`. Absent in every other structure.
   */
  readonly fixedLimit?: FixedLimitTerms;
  /**
   * A stud hand's bring-in and the ruleset's stud rules, fixed when it is planned (issue 23):
   * the level's bring-in, `game.stud.bringInSuitOrder` and `game.stud.openPairBigBet`. Absent
   * in every other game. A stud hand posts no blinds: `ante` is posted by every player dealt in.
   */
  readonly stud?: StudTerms;
  readonly buttonSeat: number;
  readonly buttonDead: boolean;
  readonly smallBlindSeat: number;
  readonly smallBlindDead: boolean;
  readonly bigBlindSeat: number;
  readonly headsUp: boolean;
  /** Position order: first left of the button ... button (heads-up: big blind, button). */
  readonly dealtIn: readonly HandSeat[];
  /** Newcomers between the button and the small blind, not dealt in (FSNP Art. 82). */
  readonly waiting: readonly number[];
  readonly ruleRefs: readonly string[];
}

export interface ForcedBetsPostedData {
  readonly tableId: string;
  readonly handNo: number;
  readonly posts: readonly {
    readonly seat: number;
    readonly kind: 'small-blind' | 'big-blind' | 'ante';
    readonly amount: number;
    readonly allIn: boolean;
  }[];
  /** Seats whose forced bets were taken from the stack of an absent player (FSNP Art. 59). */
  readonly absentSeats: readonly number[];
  readonly structure: 'no-limit' | 'pot-limit' | 'fixed-limit';
  /** Smallest chip in play: odd chips are shared in units of it (DECISION-5). */
  readonly chipUnit: number;
  /** When a short raise reopens the betting (Club Rule 47; FSNP Art. 90; DECISION-6); absent: not singly, cumulatively yes. */
  readonly reopening?: {
    readonly shortAllInReopens: boolean;
    readonly cumulativeShortAllInsReopen: boolean;
  };
  readonly at: string;
}

/** One seat's cards as dealt; a stud street says which lie face up (absent: the street's default). */
export interface DealtHand {
  readonly seat: number;
  readonly cards: readonly (number | null)[];
  /** Stud: for each card, whether it was dealt face up (FSPR 6.5.1, 6.5.2); absent: the street's default. */
  readonly faceUp?: readonly boolean[];
}

/**
 * Hole cards dealt. In stud (F7S) one event per street and group of seats: third street's three
 * cards (down, down, up), one card on fourth to seventh street (up, the seventh down).
 */
export interface HoleCardsDealtData {
  readonly tableId: string;
  readonly handNo: number;
  readonly hands: readonly DealtHand[];
}

/** 'bring-in': stud's forced bet on third street, posted in turn by the lowest up card (PHH `pb`). */
export type RecordedAction = 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'all-in' | 'bring-in';

export interface ActionRecordedData {
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  readonly action: RecordedAction;
  /** bet / raise / all-in: the seat's total for the round; call: chips put in; else 0. */
  readonly amount: number;
  readonly at: string;
  /** Set when the system acted for the seat: an absent or dead hand folds (FSNP Art. 59, 101, 103). */
  readonly auto?: 'absent' | 'dead-hand' | 'time-expired';
  /** An action held out of turn and applied when the turn came (FSNP Art. 96, 99-100). */
  readonly outOfTurn?: { readonly outcome: string; readonly ruleRef: string };
  /**
   * What the dealer saw, when it is not the action applied as it stands (Club Rule 40-61;
   * FSNP Art. 83-109): the word said with the amount named, the chips pushed by denomination.
   */
  readonly seen?: {
    readonly action?: RecordedAction;
    readonly amount?: number;
    readonly chips?: readonly number[];
    readonly first?: 'word' | 'chips';
  };
  /**
   * The ruleset's consequence, applied as `action` and `amount` above: e.g. completed to the
   * minimum raise, reduced to a call, treated as a check (with the chips he must add or gets back).
   */
  readonly ruling?: {
    readonly outcome: string;
    readonly ruleRef: string;
    readonly toComplete?: number;
    readonly returned?: number;
  };
}

export interface OutOfTurnActionHeldData {
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  readonly action: RecordedAction;
  readonly amount: number;
  readonly manner: 'physical' | 'verbal';
  /** "Call" said before the bettor named his amount (Club Rule 59). */
  readonly premature?: boolean;
  /** The penalty clause the ruleset requires for it, to be recorded by the floor (Club Rule 53). */
  readonly penaltyDue?: { readonly clause: string; readonly ruleRef: string };
  readonly at: string;
}

export interface BoardDealtData {
  readonly tableId: string;
  readonly handNo: number;
  /** 1 flop, 2 turn, 3 river. */
  readonly street: number;
  readonly cards: readonly (number | null)[];
  /** Cards seen but not in the board: the fourth flop card drawn as the burn (Club Rule 39). */
  readonly exposed?: readonly (number | null)[];
  readonly ruling?: { readonly outcome: string; readonly ruleRef: string };
}

export interface ShowdownRecordedData {
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  /** true: tabled; false: mucked, unless `released` or `partial` says otherwise. */
  readonly shown: boolean;
  readonly cards?: readonly (number | null)[];
  /** Thrown face down, still live and retrievable until mucked (Club Rule 14; FSNP Art. 104(a)). */
  readonly released?: boolean;
  /** Fewer cards shown than the hand holds: not tabled (Club Rule 15; FSNP Art. 111). */
  readonly partial?: boolean;
  /** The seat that asked to see this hand (Club Rule 18; FSNP Art. 115). */
  readonly requestedBy?: number;
  /** What the player said his hand was: recorded, never read (cards speak, Club Rule 12). */
  readonly said?: string;
  /** The ruleset's consequence of a partial show, with its article. */
  readonly ruling?: { readonly outcome: string; readonly ruleRef: string };
}

export interface AwardedPot {
  readonly amount: number;
  readonly eligibleSeats: readonly number[];
  readonly winnerSeats: readonly number[];
  readonly shares: readonly { readonly seat: number; readonly chips: number }[];
}

export interface PotsAwardedData {
  readonly tableId: string;
  readonly handNo: number;
  /** cards: computed by the engine from the shown hands; declared: named by the floor. */
  readonly method: 'cards' | 'uncontested' | 'declared';
  readonly pots: readonly AwardedPot[];
  readonly returned: readonly { readonly seat: number; readonly chips: number }[];
  /** Club Rule 62; FSNP Art. 92: hidden chips of an all-in winner, given back outside the pots. */
  readonly hiddenReturned?: readonly { readonly seat: number; readonly chips: number }[];
  readonly at: string;
}

export interface HandVoidedData {
  readonly tableId: string;
  readonly handNo: number;
  readonly code: string;
  readonly ruleRef: string;
  /** Every seat's stack as at the start of the hand: every chip goes back (FSPR 6.2, 6.3). */
  readonly stacks: readonly { readonly seat: number; readonly chips: number }[];
  readonly redeal: boolean;
}

/** A floor or director ruling at a table, citing the rule and naming the official. */
export interface FloorRulingData {
  readonly tableId: string;
  readonly handNo: number;
  readonly code: string;
  readonly ruleRef: string;
  readonly official: { readonly id: string; readonly role: string };
  readonly outcome: string;
  readonly seat?: number;
  readonly detail: string;
  /** Cards the ruling concerns, as exposed or drawn (e.g. a four-card flop sent back, FSPR 6.6.3). */
  readonly cards?: readonly (number | null)[];
  readonly at: string;
}

/**
 * A pot award corrected after a dispute was upheld (Club Rule 22; LNSE 123/13 II.112): the
 * award stays in the history as it was; this moves chips between seats of hand `handNo`.
 * `moves` add up to zero: a negative `chips` is taken from the seat, a positive given to it.
 */
export interface PotAwardCorrectedData {
  readonly tableId: string;
  readonly handNo: number;
  /** Index of the pot in the hand's PotsAwarded (0: the main pot). */
  readonly pot: number;
  readonly moves: readonly {
    readonly seat: number;
    readonly playerId: string;
    readonly chips: number;
  }[];
  readonly reason: string;
  readonly official: { readonly id: string; readonly role: string };
  readonly ruleRef: string;
  readonly at: string;
}

/**
 * The button was found on the wrong seat (FSNP Art. 51, 58; LNSE II.36-38): where it was, where
 * it should have been, and what the ruleset made of it. `nextHandFrom` is the positions the next
 * hand is planned from (null when the hand was voided and is dealt again).
 */
export interface ButtonCorrectedData {
  readonly tableId: string;
  readonly handNo: number;
  /** The seat the button was on at the table. */
  readonly misplacedSeat: number;
  /** The seat the blind order put it on for this hand. */
  readonly buttonSeat: number;
  readonly foundAfterSubstantialAction: boolean;
  readonly outcome: 'hand-voided' | 'play-on';
  readonly nextHandFrom: {
    readonly buttonSeat: number;
    readonly smallBlindSeat: number;
    readonly bigBlindSeat: number;
  } | null;
  readonly official: { readonly id: string; readonly role: string };
  readonly ruleRef: string;
  readonly at: string;
}

export interface HandDeclaredDeadData {
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  readonly code: string;
  readonly ruleRef: string;
  /** Club Rule 65: his bet of the round that nobody had called, given back to his stack. */
  readonly returned?: number;
}

export interface TimeCalledData {
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  readonly at: string;
  /** The player has this long to act before his hand is dead (FSNP Art. 103). */
  readonly deadline: string;
  /**
   * When the countdown starts (the allowance ends), for a ruleset with a countdown
   * (Club Rule 29: 25 s then 5 s; FSPR 7.1.7: 60 s then 10 s). Absent: no countdown.
   */
  readonly countdownAt?: string;
}

/**
 * Club Rule 62; FSNP Art. 92; LNSE II.95: chips an all-in player kept out of view, found after
 * the action. They were part of his all-in; if he wins he is paid only on the rest.
 */
export interface HiddenChipsDiscoveredData {
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  readonly chips: number;
  readonly official: { readonly id: string; readonly role: string };
  readonly at: string;
}

/**
 * A bet found wrong while its round was open, and the amount that stands (LNSE 123/13 II.96-97,
 * II.99; FSNP Art. 88, 93; Club Rule 49, 52): the facts (the chips pushed, the amount found
 * right) and the ruling's chip moves, by seat.
 */
export interface BetCorrectedData {
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  /** The seat's total for the round as pushed and recorded. */
  readonly pushed: number;
  /** The amount the floor found the bet should be. */
  readonly found: number;
  /** The seat's total for the round that stands after the ruling (capped by his stack). */
  readonly stands: number;
  /** 'completed': a short bet made up; 'reduced': the announced amount counts (FSNP Art. 93(b)). */
  readonly outcome: 'completed' | 'reduced';
  /** The ruleset's `game.betCorrection.shortBetCallers` when ruled: how the callers were brought up. */
  readonly callers: 'topped-up' | 'call-or-fold';
  /** Chips each seat put in (+) or took back (-), the corrected seat included. */
  readonly moves: readonly { readonly seat: number; readonly chips: number }[];
  /** Seats that had called the old amount and now owe the difference: call or fold only. */
  readonly owing: readonly number[];
  readonly ruleRef: string;
  readonly official: { readonly id: string; readonly role: string };
  readonly at: string;
}

/** FSPR 7.1.6 (note 2): the opponent's choice after a heads-up deliberate exposure. */
export interface ExposureOptionChosenData {
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  readonly exposerSeat: number;
  readonly option: 'general-rules' | 'bet-as-all-in' | 'withdraw-uncalled';
  /** 'default': nobody chose, the rule's default applied. */
  readonly chosenBy: 'player' | 'default';
  readonly at: string;
}

/**
 * FSPR 6.5.5: the player whose seventh card was exposed elects to be treated as all-in (his
 * remaining chips set aside for the rest of the hand) or to play on under the general rules.
 */
export interface SeventhCardElectionMadeData {
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  readonly option: 'all-in-treatment' | 'play-on';
  /** 'default': the dealer recorded no choice; he plays on (ASSUMPTION). */
  readonly chosenBy: 'player' | 'default';
  /** Chips set aside with the all-in treatment, given back to him after the award. */
  readonly setAside: number;
  readonly at: string;
}

/** The allowance ran out and the countdown was announced (Club Rule 29; FSPR 7.1.7 note). */
export interface TimeCountdownStartedData {
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  readonly at: string;
  readonly deadline: string;
}

export type EliminationReason = 'busted' | 'withdrawal' | 'disqualification';

export interface PlayerEliminatedData {
  readonly playerId: string;
  readonly reason: EliminationReason;
  readonly tableId: string | null;
  readonly handNo: number | null;
  /** Finishing place (FSNP Art. 132; LNSE I.68-72); shared places per DECISION-4. */
  readonly place: number;
  /** How many players share this place (1: alone). */
  readonly sharedBy: number;
  /** In a shared place, who takes an indivisible unit first (DECISION-4): 1, 2, … */
  readonly splitOrder?: number;
  readonly stackAtStart: number;
  /** Chips taken out of play (withdrawal, disqualification: LNSE I.59-61). */
  readonly chipsRemoved: number;
  /**
   * FSNP Art. 35: the chips `chipsRemoved` takes out of the room's count per denomination
   * (largest first, chips/inventory.ts); absent when the count is unknown, or in older streams.
   */
  readonly chipsRemovedByDenomination?: readonly {
    readonly denomination: number;
    readonly count: number;
  }[];
  readonly eliminatedBy: readonly string[];
  /** Bounty tournaments: who receives the player's bounty chip (FSNP Art. 141(a)). */
  readonly bountyTo?: string | null;
  readonly at: string;
}

export interface TournamentCompletedData {
  readonly winnerId: string;
  /**
   * Where the format ends before one player holds every chip (FSNP Art. 142(a)): the article,
   * and the players who finish together in the top places whatever their chips.
   */
  readonly endedBy?: { readonly ruleRef: string; readonly finalists: readonly string[] };
  readonly completedAt: string;
  readonly standings: readonly {
    readonly playerId: string;
    readonly place: number;
    readonly sharedBy: number;
    readonly bountiesWon: number;
    /** Chips that ranked a player still in at the end (FSNP Art. 140.1(f)). */
    readonly chips?: number;
  }[];
}

/** FSPR 6.3: the chief judge authorises a named person to declare misdeals in this competition. */
export interface MisdealAuthorityDelegatedData {
  readonly delegate: { readonly id: string; readonly name?: string };
  readonly by: { readonly id: string; readonly role: string };
  readonly ruleRef: string;
  readonly at: string;
}

/** FSPR 6.3: the chief judge withdraws a delegation; the delegate declares no misdeal after it. */
export interface MisdealAuthorityRevokedData {
  readonly delegateId: string;
  readonly by: { readonly id: string; readonly role: string };
  readonly ruleRef: string;
  readonly at: string;
}

export type HandEventBody =
  | { readonly type: 'HandPlanned'; readonly data: HandPlannedData }
  | { readonly type: 'ForcedBetsPosted'; readonly data: ForcedBetsPostedData }
  | { readonly type: 'HoleCardsDealt'; readonly data: HoleCardsDealtData }
  | { readonly type: 'ActionRecorded'; readonly data: ActionRecordedData }
  | { readonly type: 'OutOfTurnActionHeld'; readonly data: OutOfTurnActionHeldData }
  | { readonly type: 'BoardDealt'; readonly data: BoardDealtData }
  | { readonly type: 'ShowdownRecorded'; readonly data: ShowdownRecordedData }
  | { readonly type: 'PotsAwarded'; readonly data: PotsAwardedData }
  | { readonly type: 'HandVoided'; readonly data: HandVoidedData }
  | { readonly type: 'FloorRuling'; readonly data: FloorRulingData }
  | { readonly type: 'MisdealAuthorityDelegated'; readonly data: MisdealAuthorityDelegatedData }
  | { readonly type: 'MisdealAuthorityRevoked'; readonly data: MisdealAuthorityRevokedData }
  | { readonly type: 'PotAwardCorrected'; readonly data: PotAwardCorrectedData }
  | { readonly type: 'ButtonCorrected'; readonly data: ButtonCorrectedData }
  | { readonly type: 'HandDeclaredDead'; readonly data: HandDeclaredDeadData }
  | { readonly type: 'TimeCalled'; readonly data: TimeCalledData }
  | { readonly type: 'TimeCountdownStarted'; readonly data: TimeCountdownStartedData }
  | { readonly type: 'ExposureOptionChosen'; readonly data: ExposureOptionChosenData }
  | { readonly type: 'SeventhCardElectionMade'; readonly data: SeventhCardElectionMadeData }
  | { readonly type: 'HiddenChipsDiscovered'; readonly data: HiddenChipsDiscoveredData }
  | { readonly type: 'BetCorrected'; readonly data: BetCorrectedData }
  | { readonly type: 'PlayerEliminated'; readonly data: PlayerEliminatedData }
  | { readonly type: 'TournamentCompleted'; readonly data: TournamentCompletedData };

export const HAND_SCHEMA_VERSIONS: Record<HandEventBody['type'], number> = {
  HandPlanned: 1,
  ForcedBetsPosted: 1,
  HoleCardsDealt: 1,
  ActionRecorded: 1,
  OutOfTurnActionHeld: 1,
  BoardDealt: 1,
  ShowdownRecorded: 1,
  PotsAwarded: 1,
  HandVoided: 1,
  FloorRuling: 1,
  MisdealAuthorityDelegated: 1,
  MisdealAuthorityRevoked: 1,
  PotAwardCorrected: 1,
  ButtonCorrected: 1,
  HandDeclaredDead: 1,
  TimeCalled: 1,
  TimeCountdownStarted: 1,
  ExposureOptionChosen: 1,
  SeventhCardElectionMade: 1,
  HiddenChipsDiscovered: 1,
  BetCorrected: 1,
  PlayerEliminated: 1,
  TournamentCompleted: 1,
};
