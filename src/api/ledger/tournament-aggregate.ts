import { rolesFor, tournamentDecider, type TournamentCommand } from '../../aggregates/tournament';
import type { TournamentEvent } from '../../events/tournament-events';
import type { TournamentState } from '../../aggregates/tournament';
import type { AggregateDefinition } from '../../commands/pipeline';
import { READ_ONLY_ROLES } from '../auth/policy';

/**
 * The tournament as the pipeline sees it: its decider and who may issue each command. The
 * regulator and clubs never write (issue 2 "Auth"), whatever a slice lists. No snapshot codec
 * yet: the state's shape still grows with every slice, so streams are replayed in full.
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
};
