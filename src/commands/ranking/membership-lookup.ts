/**
 * The lookup the API makes before a RegisterPlayer command (FSNP Art. 2, 29): the member's
 * stream is read and folded, and the facts of the registration day go into the command, so
 * the tournament's decide stays pure and records the card it accepted.
 */
import {
  initialMemberState,
  membershipOn,
  membershipRequired,
  memberDecider,
  dayOf,
  type MembershipFacts,
} from '../../aggregates/member';
import type { MemberEvent } from '../../events/member-events';
import { memberStreamId } from '../../events/member-events';
import type { EventStore } from '../../store/event-store';
import type { RegisterPlayer } from '../../aggregates/tournament/commands';

/** Facts for `playerId` at `now`; undefined when the ruleset does not use federation cards. */
export async function membershipForRegistration(
  store: Pick<EventStore, 'readStream'>,
  rulesetId: string,
  playerId: string,
  now: string,
): Promise<MembershipFacts | undefined> {
  if (!membershipRequired(rulesetId)) return undefined;
  const events = await store.readStream(memberStreamId(playerId), 0);
  const state = events.reduce(
    (s, e) => memberDecider.evolve(s, e as unknown as MemberEvent),
    initialMemberState,
  );
  return membershipOn(state, playerId, dayOf(now));
}

/**
 * The RegisterPlayer command with the registry's facts attached, ready for the pipeline. To be
 * called by the API before `execute` with the tournament's ruleset (from the tournaments read
 * model); a ruleset without federation cards gets the command back unchanged.
 */
export async function attachMembership(
  store: Pick<EventStore, 'readStream'>,
  rulesetId: string,
  command: RegisterPlayer,
  now: string,
): Promise<RegisterPlayer> {
  const membership = await membershipForRegistration(store, rulesetId, command.playerId, now);
  return membership ? { ...command, membership } : command;
}
