import { gql, headPosition, onlyError } from './support/graphql';
import { federationToken } from './support/members';
import { CREATE, createInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 21 "Errors report every bad field at once", over HTTP for the resolvers that used to
 * stop at the first bad field: each refusal lists every bad field in `extensions.fields`
 * (`field` names the first) and appends nothing.
 */
jest.setTimeout(120_000);

const RESULT = 'tournamentId commandId';
const M = {
  completeHand: `mutation($t: ID!, $table: ID!, $hand: Int!) { completeHand(tournamentId: $t, tableId: $table, handNo: $hand) { ${RESULT} } }`,
  decideProtest: `mutation($t: ID!, $p: ID!, $on: String) { decideProtest(tournamentId: $t, protestId: $p, outcome: DISMISSED, reasoning: "late", decidedOn: $on) { ${RESULT} } }`,
  bagChips: `mutation($t: ID!, $bags: [BaggedCountInput!]!) { bagChips(tournamentId: $t, bags: $bags) { ${RESULT} } }`,
};

let server: RunningServer;
let director: string;
const tournamentId = `fields-${process.pid}`;

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'td-1' });
  const created = await gql(server.url, CREATE, { input: createInput(tournamentId) }, director);
  expect(created.errors).toBeUndefined();
});
afterAll(async () => server?.stop());

/** Sends a mutation that must be refused, and returns the bad fields it names. */
async function badFields(query: string, variables: Record<string, unknown>, token: string) {
  const before = await headPosition(server.url);
  const r = await gql(server.url, query, variables, token);
  expect(r.data).toBeNull();
  expect(await headPosition(server.url)).toBe(before);
  const e = onlyError(r).extensions as {
    code: string;
    field: string;
    fields: { field: string; message: string }[];
  };
  expect(e.code).toBe('BAD_USER_INPUT');
  expect(e.field).toBe(e.fields[0].field);
  for (const f of e.fields) expect(f.message).not.toBe('');
  return e.fields.map((f) => f.field);
}

describe('every bad field of a request at once (issue 21)', () => {
  it('a hand command with a bad table id and a bad hand number names both', async () => {
    const fields = await badFields(
      M.completeHand,
      { t: tournamentId, table: 'table one!', hand: 0 },
      director,
    );
    expect(fields).toEqual(['tableId', 'handNo']);
  });

  it('a protest decision with a bad tournament id and a bad decision date names both', async () => {
    const fields = await badFields(
      M.decideProtest,
      { t: 'no such/id', p: 'protest-1', on: '31/12/2026' },
      federationToken(server),
    );
    expect(fields).toEqual(['tournamentId', 'decidedOn']);
  });

  it('bagging chips with a bad player id and a bad denomination names both nested fields', async () => {
    const fields = await badFields(
      M.bagChips,
      {
        t: tournamentId,
        bags: [{ playerId: 'player #1', chips: [{ denomination: 0, count: 3 }] }],
      },
      director,
    );
    expect(fields).toEqual(['bags[0].playerId', 'bags[0].chips[0].denomination']);
  });
});
