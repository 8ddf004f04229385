import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one GraphQL request may ask for (issue 15 item 3). Every limit lives here and the
 * README's "Query limits" section lists them; a request over any of them is refused before a
 * resolver runs, coded QUERY_TOO_COSTLY, so an abusive query costs a parse and a walk of its
 * syntax tree, never a database read.
 *
 * The numbers leave room above the largest query the project itself sends (the display page,
 * the scripts, the README and the tests): depth 5, cost 6,400 (`entries(first: 100)` with its
 * purchases), no aliases, about 120 tokens.
 */
export const QUERY_LIMITS = {
  /** Nesting of selections, e.g. tournament → registrations → nodes → … */
  maxDepth: 10,
  /** Aliased fields in one operation: 800 aliases of one query was the 5.9 MB answer. */
  maxAliases: 20,
  /** Lexical tokens of the whole document: parsing stops at the first one over. */
  maxTokens: 2_000,
  /**
   * GraphQL Armor's cost: 1 per scalar, 2 per object, ×1.5 per level of nesting, × a literal
   * `first`/`last`.
   */
  maxCost: 10_000,
  /** Directives in one operation. */
  maxDirectives: 10,
  /**
   * Top-level mutation fields in one HTTP request, all its operations together: each is a
   * command appended to the ledger.
   */
  maxMutations: 10,
  /** Operations in one HTTP request (Apollo's batched POST of an array). */
  maxOperations: 10,
} as const;

export const QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY';

const NEXT =
  'Ask for less in one request: fewer aliases, fields or mutations, or page with first/after.';

const tooCostly = (message: string, limit: keyof typeof QUERY_LIMITS) =>
  new GraphQLError(message, {
    extensions: { code: QUERY_TOO_COSTLY, limit, max: QUERY_LIMITS[limit], next: NEXT },
  });

/** Armor's messages start "Syntax Error: "; the request is well-formed, only too big. */
const armorMessage = (e: GraphQLError) => e.message.replace(/^Syntax Error: /, '');

const report =
  (limit: keyof typeof QUERY_LIMITS) =>
  (ctx: ValidationContext | null, error: GraphQLError): void => {
    // The token limit is checked by the parser, which has no validation context: throwing
    // there ends the request with this error (Apollo answers 400).
    if (!ctx) throw tooCostly(armorMessage(error), limit);
    ctx.reportError(tooCostly(armorMessage(error), limit));
  };

const refuse = (limit: keyof typeof QUERY_LIMITS, n: number) => ({
  n,
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [report(limit)],
});

type Fragments = (name: string) => FragmentDefinitionNode | null | undefined;

/** Top-level fields of a selection set, through fragments, counted once per occurrence. */
function topLevelFields(set: SelectionSetNode, fragments: Fragments, seen = new Set<string>()) {
  let n = 0;
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) n += s.name.value === '__typename' ? 0 : 1;
    else if (s.kind === Kind.INLINE_FRAGMENT) n += topLevelFields(s.selectionSet, fragments, seen);
    else if (!seen.has(s.name.value)) {
      seen.add(s.name.value);
      const fragment = fragments(s.name.value);
      if (fragment) n += topLevelFields(fragment.selectionSet, fragments, seen);
    }
  }
  return n;
}

const tooManyMutations = (max: number, n: number) =>
  tooCostly(
    `Mutations limit of ${max} per request exceeded, found ${n}; send the others in further requests.`,
    'maxMutations',
  );

/**
 * GraphQL Armor has no mutation count: within its alias limit a request could still carry
 * twenty aliased commands, and distinct mutations need no alias at all. Each top-level
 * mutation field is one command appended to the ledger, so they are counted here.
 */
export const maxMutationsRule =
  (max: number = QUERY_LIMITS.maxMutations): ValidationRule =>
  (ctx: ValidationContext): ASTVisitor => ({
    OperationDefinition(op) {
      if (op.operation !== 'mutation') return;
      const n = topLevelFields(op.selectionSet, (name) => ctx.getFragment(name));
      if (n > max) ctx.reportError(tooManyMutations(max, n));
    },
  });

type Plugin = NonNullable<ApolloDriverConfig['plugins']>[number];

/**
 * The same limits for a batched POST (an array of operations, one context): each operation
 * passes the rules above on its own, so what the whole HTTP request may carry is counted
 * here, per HTTP request: at most maxOperations operations and maxMutations mutations.
 * Apollo answers a refusal thrown here with the status in `extensions.http`.
 */
export function requestBudgetPlugin(
  limits: Pick<typeof QUERY_LIMITS, 'maxOperations' | 'maxMutations'> = QUERY_LIMITS,
): Plugin {
  const spent = new WeakMap<object, { operations: number; mutations: number }>();
  const refused = (e: GraphQLError) =>
    new GraphQLError(e.message, { extensions: { ...e.extensions, http: { status: 400 } } });
  return {
    async requestDidStart({ request, contextValue }) {
      // Apollo gives each operation of a batch its own shallow copy of the context; the
      // headers of the HTTP request are the one object they all share.
      const key: object = request.http?.headers ?? (contextValue as object);
      const budget = spent.get(key) ?? { operations: 0, mutations: 0 };
      spent.set(key, budget);
      const operations = ++budget.operations;
      return {
        async didResolveOperation({ operation, document }) {
          if (operations > limits.maxOperations)
            throw refused(
              tooCostly(
                `Operations limit of ${limits.maxOperations} per request exceeded; send the others in further requests.`,
                'maxOperations',
              ),
            );
          if (operation?.operation !== 'mutation') return;
          const fragments = (name: string) =>
            document.definitions.find(
              (d): d is FragmentDefinitionNode =>
                d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name,
            );
          budget.mutations += topLevelFields(operation.selectionSet, fragments);
          if (budget.mutations > limits.maxMutations)
            throw refused(tooManyMutations(limits.maxMutations, budget.mutations));
        },
      };
    },
  };
}

export interface QueryProtection {
  readonly plugins: NonNullable<ApolloDriverConfig['plugins']>;
  /** The same limits on the graphql-ws endpoint (subscriptions, and queries sent over it). */
  readonly subscriptions: { readonly 'graphql-ws': GraphqlWsProtection };
  readonly validationRules: ValidationRule[];
  readonly introspection: boolean;
  readonly parseOptions: { readonly maxTokens: number };
  /** Apollo's array-of-operations POST, within requestBudgetPlugin's limits. */
  readonly allowBatchedHttpRequests: true;
}

/**
 * The Apollo options that enforce QUERY_LIMITS. Introspection and "Did you mean …?" field
 * suggestions map the schema for an attacker: in production (NODE_ENV=production) both are off
 * unless LEDGER_GRAPHQL_INTROSPECTION=1; elsewhere they are on unless it is 0.
 */
export function queryProtection(env: NodeJS.ProcessEnv = process.env): QueryProtection {
  const flag = env.LEDGER_GRAPHQL_INTROSPECTION;
  const introspection =
    flag === '1' || flag === 'true'
      ? true
      : flag === '0' || flag === 'false'
        ? false
        : env.NODE_ENV !== 'production';
  const armor = new ApolloArmor({
    blockFieldSuggestion: { enabled: !introspection },
    maxDepth: { ...refuse('maxDepth', QUERY_LIMITS.maxDepth), ignoreIntrospection: true },
    maxAliases: refuse('maxAliases', QUERY_LIMITS.maxAliases),
    // Armor's token plugin parses the document a second time in Apollo's parsingDidStart
    // hook, where a refusal becomes an HTTP 500; graphql-js's own `maxTokens` parse option
    // (parseOptions below) aborts the one parse instead.
    maxTokens: { enabled: false },
    maxDirectives: refuse('maxDirectives', QUERY_LIMITS.maxDirectives),
    costLimit: {
      maxCost: QUERY_LIMITS.maxCost,
      ignoreIntrospection: true,
      exposeLimits: true,
      propagateOnRejection: false,
      onReject: [report('maxCost')],
    },
  }).protect();
  return {
    // The same Apollo plugin type, seen through @apollo/server's CommonJS typings (Armor) and
    // its ESM typings (Nest's driver).
    plugins: [...(armor.plugins as unknown as QueryProtection['plugins']), requestBudgetPlugin()],
    validationRules: [...armor.validationRules, maxMutationsRule()],
    introspection,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    allowBatchedHttpRequests: true,
    subscriptions: {
      'graphql-ws': graphqlWsProtection(
        [...armor.validationRules, maxMutationsRule()],
        introspection,
      ),
    },
  };
}

/** The graphql-ws `useServer` options that hold the query limits on the WebSocket endpoint. */
export interface GraphqlWsProtection {
  onSubscribe(ctx: unknown, id: string, payload: { query: string }): GraphQLError[] | undefined;
  validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
}

/**
 * graphql-ws parses and validates on its own, with graphql-js's rules only, and executes
 * queries and mutations sent over the socket as well as subscriptions: without this, the
 * WebSocket endpoint was a way around every limit above (and around introspection being off).
 * The token limit is checked first, in onSubscribe, so an oversized document is refused as
 * an error on that subscription rather than closing the socket.
 */
export function graphqlWsProtection(
  rules: readonly ValidationRule[],
  introspection: boolean,
): GraphqlWsProtection {
  const all = [
    ...specifiedRules,
    ...rules,
    ...(introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  return {
    onSubscribe(_ctx, _id, payload) {
      try {
        parse(payload.query, { maxTokens: QUERY_LIMITS.maxTokens });
        return undefined;
      } catch (e) {
        const error = e instanceof GraphQLError ? e : new GraphQLError(String(e));
        const refusal = costlyRefusal(error.message, error);
        return [
          refusal ? new GraphQLError(refusal.message, { extensions: refusal.extensions }) : error,
        ];
      }
    },
    validate: (schema, document) => validate(schema, document, all),
  };
}

// graphql-js 16 words it "more that N tokens".
const TOO_MANY_TOKENS = /Document contains more th\w+ \d+ tokens/;

/**
 * The QUERY_TOO_COSTLY refusal behind an error, for formatError: Apollo recodes every
 * validation error GRAPHQL_VALIDATION_FAILED (the rule's own error stays as originalError),
 * and graphql-js reports the token limit as a syntax error.
 */
export function costlyRefusal(
  message: string,
  error: unknown,
): { message: string; extensions: Record<string, unknown> } | undefined {
  const original = (error as { originalError?: unknown } | null)?.originalError;
  const e =
    original instanceof GraphQLError && original.extensions.code === QUERY_TOO_COSTLY
      ? original
      : TOO_MANY_TOKENS.test(message)
        ? tooCostly(
            `Token limit of ${QUERY_LIMITS.maxTokens} exceeded; parsing stopped.`,
            'maxTokens',
          )
        : undefined;
  return e && { message: e.message, extensions: { ...e.extensions } };
}
