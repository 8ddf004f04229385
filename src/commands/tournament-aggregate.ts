import { tournamentDecider, type TournamentCommand } from '../aggregates/tournament';
import type { TournamentEvent } from '../events/tournament-events';
import type { TournamentState } from '../aggregates/tournament';
import {
  TOURNAMENT_STATE_VERSION,
  decodeTournamentState,
  encodeTournamentState,
  encodeTournamentStateInSteps,
} from '../aggregates/tournament/state-codec';
import { tournamentAuthority } from './authority';
import type { AggregateDefinition, SnapshotCodec } from './pipeline';
import { checkRegistration, type RegistrationCheckDeps } from './registration-prepare';

/**
 * Snapshots of the tournament state (issue 2), taken by the pipeline every LEDGER_SNAPSHOT_EVERY
 * events (src/config.ts) so that a 100,000-event tournament loads from its last snapshot and the
 * events after it. A state-version bump makes older snapshots ignored (state-codec.ts).
 */
export const tournamentSnapshots: SnapshotCodec<TournamentState> = {
  stateVersion: TOURNAMENT_STATE_VERSION,
  serialize: encodeTournamentState,
  serializeInSteps: encodeTournamentStateInSteps,
  deserialize: decodeTournamentState,
};

/**
 * The tournament as the pipeline sees it: its decider, who may issue each command
 * (authority.ts), and how its state is snapshotted. Without the look-ups of
 * tournamentAggregateWith: for tests and benchmarks that need no registry.
 */
export const tournamentAggregate: AggregateDefinition<
  TournamentCommand,
  TournamentEvent,
  TournamentState
> = {
  decider: tournamentDecider,
  authority: (command) => tournamentAuthority(command.type),
  snapshots: tournamentSnapshots,
};

/**
 * The tournament with its prepare step: a RegisterPlayer carries the member registry's facts
 * into the decide and a season ban refuses it (FSNP Art. 29, FSPR 7.2.3; registration-prepare.ts).
 */
export function tournamentAggregateWith(
  registration: RegistrationCheckDeps,
): AggregateDefinition<TournamentCommand, TournamentEvent, TournamentState> {
  return {
    ...tournamentAggregate,
    prepare: async (command) =>
      command.type === 'RegisterPlayer'
        ? checkRegistration(registration, command)
        : { ok: true, command },
  };
}
