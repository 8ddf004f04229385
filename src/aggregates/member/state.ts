import type { IdentityDocument } from '../../events/tournament-events';

export interface ClubSpell {
  readonly clubId: string;
  /** First day with this club (YYYY-MM-DD). */
  readonly from: string;
}

export interface MembershipCard {
  readonly cardId: string;
  readonly clubId: string;
  readonly issuedOn: string;
  readonly revokedOn: string | null;
  readonly reason: string | null;
}

export interface MemberState {
  readonly federationId: string | null;
  readonly fullName: string;
  readonly idDocument: IdentityDocument | null;
  readonly dateOfBirth: string | null;
  /** Oldest first; transfers only move forward in time. */
  readonly clubs: readonly ClubSpell[];
  /** Oldest first; at most one is not revoked. */
  readonly cards: readonly MembershipCard[];
}

export const initialMemberState: MemberState = {
  federationId: null,
  fullName: '',
  idDocument: null,
  dateOfBirth: null,
  clubs: [],
  cards: [],
};

/** The member's club on a given day (null before registration). */
export function clubOn(state: MemberState, day: string): string | null {
  let club: string | null = null;
  for (const spell of state.clubs) if (spell.from <= day) club = spell.clubId;
  return club;
}

/** The card that is not revoked, if any. */
export const activeCard = (state: MemberState): MembershipCard | undefined =>
  state.cards.find((c) => c.revokedOn === null);
