/**
 * The staff GraphQL IDE: GraphiQL (from npm, bundled by scripts/build-ide.ts) with a field for
 * the bearer token. Everything it loads comes from this server; it talks only to /graphql.
 * Type-checked by ./tsconfig.json (JSDoc types) before it is bundled.
 */
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { buildClientSchema, buildSchema, getIntrospectionQuery } from 'graphql';
import { decodeJwt } from 'jose';
import { StrictMode, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './ide.css';

/** @typedef {import('graphql').GraphQLSchema} GraphQLSchema */
/** @typedef {import('graphql').IntrospectionQuery} IntrospectionQuery */
/**
 * @typedef {{ kind: 'loading' }
 *   | { kind: 'live', schema: GraphQLSchema }
 *   | { kind: 'file', schema: GraphQLSchema, name: string }
 *   | { kind: 'unavailable', reason: string }} SchemaState
 */

const ENDPOINT = '/graphql';
// sessionStorage, not localStorage: a staff token (valid for hours, often a director's) must
// not outlive the browser tab on a shared tournament-office computer.
const TOKEN_KEY = 'ledger.ide.token';

const DEFAULT_QUERY = `# Paste a token above; run with ▶ or Ctrl-Enter.
# npm run -s token -- --role director --sub td-1
# Docs: the book icon on the left.
query Rulesets {
  rulesets {
    id
    name
    jurisdiction
  }
}
`;

/** @param {string} raw */
function cleanToken(raw) {
  // People paste the whole header as often as the token alone.
  return raw.trim().replace(/^Bearer\s+/i, '');
}

function storedToken() {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return ''; // storage blocked by the browser: the token lasts as long as the page
  }
}

/** @param {string} token */
function storeToken(token) {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // see storedToken
  }
}

/** @param {string} token @returns {Record<string, string>} */
const authHeaders = (token) => (token ? { authorization: `Bearer ${token}` } : {});

/**
 * What the pasted token says about itself. Read only, not verified: the server checks the
 * signature on every request, this only tells the user which token they pasted.
 * @param {string} token
 * @param {number} now epoch milliseconds
 * @returns {{ tone: 'none' | 'ok' | 'bad', text: string }}
 */
function describeToken(token, now) {
  if (!token)
    return { tone: 'none', text: 'No token: only public queries (the hall display) will answer.' };
  let claims;
  try {
    claims = decodeJwt(token);
  } catch {
    return { tone: 'bad', text: 'This is not a JWT; the server will refuse it.' };
  }
  const who = [claims.role, claims.sub, claims.club ? `club ${String(claims.club)}` : undefined]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' · ');
  if (typeof claims.exp !== 'number') return { tone: 'ok', text: who || 'token without claims' };
  const until = new Date(claims.exp * 1000);
  const at = until.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
  return claims.exp * 1000 <= now
    ? { tone: 'bad', text: `${who}: expired ${at}; ask for a new token.` }
    : { tone: 'ok', text: `${who} · valid until ${at}` };
}

/**
 * The server's schema by introspection, or why there is none (e.g. introspection turned off
 * in production, LEDGER_GRAPHQL_INTROSPECTION).
 * @param {string} token
 * @returns {Promise<SchemaState>}
 */
async function introspect(token) {
  /** @type {Response} */
  let response;
  try {
    response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(token) },
      body: JSON.stringify({ query: getIntrospectionQuery(), operationName: 'IntrospectionQuery' }),
    });
  } catch {
    return { kind: 'unavailable', reason: 'the server did not answer' };
  }
  /** @type {{ data?: IntrospectionQuery | null, errors?: { message?: string }[] }} */
  let body;
  try {
    body = await response.json();
  } catch {
    return { kind: 'unavailable', reason: `the server answered HTTP ${response.status}` };
  }
  if (body.data?.__schema) {
    try {
      return { kind: 'live', schema: buildClientSchema(body.data) };
    } catch (e) {
      return {
        kind: 'unavailable',
        reason: `the server's schema could not be read (${String(e)})`,
      };
    }
  }
  const said = body.errors?.[0]?.message;
  return {
    kind: 'unavailable',
    reason: said
      ? `the server refused introspection, as it does in production unless LEDGER_GRAPHQL_INTROSPECTION turns it on (it said: "${said}")`
      : `the server answered HTTP ${response.status} without a schema`,
  };
}

/** @param {{ token: string, onChange: (token: string) => void }} props */
function TokenBar({ token, onChange }) {
  const [shown, setShown] = useState(false);
  const info = describeToken(token, Date.now());
  return (
    <div className="ide-bar">
      <span className="ide-title">Tournament Ledger · GraphQL</span>
      <label className="ide-token">
        <span>Token</span>
        <input
          id="ide-token"
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          placeholder="paste a bearer token (npm run -s token -- --role director --sub td-1)"
          value={token}
          onChange={(e) => onChange(cleanToken(e.currentTarget.value))}
        />
      </label>
      <button type="button" onClick={() => setShown(!shown)} aria-pressed={shown}>
        {shown ? 'Hide' : 'Show'}
      </button>
      <button type="button" onClick={() => onChange('')} disabled={!token}>
        Forget
      </button>
      <span id="ide-token-status" className={`ide-status ide-${info.tone}`}>
        {info.text}
      </span>
    </div>
  );
}

/** @param {{ state: SchemaState, onFile: (state: SchemaState) => void }} props */
function SchemaNotice({ state, onFile }) {
  if (state.kind === 'live' || state.kind === 'loading') return null;
  /** @param {import('react').ChangeEvent<HTMLInputElement>} e */
  const load = async (e) => {
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    try {
      onFile({ kind: 'file', schema: buildSchema(await file.text()), name: file.name });
    } catch (err) {
      onFile({
        kind: 'unavailable',
        reason: `${file.name} is not a GraphQL schema (${String(err)})`,
      });
    }
  };
  return (
    <div id="ide-schema-notice" className="ide-notice" role="status">
      {state.kind === 'file' ? (
        <span>
          Docs and autocompletion come from {state.name}, loaded from this computer; the server may
          differ from it.
        </span>
      ) : (
        <span>
          The schema is not available: {state.reason}. Queries and mutations still run; the docs and
          autocompletion need the schema. Load the repository&apos;s schema.graphql to have them
          offline:
        </span>
      )}
      <input type="file" accept=".graphql,.graphqls,.gql,text/plain" onChange={load} />
    </div>
  );
}

function Ide() {
  const [token, setToken] = useState(storedToken);
  const [schema, setSchema] = useState(/** @type {SchemaState} */ ({ kind: 'loading' }));
  const current = useRef(schema);
  current.current = schema;

  const changeToken = (/** @type {string} */ next) => {
    storeToken(next);
    setToken(next);
  };

  useEffect(() => {
    // Once there is a schema, a new token changes nothing; before, it might (a server may
    // answer introspection only to staff).
    if (current.current.kind === 'live' || current.current.kind === 'file') return;
    let stale = false;
    void introspect(token).then((next) => {
      if (!stale) setSchema((prev) => (prev.kind === 'file' ? prev : next));
    });
    return () => {
      stale = true;
    };
  }, [token]);

  const fetcher = useMemo(() => {
    const wsUrl = new URL(ENDPOINT, location.href);
    wsUrl.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    return createGraphiQLFetcher({
      url: ENDPOINT,
      subscriptionUrl: wsUrl.href,
      headers: authHeaders(token),
      wsConnectionParams: authHeaders(token),
      // Plain JSON responses: the server sends no multipart (@defer) results.
      enableIncrementalDelivery: false,
    });
  }, [token]);

  return (
    <>
      <TokenBar token={token} onChange={changeToken} />
      <SchemaNotice state={schema} onFile={setSchema} />
      {schema.kind === 'loading' ? (
        <div className="ide-loading">Loading the schema…</div>
      ) : (
        <GraphiQL
          fetcher={fetcher}
          schema={schema.kind === 'unavailable' ? null : schema.schema}
          defaultQuery={DEFAULT_QUERY}
          shouldPersistHeaders={false}
        >
          <GraphiQL.Logo>Tournament Ledger</GraphiQL.Logo>
        </GraphiQL>
      )}
    </>
  );
}

const root = document.getElementById('ide');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Ide />
    </StrictMode>,
  );
