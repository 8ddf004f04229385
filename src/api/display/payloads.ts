/**
 * The shapes the display query and subscriptions send, from the display document and the
 * server's "now". No NestJS here: the page's count-down logic depends on these fields.
 */
import { displayClockAt } from '../../projections/display/clock-view';
import type { DisplayView, TableHandView } from '../../projections/display/view';
import type { LevelSpec } from '../../events/tournament-events';
import { GAMES, isGameCode } from '../../rules/games';

/** A level as the hall display lists it: with its game's title (issue 23). */
export type DisplayLevel = LevelSpec & { readonly gameTitle: string | null };

/** The title the hall shows for a game code (src/rules/games.ts), or null for none. */
export const gameTitleOf = (code: string | null | undefined): string | null =>
  isGameCode(code) ? GAMES[code].title : null;

const withTitle = (l: LevelSpec): DisplayLevel => ({ ...l, gameTitle: gameTitleOf(l.game) });

export interface ClockPayload {
  tournamentId: string;
  serverNow: string;
  status: string;
  level: number;
  onBreak: boolean;
  breakAfterLevel: number | null;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  game: string;
  /** The title of the game of the level shown, as the hall display writes it (issue 23). */
  gameTitle: string | null;
  timeLeftMs: number;
  nextLevel: DisplayLevel | null;
  timeToNextBreakMs: number | null;
  elapsedMs: number;
  paused: boolean;
  /** Why the director stopped the clock (FSNP Art. 62), while stopped. */
  pauseReason: string | null;
  /** Anchors for a client-side count-down: play time = anchorElapsedMs + (now − runningSince). */
  runningSince: string | null;
  anchorElapsedMs: number;
  levelsByOrbit: boolean;
  /** FSNP Art. 140.2(e): the orbit in play, shown as "Orbit n"; null for timed levels. */
  orbit: number | null;
  recordedLevel: number;
  levels: readonly DisplayLevel[];
  clockRate: number;
}

export function clockPayload(v: DisplayView, now: string, clockRate = 1): ClockPayload {
  const c = displayClockAt(v.levels, v.clock, now);
  return {
    tournamentId: v.tournamentId,
    serverNow: now,
    status: c.status,
    level: c.level,
    onBreak: c.onBreak,
    breakAfterLevel: c.breakAfterLevel,
    smallBlind: c.smallBlind,
    bigBlind: c.bigBlind,
    ante: c.ante,
    game: c.game,
    gameTitle: gameTitleOf(c.game),
    timeLeftMs: c.timeLeftMs,
    nextLevel: c.nextLevel && withTitle(c.nextLevel),
    timeToNextBreakMs: c.timeToNextBreakMs,
    elapsedMs: c.elapsedMs,
    paused: c.paused,
    pauseReason: c.paused ? v.pauseReason : null,
    runningSince: v.clock.runningSince,
    anchorElapsedMs: v.clock.elapsedMs,
    levelsByOrbit: v.clock.orbitLevel !== null,
    orbit: v.clock.orbit ?? null,
    recordedLevel: v.clock.recordedLevel,
    levels: v.levels.map(withTitle),
    clockRate,
  };
}

/** What changes the count-down: the anchors and the structure, not the passing of time. */
export const clockKey = (v: DisplayView): string =>
  JSON.stringify([v.clock, v.levels, v.status, v.pauseReason]);

export function standingsPayload(v: DisplayView, now: string) {
  return {
    tournamentId: v.tournamentId,
    serverNow: now,
    name: v.name,
    status: v.status,
    currency: v.currency,
    playersLeft: v.playersLeft,
    entries: v.entries,
    uniquePlayers: v.uniquePlayers,
    chipsInPlay: v.chipsInPlay,
    averageStack: v.averageStack,
    prizePool: v.prizePool,
    prizePoolFixed: v.prizePoolFixed,
    payouts: v.payouts,
    payoutSource: v.payoutSource,
    leaderboard: v.leaderboard,
    purchases: v.purchases,
    results: v.results,
    prizesAwarded: v.prizesAwarded,
  };
}
export type StandingsPayload = ReturnType<typeof standingsPayload>;

export const standingsKey = (v: DisplayView): string => JSON.stringify(standingsPayload(v, ''));

export const tableHandOf = (v: DisplayView, tableId: string): TableHandView | null =>
  v.tables.find((t) => t.tableId === tableId) ?? null;
