import type { Card } from './cards';
import type { Rejection } from '../shared/rejection';
import type { PotEvaluation } from './split-pot';

/**
 * Pot-limit is FSNP Art. 86's "limited-stake" game; everything else in the catalogs is no-limit.
 * Fixed-limit (PHH `FT`, `F7S`; PHH.md 3.1, 5): every bet and raise is exactly the street's bet.
 */
export type BettingStructure = 'no-limit' | 'pot-limit' | 'fixed-limit';

/**
 * Hold'em: 2 hole cards, any five of seven. Omaha: 4 hole cards, exactly two of them (PHH `PO`).
 * Stud: seven-card stud (PHH `F7S`), no board: three cards on third street (two down, one up),
 * one up card on each of fourth, fifth and sixth street, the seventh down; any five of seven.
 */
export type GameKind = 'holdem' | 'omaha' | 'stud';

/**
 * Suits from lowest to highest, for the stud bring-in when two lowest up cards tie on rank: the
 * lowest suit brings it in (in razz, where the highest up card brings it in, the highest suit). Default 'cdhs' (clubs lowest, spades highest): the bridge order of
 * cards.ts and the PHH reference engine's order, so replays agree with it.
 */
export type SuitOrder = string;

/**
 * What the stud dealer does when the stub cannot give every player still in his card (FSPR
 * 6.5.3): 'replenish', the burn cards and then the muck are shuffled and dealt (so a card of a
 * folded hand may be dealt again; the PHH reference engine does the same); 'community-card', one
 * card is dealt face up in the middle for everyone on the last street (ASSUMPTION: the common
 * card-room practice; no catalog in /work/shared/domain states it).
 */
export type StudDeckExhausted = 'replenish' | 'community-card';

/**
 * How odd chips of a split pot are shared. DECISION-5 (FSNP Art. 78): one unit at a time from the
 * first seat left of the button. 'first-winner' is the PHH reference implementation's habit
 * (PHH.md 6.2, item 6); it only differs with three or more winners.
 */
export type OddChipRule = 'one-at-a-time' | 'first-winner';

/**
 * One hand's fixed facts. Players are in position order, as PHH writes them: index 0 is the first
 * player dealt in left of the button, the last index is the button. Heads-up, index 0 is the big
 * blind and index 1 the button, which posts the small blind (FSNP Art. 50).
 */
export interface HandConfig {
  readonly game?: GameKind;
  readonly structure: BettingStructure;
  readonly startingStacks: readonly number[];
  /** What each player owes as ante (a big-blind ante sits at the big blind's index). */
  readonly antes: readonly number[];
  /** What each player owes as blind or straddle. */
  readonly blinds: readonly number[];
  /** The minimum bet and the first minimum raise increment: the big blind (FSNP Art. 85, 89c). */
  readonly bigBlind: number;
  /**
   * false (default): antes are dead money in the main pot and create no side-pot level
   * (TDA Rule 72, PHH ante_trimming_status = false). true: each ante counts as the payer's contribution.
   */
  readonly anteTrimming?: boolean;
  /** A short big blind with a big-blind ante posts the blind first (TDA Rule 72); PHH posts the ante first. */
  readonly blindBeforeAnte?: boolean;
  /**
   * A big blind who is all-in for less than a full blind: true (TDA Conventions D) makes the others
   * call the full blind; false (PHH reference) makes them call the largest amount actually posted.
   */
  readonly callFullBigBlind?: boolean;
  readonly oddChips?: OddChipRule;
  /** Smallest chip in play: odd chips are shared in units of it (DECISION-5). */
  readonly chipUnit?: number;
  /** Refuse a muck by a player who must table (FSNP Art. 116-117). */
  readonly enforceTabling?: boolean;
  /**
   * When a raise short of the minimum reopens the betting for a player who has already acted
   * (Club Rule 47; FSNP Art. 90; DECISION-6). Default: a short all-in does not; short all-ins
   * that add up to a full raise do.
   */
  readonly reopening?: Reopening;
  /** Fixed-limit: the bet on the early streets (Hold'em pre-flop and flop). Default: the big blind. */
  readonly smallBet?: number;
  /** Fixed-limit: the bet on the late streets (Hold'em turn and river). Default: twice the small bet. */
  readonly bigBet?: number;
  /**
   * Fixed-limit: the most voluntary bets and raises in one betting round (a posted blind is not
   * one, as in the PHH reference engine, whose fixed-limit games allow 4). Undefined: no cap.
   */
  readonly raiseCap?: number;
  /** Fixed-limit: the cap does not apply while only two players remain in the hand. */
  readonly capLiftedHeadsUp?: boolean;
  /** Stud: the bring-in the lowest up card posts on third street (PHH.md 3.1 `bring_in`). */
  readonly bringIn?: number;
  /** Stud: suit order for the bring-in's tie on rank (see SuitOrder). Default 'cdhs'. */
  readonly bringInSuitOrder?: SuitOrder;
  /**
   * Stud: an open pair on fourth street lets any player bet or raise the big bet instead of the
   * small; once a big bet is made, raises are big bets. Default false (the PHH reference engine).
   * Not in razz, where a pair is no strength.
   */
  readonly studOpenPairBigBet?: boolean;
  /** Stud: what happens when the deck runs out (FSPR 6.5.3). Default 'replenish'. */
  readonly studDeckExhausted?: StudDeckExhausted;
  /**
   * How pots are won (split-pot.ts): 'high' (default); 'high-low-8', halved between the best high
   * and the best eight-or-better low, the high hand scooping when no low qualifies (PHH `FO/8`
   * with game 'omaha', `F7S/8` with game 'stud'); 'razz', stud for the best ace-to-five low only,
   * the bring-in by the highest up card and the best low board opening (PHH `FR`).
   */
  readonly potEvaluation?: PotEvaluation;
}

/** The ruleset's `game.underRaise` reopening rules, as the engine reads them. */
export interface Reopening {
  /** A single raise short of the minimum (an all-in) reopens the betting. */
  readonly shortAllInReopens: boolean;
  /** Several short all-ins that together reach a full raise reopen it; false: one full raise is needed. */
  readonly cumulativeShortAllInsReopen: boolean;
}

export type MaybeCard = Card | null;

export type HandAction =
  | {
      readonly type: 'dealHole';
      readonly player: number;
      readonly cards: readonly MaybeCard[];
      /**
       * Stud: which of these cards are dealt face up. Default by street (third street down, down,
       * up; fourth to sixth up; seventh down). An irregular deal (FSPR 6.5.1, 6.5.2) says so.
       */
      readonly faceUp?: readonly boolean[];
    }
  | { readonly type: 'dealBoard'; readonly cards: readonly MaybeCard[] }
  | { readonly type: 'fold'; readonly player: number }
  | { readonly type: 'check'; readonly player: number }
  | { readonly type: 'call'; readonly player: number }
  /** Stud: the bring-in, posted by the player due (PHH `pN pb`); a forced bet made in turn. */
  | { readonly type: 'bringIn'; readonly player: number }
  /**
   * Bet or raise TO a total for this betting round (blinds included, antes excluded). In stud, a
   * raise of the bring-in to the small bet is the completion (PHH `cbr`, PHH.md 4.3).
   */
  | { readonly type: 'raise'; readonly player: number; readonly to: number }
  /** Table the hand; without cards, the cards dealt. */
  | { readonly type: 'show'; readonly player: number; readonly cards?: readonly MaybeCard[] }
  | { readonly type: 'muck'; readonly player: number };

export type Phase = 'betting' | 'dealing' | 'showdown' | 'complete';

export interface PlayerState {
  readonly stack: number;
  /** Chips in front of the player in the current betting round (blinds included, antes excluded). */
  readonly bet: number;
  /** Chips from earlier rounds of this hand, after uncalled bets were returned. */
  readonly collected: number;
  readonly ante: number;
  readonly folded: boolean;
  readonly mucked: boolean;
  readonly shown: boolean;
  /** Acted voluntarily in this round; posting a blind is not acting (TDA Conventions D). */
  readonly acted: boolean;
  /** The bet to match right after this player's last action, and the minimum raise then (FSNP Art. 90). */
  readonly highAtAction: number;
  readonly minRaiseAtAction: number;
  readonly hole: readonly MaybeCard[] | null;
  /** Stud: for each card of `hole`, whether it lies face up; null in the board games. */
  readonly faceUp?: readonly boolean[] | null;
}

export interface PotResult {
  readonly amount: number;
  readonly eligible: readonly number[];
  readonly winners: readonly number[];
  /** Chips each player took from this pot, by player index. */
  readonly shares: readonly number[];
}

export interface HandResult {
  readonly pots: readonly PotResult[];
  readonly uncalledReturned: readonly number[];
  readonly finishingStacks: readonly number[];
}

export interface HandState {
  readonly config: HandConfig;
  readonly players: readonly PlayerState[];
  readonly board: readonly MaybeCard[];
  /** 0 pre-flop, 1 flop, 2 turn, 3 river. Stud: 0 third street ... 4 seventh street. */
  readonly street: number;
  readonly phase: Phase;
  /** Index of the player to act, or -1 when no betting action is due. */
  readonly toAct: number;
  /** The bet to match in this round. */
  readonly high: number;
  /** The largest full bet or raise increment of the round (FSNP Art. 85; TDA Conventions D). */
  readonly minRaise: number;
  /** The bet to match right after the last full bet or raise of this round (0: none yet). */
  readonly lastFullHigh?: number;
  /** Stud: the player to act must post the bring-in or complete (PHH.md 5; FSPR 6.5.4). */
  readonly bringInDue?: boolean;
  /** Voluntary bets and raises made in this round (fixed-limit raise cap). */
  readonly raisesThisRound?: number;
  readonly lastAggressor: number;
  readonly lastAggressorStreet: number;
  /** Antes that are dead money in the main pot (anteTrimming = false). */
  readonly deadMoney: number;
  readonly uncalledReturned: readonly number[];
  readonly actions: readonly HandAction[];
  readonly result: HandResult | null;
}

export type StepResult =
  | { readonly ok: true; readonly state: HandState }
  | { readonly ok: false; readonly rejection: Rejection };

export interface LegalActions {
  readonly player: number;
  readonly canFold: boolean;
  readonly canCheck: boolean;
  /** Chips a call puts in (capped by the stack); 0 when there is nothing to call. */
  readonly callAmount: number;
  /** Bet/raise TO bounds, or null when the player may not bet or raise. */
  readonly raise: { readonly min: number; readonly max: number } | null;
  /** The player's total for the round if he moves all-in. */
  readonly allInTo: number;
  /** Stud: chips the bring-in puts in, when it is due from this player (else absent). */
  readonly bringIn?: number;
}
