/**
 * Issue 21: opening /graphql in a browser gave Apollo's CSRF refusal. Now a browser's GET gets
 * the staff GraphQL IDE (GraphiQL, bundled at build time, nothing from another origin) with a
 * token field, while API requests still meet Apollo's CSRF prevention. The compiled server runs
 * in a child process; headless Chromium drives the page. Screenshots go to test/artifacts/.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { signToken } from '../../src/api/auth/jwt';
import { loadIdeBundle } from '../../src/api/ide/ide-bundle';
import { IDE_MANIFEST } from '../../src/api/ide/ide-manifest';
import { MAIN_JS, ROOT, ensureBuilt } from './support/build';
import { gql, type GraphQLResponse } from './support/graphql';
import { CREATE, TOURNAMENT, createInput } from './support/operations';

jest.setTimeout(180_000);

const CHROMIUM = '/usr/bin/chromium';
// As in display.test.ts: without Debian's chromium the suite is skipped and says why;
// LEDGER_REQUIRE_BROWSER=1 (CI) turns a missing browser into a failure.
const RUN = existsSync(CHROMIUM) || process.env.LEDGER_REQUIRE_BROWSER === '1';
const suite = RUN ? describe : describe.skip;
const ARTIFACTS = join(ROOT, 'test', 'artifacts');
const SECRET = 'ide-e2e-secret';
// What a browser sends when someone types the address (Chromium's navigation Accept).
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const dir = mkdtempSync(join(tmpdir(), 'ledger-ide-'));
const director = signToken({ sub: 'td-1', role: 'director' }, SECRET);
const RULESETS = 'query Rulesets { rulesets { id name jurisdiction } }';

let server: ChildProcess | undefined;
let serverLog = '';
let origin = '';
let browser: Browser;

/** What GraphiQL's CodeMirror 5 editors expose on their wrapper element. */
interface CodeMirrorHost {
  CodeMirror: { setValue(value: string): void; getValue(): string };
}
const QUERY_EDITOR = '.graphiql-query-editor .CodeMirror';
const RESPONSE = '.graphiql-response .CodeMirror';

const newest = (p: string): number => {
  const s = statSync(p, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((n) => newest(join(p, n))));
};

/** jest's globalSetup runs tsc only; the IDE bundle is `npm run build`'s second step. */
function ensureIdeBuilt(): void {
  const manifest = join(ROOT, 'dist', 'ide', 'manifest.json');
  const sources = ['src/api/ide/browser', 'scripts/build-ide.ts', 'package-lock.json'];
  if (newest(manifest) > Math.max(...sources.map((s) => newest(join(ROOT, s))))) return;
  execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/build-ide.ts'], {
    cwd: ROOT,
    stdio: 'pipe',
  });
}

async function startServer(): Promise<void> {
  const child = spawn(process.execPath, [MAIN_JS], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      LEDGER_DB: join(dir, 'ledger.db'),
      LEDGER_JWT_SECRET: SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stdout!.on('data', (b: Buffer) => (serverLog += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (serverLog += b.toString()));
  origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${serverLog}`)),
      30_000,
    );
    child.stdout!.on('data', () => {
      const m = /listening on http:\/\/localhost:(\d+)/.exec(serverLog);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${serverLog}`));
    });
  });
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

interface Watched {
  page: Page;
  context: BrowserContext;
  /** Every URL the page asked for, and every console error (CSP refusals land there). */
  requested: string[];
  errors: string[];
}

async function openIde(): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${origin}/graphql`);
  await page.locator(QUERY_EDITOR).waitFor();
  return { page, context, requested, errors };
}

async function setEditor(page: Page, selector: string, text: string): Promise<void> {
  await page
    .locator(selector)
    .evaluate((el, v) => (el as unknown as CodeMirrorHost).CodeMirror.setValue(v), text);
}

/**
 * Replaces the query and waits until GraphiQL has taken it in (its tab shows the operation's
 * name): it reads the editor on a debounce, and a run pressed sooner sends the old operation
 * name with the new text.
 */
async function setQuery(page: Page, query: string): Promise<void> {
  const name = /^\s*(?:query|mutation|subscription)\s+(\w+)/m.exec(query)?.[1];
  if (!name) throw new Error(`give the operation a name: ${query}`);
  await setEditor(page, QUERY_EDITOR, query);
  await page.locator('.graphiql-tab-active', { hasText: name }).waitFor();
}

const editorText = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => (el as unknown as CodeMirrorHost).CodeMirror.getValue());

/**
 * Presses GraphiQL's run button and returns what its response pane shows once it shows the
 * server's answer to that request (so a stale pane from an earlier run cannot pass).
 */
async function runInIde(
  page: Page,
): Promise<GraphQLResponse & { sentHeaders: Record<string, string> }> {
  const answered = page.waitForResponse(
    (r) =>
      r.url() === `${origin}/graphql` &&
      r.request().method() === 'POST' &&
      !r.request().postData()?.includes('IntrospectionQuery'),
  );
  await page.click('.graphiql-execute-button');
  const response = await answered;
  const sent = (await response.json()) as GraphQLResponse;
  const pane = await until(
    async () => JSON.parse((await editorText(page, RESPONSE)) || 'null') as unknown,
    (shown) => isDeepStrictEqual(shown, sent),
  );
  expect(pane).toEqual(sent);
  // Not enumerable, so a test can compare the rest with the API's answer.
  return Object.defineProperty({ ...sent }, 'sentHeaders', {
    value: response.request().headers(),
    enumerable: false,
  }) as GraphQLResponse & { sentHeaders: Record<string, string> };
}

async function pasteToken(page: Page, text: string): Promise<void> {
  await page.fill('#ide-token', text);
}

/** Reads until `done` holds or the time is up, and returns the last reading to assert on. */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .textContent()
    .then((t) => t ?? '');

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(ARTIFACTS, `ide-${name}.png`) });

beforeAll(async () => {
  if (!RUN) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  if (process.env.LEDGER_E2E_BUILT !== '1') await ensureBuilt();
  ensureIdeBuilt();
  await startServer();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
});

afterAll(async () => {
  if (!RUN) return;
  await browser?.close();
  await stopServer();
  rmSync(dir, { recursive: true, force: true });
});

suite(
  RUN
    ? 'staff GraphQL IDE at /graphql in headless Chromium'
    : `staff GraphQL IDE at /graphql in headless Chromium — SKIPPED: ${CHROMIUM} not installed (apt-get install chromium)`,
  () => {
    it('issue 21: a browser opening /graphql gets the IDE page, not the CSRF refusal, under a CSP that allows only this server', async () => {
      const res = await fetch(`${origin}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      const html = await res.text();
      expect(html).not.toMatch(/https?:\/\//);
      // The page's scripts are files of this server, not inline code.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    });

    it('issue 21: /ide/assets/ serves the built bundle (gzip when asked, cached by hash) and nothing else', async () => {
      const html = await (
        await fetch(`${origin}/graphql`, { headers: { accept: BROWSER_ACCEPT } })
      ).text();
      const script = /src="\/ide\/assets\/([^"]+)"/.exec(html)?.[1];
      expect(script).toMatch(/^ide-[A-Z0-9]+\.js$/);
      const gzipped = await fetch(`${origin}/ide/assets/${script}`); // fetch asks for gzip
      expect(gzipped.status).toBe(200);
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('cache-control')).toContain('immutable');
      const plain = await fetch(`${origin}/ide/assets/${script}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await gzipped.text()).toBe(await plain.text());
      for (const name of ['manifest.json', 'index.html', '..%2F..%2Fpackage.json', `${script}.gz`])
        expect((await fetch(`${origin}/ide/assets/${name}`)).status).toBe(404);
    });

    it("issue 21: Apollo's CSRF prevention still refuses API requests a browser could forge (simple GET and text/plain POST)", async () => {
      const query = encodeURIComponent('{ __typename }');
      const get = await fetch(`${origin}/graphql?query=${query}`);
      expect(get.status).toBe(400);
      expect(await get.text()).toContain('Cross-Site Request Forgery');
      const post = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(post.status).toBe(400);
      expect(await post.text()).toContain('Cross-Site Request Forgery');
      // A JSON client reading /graphql is not handed the page either.
      const api = await fetch(`${origin}/graphql?query=${query}`, {
        headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
      });
      expect(api.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    });

    it('issue 21: the IDE loads with no request outside the server and no CSP refusal; without a token a query is refused as the API refuses it', async () => {
      const { page, context, requested, errors } = await openIde();
      try {
        expect(
          await until(
            () => text(page, '#ide-token-status'),
            (t) => t !== '',
          ),
        ).toContain('No token');
        await setQuery(page, RULESETS);
        const shown = await runInIde(page);
        const { status: _status, ...api } = await gql(origin, RULESETS);
        expect(api.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        expect(shown).toEqual(api);
        expect(requested.length).toBeGreaterThan(0);
        expect(requested.filter((u) => !u.startsWith(`${origin}/`))).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('issue 21: a pasted director token is shown, sent with each request and kept for the tab only; `rulesets` runs and shows the server answer', async () => {
      const { page, context, requested, errors } = await openIde();
      try {
        // Pasted as the whole header: the field keeps the token alone.
        await pasteToken(page, `Bearer ${director}`);
        expect(await page.inputValue('#ide-token')).toBe(director);
        expect(
          await until(
            () => text(page, '#ide-token-status'),
            (t) => t.startsWith('director'),
          ),
        ).toMatch(/^director · td-1 · valid until /);
        await setQuery(page, RULESETS);
        const shown = await runInIde(page);
        const api = await gql(origin, RULESETS, {}, director);
        expect(api.errors).toBeUndefined();
        expect(shown).toEqual({ data: api.data });
        // What lets the request past Apollo's CSRF check, and who is asking.
        expect(shown.sentHeaders['content-type']).toBe('application/json');
        expect(shown.sentHeaders.authorization).toBe(`Bearer ${director}`);
        await shot(page, 'rulesets');

        // sessionStorage: a reload keeps it, another tab (or a closed one) does not.
        await page.reload();
        await page.locator(QUERY_EDITOR).waitFor();
        expect(await page.inputValue('#ide-token')).toBe(director);
        const other = await context.newPage();
        await other.goto(`${origin}/graphql`);
        await other.locator(QUERY_EDITOR).waitFor();
        expect(await other.inputValue('#ide-token')).toBe('');
        await page.click('text=Forget');
        expect(await page.inputValue('#ide-token')).toBe('');
        await page.reload();
        await page.locator(QUERY_EDITOR).waitFor();
        expect(await page.inputValue('#ide-token')).toBe('');
        expect(requested.filter((u) => !u.startsWith(`${origin}/`))).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('issue 21: a director runs createTournament from the IDE (query and variables editors), the tournament exists, and its clock subscription shows', async () => {
      const { page, context, errors } = await openIde();
      const id = `ide-${process.pid}`;
      try {
        await pasteToken(page, director);
        await setQuery(page, CREATE);
        await page.click('button:has-text("Variables")');
        const variables = '.graphiql-editor-tool .graphiql-editor:not(.hidden) .CodeMirror';
        await setEditor(page, variables, JSON.stringify({ input: createInput(id) }, null, 2));
        const shown = (await runInIde(page)) as GraphQLResponse<{
          createTournament: { tournamentId: string; events: { type: string }[] };
        }>;
        expect(shown.errors).toBeUndefined();
        expect(shown.data?.createTournament.tournamentId).toBe(id);
        expect(shown.data?.createTournament.events.map((e) => e.type)).toContain(
          'TournamentCreated',
        );
        const stored = await gql<{ tournament: { name: string } }>(
          origin,
          TOURNAMENT,
          { id },
          director,
        );
        expect(stored.data?.tournament.name).toBe(createInput(id).name);
        await shot(page, 'mutation');

        // A subscription goes over graphql-ws to this server and shows the current clock.
        const sockets: string[] = [];
        page.on('websocket', (ws) => sockets.push(ws.url()));
        const clock = 'level smallBlind bigBlind ante paused';
        await setQuery(
          page,
          `subscription Clock { displayClock(tournamentId: "${id}") { ${clock} } }`,
        );
        await page.click('.graphiql-execute-button');
        const api = await gql<{ display: { clock: unknown } }>(
          origin,
          `query($t: ID!) { display(tournamentId: $t) { clock { ${clock} } } }`,
          { t: id },
        );
        expect(api.data?.display.clock).toBeDefined();
        const pane = await until(
          async () => JSON.parse((await editorText(page, RESPONSE)) || 'null') as unknown,
          (shown) => isDeepStrictEqual(shown, { data: { displayClock: api.data?.display.clock } }),
        );
        expect(pane).toEqual({ data: { displayClock: api.data?.display.clock } });
        expect(sockets).toEqual([`${origin.replace('http:', 'ws:')}/graphql`]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('issue 21: with introspection refused (production) the IDE still loads, says the schema is not available, runs queries, and takes schema.graphql from disk for the docs', async () => {
      const { page, context, errors } = await openIde();
      try {
        // What Apollo answers when introspection is off (LEDGER_GRAPHQL_INTROSPECTION, issue
        // 15): the page is reloaded with that answer in place of the server's schema.
        await page.route(`${origin}/graphql`, (route) =>
          route.request().postData()?.includes('IntrospectionQuery')
            ? route.fulfill({
                status: 400,
                contentType: 'application/json',
                body: JSON.stringify({
                  errors: [
                    {
                      message:
                        'GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type. To enable introspection, pass introspection: true to ApolloServer in production',
                      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
                    },
                  ],
                }),
              })
            : route.continue(),
        );
        await page.reload();
        await page.locator(QUERY_EDITOR).waitFor();
        const notice = page.locator('#ide-schema-notice');
        const said = await until(
          () => text(page, '#ide-schema-notice'),
          (t) => t !== '',
        );
        expect(said).toContain('The schema is not available');
        expect(said).toContain('introspection is not allowed');
        await shot(page, 'no-schema');

        await pasteToken(page, director);
        await setQuery(page, RULESETS);
        const shown = await runInIde(page);
        expect(shown).toEqual({ data: (await gql(origin, RULESETS, {}, director)).data });

        await notice.locator('input[type=file]').setInputFiles(join(ROOT, 'schema.graphql'));
        expect(
          await until(
            () => text(page, '#ide-schema-notice'),
            (t) => t.includes('schema.graphql,'),
          ),
        ).toContain('come from schema.graphql');
        // The docs explorer now knows the queries: open it and find `rulesets`.
        await page.click('button[aria-label="Show Documentation Explorer"]');
        await page.click('.graphiql-doc-explorer a:has-text("Query")');
        expect(
          await until(
            () => text(page, '.graphiql-doc-explorer'),
            (t) => t.includes('rulesets'),
          ),
        ).toContain('rulesets');
        await shot(page, 'schema-from-file');
        // The browser logs the refused introspection (HTTP 400) it was handed; nothing else.
        expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  },
);

describe('IDE bundle at start-up', () => {
  it('issue 21: a missing dist/ide (tsc-only build) or a damaged one is reported, not thrown, so the server starts and the page says why', () => {
    const empty = mkdtempSync(join(tmpdir(), 'ledger-ide-none-'));
    try {
      const none = loadIdeBundle(empty);
      expect(none).toEqual({ built: false, reason: expect.stringContaining(IDE_MANIFEST) });
      writeFileSync(
        join(empty, IDE_MANIFEST),
        JSON.stringify({ page: 'index.html', assets: ['gone.js'] }),
      );
      const damaged = loadIdeBundle(empty);
      expect(damaged).toEqual({ built: false, reason: expect.stringContaining('incomplete') });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
