/**
 * Federation members for the e2e fixtures: under FSNP, club-tda and FSPR a player enters only
 * with a valid membership card (FSNP Art. 29), so a fixture enrols each player in the member
 * registry before registering him in a tournament.
 */
import type { TokenClaims } from '../../../src/api/auth/jwt';
import { gql } from './graphql';

const RANKING_RESULT = 'commandId duplicate projected streamId';

export const REGISTER_MEMBER = `mutation RegisterMember($input: RegisterMemberInput!, $commandId: ID) {
  registerMember(input: $input, commandId: $commandId) { ${RANKING_RESULT} } }`;

export const ISSUE_CARD = `mutation IssueCard($input: IssueMembershipCardInput!, $commandId: ID) {
  issueMembershipCard(input: $input, commandId: $commandId) { ${RANKING_RESULT} } }`;

export const REVOKE_CARD = `mutation RevokeCard($input: RevokeMembershipCardInput!, $commandId: ID) {
  revokeMembershipCard(input: $input, commandId: $commandId) { ${RANKING_RESULT} } }`;

/** The fields of a tournament registration the registry needs (as playerInput builds them). */
export interface MemberLike {
  readonly playerId: string;
  readonly fullName?: string;
  readonly clubId?: string;
  readonly idDocument?: { readonly type: string; readonly number: string };
}

/** Anything that signs tokens for the server under test (RunningServer does). */
export interface Signer {
  readonly url: string;
  token(claims: TokenClaims): string;
}

export const federationToken = (server: Pick<Signer, 'token'>) =>
  server.token({ sub: 'fed-e2e', role: 'federation' });

/** Days in the past of any run, so the card is valid on the registration day. */
const SINCE = '2020-01-02';

/**
 * Registers `player` as a federation member and has a card issued to him. Idempotent: the
 * commandIds are derived from the member id, so a fixture may enrol the same player for
 * several tournaments on one server.
 */
export async function enrolMember(
  url: string,
  federation: string,
  player: MemberLike,
  cardId = `CARD-${player.playerId}`,
): Promise<string> {
  const idDocument = player.idDocument ?? { type: 'ID_CARD', number: `E2E-${player.playerId}` };
  const steps: [string, Record<string, unknown>, string][] = [
    [
      REGISTER_MEMBER,
      {
        federationId: player.playerId,
        fullName: player.fullName ?? `Player ${player.playerId}`,
        clubId: player.clubId ?? 'club-1',
        idDocument: { type: idDocument.type, number: idDocument.number },
        registeredOn: SINCE,
      },
      `e2e-member-${player.playerId}`,
    ],
    [
      ISSUE_CARD,
      {
        federationId: player.playerId,
        cardId,
        idDocument: { type: idDocument.type, number: idDocument.number },
        issuedOn: SINCE,
      },
      `e2e-card-${player.playerId}`,
    ],
  ];
  for (const [query, input, commandId] of steps) {
    const r = await gql(url, query, { input, commandId }, federation);
    if (r.errors) throw new Error(`enrolling ${player.playerId}: ${JSON.stringify(r.errors)}`);
  }
  return cardId;
}

/** enrolMember for each player, with the server's own federation token. */
export async function enrolMembers(server: Signer, players: readonly MemberLike[]): Promise<void> {
  const federation = federationToken(server);
  for (const p of players) await enrolMember(server.url, federation, p);
}
