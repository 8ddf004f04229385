/**
 * The clock as time (FSNP Art. 60-61): the level, break and blinds at any instant, derived from
 * the recorded anchors. Pure reads of the state, apart from the clock's slice (clock/clock.ts) so
 * every slice that asks "has level n ended?" imports no slice.
 */
import type { LevelSpec } from '../../../events/tournament-events';
import type { GameCode } from '../../../rules/games';
import { TOURNAMENT_TYPES } from '../../../rules/tournament-types';
import type { TournamentTypeCode } from '../../../rules/types';
import { levelGame } from './level-game';
import { created, type CreatedTournament, type TournamentState } from '../state';
import { nextHandPositions, openTables, playerCount } from '../tables/geometry';

export const MIN = 60_000;

interface Segment {
  readonly kind: 'level' | 'break';
  readonly level: number;
  readonly startMs: number;
  readonly endMs: number;
}

export function schedule(levels: readonly LevelSpec[]): Segment[] {
  const out: Segment[] = [];
  let t = 0;
  for (const l of levels) {
    out.push({ kind: 'level', level: l.level, startMs: t, endMs: (t += l.durationMinutes * MIN) });
    if ((l.breakAfterMinutes ?? 0) > 0)
      out.push({
        kind: 'break',
        level: l.level,
        startMs: t,
        endMs: (t += (l.breakAfterMinutes ?? 0) * MIN),
      });
  }
  return out;
}

export interface ClockView {
  readonly status: 'not-started' | 'running' | 'paused';
  readonly level: number;
  readonly onBreak: boolean;
  /** The level a break follows, when on a break. */
  readonly breakAfterLevel: number | null;
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly ante: number;
  /** The game of the level shown (PHH code, issue 23): the level's own or the tournament's. */
  readonly game: GameCode;
  /** Time left in the current level or break. */
  readonly timeLeftMs: number;
  readonly nextLevel: LevelSpec | null;
  readonly timeToNextBreakMs: number | null;
  readonly elapsedMs: number;
  readonly paused: boolean;
}

/** A level with its game as played (issue 23), so the office and the hall show the same. */
const withGame = (s: TournamentState, l: LevelSpec | undefined): LevelSpec | null =>
  l ? { ...l, game: levelGame(s, l) } : null;

/** Play time elapsed at `nowIso`, pauses excluded. */
export function elapsedAt(s: TournamentState, nowIso: string): number {
  const c = s.clock;
  if (!c.runningSince) return c.elapsedMs;
  return c.elapsedMs + Math.max(0, Date.parse(nowIso) - Date.parse(c.runningSince));
}

/** Where the schedule is after `elapsedMs` of play; past the end, the last level goes on. */
export function segmentAt(levels: readonly LevelSpec[], elapsedMs: number) {
  const segs = schedule(levels);
  const i = segs.findIndex((seg) => elapsedMs < seg.endMs);
  return i === -1
    ? { seg: segs[segs.length - 1], index: segs.length - 1, segs, over: true }
    : { seg: segs[i], index: i, segs, over: false };
}

/** The hall display (FSNP Art. 60): pure, from the recorded state and the time asked about. */
export function clockAt(s: TournamentState, nowIso: string): ClockView {
  const levels = s.levels;
  const level1 = levels[0];
  if (!s.clock.startedAt || !level1)
    return {
      status: 'not-started',
      level: 0,
      onBreak: false,
      breakAfterLevel: null,
      smallBlind: level1?.smallBlind ?? 0,
      bigBlind: level1?.bigBlind ?? 0,
      ante: level1?.ante ?? 0,
      game: levelGame(s, level1),
      timeLeftMs: (level1?.durationMinutes ?? 0) * MIN,
      nextLevel: withGame(s, level1),
      timeToNextBreakMs: null,
      elapsedMs: 0,
      paused: false,
    };
  if (orbitMode(s)) {
    const spec = levels[s.orbitLevel - 1];
    return {
      status: s.clock.runningSince ? 'running' : 'paused',
      level: s.orbitLevel,
      onBreak: false,
      breakAfterLevel: null,
      smallBlind: spec.smallBlind,
      bigBlind: spec.bigBlind,
      ante: spec.ante,
      game: levelGame(s, spec),
      timeLeftMs: 0,
      nextLevel: withGame(s, levels[s.orbitLevel]),
      timeToNextBreakMs: null,
      elapsedMs: elapsedAt(s, nowIso),
      paused: !s.clock.runningSince,
    };
  }
  const elapsed = elapsedAt(s, nowIso);
  const { seg, index, segs, over } = segmentAt(levels, elapsed);
  const spec = levels[seg.level - 1];
  const onBreak = seg.kind === 'break';
  const next = onBreak ? levels[seg.level] : levels[seg.level];
  const nextBreak = segs.slice(index + (onBreak ? 1 : 0)).find((x) => x.kind === 'break');
  return {
    status: s.clock.runningSince ? 'running' : 'paused',
    level: onBreak ? Math.min(seg.level + 1, levels.length) : seg.level,
    onBreak,
    breakAfterLevel: onBreak ? seg.level : null,
    smallBlind: (onBreak ? (next ?? spec) : spec).smallBlind,
    bigBlind: (onBreak ? (next ?? spec) : spec).bigBlind,
    ante: (onBreak ? (next ?? spec) : spec).ante,
    game: levelGame(s, onBreak ? (next ?? spec) : spec),
    timeLeftMs: over ? 0 : seg.endMs - elapsed,
    nextLevel: withGame(s, next),
    timeToNextBreakMs: nextBreak && !onBreak ? nextBreak.startMs - elapsed : null,
    elapsedMs: elapsed,
    paused: !s.clock.runningSince,
  };
}

/** The level whose blinds a hand starting now uses (FSNP Art. 61: new values from the next hand). */
export const levelForNewHand = (s: TournamentState, nowIso: string): number =>
  orbitMode(s) ? orbitLevelForNextHand(created(s)) : clockAt(s, nowIso).level;

/** Levels that advance by orbits of the button, not by time (FSNP Art. 140.2(e)). */
export const orbitMode = (s: TournamentState): boolean =>
  TOURNAMENT_TYPES[s.config?.tournamentType as TournamentTypeCode]?.levelAdvance.value === 'orbit';

/**
 * FSNP Art. 140.2(e): the level goes up each time the button completes an orbit, i.e. when
 * the next button comes round to or past where it started; from 3 players the blinds stay.
 */
function orbitLevelForNextHand(s: CreatedTournament): number {
  const t = openTables(s)[0];
  if (!t || t.handNo === 0 || t.buttonSeat == null) return s.orbitLevel;
  const pos = nextHandPositions(t);
  const freeze =
    TOURNAMENT_TYPES[s.config.tournamentType as TournamentTypeCode].freezeBlindsAtPlayers.value;
  const wrapped = pos != null && pos.button <= t.buttonSeat;
  return wrapped && (freeze == null || playerCount(t) > freeze)
    ? Math.min(s.orbitLevel + 1, s.levels.length)
    : s.orbitLevel;
}

/** True once level `n` (and not just its break) has ended. */
export function levelEnded(s: TournamentState, n: number, nowIso: string): boolean {
  const v = clockAt(s, nowIso);
  if (v.status === 'not-started') return false;
  return v.onBreak ? (v.breakAfterLevel ?? 0) >= n : v.level > n;
}
