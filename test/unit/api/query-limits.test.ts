import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, GraphQLError, parse, validate } from 'graphql';
import {
  costlyRefusal,
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
        const listener = await p.requestDidStart?.({} as never);
        await listener?.didEncounterErrors?.({ errors } as never);
      }
      return errors[0].message;
    };
    expect(await masked({ NODE_ENV: 'production' })).not.toContain('rulesets');
    expect(await masked({})).toContain('Did you mean "rulesets"?');
  });
});
