/**
 * Issue 15.9: validation before authorization told a caller who may not send a command which
 * of its fields were wrong (BAD_USER_INPUT with field details for changeRankingFormula).
 * Every mutation of the schema, found by introspection so a new one is covered the day it is
 * added, is called with invalid input by a role that may not call it: FORBIDDEN, nothing
 * appended.
 */
import { mutationAuthority } from '../../src/api/auth/policy';
import type { Role } from '../../src/events/envelope';
import { gql, headPosition } from './support/graphql';
import { introspect, literal, rootFields, selectAll, type Schema } from './support/introspection';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(180_000);

let server: RunningServer;
let schema: Schema;
beforeAll(async () => {
  server = await startServer();
  schema = await introspect(server.url);
});
afterAll(async () => server?.stop());

/** Values of the right GraphQL type that no check accepts: empty text, a malformed id, −1. */
const INVALID: Record<string, string> = {
  String: '""',
  ID: '"not a valid id!"',
  Int: '-1',
  SafeInt: '-1',
  Float: '-1.5',
  Boolean: 'true',
};
const invalid = (scalar: string) => {
  const v = INVALID[scalar];
  if (!v) throw new Error(`no invalid value for scalar ${scalar}: add one`);
  return v;
};

/** The order roles are tried in: the least privileged first. */
const ROLES: readonly Role[] = [
  'player',
  'dealer',
  'regulator',
  'club',
  'floor',
  'federation',
  'director',
];

describe('issue 15.9: authorization comes before validation for every mutation', () => {
  it('changeRankingFormula with a bad formula from a player is FORBIDDEN, not BAD_USER_INPUT', async () => {
    const r = await gql(
      server.url,
      `mutation { changeRankingFormula(input: { seasonId: "s-2026", reason: "", formula: { formulaId: "nonsense" } }) { streamId } }`,
      {},
      server.token({ role: 'player', sub: 'RO-1' }),
    );
    expect(r.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(r.errors?.[0].extensions).toMatchObject({
      allowedRoles: ['federation'],
      role: 'player',
    });
    expect(r.errors?.[0].extensions?.field).toBeUndefined();
  });

  it('every mutation, called with invalid input by a role that may not call it, is FORBIDDEN and appends nothing', async () => {
    const mutations = rootFields(schema, 'mutation');
    expect(mutations.length).toBeGreaterThan(60);
    const unknown = mutations.filter((m) => !mutationAuthority(m.name)).map((m) => m.name);
    // A mutation the guard cannot name a command for would be checked only after its input.
    expect(unknown).toEqual([]);
    const before = await headPosition(server.url);
    const outcomes: Record<string, string> = {};
    for (const m of mutations) {
      const allowed = mutationAuthority(m.name)!.roles;
      const role = ROLES.find((r) => !allowed.includes(r));
      if (!role) continue; // every role may call it: nothing to refuse
      const args = m.args.map((a) => `${a.name}: ${literal(schema, a.type, invalid)}`).join(', ');
      const query = `mutation { ${m.name}${args ? `(${args})` : ''}${selectAll(schema, m.type, 1)} }`;
      const r = await gql(server.url, query, {}, server.token({ role, sub: `${role}-walk` }));
      const codes = (r.errors ?? []).map((e) => String(e.extensions?.code));
      outcomes[m.name] = `${role}: ${codes.join(',') || 'no error'}`;
      if (codes.join() === 'FORBIDDEN') {
        expect(r.data).toBeNull();
        expect(r.errors?.[0].extensions?.allowedRoles).toEqual([...allowed]);
      }
    }
    const wrong = Object.entries(outcomes).filter(([, o]) => !o.endsWith(': FORBIDDEN'));
    expect(wrong).toEqual([]);
    expect(Object.keys(outcomes).length).toBeGreaterThan(60);
    expect(await headPosition(server.url)).toBe(before);
  });
});
