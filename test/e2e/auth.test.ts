import jwt from 'jsonwebtoken';
import { gql, headPosition, onlyError } from './support/graphql';
import {
  CREATE,
  OPEN,
  REGISTER,
  TOURNAMENTS,
  createInput,
  playerInput,
} from './support/operations';
import { TEST_SECRET, startServer, type RunningServer } from './support/server';
import { enrolMembers } from './support/members';

jest.setTimeout(120_000);

let server: RunningServer;
let openTournament: string;

beforeAll(async () => {
  server = await startServer();
  const director = server.token({ role: 'director', sub: 'td-1' });
  openTournament = `auth-${process.pid}`;
  await gql(server.url, CREATE, { input: createInput(openTournament) }, director);
  await gql(server.url, OPEN, { id: openTournament }, director);
  await enrolMembers(server, [playerInput('RO-AUTH')]); // FSNP Art. 29: holds a card
});
afterAll(async () => server?.stop());

/** A mutation refused before the pipeline: the error code, and the store did not move. */
async function refused(token: string | undefined, query: string, vars: Record<string, unknown>) {
  const before = await headPosition(server.url);
  const r = await gql(server.url, query, vars, token);
  expect(await headPosition(server.url)).toBe(before);
  expect(r.data).toBeNull();
  return onlyError(r);
}

const register = { id: () => openTournament, input: playerInput('RO-AUTH') };
const registerVars = () => ({ id: register.id(), input: register.input });

describe('issue 2 "Auth": UNAUTHENTICATED without a valid bearer token, nothing appended', () => {
  it('no token: a mutation is UNAUTHENTICATED', async () => {
    const e = await refused(undefined, REGISTER, registerVars());
    expect(e.extensions?.code).toBe('UNAUTHENTICATED');
    expect(e.message).toMatch(/Bearer/);
  });

  it('no token: a query is UNAUTHENTICATED too', async () => {
    const e = onlyError(await gql(server.url, TOURNAMENTS, {}));
    expect(e.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a token signed with another secret is UNAUTHENTICATED', async () => {
    const forged = jwt.sign({ role: 'director' }, 'not-the-secret', { subject: 'x' });
    const e = await refused(forged, REGISTER, registerVars());
    expect(e.extensions?.code).toBe('UNAUTHENTICATED');
    expect(e.message).toContain('not valid');
  });

  it('an unsigned token (alg "none") is UNAUTHENTICATED', async () => {
    const unsigned = jwt.sign({ role: 'director', sub: 'x' }, '', { algorithm: 'none' });
    const e = await refused(unsigned, REGISTER, registerVars());
    expect(e.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an expired token is UNAUTHENTICATED and says it expired', async () => {
    const expired = jwt.sign(
      { role: 'director', exp: Math.floor(Date.now() / 1000) - 60 },
      TEST_SECRET,
      {
        subject: 'td-1',
      },
    );
    const e = await refused(expired, REGISTER, registerVars());
    expect(e.extensions?.code).toBe('UNAUTHENTICATED');
    expect(e.message).toContain('expired');
  });

  it('a token with an unknown role is UNAUTHENTICATED', async () => {
    const odd = jwt.sign({ role: 'system' }, TEST_SECRET, { subject: 'relay' });
    const e = await refused(odd, REGISTER, registerVars());
    expect(e.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an Authorization header that is not "Bearer <token>" is UNAUTHENTICATED', async () => {
    const r = await gql(server.url, TOURNAMENTS, {}, undefined, { authorization: 'Basic abc' });
    expect(onlyError(r).extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('issue 2 "Auth": FORBIDDEN names the roles allowed, nothing appended', () => {
  it('DESIGN.md Authority: a dealer may not create a tournament; only the director may', async () => {
    const dealer = server.token({ role: 'dealer', sub: 'dealer-1' });
    const e = await refused(dealer, CREATE, { input: createInput(`auth-d-${process.pid}`) });
    expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', allowedRoles: ['director'] });
    expect(e.message).toContain('director');
  });

  it.each(['regulator', 'club'] as const)(
    'issue 2: a %s never writes, not even a registration',
    async (role) => {
      const token = server.token({ role, sub: `${role}-1` });
      const e = await refused(token, REGISTER, registerVars());
      expect(e.extensions).toMatchObject({
        code: 'FORBIDDEN',
        allowedRoles: ['director', 'floor'],
      });
    },
  );

  it('a player may not register players', async () => {
    const e = await refused(
      server.token({ role: 'player', sub: 'RO-1' }),
      REGISTER,
      registerVars(),
    );
    expect(e.extensions?.code).toBe('FORBIDDEN');
  });

  it('the floor may register a player (LNSE I.30: the office takes registrations)', async () => {
    const floor = server.token({ role: 'floor', sub: 'floor-1' });
    const r = await gql(server.url, REGISTER, registerVars(), floor);
    expect(r.errors).toBeUndefined();
    expect(r.data!.registerPlayer.events[0].type).toBe('PlayerRegistered');
  });
});

describe('issue 2 "Auth": queries are open to every authenticated role', () => {
  it.each(['director', 'floor', 'dealer', 'federation', 'regulator', 'club', 'player'] as const)(
    'a %s can list tournaments',
    async (role) => {
      const r = await gql(server.url, TOURNAMENTS, {}, server.token({ role, sub: `${role}-q` }));
      expect(r.errors).toBeUndefined();
      expect(r.data!.tournaments.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(
        openTournament,
      );
    },
  );
});

/** Introspection needs no token; every root field of the API does, except these @Public() ones. */
const PUBLIC_FIELDS: readonly string[] = ['display']; // the hall monitors (issue 10)

const TYPE = 'type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECT = `{ __schema {
  queryType { fields { name ${TYPE} args { name ${TYPE} } } }
  mutationType { fields { name ${TYPE} args { name ${TYPE} } } }
} }`;

interface TypeRef {
  kind: string;
  name: string | null;
  ofType?: TypeRef | null;
}
const DUMMY: Record<string, string> = {
  ID: '"x"',
  String: '"x"',
  Int: '1',
  SafeInt: '1',
  Boolean: 'true',
};

const isLeaf = (t: TypeRef): boolean =>
  t.ofType ? isLeaf(t.ofType) : t.kind === 'SCALAR' || t.kind === 'ENUM';

/** A literal for a required scalar argument, or undefined when it needs an input object. */
function dummy(t: TypeRef): string | undefined {
  if (t.kind === 'NON_NULL' && t.ofType) return dummy(t.ofType);
  if (t.kind === 'LIST' && t.ofType) return `[${dummy(t.ofType) ?? ''}]`;
  return t.name ? DUMMY[t.name] : undefined;
}

describe('issue 2 "Auth": no root field of any area answers an anonymous caller', () => {
  it('every query and mutation callable with scalar arguments is UNAUTHENTICATED without a token', async () => {
    const schema = (await gql(server.url, INTROSPECT)).data!.__schema;
    type Field = { name: string; type: TypeRef; args: { name: string; type: TypeRef }[] };
    const roots: [string, Field[]][] = [
      ['query', schema.queryType.fields],
      ['mutation', schema.mutationType?.fields ?? []],
    ];
    let checked = 0;
    for (const [op, fields] of roots) {
      for (const f of fields) {
        const args = f.args
          .filter((a) => a.type.kind === 'NON_NULL')
          .map((a) => [a.name, dummy(a.type)] as const);
        if (PUBLIC_FIELDS.includes(f.name) || args.some(([, v]) => v === undefined)) continue;
        const argText = args.length ? `(${args.map(([n, v]) => `${n}: ${v}`).join(', ')})` : '';
        const selection = isLeaf(f.type) ? '' : ' { __typename }';
        const r = await gql(server.url, `${op} { ${f.name}${argText}${selection} }`);
        const codes = (r.errors ?? []).map((e) => e.extensions?.code);
        expect({ field: f.name, codes }).toEqual({ field: f.name, codes: ['UNAUTHENTICATED'] });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});
