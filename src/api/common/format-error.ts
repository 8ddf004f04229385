import type { GraphQLFormattedError } from 'graphql';
import { ERROR_CODES, storeUnavailable } from './api-errors';
import { costlyRefusal } from './query-limits';
import { errorChain as chain, isStoreUnreachable } from '../../app/store-unreachable';

export { isStoreUnreachable };

/** A domain-side input error (e.g. a bad page cursor) that names its field. */
function badInputIn(error: unknown): { field: string; message: string } | undefined {
  for (const e of chain(error))
    if (e.code === ERROR_CODES.badInput && typeof e.field === 'string')
      return { field: e.field, message: String(e.message) };
  return undefined;
}

/**
 * graphql-js names the offending input in its coercion message, e.g.
 * `Variable "$input" got invalid value "x" at "input.seatsPerTable"; Int cannot represent …`
 * or `Field "CreateTournamentInput.name" of required type "String!" was not provided.`
 */
export function fieldFromMessage(message: string): string | undefined {
  const variable = /Variable "\$(\w+)"/.exec(message)?.[1];
  const at = / at "([^"]+)"/.exec(message)?.[1];
  const missing = /Field "(?:\w+\.)?(\w+)" of required type/.exec(message)?.[1];
  const argument = /Argument "(\w+)" of (?:required |non-null )?type/.exec(message)?.[1];
  const base = at ?? variable;
  if (missing) return base ? `${base}.${missing}` : missing;
  return base ?? argument;
}

/** Where unexpected errors go: 'error' with the full error, 'warn' with one line. */
export type ErrorLog = (level: 'error' | 'warn', error: unknown) => void;

const strip = (f: GraphQLFormattedError, extensions: Record<string, unknown>) => ({
  message: f.message,
  ...(f.locations ? { locations: f.locations } : {}),
  ...(f.path ? { path: f.path } : {}),
  extensions,
});

/**
 * Apollo's formatError hook: rule refusals keep { code, ruleRef }; an unreachable database
 * becomes STORE_UNAVAILABLE; anything else unexpected is logged and masked (no stack traces
 * to clients).
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: ErrorLog = () => undefined,
): GraphQLFormattedError {
  const { stacktrace: _s, ...ext } = (formatted.extensions ?? {}) as Record<string, unknown>;
  const code = typeof ext.code === 'string' ? ext.code : undefined;
  const costly = costlyRefusal(formatted.message, error);
  if (costly) return strip(costly, costly.extensions);
  if (code === ERROR_CODES.badInput && ext.field === undefined) {
    const field = fieldFromMessage(formatted.message);
    return strip(formatted, field ? { ...ext, field } : ext);
  }
  // A code other than Apollo's catch-all was chosen on purpose: by us (api-errors.ts, any
  // area's GraphQLError) or by GraphQL/Apollo for a bad request.
  if (code !== undefined && code !== ERROR_CODES.internal) return strip(formatted, ext);
  if (typeof ext.ruleRef === 'string') return strip(formatted, ext);
  const bad = badInputIn(error);
  if (bad)
    return strip(
      { ...formatted, message: bad.message },
      { code: ERROR_CODES.badInput, field: bad.field },
    );
  if (isStoreUnreachable(error)) {
    log('warn', error);
    const e = storeUnavailable();
    return strip({ ...formatted, message: e.message }, { ...e.extensions });
  }
  log('error', error);
  return strip(
    { ...formatted, message: 'Internal error; the server log has the details.' },
    { code: ERROR_CODES.internal },
  );
}
