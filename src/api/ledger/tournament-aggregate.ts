import { rolesFor, tournamentDecider, type TournamentCommand } from '../../aggregates/tournament';
import type { TournamentEvent } from '../../events/tournament-events';
import type { TournamentState } from '../../aggregates/tournament';
import {
  TOURNAMENT_STATE_VERSION,
  decodeTournamentState,
  encodeTournamentState,
} from '../../aggregates/tournament/state-codec';
import type { AggregateDefinition, SnapshotCodec } from '../../commands/pipeline';
import { READ_ONLY_ROLES } from '../auth/policy';

/**
 * Snapshots of the tournament state (issue 2), taken by the pipeline every LEDGER_SNAPSHOT_EVERY
 * events (src/config.ts) so that a 100,000-event tournament loads from its last snapshot and the
 * events after it. A state-version bump makes older snapshots ignored (state-codec.ts).
 */
export const tournamentSnapshots: SnapshotCodec<TournamentState> = {
  stateVersion: TOURNAMENT_STATE_VERSION,
  serialize: encodeTournamentState,
  deserialize: decodeTournamentState,
};

/**
 * The tournament as the pipeline sees it: its decider, who may issue each command, and how its
 * state is snapshotted. The regulator and clubs never write (issue 2 "Auth"), whatever a slice
 * lists.
 */
export const tournamentAggregate: AggregateDefinition<
  TournamentCommand,
  TournamentEvent,
  TournamentState
> = {
  decider: tournamentDecider,
  authority: (command) => ({
    roles: rolesFor(command.type).filter((r) => !READ_ONLY_ROLES.includes(r)),
    ruleRef: 'DESIGN.md Authority',
  }),
  snapshots: tournamentSnapshots,
};
