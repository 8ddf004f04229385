/**
 * Membership facts for a tournament registration (FSNP Art. 2, 29). The command handler looks
 * the member up (stream `member-<id>`) and passes these facts in the RegisterPlayer command,
 * so the tournament's decide stays pure and the event records the card that was used.
 */
import { getRuleset, RULESET_IDS, RULESETS } from '../../rules/registry';
import type { Cited, RuleViolation, RulesetId } from '../../rules/types';
import { clubOn, type MemberState } from './state';

export type MembershipFacts =
  | {
      readonly status: 'active';
      readonly federationId: string;
      readonly cardId: string;
      readonly clubId: string;
    }
  | { readonly status: 'unknown'; readonly federationId: string }
  | { readonly status: 'no-card'; readonly federationId: string }
  | {
      readonly status: 'revoked';
      readonly federationId: string;
      readonly cardId: string;
      readonly revokedOn: string;
    };

/**
 * Does a registration need a valid federation membership card? The Ruleset's cited parameter
 * `registration.federationMembershipRequired` (FSNP Art. 29; LNSE I.28, I.30: no).
 */
export const FEDERATION_MEMBERSHIP_REQUIRED: Readonly<Record<RulesetId, Cited<boolean>>> =
  Object.fromEntries(
    RULESET_IDS.map((id) => [id, RULESETS[id].registration.federationMembershipRequired]),
  ) as Record<RulesetId, Cited<boolean>>;

/** An unknown ruleset id is treated as needing a card: the safe side of FSNP Art. 29. */
export function membershipRequired(rulesetId: string): boolean {
  return getRuleset(rulesetId)?.registration.federationMembershipRequired.value ?? true;
}

/** The facts on `day` (YYYY-MM-DD) from a member's folded stream. */
export function membershipOn(
  state: MemberState,
  federationId: string,
  day: string,
): MembershipFacts {
  if (state.federationId === null) return { status: 'unknown', federationId };
  const cards = state.cards.filter((c) => c.issuedOn <= day);
  const valid = cards.find((c) => c.revokedOn === null || c.revokedOn > day);
  if (valid)
    return {
      status: 'active',
      federationId,
      cardId: valid.cardId,
      clubId: clubOn(state, day) ?? valid.clubId,
    };
  const last = cards[cards.length - 1];
  if (last && last.revokedOn !== null)
    return { status: 'revoked', federationId, cardId: last.cardId, revokedOn: last.revokedOn };
  return { status: 'no-card', federationId };
}

/** Why these facts do not let `playerId` register, or null (FSNP Art. 2, 29). */
export function membershipProblem(facts: MembershipFacts, playerId: string): RuleViolation | null {
  if (facts.federationId !== playerId)
    return {
      code: 'MEMBERSHIP_MISMATCH',
      ruleRef: 'FSNP Art. 29',
      message: `The membership checked is ${facts.federationId}'s, not ${playerId}'s.`,
    };
  switch (facts.status) {
    case 'active':
      return null;
    case 'unknown':
      return {
        code: 'MEMBER_UNKNOWN',
        ruleRef: 'FSNP Art. 29',
        message: `${playerId} is not a federation member: only members with a membership card may enter.`,
      };
    case 'no-card':
      return {
        code: 'MEMBERSHIP_CARD_MISSING',
        ruleRef: 'FSNP Art. 29',
        message: `${playerId} has no membership card: the club issues one on the identity document before entry.`,
      };
    case 'revoked':
      return {
        code: 'MEMBERSHIP_CARD_REVOKED',
        ruleRef: 'FSNP Art. 2, 29',
        message: `${playerId}'s membership card ${facts.cardId} was cancelled on ${facts.revokedOn}; a cancelled card cannot be used to register.`,
      };
  }
}
