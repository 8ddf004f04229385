import type { IdentityDocument } from '../../events/tournament-events';

export interface RegisterMember {
  readonly type: 'RegisterMember';
  readonly federationId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly idDocument: IdentityDocument;
  readonly dateOfBirth?: string | null;
  readonly registeredOn: string;
}

export interface TransferMemberClub {
  readonly type: 'TransferMemberClub';
  readonly federationId: string;
  readonly toClubId: string;
  readonly effectiveOn: string;
}

export interface IssueMembershipCard {
  readonly type: 'IssueMembershipCard';
  readonly federationId: string;
  readonly cardId: string;
  readonly idDocument: IdentityDocument;
  readonly issuedOn: string;
  /** Set when a club issues it: the club must be the member's (FSNP Art. 29). */
  readonly actingClubId?: string;
}

export interface RevokeMembershipCard {
  readonly type: 'RevokeMembershipCard';
  readonly federationId: string;
  readonly reason: string;
  readonly revokedOn: string;
  /** Set when a club cancels it: only the member's own club may (FSNP Art. 2). */
  readonly actingClubId?: string;
}

export type MemberCommand =
  RegisterMember | TransferMemberClub | IssueMembershipCard | RevokeMembershipCard;
