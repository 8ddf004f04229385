/**
 * The federation's player registry (issue 8; FSNP Art. 2, 29): one stream per member,
 * `member-<federationId>`. Dates are calendar days (YYYY-MM-DD) as the club's papers give
 * them; a club transfer takes effect on its date, so a tournament is scored for the club the
 * player belonged to on the day it was played.
 */
import type { IdentityDocument } from './common-types';

export interface MemberRegisteredData {
  readonly federationId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly idDocument: IdentityDocument;
  readonly dateOfBirth: string | null;
  /** The first day the member belongs to `clubId`. */
  readonly registeredOn: string;
}

export interface MemberClubTransferredData {
  readonly federationId: string;
  readonly fromClubId: string;
  readonly toClubId: string;
  /** The first day the member plays for `toClubId`. */
  readonly effectiveOn: string;
}

export interface MembershipCardIssuedData {
  readonly federationId: string;
  readonly cardId: string;
  /** The club that issues the card (FSNP Art. 29: on the basis of the identity document). */
  readonly clubId: string;
  readonly idDocument: IdentityDocument;
  readonly issuedOn: string;
}

export interface MembershipCardRevokedData {
  readonly federationId: string;
  readonly cardId: string;
  readonly clubId: string;
  readonly reason: string;
  /** The official who decided (FSNP Art. 2: the club, without written notice). */
  readonly decidedBy: string;
  readonly revokedOn: string;
}

export type MemberEvent =
  | {
      readonly type: 'MemberRegistered';
      readonly data: MemberRegisteredData;
      readonly ruleRef?: string;
    }
  | {
      readonly type: 'MemberClubTransferred';
      readonly data: MemberClubTransferredData;
      readonly ruleRef?: string;
    }
  | {
      readonly type: 'MembershipCardIssued';
      readonly data: MembershipCardIssuedData;
      readonly ruleRef?: string;
    }
  | {
      readonly type: 'MembershipCardRevoked';
      readonly data: MembershipCardRevokedData;
      readonly ruleRef?: string;
    };

export const MEMBER_SCHEMA_VERSIONS: Record<MemberEvent['type'], number> = {
  MemberRegistered: 1,
  MemberClubTransferred: 1,
  MembershipCardIssued: 1,
  MembershipCardRevoked: 1,
};

export const MEMBER_STREAM_PREFIX = 'member-';
export const memberStreamId = (federationId: string): string =>
  `${MEMBER_STREAM_PREFIX}${federationId}`;
export const memberIdOf = (streamId: string): string | undefined =>
  streamId.startsWith(MEMBER_STREAM_PREFIX)
    ? streamId.slice(MEMBER_STREAM_PREFIX.length)
    : undefined;
