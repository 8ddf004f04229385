import type { TournamentCommand } from '../aggregates/tournament';
import type { CommandMeta, CommandOutcome } from './command-outcome';
import type { Connection, PageArgs } from '../projections/pagination';
import type { RegistrationView, TournamentView } from '../projections/tournaments/queries';

/**
 * What the API needs from the rest of the system: run a command through the pipeline, read
 * the projections, wait for them to reach a position, report health. Wired from the store,
 * pipeline and projector runtime in open-ledger.ts (the composition root, src/app); the
 * resolvers depend only on this, and shape its views into GraphQL types themselves.
 */
export type { CommandMeta, CommandOutcome };

export interface TournamentReads {
  getTournament(id: string): Promise<TournamentView | null>;
  listTournaments(page: PageArgs): Promise<Connection<TournamentView>>;
  listRegistrations(tournamentId: string, page: PageArgs): Promise<Connection<RegistrationView>>;
}

export interface ComponentHealth {
  readonly ok: boolean;
  readonly detail: Record<string, unknown>;
}

export interface HealthReport {
  readonly ok: boolean;
  readonly store: ComponentHealth;
  readonly projections: ComponentHealth;
  /** Snapshots found untrustworthy and discarded since start (issue 15). */
  readonly snapshots?: {
    readonly discarded: number;
    readonly last?: {
      readonly streamId: string;
      readonly revision: number;
      readonly reason: string;
    };
  };
  /** The event loop's delay since the previous health read (event-loop.ts, issue 22). */
  readonly eventLoop?: import('./event-loop').EventLoopDelay;
  /**
   * LEDGER_LONG_TASKS=1: the longest single synchronous tasks over the same window
   * (long-tasks.ts): unlike eventLoop.maxMs, many short callbacks in one loop turn are not one.
   */
  readonly longTasks?: import('./long-tasks').LongTasks;
  /**
   * LEDGER_GROUP_COMMIT=1: store transactions written and the appends they held since start
   * (fewer batches than appends: tables' writes shared a commit); absent when it is off.
   */
  readonly groupCommit?: {
    readonly batches: number;
    readonly appends: number;
    readonly aborted: number;
  };
}

export interface Ledger {
  execute(command: TournamentCommand, meta: CommandMeta): Promise<CommandOutcome>;
  readonly tournaments: TournamentReads;
  readonly discipline?: import('./reads/discipline.reads').DisciplineReads;
  readonly ranking?: import('./ranking/ranking.port').RankingApi;
  readonly operations?: import('./reads/operations.reads').OperationsReads;
  readonly display?: import('./reads/display.port').DisplayApi;
  readonly regulator?: import('./reads/regulator.reads').RegulatorApi;
  readonly hands?: import('./reads/hands.reads').HandReads;
  readonly headsUp?: import('./reads/heads-up.reads').HeadsUpReads;
  readonly training?: import('./reads/training.reads').TrainingReads;
  /** Resolves true once every projection has folded `position`, false on timeout. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  health(): Promise<HealthReport>;
  close(): Promise<void>;
}

/** Nest injection tokens. */
export const LEDGER = Symbol('LEDGER');
export const CONFIG = Symbol('CONFIG');
