/**
 * The games a level may name, as data (issue 23). Codes are the PHH variant codes (PHH.md 3.1),
 * so a level, a hand's events and an exported PHH file speak one vocabulary. Each row says how
 * the hand engine deals and bets it; a game the engine cannot play yet is simply absent, so a
 * tournament naming it is refused at creation instead of failing mid-hand.
 */
import type { BettingStructure, GameKind } from '../poker/hand-types';

/** PHH variant codes (PHH.md 3.1) of the games tournaments can be played in. */
export const GAME_CODES = ['NT', 'PO', 'FT', 'F7S'] as const;
export type GameCode = (typeof GAME_CODES)[number];

/**
 * How the forced bets open a hand: blinds (and antes) by the button, as in the button games of
 * PHH.md 3.1; stud games open with an ante from every player dealt in and a bring-in by the
 * lowest up card instead (`'ante-bring-in'`; the level names its ante and bring-in).
 */
export type ForcedBetStyle = 'blinds' | 'ante-bring-in';

export interface GameRow {
  readonly code: GameCode;
  readonly title: string;
  /** The engine's dealing and showdown (src/poker HandConfig.game). */
  readonly engine: GameKind;
  /**
   * How its hands are bet. A fixed-limit game's levels carry their small and big bet
   * (LevelSpec.smallBet, bigBet), and the ruleset its raise cap (`game.fixedLimit`).
   */
  readonly structure: BettingStructure;
  readonly holeCards: number;
  readonly forcedBets: ForcedBetStyle;
  /** The ruleset `game.variant` this row plays, for the ruleset's default game. */
  readonly variant: 'texas-holdem' | 'omaha' | 'seven-card-stud';
}

export const GAMES: Readonly<Record<GameCode, GameRow>> = {
  NT: {
    code: 'NT',
    title: "No-Limit Texas Hold'em",
    engine: 'holdem',
    structure: 'no-limit',
    holeCards: 2,
    forcedBets: 'blinds',
    variant: 'texas-holdem',
  },
  PO: {
    code: 'PO',
    title: 'Pot-Limit Omaha',
    engine: 'omaha',
    structure: 'pot-limit',
    holeCards: 4,
    forcedBets: 'blinds',
    variant: 'omaha',
  },
  FT: {
    code: 'FT',
    title: "Fixed-Limit Texas Hold'em",
    engine: 'holdem',
    structure: 'fixed-limit',
    holeCards: 2,
    forcedBets: 'blinds',
    variant: 'texas-holdem',
  },
  F7S: {
    code: 'F7S',
    title: 'Fixed-Limit Seven-Card Stud',
    engine: 'stud',
    structure: 'fixed-limit',
    holeCards: 7,
    forcedBets: 'ante-bring-in',
    variant: 'seven-card-stud',
  },
};

/** Whether a game opens with antes and a bring-in (stud), so its levels name both. */
export const isStudGame = (code: GameCode): boolean => GAMES[code].forcedBets === 'ante-bring-in';

/** Whether a game is bet fixed-limit, so that its levels must name their small and big bet. */
export const isFixedLimit = (code: GameCode): boolean => GAMES[code].structure === 'fixed-limit';

export const isGameCode = (x: unknown): x is GameCode =>
  typeof x === 'string' && (GAME_CODES as readonly string[]).includes(x);

/**
 * The game a ruleset's `game.variant` and `game.bettingStructure` describe; NT when no row
 * matches (pot-limit Hold'em has no row yet, and a hand of it plays as before: Hold'em dealing
 * with the ruleset's betting structure, see `structureOf`).
 */
export function rulesetGame(variant: string | undefined, structure: string | undefined): GameCode {
  const row = Object.values(GAMES).find((g) => g.variant === variant && g.structure === structure);
  return row?.code ?? (variant === 'omaha' ? 'PO' : 'NT');
}
