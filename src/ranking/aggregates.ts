/** The member and season aggregates as the command pipeline sees them: decider and authority. */
import {
  MEMBER_COMMAND_ROLES,
  memberDecider,
  type MemberCommand,
  type MemberState,
} from '../aggregates/member';
import {
  SEASON_COMMAND_ROLES,
  seasonDecider,
  type SeasonCommand,
  type SeasonState,
} from '../aggregates/season';
import type { AggregateDefinition } from '../commands/pipeline';
import type { MemberEvent } from '../events/member-events';
import type { SeasonEvent } from '../events/season-events';

export const memberAggregate: AggregateDefinition<MemberCommand, MemberEvent, MemberState> = {
  decider: memberDecider,
  authority: (c) => ({
    roles: MEMBER_COMMAND_ROLES[c.type] ?? [],
    ruleRef: c.type === 'RevokeMembershipCard' ? 'FSNP Art. 2' : 'FSNP Art. 29',
  }),
};

export const seasonAggregate: AggregateDefinition<SeasonCommand, SeasonEvent, SeasonState> = {
  decider: seasonDecider,
  authority: (c) => ({
    roles: SEASON_COMMAND_ROLES[c.type] ?? [],
    ruleRef:
      c.type === 'SubmitCalendar' || c.type === 'ApproveCalendar'
        ? 'FSNP Art. 137'
        : 'FSNP Art. 19',
  }),
};
