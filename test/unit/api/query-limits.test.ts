import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, GraphQLError, parse, validate } from 'graphql';
import {
  costlyRefusal,
  requestBudgetPlugin,
  QUERY_LIMITS,
  QUERY_TOO_COSTLY,
  queryProtection,
} from '../../../src/api/common/query-limits';

/** Issue 15 item 3: no cost limit on queries; 200 aliased registerPlayer mutations all ran. */
const schema = buildSchema(
  readFileSync(join(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8'),
);
const { validationRules, parseOptions } = queryProtection({});

const refusals = (query: string) =>
  validate(schema, parse(query, parseOptions), validationRules).map((e) => ({
    code: e.extensions.code,
    limit: e.extensions.limit,
  }));

const aliased = (n: number, field: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const registerPlayer = (i: number) =>
  `m${i}: registerPlayer(tournamentId: "t-1", input: { playerId: "p${i}", fullName: "P ${i}", clubId: "c", idDocument: { type: "ID_CARD", number: "${i}" } }) { duplicate }`;

describe('query limits (issue 15 item 3), all refused as QUERY_TOO_COSTLY', () => {
  it(`${QUERY_LIMITS.maxAliases} aliases pass; one more is refused`, () => {
    expect(refusals(aliased(QUERY_LIMITS.maxAliases, 'rulesets { id }'))).toEqual([]);
    expect(refusals(aliased(QUERY_LIMITS.maxAliases + 1, 'rulesets { id }'))).toEqual([
      { code: QUERY_TOO_COSTLY, limit: 'maxAliases' },
    ]);
  });

  it('the 800-alias query of the report is refused before anything runs', () => {
    expect(() => parse(aliased(800, 'tournaments { totalCount }'), parseOptions)).toThrow(
      /more th\w+ 2000 tokens/,
    );
  });

  it(`${QUERY_LIMITS.maxMutations} mutations in one request pass; the 200 of the report are refused`, () => {
    const mutation = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => registerPlayer(i)).join(' ')} }`;
    expect(refusals(mutation(QUERY_LIMITS.maxMutations))).toEqual([]);
    expect(refusals(mutation(QUERY_LIMITS.maxMutations + 1))).toContainEqual({
      code: QUERY_TOO_COSTLY,
      limit: 'maxMutations',
    });
  });

  it('mutations hidden in fragments are counted too', () => {
    const q = `mutation { ...A ...B }
      fragment A on Mutation { ${Array.from({ length: 6 }, (_, i) => registerPlayer(i)).join(' ')} }
      fragment B on Mutation { ${Array.from({ length: 6 }, (_, i) => registerPlayer(i + 6)).join(' ')} }`;
    expect(refusals(q)).toContainEqual({ code: QUERY_TOO_COSTLY, limit: 'maxMutations' });
  });

  it(`a selection nested ${QUERY_LIMITS.maxDepth} deep passes; deeper is refused`, () => {
    // The ledger's own types do not nest that deep; a recursive type shows the rule at work.
    const tree = buildSchema('type Node { name: String child: Node } type Query { root: Node }');
    const nest = (n: number): string => (n === 0 ? 'name' : `child { ${nest(n - 1)} }`);
    const depth = (n: number) =>
      validate(tree, parse(`{ root { ${nest(n - 2)} } }`), validationRules).map(
        (e) => e.extensions.limit,
      );
    expect(depth(QUERY_LIMITS.maxDepth)).toEqual([]);
    expect(depth(QUERY_LIMITS.maxDepth + 1)).toEqual(['maxDepth']);
  });

  it('a page of 100 entries with their purchases (the operations view) is within the cost limit', () => {
    const q = `query($t: ID!) { entries(tournamentId: $t, first: 100) { totalCount nodes { playerId status stack entries reEntries rebuys addOns announced paidPrizeFund paidFee purchases { purchaseNo item code prizeFund fee currency chips stackBefore stackAfter } } } }`;
    expect(refusals(q)).toEqual([]);
  });

  it('asking for 100 pages of 100 entries in one query costs too much', () => {
    const page = `entries(tournamentId: "t-1", first: 100) { nodes { playerId purchases { purchaseNo item code prizeFund fee currency chips stackBefore stackAfter } } }`;
    expect(refusals(aliased(3, page))).toContainEqual({
      code: QUERY_TOO_COSTLY,
      limit: 'maxCost',
    });
  });

  it('formatError turns the refusals Apollo recodes back into QUERY_TOO_COSTLY', () => {
    const [original] = validate(
      schema,
      parse(aliased(QUERY_LIMITS.maxAliases + 1, 'rulesets { id }')),
      validationRules,
    );
    // Apollo's ValidationError: code GRAPHQL_VALIDATION_FAILED, the rule's error as originalError.
    const apollo = { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' }, originalError: original };
    expect(costlyRefusal(original.message, apollo)).toEqual({
      message: `Aliases limit of ${QUERY_LIMITS.maxAliases} exceeded, found ${QUERY_LIMITS.maxAliases + 1}.`,
      extensions: {
        code: QUERY_TOO_COSTLY,
        limit: 'maxAliases',
        max: QUERY_LIMITS.maxAliases,
        next: expect.stringContaining('fewer aliases'),
      },
    });
    expect(
      costlyRefusal('Syntax Error: Document contains more that 2000 tokens. Parsing aborted.', {}),
    ).toMatchObject({ extensions: { code: QUERY_TOO_COSTLY, limit: 'maxTokens' } });
    expect(costlyRefusal('Syntax Error: Unexpected Name "x".', {})).toBeUndefined();
  });
});

describe('a batched POST is one request for the limits (issue 15 item 3)', () => {
  /** Runs one operation of an HTTP request through the plugin; resolves to the refusal, if any. */
  async function operation(
    plugin: ReturnType<typeof requestBudgetPlugin>,
    headers: object,
    query: string,
  ) {
    const document = parse(query);
    const op = document.definitions[0];
    // Each operation of a batch gets its own copy of the context, as Apollo does.
    const listener = await plugin.requestDidStart!({
      request: { http: { headers } },
      contextValue: {},
    } as never);
    try {
      await listener!.didResolveOperation!({ operation: op, document } as never);
      return undefined;
    } catch (e) {
      return (e as GraphQLError).extensions;
    }
  }

  const mutation = (n: number) =>
    `mutation { ${Array.from({ length: n }, (_, i) => registerPlayer(i)).join(' ')} }`;

  it('mutations are counted over the whole batch: 6 in one operation and 5 in the next are too many', async () => {
    const plugin = requestBudgetPlugin();
    const headers = {};
    expect(await operation(plugin, headers, mutation(6))).toBeUndefined();
    expect(await operation(plugin, headers, mutation(5))).toMatchObject({
      code: QUERY_TOO_COSTLY,
      limit: 'maxMutations',
    });
    // The same two in separate HTTP requests pass.
    expect(await operation(plugin, {}, mutation(5))).toBeUndefined();
  });

  it(`more than ${QUERY_LIMITS.maxOperations} operations in one POST are refused; another POST starts afresh`, async () => {
    const plugin = requestBudgetPlugin();
    const batch = {};
    for (let i = 0; i < QUERY_LIMITS.maxOperations; i++)
      expect(await operation(plugin, batch, '{ __typename }')).toBeUndefined();
    expect(await operation(plugin, batch, '{ __typename }')).toMatchObject({
      code: QUERY_TOO_COSTLY,
      limit: 'maxOperations',
      http: { status: 400 },
    });
    expect(await operation(plugin, {}, '{ __typename }')).toBeUndefined();
  });
});

describe('introspection and field suggestions (issue 15 item 3)', () => {
  it.each([
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', LEDGER_GRAPHQL_INTROSPECTION: '1' }, true],
    [{}, true],
    [{ LEDGER_GRAPHQL_INTROSPECTION: '0' }, false],
  ])('%j → introspection %s', (env, on) => {
    expect(queryProtection(env).introspection).toBe(on);
  });

  it('field suggestions ("Did you mean …?") are masked when introspection is off', async () => {
    const masked = async (env: NodeJS.ProcessEnv) => {
      const errors = [new GraphQLError('Cannot query field "rulesetz". Did you mean "rulesets"?')];
      for (const p of queryProtection(env).plugins) {
        const listener = await p.requestDidStart?.({ request: {}, contextValue: {} } as never);
        await listener?.didEncounterErrors?.({ errors } as never);
      }
      return errors[0].message;
    };
    expect(await masked({ NODE_ENV: 'production' })).not.toContain('rulesets');
    expect(await masked({})).toContain('Did you mean "rulesets"?');
  });
});
