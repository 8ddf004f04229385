import { gql, headPosition, onlyError, type GraphQLResponse } from './support/graphql';
import { CREATE, TOURNAMENT, createInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';
import { REGISTER_MEMBER, federationToken } from './support/members';
import { wsOperation } from './support/ws-operation';

/**
 * Issue 15 items 3, 7 and 8 over real HTTP: query limits with /health responsive meanwhile,
 * introspection switch, free-text bounds, and nonsense level structures.
 */
jest.setTimeout(120_000);

let server: RunningServer;
let director: string;
let player: string;
let seq = 0;
const freshId = () => `hard-${process.pid}-${++seq}`;

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'td-1' });
  player = server.token({ role: 'player', sub: 'RO-1' });
});
afterAll(async () => server?.stop());

const aliased = (n: number, field: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await f();
  return { ms: performance.now() - t0, value };
}

async function healthMs(): Promise<number> {
  return (
    await timed(async () => {
      const res = await fetch(`${server.url}/health`);
      expect(res.status).toBe(200);
      await res.json();
    })
  ).ms;
}

describe('query limits (issue 15 item 3)', () => {
  it('the 800-alias query of the report is refused QUERY_TOO_COSTLY, and /health answers meanwhile', async () => {
    const abusive = aliased(800, 'rulesets { id name parameters { path value cite note } }');
    const baseline = Math.max(await healthMs(), await healthMs(), await healthMs());
    // Twenty abusive requests in flight at once, /health asked five times while they are.
    const attacks = Array.from({ length: 20 }, () =>
      timed(() => gql(server.url, abusive, {}, player)),
    );
    const during: number[] = [];
    for (let i = 0; i < 5; i++) during.push(await healthMs());
    const answers = await Promise.all(attacks);
    for (const { value } of answers) {
      expect(value.status).toBe(400);
      expect(onlyError(value).extensions).toMatchObject({
        code: 'QUERY_TOO_COSTLY',
        limit: 'maxTokens',
      });
    }
    const slowestAttack = Math.max(...answers.map((a) => a.ms));
    const slowestHealth = Math.max(...during);
    console.log(
      `800-alias query ×20: slowest refusal ${slowestAttack.toFixed(0)} ms; /health ${baseline.toFixed(0)} ms before, at most ${slowestHealth.toFixed(0)} ms during`,
    );
    // Before the limits each answer was 5.9 MB after about 3 s, and twenty of them queued
    // /health behind a minute of work. The bounds leave room for a loaded test machine.
    expect(slowestAttack).toBeLessThan(5_000);
    expect(slowestHealth).toBeLessThan(Math.max(1_000, 4 * baseline));
  });

  it('a query under the token limit but with 100 aliases is refused for its aliases', async () => {
    const r = await gql(server.url, aliased(100, 'rulesets { id }'), {}, player);
    expect(r.status).toBe(400);
    expect(onlyError(r).extensions).toMatchObject({
      code: 'QUERY_TOO_COSTLY',
      limit: 'maxAliases',
      max: 20,
    });
  });

  it('11 registerPlayer mutations in one request are refused and nothing is appended', async () => {
    const id = freshId();
    expect((await gql(server.url, CREATE, { input: createInput(id) }, director)).errors).toBe(
      undefined,
    );
    const before = await headPosition(server.url);
    const many = (n: number) =>
      `mutation($t: ID!, $i: RegisterPlayerInput!) { ${Array.from(
        { length: n },
        (_, k) => `m${k}: registerPlayer(tournamentId: $t, input: $i) { duplicate }`,
      ).join(' ')} }`;
    const input = {
      playerId: 'RO-1',
      fullName: 'Ana Pop',
      clubId: 'club-1',
      idDocument: { type: 'ID_CARD', number: 'RX1' },
    };
    const eleven = await gql(server.url, many(11), { t: id, i: input }, director);
    expect(onlyError(eleven).extensions).toMatchObject({
      code: 'QUERY_TOO_COSTLY',
      limit: 'maxMutations',
    });
    // The report's 200 aliased mutations: refused while parsing.
    const twoHundred = await gql(server.url, many(200), { t: id, i: input }, director);
    expect(onlyError(twoHundred).extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(await headPosition(server.url)).toBe(before);
  });

  it('a batched POST of 11 single-mutation operations: the 11th is refused, nothing appended', async () => {
    const before = await headPosition(server.url);
    const op = {
      query: 'mutation($t: ID!) { openRegistration(tournamentId: $t) { commandId } }',
      variables: { t: 'no-such-tournament' },
    };
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${director}` },
      body: JSON.stringify(Array(11).fill(op)),
    });
    const answers = (await res.json()) as { errors: { extensions: { code: string } }[] }[];
    expect(answers.map((a) => a.errors[0].extensions.code)).toEqual([
      ...Array<string>(10).fill('TOURNAMENT_NOT_FOUND'),
      'QUERY_TOO_COSTLY',
    ]);
    expect(await headPosition(server.url)).toBe(before);
  });
});

describe("the same limits over graphql-ws (the hall display's WebSocket endpoint)", () => {
  const codes = (payload: unknown) =>
    (payload as { extensions?: { code?: string; limit?: string } }[]).map((e) => e.extensions);

  it('an operation within the limits is answered over the socket', async () => {
    const answer = await wsOperation(server.url, '{ rulesets { id } }', `Bearer ${player}`);
    expect(answer.type).toBe('next');
    expect(
      (answer.payload as { data: { rulesets: unknown[] } }).data.rulesets.length,
    ).toBeGreaterThan(0);
  });

  it('an 800-alias query sent over the socket is refused QUERY_TOO_COSTLY (token limit)', async () => {
    const answer = await wsOperation(
      server.url,
      aliased(800, 'rulesets { id }'),
      `Bearer ${player}`,
    );
    expect(answer.type).toBe('error');
    expect(codes(answer.payload)).toEqual([
      { code: 'QUERY_TOO_COSTLY', limit: 'maxTokens', max: 2000, next: expect.any(String) },
    ]);
  });

  it('30 aliases are refused for their aliases, 11 mutations for their count, nothing appended', async () => {
    const aliases = await wsOperation(
      server.url,
      aliased(30, 'rulesets { id }'),
      `Bearer ${player}`,
    );
    expect(aliases.type).toBe('error');
    expect(codes(aliases.payload)).toContainEqual(
      expect.objectContaining({ code: 'QUERY_TOO_COSTLY', limit: 'maxAliases' }),
    );
    const id = freshId();
    expect((await gql(server.url, CREATE, { input: createInput(id) }, director)).errors).toBe(
      undefined,
    );
    const before = await headPosition(server.url);
    const many = `mutation($t: ID!, $i: RegisterPlayerInput!) { ${Array.from(
      { length: 11 },
      (_, k) => `m${k}: registerPlayer(tournamentId: $t, input: $i) { duplicate }`,
    ).join(' ')} }`;
    const input = {
      playerId: 'RO-1',
      fullName: 'Ana Pop',
      clubId: 'club-1',
      idDocument: { type: 'ID_CARD', number: 'RX1' },
    };
    const mutations = await wsOperation(server.url, many, `Bearer ${director}`, {
      t: id,
      i: input,
    });
    expect(mutations.type).toBe('error');
    expect(codes(mutations.payload)).toContainEqual(
      expect.objectContaining({ code: 'QUERY_TOO_COSTLY', limit: 'maxMutations' }),
    );
    expect(await headPosition(server.url)).toBe(before);
  });
});

describe('introspection switched off (LEDGER_GRAPHQL_INTROSPECTION=0, as production defaults)', () => {
  let closed: RunningServer;
  beforeAll(async () => {
    closed = await startServer({ LEDGER_GRAPHQL_INTROSPECTION: '0' });
  });
  afterAll(async () => closed?.stop());

  it('introspection is refused and a misspelt field gets no suggestion (on by default in development)', async () => {
    const open = await gql(server.url, '{ __schema { queryType { name } } }', {}, player);
    expect(open.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const token = closed.token({ role: 'player', sub: 'RO-1' });
    const intro = await gql(closed.url, '{ __schema { queryType { name } } }', {}, token);
    expect(intro.errors?.[0].message).toMatch(/introspection/i);
    const typo = await gql(closed.url, '{ rulesetz { id } }', {}, token);
    expect(onlyError(typo).message).not.toContain('rulesets');
    const overSocket = await wsOperation(
      closed.url,
      '{ __schema { queryType { name } } }',
      `Bearer ${token}`,
    );
    expect(overSocket.type).toBe('error');
    expect(JSON.stringify(overSocket.payload)).toMatch(/introspection/i);
  });
});

describe('free text (issue 15 item 7)', () => {
  async function refused(overrides: Record<string, unknown>) {
    const before = await headPosition(server.url);
    const r = await gql(server.url, CREATE, { input: createInput(freshId(), overrides) }, director);
    expect(r.data).toBeNull();
    expect(await headPosition(server.url)).toBe(before);
    return onlyError(r).extensions as { code: string; field: string; fields: { field: string }[] };
  }

  it("a member's 99 KB full name is refused naming input.fullName; nothing is recorded", async () => {
    const before = await headPosition(server.url);
    const r = await gql(
      server.url,
      REGISTER_MEMBER,
      {
        input: {
          federationId: 'RO-99',
          fullName: 'x'.repeat(99_000),
          clubId: 'club-1',
          idDocument: { type: 'ID_CARD', number: 'RX99' },
          registeredOn: '2020-01-02',
        },
      },
      federationToken(server),
    );
    expect(onlyError(r).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.fullName',
    });
    expect(await headPosition(server.url)).toBe(before);
  });

  it.each([
    ['NUL', 'Main\u0000Event'],
    ['ESC', 'Main \u001b[2JEvent'],
    ['CR/LF', 'Main\r\nEvent'],
    ['a bidi override', 'Main \u202Etneve'],
  ])('a name with %s is refused naming input.name', async (_what, name) => {
    expect(await refused({ name })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.name' });
  });

  it('every bad text field is named at once (issue 21)', async () => {
    const e = await refused({ name: 'a\u0000', venue: '\u202Ex', currency: 'RONX' });
    expect(e.fields.map((f) => f.field)).toEqual(['input.currency', 'input.name', 'input.venue']);
  });

  it('a decomposed name is recorded in NFC', async () => {
    const id = freshId();
    const name = 'Cupa Bucure\u0219tiului Cafe\u0301';
    const created = await gql(server.url, CREATE, { input: createInput(id, { name }) }, director);
    expect(created.errors).toBeUndefined();
    const read = await gql(server.url, TOURNAMENT, { id }, director);
    expect(read.data!.tournament.name).toBe(name.normalize('NFC'));
    expect(read.data!.tournament.name).not.toBe(name);
  });
});

describe('level structures (issue 15 item 8)', () => {
  const levels = [{ level: 1, smallBlind: 200, bigBlind: 100, ante: 0, durationMinutes: 20 }];

  async function refusedStructure(rulesetId: string): Promise<GraphQLResponse> {
    const before = await headPosition(server.url);
    const r = await gql(
      server.url,
      CREATE,
      { input: createInput(freshId(), { rulesetId, levels }) },
      director,
    );
    expect(await headPosition(server.url)).toBe(before);
    return r;
  }

  it('FSNP Art. 17, 55, 60, 66: a big blind below the small blind is refused over GraphQL', async () => {
    const e = onlyError(await refusedStructure('fsnp'));
    expect(e.extensions).toMatchObject({
      code: 'INVALID_LEVEL_STRUCTURE',
      ruleRef: 'FSNP Art. 17, 55, 60, 66',
    });
    expect(e.message).toContain('levels[0].bigBlind');
  });

  it('Club Rule 23: under club-tda the refusal cites the house rules, never FSNP', async () => {
    const e = onlyError(await refusedStructure('club-tda'));
    expect(e.extensions).toMatchObject({
      code: 'INVALID_LEVEL_STRUCTURE',
      ruleRef: 'Club Rule 23',
    });
  });
});
