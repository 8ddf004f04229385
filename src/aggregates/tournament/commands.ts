import type { IdentityDocument, LevelSpec } from '../../events/tournament-events';

/** Commands on the tournament aggregate: requests, in the imperative, that may be refused. */
export interface CreateTournament {
  readonly type: 'CreateTournament';
  readonly tournamentId: string;
  readonly name: string;
  readonly rulesetId: string;
  readonly tournamentType: string;
  readonly currency: string;
  readonly clubId: string;
  readonly venue: string;
  readonly scheduledStart: string;
  readonly seatsPerTable: number;
  readonly startingStack: number;
  readonly levels: readonly LevelSpec[];
  readonly buyIn: { readonly prizeFund: number; readonly fee: number };
  readonly registrationCap?: number | null;
}

export interface OpenRegistration {
  readonly type: 'OpenRegistration';
  readonly tournamentId: string;
}

export interface RegisterPlayer {
  readonly type: 'RegisterPlayer';
  readonly tournamentId: string;
  readonly playerId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly idDocument: IdentityDocument;
  readonly dateOfBirth?: string | null;
}

export interface CloseRegistration {
  readonly type: 'CloseRegistration';
  readonly tournamentId: string;
}

export interface CancelTournament {
  readonly type: 'CancelTournament';
  readonly tournamentId: string;
  readonly reason: string;
}

export type TournamentCommand =
  CreateTournament | OpenRegistration | RegisterPlayer | CloseRegistration | CancelTournament;

export type TournamentCommandType = TournamentCommand['type'];
export type CommandOf<T extends TournamentCommandType> = Extract<TournamentCommand, { type: T }>;
