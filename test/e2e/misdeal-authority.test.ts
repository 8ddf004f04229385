/**
 * FSPR 6.3 over GraphQL: the chief judge's misdeal delegate. A federation official cannot declare
 * a misdeal until the director authorises him on record; once authorised he can, and his name is
 * on the ruling; after the delegation is withdrawn he cannot. Under FSPR the tournament is played
 * on a real server with the compiled schema, as a floor would use it.
 */
import { gql, headPosition, onlyError } from './support/graphql';
import { enrolMembers } from './support/members';
import { CLOSE, CREATE, OPEN, REGISTER, createInput, playerInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

const RESULT = 'tournamentId events { type }';
const AT = '$t: ID!, $table: ID!, $hand: Int!';
const ON = 'tournamentId: $t, tableId: $table, handNo: $hand';
const M = {
  start: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  startHand: `mutation($t: ID!, $table: ID!) { startHand(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  post: `mutation(${AT}) { postForcedBets(${ON}) { ${RESULT} } }`,
  irregularity: `mutation(${AT}, $kind: IrregularityKind!) { recordIrregularity(${ON}, irregularity: $kind) { ${RESULT} } }`,
  delegate: `mutation($t: ID!, $who: String!, $name: String) { delegateMisdealAuthority(tournamentId: $t, delegateId: $who, delegateName: $name) { ${RESULT} } }`,
  revoke: `mutation($t: ID!, $who: String!) { revokeMisdealAuthority(tournamentId: $t, delegateId: $who) { ${RESULT} } }`,
};
const TABLES = `query($t: ID!) { tables(tournamentId: $t) { tableId } }`;
const HISTORY = `query($t: ID!, $h: ID!) { handHistory(tournamentId: $t, handId: $h) {
  rulings { code ruleRef outcome officialId officialRole } voided { code redeal } } }`;

let server: RunningServer;
let director: string;
let floor: string;
let dealer: string;
let official: string;
const T = `misdeal-authority-${process.pid}`;
const PLAYERS = [1, 2, 3, 4].map((i) => playerInput(`${T}-p${i}`));
let table: string;
let hand = 0;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function ok(query: string, variables: Record<string, unknown>, token: string) {
  const r = await gql<any>(server.url, query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return Object.values(r.data)[0] as any;
}
async function refused(query: string, variables: Record<string, unknown>, token: string) {
  const before = await headPosition(server.url);
  const e = onlyError(await gql<any>(server.url, query, variables, token));
  expect(await headPosition(server.url)).toBe(before);
  return e;
}
async function nextHand() {
  await ok(M.startHand, { t: T, table }, dealer);
  hand += 1;
  await ok(M.post, { t: T, table, hand }, dealer);
}
const misdeal = (token: string) => ({
  query: M.irregularity,
  vars: { t: T, table, hand, kind: 'DEALT_OUT_OF_ORDER' },
  token,
});

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'chief-judge' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-7' });
  official = server.token({ role: 'federation', sub: 'fed-official-3' });
  await enrolMembers(server, PLAYERS);
  await ok(CREATE, { input: createInput(T, { rulesetId: 'fspr', seatsPerTable: 9 }) }, director);
  await ok(OPEN, { id: T }, director);
  for (const p of PLAYERS) await ok(REGISTER, { id: T, input: p }, floor);
  await ok(CLOSE, { id: T }, director);
  await ok(M.start, { t: T }, director);
  table = (await ok(TABLES, { t: T }, director))[0].tableId;
  await nextHand();
});
afterAll(async () => server?.stop());

describe('FSPR 6.3: the chief judge authorises a misdeal delegate', () => {
  it('FSPR 6.3: without a delegation, the federation official\u2019s misdeal is refused and nothing is recorded', async () => {
    const m = misdeal(official);
    const e = await refused(m.query, m.vars, m.token);
    expect(e.extensions).toMatchObject({
      code: 'MISDEAL_NOT_YOURS_TO_DECLARE',
      ruleRef: 'FSPR 6.3',
    });
  });

  it('FSPR 6.3: a floor official cannot authorise a delegate: that is the chief judge\u2019s', async () => {
    const e = await refused(M.delegate, { t: T, who: 'fed-official-3' }, floor);
    expect(e.message).toMatch(/director/i);
  });

  it('FSPR 6.3: the director authorises him on record; his misdeal voids the hand and the ruling names him', async () => {
    const d = await ok(M.delegate, { t: T, who: 'fed-official-3', name: 'I. Petrov' }, director);
    expect(d.events.map((e: any) => e.type)).toEqual(['MisdealAuthorityDelegated']);
    const m = misdeal(official);
    const r = await ok(m.query, m.vars, m.token);
    expect(r.events.map((e: any) => e.type)).toEqual([
      'FloorRuling',
      'HandVoided',
      'HandCompleted',
    ]);
    const h = await ok(HISTORY, { t: T, h: `${table}:${hand}` }, director);
    expect(h.rulings[0]).toMatchObject({
      code: 'DEALT_OUT_OF_ORDER',
      outcome: 'misdeal',
      ruleRef: 'FSPR 6.3.3',
      officialId: 'fed-official-3',
      officialRole: 'federation',
    });
    expect(h.voided).toMatchObject({ redeal: true });
  });

  it('FSPR 6.3: after the director withdraws it, the same official is refused in the redeal', async () => {
    await ok(M.revoke, { t: T, who: 'fed-official-3' }, director);
    await nextHand();
    const m = misdeal(official);
    const e = await refused(m.query, m.vars, m.token);
    expect(e.extensions?.code).toBe('MISDEAL_NOT_YOURS_TO_DECLARE');
  });
});
