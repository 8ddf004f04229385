/**
 * The two level structures of FSNP Art. 66, reproduced exactly (blinds and antes in chips),
 * and the Art. 136 break check. LNSE and the club publish their structures per tournament
 * (LNSE 123/13 I.1(11); the club catalog gives none); a tournament may publish its own in the
 * same shape.
 */
import { cited as c, type Cited } from './types';
import { GAME_CODES, isFixedLimit, isGameCode, isStudGame, type GameCode } from './games';

export type LevelStructureId = 'fsnp-a' | 'fsnp-b';

export interface Level {
  readonly level: number;
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly ante: number;
  readonly durationMinutes: number;
  /** The game of this level (PHH code); absent: the tournament's game (issue 23). */
  readonly game?: GameCode;
  /** A fixed-limit level's small bet (pre-flop and flop) and big bet (turn and river). */
  readonly smallBet?: number;
  readonly bigBet?: number;
  /** A stud level's bring-in (issue 23). */
  readonly bringIn?: number;
}

export interface Break {
  readonly afterLevel: number;
  readonly minutes: number;
  readonly addOn: boolean;
}

export interface LevelStructure {
  readonly id: LevelStructureId | string;
  readonly title: Cited<string>;
  readonly levels: readonly Level[];
  readonly breaks: readonly Break[];
  readonly breakMinutes: Cited<number>;
}

type Row = readonly [level: number, ante: number, sb: number, bb: number];

const build = (rows: readonly Row[], minutes: number): Level[] =>
  rows.map(([level, ante, smallBlind, bigBlind]) => ({
    level,
    smallBlind,
    bigBlind,
    ante,
    durationMinutes: minutes,
  }));

// FSNP Art. 66, structure A. Columns as printed: Level, Ante, SB, BB.
const A_ROWS: readonly Row[] = [
  [1, 0, 25, 50],
  [2, 0, 50, 100],
  [3, 0, 75, 150],
  [4, 0, 100, 200],
  [5, 0, 150, 300],
  [6, 0, 200, 400],
  [7, 0, 300, 600],
  [8, 0, 400, 800],
  [9, 100, 500, 1_000],
  [10, 100, 600, 1_200],
  [11, 100, 800, 1_600],
  [12, 200, 1_000, 2_000],
  [13, 200, 1_200, 2_400],
  [14, 300, 1_500, 3_000],
  [15, 400, 2_000, 4_000],
  [16, 500, 2_500, 5_000],
  [17, 500, 3_000, 6_000],
  [18, 500, 4_000, 8_000],
  [19, 1_000, 5_000, 10_000],
  [20, 1_500, 7_500, 15_000],
  [21, 2_000, 10_000, 20_000],
  [22, 3_000, 15_000, 30_000],
  [23, 4_000, 20_000, 40_000],
  [24, 6_000, 30_000, 60_000],
];

// FSNP Art. 66, structure B.
const B_ROWS: readonly Row[] = [
  [1, 0, 25, 50],
  [2, 0, 50, 100],
  [3, 0, 75, 150],
  [4, 0, 100, 200],
  [5, 25, 100, 200],
  [6, 25, 150, 300],
  [7, 50, 200, 400],
  [8, 75, 400, 800],
  [9, 100, 600, 1_200],
  [10, 100, 800, 1_600],
  [11, 200, 1_000, 2_000],
  [12, 300, 1_500, 3_000],
  [13, 400, 2_000, 4_000],
  [14, 500, 3_000, 6_000],
  [15, 500, 4_000, 8_000],
  [16, 1_000, 6_000, 12_000],
  [17, 1_500, 8_000, 16_000],
  [18, 2_000, 10_000, 20_000],
  [19, 3_000, 15_000, 30_000],
  [20, 4_000, 20_000, 40_000],
  [21, 6_000, 30_000, 60_000],
  [22, 8_000, 40_000, 80_000],
];

const BREAK_MINUTES = 10;

export const LEVEL_STRUCTURES: Readonly<Record<LevelStructureId, LevelStructure>> = {
  'fsnp-a': {
    id: 'fsnp-a',
    title: c('Timp nivel: 15 minute / Start: 2.500 / Adăugare 5.000', 'FSNP Art. 66 (structure A)'),
    levels: build(A_ROWS, 15),
    breaks: [
      { afterLevel: 8, minutes: BREAK_MINUTES, addOn: true },
      { afterLevel: 16, minutes: BREAK_MINUTES, addOn: false },
    ],
    breakMinutes: c(
      BREAK_MINUTES,
      'FSNP Art. 136',
      'Art. 66 gives no break length; the Art. 136 minimum is used.',
    ),
  },
  'fsnp-b': {
    id: 'fsnp-b',
    title: c('Timp nivel: 30/40 minute / Start: 6.000/15.000', 'FSNP Art. 66 (structure B)'),
    levels: build(B_ROWS, 40),
    breaks: [4, 8, 12, 16].map((afterLevel) => ({
      afterLevel,
      minutes: BREAK_MINUTES,
      addOn: false,
    })),
    breakMinutes: c(
      BREAK_MINUTES,
      'FSNP Art. 136',
      'Art. 66 gives no break length; the Art. 136 minimum is used.',
    ),
  },
};

/** The same blinds with another level length (FSNP Art. 67, 139.1(e), 139.2(f), 141(d)). */
export const withLevelMinutes = (structure: LevelStructure, minutes: number): LevelStructure => ({
  ...structure,
  levels: structure.levels.map((l) => ({ ...l, durationMinutes: minutes })),
});

export const levelAt = (structure: LevelStructure, level: number): Level | undefined =>
  structure.levels.find((l) => l.level === level);

/** One thing wrong with a published level, naming the field a director corrects. */
export interface LevelProblem {
  /** e.g. `levels[2].bigBlind`. */
  readonly field: string;
  readonly message: string;
}

/**
 * The shape every published structure must have, whatever the ruleset (FSNP Art. 17, 55, 60,
 * 66; LNSE 123/13 I.1(11), II.44; the ruleset's `clock.levelStructure` cites its own
 * article): levels numbered 1, 2, 3 … in order, each lasting at least a minute, a small blind
 * below the big blind, an ante no larger than the big blind, and blinds that never fall from
 * one level to the next. Returns every problem, so a director fixes the sheet in one go.
 * Issue 23: a level played fixed-limit (its own game, else `defaultGame`, the tournament's)
 * names its small and big bet (PHH.md 5 `small_bet`, `big_bet`); a level of another game names
 * neither.
 */
export function levelShapeProblems(
  levels: readonly Level[],
  defaultGame?: GameCode,
): LevelProblem[] {
  if (levels.length === 0) return [{ field: 'levels', message: 'publish at least one level.' }];
  const problems: LevelProblem[] = [];
  const add = (i: number, key: keyof Level, message: string) =>
    problems.push({ field: `levels[${i}].${key}`, message });
  const whole = (n: number) => Number.isSafeInteger(n);
  levels.forEach((l, i) => {
    // Issue 23: a level names a game the engine can deal, or none (the tournament's game).
    if (l.game !== undefined && !isGameCode(l.game))
      add(
        i,
        'game',
        `level ${i + 1}'s game ${String(l.game)} is not one this system deals (${GAME_CODES.join(', ')}).`,
      );
    // No game named: the ruleset's default game, never fixed-limit (its game.bettingStructure).
    const game = l.game ?? defaultGame;
    const known = game !== undefined && isGameCode(game) ? game : undefined;
    betProblems(l, i, known).forEach((p) => problems.push(p));
    studProblems(l, i, known).forEach((p) => problems.push(p));
    if (l.level !== i + 1)
      add(
        i,
        'level',
        `levels are numbered 1, 2, 3 … in order; position ${i + 1} holds level ${l.level}.`,
      );
    if (!whole(l.durationMinutes) || l.durationMinutes < 1)
      add(
        i,
        'durationMinutes',
        `level ${i + 1} lasts a whole number of minutes, at least 1 (got ${l.durationMinutes}).`,
      );
    if (!whole(l.smallBlind) || l.smallBlind < 1)
      add(
        i,
        'smallBlind',
        `level ${i + 1}'s small blind is a whole number of chips, at least 1 (got ${l.smallBlind}).`,
      );
    if (!whole(l.bigBlind) || l.bigBlind <= l.smallBlind)
      add(
        i,
        'bigBlind',
        `level ${i + 1}'s big blind (${l.bigBlind}) must be above its small blind (${l.smallBlind}).`,
      );
    if (!whole(l.ante) || l.ante < 0 || l.ante > l.bigBlind)
      add(
        i,
        'ante',
        `level ${i + 1}'s ante (${l.ante}) is a whole number from 0 to the big blind (${l.bigBlind}).`,
      );
    const prev = levels[i - 1];
    if (prev && l.bigBlind < prev.bigBlind)
      add(
        i,
        'bigBlind',
        `blinds rise from level to level: level ${i + 1}'s big blind (${l.bigBlind}) is below level ${i}'s (${prev.bigBlind}).`,
      );
    if (prev && l.smallBlind < prev.smallBlind)
      add(
        i,
        'smallBlind',
        `blinds rise from level to level: level ${i + 1}'s small blind (${l.smallBlind}) is below level ${i}'s (${prev.smallBlind}).`,
      );
  });
  return problems;
}

/** A level's small and big bet: both whole and positive in a fixed-limit level, absent otherwise. */
function betProblems(l: Level, i: number, game: GameCode | undefined): LevelProblem[] {
  const out: LevelProblem[] = [];
  const at = (key: 'smallBet' | 'bigBet', message: string) =>
    out.push({ field: `levels[${i}].${key}`, message });
  if (game === undefined || !isFixedLimit(game)) {
    for (const key of ['smallBet', 'bigBet'] as const)
      if (l[key] !== undefined)
        at(
          key,
          `level ${i + 1} is ${game ? `${game}, ` : ''}not fixed-limit: only a fixed-limit level has a ${key}.`,
        );
    return out;
  }
  const { smallBet, bigBet } = l;
  if (smallBet === undefined || !Number.isSafeInteger(smallBet) || smallBet < 1)
    at(
      'smallBet',
      `level ${i + 1} is fixed-limit (${game}): its smallBet (pre-flop and flop) is a whole number of chips, at least 1 (got ${String(smallBet)}).`,
    );
  if (bigBet === undefined || !Number.isSafeInteger(bigBet) || bigBet < (smallBet ?? 1))
    at(
      'bigBet',
      `level ${i + 1} is fixed-limit (${game}): its bigBet (turn and river) is a whole number of chips, at least its small bet (got ${String(bigBet)}).`,
    );
  return out;
}

/**
 * A stud level (F7S) opens with an ante from every player and a bring-in (PHH.md 5 `antes`,
 * `bring_in`): both named, the ante at least 1, the bring-in from 1 to the small bet (a
 * completion raises it to the small bet). A level of another game names no bring-in.
 */
function studProblems(l: Level, i: number, game: GameCode | undefined): LevelProblem[] {
  const out: LevelProblem[] = [];
  const at = (key: 'ante' | 'bringIn', message: string) =>
    out.push({ field: `levels[${i}].${key}`, message });
  if (game === undefined || !isStudGame(game)) {
    if (l.bringIn !== undefined)
      at(
        'bringIn',
        `level ${i + 1} is ${game ? `${game}, ` : ''}not stud: only a stud level has a bringIn.`,
      );
    return out;
  }
  if (!Number.isSafeInteger(l.ante) || l.ante < 1)
    at(
      'ante',
      `level ${i + 1} is stud (${game}): every player dealt in posts an ante, a whole number of chips, at least 1 (got ${String(l.ante)}).`,
    );
  const cap = l.smallBet ?? Number.MAX_SAFE_INTEGER;
  if (
    l.bringIn === undefined ||
    !Number.isSafeInteger(l.bringIn) ||
    l.bringIn < 1 ||
    l.bringIn > cap
  )
    at(
      'bringIn',
      `level ${i + 1} is stud (${game}): its bringIn (posted by the lowest up card on third street) is a whole number of chips from 1 to its small bet (got ${String(l.bringIn)}).`,
    );
  return out;
}

export type StructureProblem = {
  readonly code: string;
  readonly ruleRef: string;
  readonly message: string;
};

/**
 * A structure must have the level shape of levelShapeProblems, and breaks of at least
 * `minBreakMinutes` no more than `maxPlayMinutes` apart (FSNP Art. 60, 66, 136). Returns every
 * problem found; empty = valid.
 */
export function checkStructure(
  structure: LevelStructure,
  limits: { readonly minBreakMinutes: number; readonly maxPlayMinutesWithoutBreak: number | null },
): StructureProblem[] {
  // These tables are FSNP Art. 66's: the FSNP articles of the level shape apply.
  const problems: StructureProblem[] = levelShapeProblems(structure.levels).map((p) => ({
    code: 'INVALID_LEVEL_STRUCTURE',
    ruleRef: 'FSNP Art. 17, 55, 60, 66',
    message: `${p.field}: ${p.message}`,
  }));
  for (const b of structure.breaks) {
    if (b.minutes < limits.minBreakMinutes) {
      problems.push({
        code: 'BREAK_TOO_SHORT',
        ruleRef: 'FSNP Art. 136',
        message: `The break after level ${b.afterLevel} lasts ${b.minutes} minutes; at least ${limits.minBreakMinutes} are required.`,
      });
    }
  }
  if (limits.maxPlayMinutesWithoutBreak !== null) {
    const longest = longestPlayWithoutBreak(structure);
    if (longest > limits.maxPlayMinutesWithoutBreak) {
      problems.push({
        code: 'PLAY_TOO_LONG_WITHOUT_BREAK',
        ruleRef: 'FSNP Art. 136',
        message: `${longest} minutes of play without a break; at most ${limits.maxPlayMinutesWithoutBreak} are allowed.`,
      });
    }
  }
  return problems;
}

/** Longest run of playing minutes between breaks (a break shorter than required still counts as a break here). */
export function longestPlayWithoutBreak(structure: LevelStructure): number {
  const breakAfter = new Set(structure.breaks.map((b) => b.afterLevel));
  let run = 0;
  let longest = 0;
  for (const l of structure.levels) {
    run += l.durationMinutes;
    longest = Math.max(longest, run);
    if (breakAfter.has(l.level)) run = 0;
  }
  return longest;
}
