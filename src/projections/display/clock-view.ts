import { clockFromAnchors, type ClockView } from '../../aggregates/tournament/views';
import type { LevelSpec } from '../../events/tournament-events';
import type { ClockAnchors } from './view';

/**
 * The clock at `nowIso` from the display's anchors, computed by the domain's own clockAt so the
 * monitors and the decider never disagree on the level in play (FSNP Art. 60-61).
 */
export function displayClockAt(
  levels: readonly LevelSpec[],
  anchors: ClockAnchors,
  nowIso: string,
): ClockView {
  return clockFromAnchors(
    {
      levels,
      startedAt: anchors.startedAt,
      runningSince: anchors.runningSince,
      elapsedMs: anchors.elapsedMs,
      recordedLevel: anchors.recordedLevel,
      orbitLevel: anchors.orbitLevel ?? 1,
      tournamentType: anchors.tournamentType,
    },
    nowIso,
  );
}
