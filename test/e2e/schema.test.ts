import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support/build';
import { health } from './support/graphql';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

let server: RunningServer;

beforeAll(async () => {
  server = await startServer((dir) => ({ LEDGER_SCHEMA_FILE: join(dir, 'schema.graphql') }));
});
afterAll(async () => server?.stop());

describe('schema.graphql (issue 2 "GraphQL API")', () => {
  it('the committed schema.graphql is what the running server generates (npm run schema:generate)', () => {
    const generated = readFileSync(join(server.dir, 'schema.graphql'), 'utf8');
    const committed = readFileSync(join(ROOT, 'schema.graphql'), 'utf8');
    expect(generated).toContain('type Mutation');
    expect(committed).toBe(generated);
  });
});

describe('/health', () => {
  it('reports the store head and every projection when all is well', async () => {
    const h = await health(server.url);
    expect(h.status).toBe(200);
    expect(h.body.status).toBe('ok');
    expect(h.body.store).toMatchObject({ ok: true, detail: { headPosition: 0 } });
    expect(h.body.projections.ok).toBe(true);
  });
});

describe('start-up (issue 2 "Auth": a dev default that prints a warning)', () => {
  it('without LEDGER_JWT_SECRET the server warns that anyone can mint tokens', async () => {
    const dev = await startServer({ LEDGER_JWT_SECRET: '' });
    try {
      expect(dev.output()).toMatch(/WARNING: LEDGER_JWT_SECRET is not set/);
    } finally {
      await dev.stop();
    }
  });

  it('with LEDGER_JWT_SECRET set there is no warning', () => {
    expect(server.output()).not.toMatch(/WARNING/);
  });
});
