import Database from 'better-sqlite3';
import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { QUERY_LIMITS } from '../../src/api/common/query-limits';
import { gql, headPosition } from './support/graphql';
import { CREATE, OPEN, PUBLISH, characteristicsInput, createInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 15 "Fuzzing": at least 10,000 generated inputs to the GraphQL mutations, the
 * arbitraries built from the schema's input types as the server describes them (introspection).
 * Holds when: no HTTP 5xx, no crash (no INTERNAL_SERVER_ERROR, /health still answers), and no
 * refused input left anything in the store (every event appended belongs to a command that was
 * answered without an error).
 */
jest.setTimeout(180_000);

const INPUTS = 10_000;
// A batch of single-mutation operations, as many as one HTTP request may carry.
const PER_REQUEST = Math.min(QUERY_LIMITS.maxOperations, QUERY_LIMITS.maxMutations);
const CONCURRENCY = 4;
const SEED = Number(process.env.LEDGER_FUZZ_SEED ?? 20_261_201);

const TOURNAMENTS = ['fz-fsnp', 'fz-lnse', 'fz-club'];
const REALISTIC = [
  ...TOURNAMENTS,
  'fsnp',
  'lnse',
  'club-tda',
  'fspr',
  'FZ',
  'RA',
  'SC',
  'REBUY',
  'RON',
  'ARS',
  'club-1',
  'T1',
  'T2',
  'RO-1',
  'RO-2',
  'ID_CARD',
  'Ana Pop',
  'As Kd',
  '2026-03-14T18:00:00Z',
  '2026-03-14',
  '2026',
  '',
  ' ',
];

/** Strings a careless or hostile client sends, and ones a real client would. */
const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...REALISTIC) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('\u0000', '\u001b[2J', '\r\n', '\u202e', '\u2066', '\u0085'),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 190, maxLength: 4_100 }) },
);

const int32 = fc.oneof(
  fc.integer({ min: -3, max: 30 }),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  fc.constantFrom(0, -1, 2 ** 31 - 1),
);
// Only values the types admit: a value graphql-js refuses while coercing the variables
// (1.5 for an Int) would refuse the whole request before any resolver runs.
const safeInt = fc.oneof(
  fc.integer({ min: -10, max: 100_000 }),
  fc.maxSafeInteger(),
  fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
);

function scalar(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return int32;
    case 'SafeInt':
      return safeInt;
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'Boolean':
      return fc.boolean();
    default:
      // String, ID, and any scalar the schema adds later: text is what a client can send.
      return text;
  }
}

/** An arbitrary for a GraphQL input type, as the introspected schema declares it. */
function arbitraryOf(type: GraphQLInputType): fc.Arbitrary<unknown> {
  if (!isNonNullType(type)) return fc.option(valueOf(type), { nil: null, freq: 6 });
  return valueOf(getNullableType(type));
}

function valueOf(t: GraphQLInputType): fc.Arbitrary<unknown> {
  if (isListType(t)) return fc.array(arbitraryOf(t.ofType), { maxLength: 4 });
  if (isEnumType(t)) return fc.constantFrom(...t.getValues().map((v) => v.value as string));
  if (isInputObjectType(t)) {
    const fields = Object.values(t.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, arbitraryOf(f.type)])), {
      requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    });
  }
  if (isScalarType(t)) return scalar(t.name);
  throw new Error(`not an input type: ${String(t)}`);
}

interface Call {
  readonly field: GraphQLField<unknown, unknown>;
  readonly args: Record<string, unknown>;
  readonly commandId: string;
}

function callsFor(schema: GraphQLSchema): fc.Arbitrary<Omit<Call, 'commandId'>> {
  const mutations = Object.values(schema.getMutationType()!.getFields());
  const argsOf = (args: readonly GraphQLArgument[]) =>
    fc.record(
      Object.fromEntries(
        args.filter((a) => a.name !== 'commandId').map((a) => [a.name, arbitraryOf(a.type)]),
      ),
      { requiredKeys: args.filter((a) => isNonNullType(a.type)).map((a) => a.name) },
    );
  return fc.oneof(...mutations.map((field) => argsOf(field.args).map((args) => ({ field, args }))));
}

/** One operation per input, so one refusal never stops the others of its request. */
function operation(c: Call) {
  const defs: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const a of c.field.args) {
    const value = a.name === 'commandId' ? c.commandId : c.args[a.name];
    if (value === undefined) continue;
    defs.push(`$${a.name}: ${String(a.type)}`);
    args.push(`${a.name}: $${a.name}`);
    variables[a.name] = value;
  }
  const head = defs.length ? `(${defs.join(', ')})` : '';
  const list = args.length ? `(${args.join(', ')})` : '';
  return {
    query: `mutation Fuzz${head} { ${c.field.name}${list} { commandId events { globalPosition } } }`,
    variables,
  };
}

interface Answer {
  readonly data?: unknown;
  readonly errors?: { message: string; path?: unknown[]; extensions?: { code?: string } }[];
}

/** A batched POST (an array of operations) on a keep-alive connection. */
async function post(url: string, token: string, calls: readonly Call[]) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(calls.map(operation)),
  });
  const text = await res.text();
  let answers: Answer[] | undefined;
  try {
    const body = JSON.parse(text) as Answer[] | Answer;
    answers = Array.isArray(body) ? body : undefined;
  } catch {
    answers = undefined;
  }
  return { status: res.status, text, answers };
}

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

it('10,000 generated mutation inputs: no 5xx, no crash, nothing recorded for a refused input', async () => {
  const started = performance.now();
  const director = server.token({ role: 'director', sub: 'td-1' });
  // A little real state, so generated commands reach the deciders, not only "not found".
  for (const [id, rulesetId, tournamentType] of [
    ['fz-fsnp', 'fsnp', 'FZ'],
    ['fz-lnse', 'lnse', 'REBUY'],
    ['fz-club', 'club-tda', 'FZ'],
  ]) {
    const input = createInput(id, { rulesetId, tournamentType });
    if (rulesetId === 'lnse') Object.assign(input, { currency: 'ARS', seatsPerTable: 9 });
    expect((await gql(server.url, CREATE, { input }, director)).errors).toBeUndefined();
    if (rulesetId === 'lnse') {
      const published = { id, input: characteristicsInput(input.scheduledStart) };
      expect((await gql(server.url, PUBLISH, published, director)).errors).toBeUndefined();
    }
    expect((await gql(server.url, OPEN, { id }, director)).errors).toBeUndefined();
  }
  const setupHead = await headPosition(server.url);

  const intro = await gql<IntrospectionQuery>(server.url, getIntrospectionQuery(), {}, director);
  const schema = buildClientSchema(intro.data!);
  const tokens = [
    ...Array<string>(6).fill(director),
    server.token({ role: 'floor', sub: 'floor-1' }),
    server.token({ role: 'federation', sub: 'fed-1' }),
    server.token({ role: 'club', sub: 'club-1', club: 'club-1' }),
    server.token({ role: 'player', sub: 'RO-1' }),
  ];

  // Mostly fresh retry keys; now and then one no command may carry (too long, a control).
  const commandIds = fc.oneof(
    { weight: 19, arbitrary: fc.constant('fresh') },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(201), 'id\u0000', '\u202eid', '') },
  );
  const generated = fc.sample(fc.tuple(callsFor(schema), commandIds), {
    numRuns: INPUTS,
    seed: SEED,
  });
  const generatedIn = (performance.now() - started) / 1000;
  const calls: Call[] = generated.map(([c, id], n) => ({
    ...c,
    commandId: id === 'fresh' ? `fz-${n}` : id,
  }));
  const requests: Call[][] = [];
  for (let i = 0; i < calls.length; i += PER_REQUEST)
    requests.push(calls.slice(i, i + PER_REQUEST));

  const accepted = new Set<string>();
  const statuses = new Map<number, number>();
  const internal: string[] = [];
  const tooCostly: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const k = next++;
      const batch = requests[k];
      const r = await post(server.url, tokens[k % tokens.length], batch);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (r.status >= 500 || !r.answers || r.answers.length !== batch.length) {
        internal.push(`HTTP ${r.status}: ${r.text.slice(0, 500)}`);
        continue;
      }
      r.answers.forEach((answer, i) => {
        for (const e of answer.errors ?? []) {
          if (e.extensions?.code === 'INTERNAL_SERVER_ERROR')
            internal.push(
              `${e.message} ← ${batch[i].field.name} ${JSON.stringify(batch[i].args).slice(0, 300)}`,
            );
          if (e.extensions?.code === 'QUERY_TOO_COSTLY') tooCostly.push(e.message);
        }
        if (!answer.errors?.length) accepted.add(batch[i].commandId);
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;

  // No crash: the server still answers, and no resolver failed unexpectedly.
  const h = await fetch(`${server.url}/health`);
  expect(h.status).toBe(200);
  expect(internal).toEqual([]);
  expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  // The generator stays within the limits, so every input reached the resolvers' checks.
  expect(tooCostly).toEqual([]);

  // Every event appended since the set-up belongs to a command answered without an error.
  const db = new Database(server.dbPath, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        'SELECT command_id AS id, first_position AS first, last_position AS last FROM commands WHERE first_position > ?',
      )
      .all(setupHead) as { id: string; first: number; last: number }[];
    const recordedByRefused = rows.filter((r) => !accepted.has(r.id)).map((r) => r.id);
    expect(recordedByRefused).toEqual([]);
    const { n } = db
      .prepare('SELECT COUNT(*) AS n FROM events WHERE position > ?')
      .get(setupHead) as { n: number };
    expect(n).toBe(rows.reduce((sum, r) => sum + (r.last - r.first + 1), 0));
    console.log(
      `fuzz: ${calls.length} inputs in ${requests.length} requests, ${seconds.toFixed(1)} s ` +
        `(${generatedIn.toFixed(1)} s generating; seed ${SEED}); ` +
        `HTTP ${JSON.stringify(Object.fromEntries(statuses))}; ${accepted.size} accepted, ` +
        `${calls.length - accepted.size} refused; ${n} events appended by ${rows.length} accepted commands`,
    );
  } finally {
    db.close();
  }
  expect(calls.length).toBeGreaterThanOrEqual(10_000);
  expect(seconds).toBeLessThan(60);
});
