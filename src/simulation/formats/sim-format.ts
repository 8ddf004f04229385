/**
 * A format driver of the simulation for the qualifier and bounty formats (issue 19): the
 * format's steps during the run (driver.ts `format`), what it watches in the stored events, and
 * the checks that prove it ended and paid on its own terms.
 */
import type { StoredEvent } from '../../events/envelope';
import type { FormatSteps, SimulationReport } from '../driver';

export interface SimFormatRun {
  readonly steps: FormatSteps;
  observe(events: readonly StoredEvent[]): void;
  /** Name → passed, for the format's own rules. */
  checks(report: SimulationReport): Record<string, boolean>;
}

export interface SimFormatDriver {
  /** The tournament type played (a TOURNAMENT_TYPES code). */
  readonly tournamentType: string;
  /** Levels of the type's structure played (driver.ts `maxLevels`), when not all fit a day. */
  readonly maxLevels?: number;
  /** A fresh run: what it observes belongs to one run. */
  start(): SimFormatRun;
}
