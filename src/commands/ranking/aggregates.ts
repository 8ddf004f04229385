/** The member and season aggregates as the command pipeline sees them: decider and authority. */
import { memberDecider, type MemberCommand, type MemberState } from '../../aggregates/member';
import { seasonDecider, type SeasonCommand, type SeasonState } from '../../aggregates/season';
import { memberAuthority, seasonAuthority } from '../authority';
import type { AggregateDefinition } from '../pipeline';
import type { MemberEvent } from '../../events/member-events';
import type { SeasonEvent } from '../../events/season-events';

export const memberAggregate: AggregateDefinition<MemberCommand, MemberEvent, MemberState> = {
  decider: memberDecider,
  authority: (c) => memberAuthority(c.type),
};

export const seasonAggregate: AggregateDefinition<SeasonCommand, SeasonEvent, SeasonState> = {
  decider: seasonDecider,
  authority: (c) => seasonAuthority(c.type),
};
