import { clockAt, type ClockView, type TournamentState } from '../../aggregates/tournament';
import type { LevelSpec } from '../../events/tournament-events';
import type { ClockAnchors } from './view';

/**
 * The clock at `nowIso` from the display's anchors, computed by the domain's own clockAt so the
 * monitors and the decider never disagree on the level in play (FSNP Art. 60-61). Only the
 * parts of the state clockAt reads are rebuilt from the anchors.
 */
export function displayClockAt(
  levels: readonly LevelSpec[],
  anchors: ClockAnchors,
  nowIso: string,
): ClockView {
  const partial = {
    levels,
    clock: {
      startedAt: anchors.startedAt,
      runningSince: anchors.runningSince,
      elapsedMs: anchors.elapsedMs,
      recordedLevel: anchors.recordedLevel,
      recordedBreakAfter: null,
    },
    config: anchors.tournamentType ? { tournamentType: anchors.tournamentType } : null,
    orbitLevel: anchors.orbitLevel ?? 1,
    tables: {},
  };
  return clockAt(partial as unknown as TournamentState, nowIso);
}
