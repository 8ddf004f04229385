import type {
  IdentityDocument,
  LevelSpec,
  TournamentCreatedData,
} from '../../events/tournament-events';

export type TournamentStatus =
  'none' | 'scheduled' | 'registration-open' | 'registration-closed' | 'cancelled' | 'completed';

export interface RegisteredPlayer {
  readonly playerId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly idDocument: IdentityDocument;
  readonly registrationNumber: number;
}

/**
 * The tournament's write-side state. `evolve` may update it in place: the pipeline owns the
 * state object and only evolves it with committed events (see src/commands/pipeline.ts).
 */
export interface TournamentState {
  status: TournamentStatus;
  config: TournamentCreatedData | null;
  levels: readonly LevelSpec[];
  players: Record<string, RegisteredPlayer>;
  registrations: number;
  /** How many events have been folded (revision + 1). */
  version: number;
}

export const initialTournamentState = (): TournamentState => ({
  status: 'none',
  config: null,
  levels: [],
  players: {},
  registrations: 0,
  version: 0,
});
