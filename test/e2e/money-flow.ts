/**
 * A small FSNP freezeout driven over HTTP to the money (issue 7), shared by the money and
 * regulator e2e files: created by the director, players registered by the floor, registration
 * closed, payout table and pool fixed, prizes awarded from the standings, 1st place paid.
 */
import { gql, type GraphQLResponse } from './support/graphql';
import { CLOSE, CREATE, OPEN, REGISTER, createInput, playerInput } from './support/operations';
import type { RunningServer } from './support/server';
import { enrolMember, federationToken } from './support/members';

const RESULT = 'tournamentId duplicate projected events { type revision globalPosition }';

export const FIX_POOL = `mutation($id: ID!, $bountyValue: SafeInt) {
  fixPrizePool(tournamentId: $id, bountyValue: $bountyValue) { ${RESULT} } }`;
export const FIX_TABLE = `mutation($id: ID!, $published: [Int!]) {
  fixPayoutTable(tournamentId: $id, published: $published) { ${RESULT} } }`;
export const AWARD = `mutation($id: ID!, $standings: [PrizeStandingInput!]) {
  awardPrizes(tournamentId: $id, standings: $standings) { ${RESULT} } }`;
export const PAY = `mutation($id: ID!, $receiptNo: Int!, $playerId: ID!, $doc: IdentityDocumentInput!, $withholding: WithholdingInput) {
  payPrize(tournamentId: $id, receiptNo: $receiptNo, playerId: $playerId, idDocument: $doc, withholding: $withholding) { ${RESULT} } }`;

export interface Tokens {
  readonly director: string;
  readonly floor: string;
  readonly regulator: string;
  readonly player: string;
  readonly club1: string;
  readonly club2: string;
  readonly clubWithoutClaim: string;
  readonly federation: string;
}

export const tokensFor = (server: RunningServer): Tokens => ({
  director: server.token({ role: 'director', sub: 'td-1' }),
  floor: server.token({ role: 'floor', sub: 'floor-7' }),
  regulator: server.token({ role: 'regulator', sub: 'lnse-inspector-1' }),
  player: server.token({ role: 'player', sub: 'p1' }),
  club1: server.token({ role: 'club', sub: 'club-1-office', club: 'club-1' }),
  club2: server.token({ role: 'club', sub: 'club-2-office', club: 'club-2' }),
  clubWithoutClaim: server.token({ role: 'club', sub: 'some-club' }),
  federation: federationToken(server),
});

/** The data of a response that must have succeeded. */
export function ok<T>(r: GraphQLResponse<T>): T {
  if (r.errors?.length || !r.data) throw new Error(`unexpected errors: ${JSON.stringify(r)}`);
  return r.data;
}

export const pid = (i: number) => `p${i}`;
export const idDocOf = (playerId: string) => playerInput(playerId).idDocument;

export interface MoneyRun {
  readonly id: string;
  readonly players: number;
  /** Global position of the last event before the pool was fixed. */
  readonly beforePool: number;
  /** Global position of the last event before the prizes were awarded. */
  readonly beforeAward: number;
}

/** Everything up to (and including) closing registration: purchases only. */
export async function registerField(url: string, t: Tokens, id: string, players: number) {
  // FSNP Art. 29: every entrant holds a federation membership card.
  for (let i = 1; i <= players; i++) await enrolMember(url, t.federation, playerInput(pid(i)));
  ok(await gql(url, CREATE, { input: createInput(id) }, t.director));
  ok(await gql(url, OPEN, { id }, t.director));
  for (let i = 1; i <= players; i++)
    ok(await gql(url, REGISTER, { id, input: playerInput(pid(i)) }, t.floor));
  const closed = ok(await gql(url, CLOSE, { id }, t.director));
  return Math.max(
    ...closed.closeRegistration.events.map((e: { globalPosition: number }) => e.globalPosition),
  );
}

export async function runToTheMoney(
  url: string,
  t: Tokens,
  id: string,
  players = 6,
): Promise<MoneyRun> {
  const beforePool = await registerField(url, t, id, players);
  ok(await gql(url, FIX_TABLE, { id }, t.director));
  const fixed = ok(await gql(url, FIX_POOL, { id }, t.director));
  const beforeAward = fixed.fixPrizePool.events[0].globalPosition as number;
  const standings = Array.from({ length: players }, (_, i) => ({
    playerId: pid(i + 1),
    place: i + 1,
  }));
  ok(await gql(url, AWARD, { id, standings }, t.director));
  return { id, players, beforePool, beforeAward };
}
