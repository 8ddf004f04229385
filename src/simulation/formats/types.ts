/**
 * A format driver tells the simulation how to play one tournament type: its field, its table,
 * what to do once it has completed itself, and the checks that prove it ended on its own terms.
 * One entry per type in index.ts; the driver loop (../driver.ts) knows none of them by name.
 */
import type { TournamentCommand, TournamentState } from '../../aggregates/tournament';
import type { Actor, StoredEvent } from '../../events/envelope';

export interface FormatContext {
  readonly tournamentId: string;
  readonly state: () => TournamentState;
  /** Runs a command as the director; throws when it is refused. */
  readonly must: (command: TournamentCommand, actor?: Actor) => Promise<void>;
}

/** What the checks see at the end of a run. */
export interface FormatOutcome {
  readonly state: TournamentState;
  readonly standings: readonly { playerId: string; place: number; sharedBy: number }[];
}

/** One run of a format: it may watch the events, finish the tournament, and checks the end. */
export interface FormatRun {
  observe?(events: readonly StoredEvent[]): void;
  /** After TournamentCompleted, e.g. the prizes of the format. */
  finish?(ctx: FormatContext): Promise<void>;
  /** Name → passed, for the format's own rules (added to the common checks). */
  checks(outcome: FormatOutcome): Record<string, boolean>;
}

export interface FormatDriver {
  /** The tournament type played (a TOURNAMENT_TYPES code). */
  readonly tournamentType: string;
  /** The field this format is played with, from the size asked for. */
  readonly players?: (requested: number) => number;
  readonly seatsPerTable?: number;
  /** A fresh run: drivers keep what they observe per run, not per module. */
  start(): FormatRun;
}
