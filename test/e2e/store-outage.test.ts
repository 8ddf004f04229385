import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';
import { gql, health, headPosition, onlyError } from './support/graphql';
import { CREATE, OPEN, REGISTER, TOURNAMENT, createInput, playerInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';
import { TcpProxy } from './support/tcp-proxy';
import { enrolMembers } from './support/members';

jest.setTimeout(120_000);

const until = async (what: string, check: () => Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describePostgres('issue 2 "Bad input and faults": the database goes away (postgres)', () => {
  let db: ScratchDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;
  let director: string;
  const id = `outage-${process.pid}`;

  beforeAll(async () => {
    db = await createScratchDatabase('ledger_e2e');
    const target = new URL(db.url);
    proxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start();
    const viaProxy = new URL(db.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({ LEDGER_STORE: 'postgres', DATABASE_URL: viaProxy.toString() });
    director = server.token({ role: 'director', sub: 'td-1' });
    // FSNP Art. 29: the member and his card are the store's first 2 events.
    await enrolMembers(server, [playerInput('RO-77')]);
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.cut();
    await db?.drop();
  });

  it('a command while the database is unreachable is STORE_UNAVAILABLE, the server stays up, and the retry with the same commandId records exactly once', async () => {
    expect(
      (await gql(server.url, CREATE, { input: createInput(id) }, director)).errors,
    ).toBeUndefined();
    expect((await gql(server.url, OPEN, { id }, director)).errors).toBeUndefined();
    expect(await headPosition(server.url)).toBe(4);

    await proxy.cut();
    const vars = { id, input: playerInput('RO-77'), commandId: 'outage-register-1' };
    const during = await gql(server.url, REGISTER, vars, director);
    const e = onlyError(during);
    expect(e.extensions?.code).toBe('STORE_UNAVAILABLE');
    expect(e.message).toMatch(/cannot be reached/);
    const read = onlyError(await gql(server.url, TOURNAMENT, { id }, director));
    expect(read.extensions?.code).toBe('STORE_UNAVAILABLE');
    const h = await health(server.url);
    expect(h.status).toBe(503);
    expect(h.body).toMatchObject({ status: 'degraded', store: { ok: false } });

    await proxy.start();
    await until('the store to answer again', async () => (await health(server.url)).status === 200);
    const after = await gql(server.url, REGISTER, vars, director);
    expect(after.errors).toBeUndefined();
    expect(after.data!.registerPlayer).toMatchObject({ duplicate: false, projected: true });
    // Nothing partial: the failed attempt left no event, the retry added exactly one.
    expect(await headPosition(server.url)).toBe(5);
    const t = (await gql(server.url, TOURNAMENT, { id }, director)).data!.tournament;
    expect(t.entries).toBe(1);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    if (process.env.E2E_SHOW_OUTPUT) console.log(server.output());
  });
});
