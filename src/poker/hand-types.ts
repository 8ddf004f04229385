import type { Card } from './cards';
import type { Rejection } from '../shared/rejection';

/**
 * Pot-limit is FSNP Art. 86's "limited-stake" game; everything else in the catalogs is no-limit.
 * Fixed-limit (PHH `FT`, `F7S`; PHH.md 3.1, 5): every bet and raise is exactly the street's bet.
 */
export type BettingStructure = 'no-limit' | 'pot-limit' | 'fixed-limit';

/** Hold'em: 2 hole cards, any five of seven. Omaha: 4 hole cards, exactly two of them (PHH `PO`). */
export type GameKind = 'holdem' | 'omaha';

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
  | { readonly type: 'dealHole'; readonly player: number; readonly cards: readonly MaybeCard[] }
  | { readonly type: 'dealBoard'; readonly cards: readonly MaybeCard[] }
  | { readonly type: 'fold'; readonly player: number }
  | { readonly type: 'check'; readonly player: number }
  | { readonly type: 'call'; readonly player: number }
  /** Bet or raise TO a total for this betting round (blinds included, antes excluded). */
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
  /** 0 pre-flop, 1 flop, 2 turn, 3 river. */
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
}
