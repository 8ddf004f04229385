/**
 * The clock as the read side shows it (FSNP Art. 60-62): level and time left at an instant,
 * computed from the anchors the events recorded, by the very function the decider uses, so the
 * monitors, the office and the decider never disagree on the level in play.
 */
import type { LevelSpec } from '../../../events/tournament-events';
import { clockAt, orbitMode, type ClockView } from '../clock/time';
import type { TournamentState } from '../state';

export { clockAt, orbitMode, type ClockView };
export { gameRowOf, levelGame, tournamentGame } from '../clock/level-game';

/** What the events recorded about the clock: enough to compute it at any instant. */
export interface ClockAnchorsInput {
  readonly levels: readonly LevelSpec[];
  readonly startedAt: string | null;
  /** Set while the clock runs: play time grows from this instant on. */
  readonly runningSince: string | null;
  /** Play time accrued before runningSince (pauses excluded), ms. */
  readonly elapsedMs: number;
  /** Last level recorded as started (LevelStarted). */
  readonly recordedLevel: number;
  /** The level reached by orbits of the button (FSNP Art. 140.2(e)); ignored by time levels. */
  readonly orbitLevel: number;
  readonly tournamentType: string | null;
}

/**
 * The clock at `nowIso` from its anchors alone. clockAt reads only the levels, the clock
 * anchors, the tournament type and the orbit level, so only those are given to it.
 */
export function clockFromAnchors(a: ClockAnchorsInput, nowIso: string): ClockView {
  const partial = {
    levels: a.levels,
    clock: {
      startedAt: a.startedAt,
      runningSince: a.runningSince,
      elapsedMs: a.elapsedMs,
      recordedLevel: a.recordedLevel,
      recordedBreakAfter: null,
    },
    config: a.tournamentType ? { tournamentType: a.tournamentType } : null,
    orbitLevel: a.orbitLevel,
    tables: {},
  };
  return clockAt(partial as unknown as TournamentState, nowIso);
}

/** Levels advance by orbits of the button, not by time, for this tournament type (Art. 140.2(e)). */
export const advancesByOrbit = (tournamentType: string | null): boolean =>
  tournamentType !== null &&
  orbitMode({ config: { tournamentType } } as unknown as TournamentState);
