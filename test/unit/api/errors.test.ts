import {
  buildSchema,
  getVariableValues,
  parse,
  type GraphQLFormattedError,
  type OperationDefinitionNode,
} from 'graphql';
import { rejectionError } from '../../../src/api/common/api-errors';
import {
  fieldFromMessage,
  formatGraphQLError,
  isStoreUnreachable,
} from '../../../src/api/common/format-error';
import { SafeIntScalar } from '../../../src/api/common/safe-int.scalar';
import { StoreUnavailableError } from '../../../src/store/event-store';

/** graphql-js's own coercion messages, so the field extraction is tested on real text. */
const schema = buildSchema(`
  input Level { level: Int! bigBlind: Int! }
  input In { name: String! seats: Int! levels: [Level!]! }
  type Query { q(input: In!): Int }
`);
function coercionMessage(variables: Record<string, unknown>): string {
  const op = parse('query($input: In!) { q(input: $input) }')
    .definitions[0] as OperationDefinitionNode;
  const r = getVariableValues(schema, op.variableDefinitions ?? [], variables);
  if (!('errors' in r) || !r.errors) throw new Error('expected a coercion error');
  return r.errors[0].message;
}

const formatted = (message: string, extensions: Record<string, unknown> = {}) =>
  ({ message, extensions }) as GraphQLFormattedError;

describe('input errors name the field (issue 2 "Input validation errors name the field")', () => {
  it.each([
    [{ input: { name: 'x', seats: 'ten', levels: [] } }, 'input.seats'],
    [{ input: { seats: 9, levels: [] } }, 'input.name'],
    [
      { input: { name: 'x', seats: 9, levels: [{ level: 1, bigBlind: 1.5 }] } },
      'input.levels[0].bigBlind',
    ],
    [{ input: { name: 'x', seats: 9, levels: [{ level: 1 }] } }, 'input.levels[0].bigBlind'],
  ])('variables %j → field %s', (variables, field) => {
    expect(fieldFromMessage(coercionMessage(variables))).toBe(field);
  });

  it('a BAD_USER_INPUT error gains the field from its message', () => {
    const msg = coercionMessage({ input: { name: 'x', seats: 'ten', levels: [] } });
    const out = formatGraphQLError(formatted(msg, { code: 'BAD_USER_INPUT' }), undefined);
    expect(out.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'input.seats' });
  });

  it('a domain error naming its field (e.g. a bad page cursor) becomes BAD_USER_INPUT', () => {
    const cause = Object.assign(new Error('after: not a cursor of this list'), {
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
    const out = formatGraphQLError(formatted('x'), { originalError: cause });
    expect(out).toMatchObject({
      message: 'after: not a cursor of this list',
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
  });
});

describe('error mapping', () => {
  it('LNSE I.33: a rejection keeps its code, ruleRef and message, without stack trace', () => {
    const e = rejectionError({
      code: 'ALREADY_REGISTERED',
      ruleRef: 'LNSE I.33; FSNP Art. 31',
      message: 'Member RO-7 is already registered.',
    });
    const out = formatGraphQLError(
      formatted(e.message, { ...e.extensions, stacktrace: ['at x'] }),
      e,
    );
    expect(out).toEqual({
      message: 'Member RO-7 is already registered.',
      extensions: { code: 'ALREADY_REGISTERED', ruleRef: 'LNSE I.33; FSNP Art. 31' },
    });
  });

  it.each([
    ['the store port error', new StoreUnavailableError('down')],
    ['a refused connection', Object.assign(new Error('x'), { code: 'ECONNREFUSED' })],
    ['postgres shutting down (57P01)', Object.assign(new Error('x'), { code: '57P01' })],
    ['a TypeORM-wrapped driver error', { driverError: { code: '08006' } }],
    ['a pg pool message', new Error('Connection terminated unexpectedly')],
    ['an unopenable sqlite file', { cause: { code: 'SQLITE_CANTOPEN' } }],
  ])('%s is STORE_UNAVAILABLE', (_name, error) => {
    expect(isStoreUnreachable({ originalError: error })).toBe(true);
    const logged: string[] = [];
    const out = formatGraphQLError(formatted('boom'), { originalError: error }, (level) =>
      logged.push(level),
    );
    expect(out.extensions).toEqual({ code: 'STORE_UNAVAILABLE' });
    expect(out.message).toMatch(/nothing was recorded/);
    expect(logged).toEqual(['warn']);
  });

  it('an unexpected error is masked as INTERNAL_SERVER_ERROR and logged in full', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'x')");
    const logged: unknown[] = [];
    const out = formatGraphQLError(
      formatted(bug.message, { code: 'INTERNAL_SERVER_ERROR' }),
      { originalError: bug },
      (_l, e) => logged.push(e),
    );
    expect(out.message).not.toContain('undefined');
    expect(out.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(logged).toHaveLength(1);
  });

  it('a constraint violation is not mistaken for an outage', () => {
    expect(isStoreUnreachable({ originalError: { code: 'SQLITE_CONSTRAINT' } })).toBe(false);
  });
});

describe('SafeInt: chips and minor units are whole numbers', () => {
  it('accepts a prize pool above 2^31 minor units', () => {
    expect(SafeIntScalar.parseValue(3_000_000_000)).toBe(3_000_000_000);
  });

  it.each([1.5, 2 ** 53, '12a', null])('refuses %p', (v) => {
    expect(() => SafeIntScalar.parseValue(v)).toThrow(/whole number/);
  });

  it('serializes a bigint column read as a string', () => {
    expect(SafeIntScalar.serialize('45000')).toBe(45000);
  });
});

describe('errors other areas throw', () => {
  it('a GraphQLError with its own code passes through unchanged', () => {
    const out = formatGraphQLError(
      formatted('Protest filed too late.', { code: 'PROTEST_LATE' }),
      {},
    );
    expect(out).toEqual({
      message: 'Protest filed too late.',
      extensions: { code: 'PROTEST_LATE' },
    });
  });
});
