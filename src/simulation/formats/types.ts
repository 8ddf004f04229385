/**
 * A format driver tells the simulation how to play one tournament type: its field, its table,
 * its levels, what the director does between rounds (e.g. fix a qualifier's tickets, close a
 * day), what to do once it has completed itself, and the checks that prove it ended on its own
 * terms. One entry per type in index.ts; the driver loop (../driver.ts) knows none of them by name.
 */
import type { TournamentCommand, TournamentState } from '../../aggregates/tournament';
import type { Actor, StoredEvent } from '../../events/envelope';
import type { LevelSpec } from '../../events/tournament-events';

export interface FormatContext {
  readonly tournamentId: string;
  /** The simulated clock at this step. */
  readonly now: string;
  readonly state: () => TournamentState;
  /** Runs a command as the director unless told; throws when it is refused. */
  readonly must: (command: TournamentCommand, actor?: Actor) => Promise<void>;
  /** Runs a command as the director unless told; the rejection code, or null when accepted. */
  readonly run: (command: TournamentCommand, actor?: Actor) => Promise<string | null>;
}

/** What the checks see at the end of a run. */
export interface FormatOutcome {
  readonly state: TournamentState;
  readonly standings: readonly { playerId: string; place: number; sharedBy: number }[];
}

/** One run of a format: it may watch the events, act between rounds, finish, and checks the end. */
export interface FormatRun {
  observe?(events: readonly StoredEvent[]): void;
  /** Before each round of hands (after the clock tick): the director's steps of the format. */
  between?(ctx: FormatContext): Promise<void>;
  /** After TournamentCompleted, e.g. the prizes of the format. */
  finish?(ctx: FormatContext): Promise<void>;
  /** Name → passed, for the format's own rules (added to the common checks). */
  checks(outcome: FormatOutcome): Record<string, boolean>;
}

export interface FormatDriver {
  /** The tournament type played (a TOURNAMENT_TYPES code). */
  readonly tournamentType: string;
  /** A variant of its type's play (e.g. over two days): chosen only by its own `--type` name. */
  readonly variant?: boolean;
  /** The field this format is played with, from the size asked for. */
  readonly players?: (requested: number) => number;
  readonly seatsPerTable?: number;
  /** The published levels from the type's structure, e.g. the first day's end marked. */
  readonly levels?: (structure: readonly LevelSpec[]) => LevelSpec[];
  /** A fresh run: drivers keep what they observe per run, not per module. */
  start(): FormatRun;
}
