/**
 * Issue 15 over HTTP: a reused commandId is refused with COMMAND_ID_REUSED (it used to answer
 * `duplicate: true` with the first command's events, losing the new one), and a snapshot
 * forged in the database between two server runs is discarded, counted in /health, and the
 * state rebuilt from the events.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql, headPosition, onlyError } from './support/graphql';
import { CLOSE, CREATE, OPEN, REGISTER, createInput, playerInput } from './support/operations';
import { enrolMembers } from './support/members';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

const director = (s: RunningServer) => s.token({ sub: 'td-1', role: 'director' });

async function ok(s: RunningServer, query: string, variables: Record<string, unknown>) {
  const r = await gql(s.url, query, variables, director(s));
  if (r.errors) throw new Error(`unexpected errors: ${JSON.stringify(r.errors)}`);
  return r.data!;
}

describe('a reused commandId over GraphQL', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('another payload or another mutation under the same commandId is refused with COMMAND_ID_REUSED, nothing appended', async () => {
    const id = `reuse-${process.pid}`;
    await enrolMembers(server, [playerInput('p-1'), playerInput('p-2')]);
    await ok(server, CREATE, { input: createInput(id) });
    await ok(server, OPEN, { id });
    const first = await ok(server, REGISTER, {
      id,
      input: playerInput('p-1'),
      commandId: 'tablet-7',
    });
    expect(first.registerPlayer.duplicate).toBe(false);
    const before = await headPosition(server.url);

    const other = await gql(
      server.url,
      REGISTER,
      { id, input: playerInput('p-2'), commandId: 'tablet-7' },
      director(server),
    );
    const e = onlyError(other);
    expect(e.extensions?.code).toBe('COMMAND_ID_REUSED');
    expect(e.message).toContain('RegisterPlayer');
    const close = onlyError(
      await gql(server.url, CLOSE, { id, commandId: 'tablet-7' }, director(server)),
    );
    expect(close.extensions?.code).toBe('COMMAND_ID_REUSED');
    expect(await headPosition(server.url)).toBe(before);

    // The same command retried is still answered with its first result.
    const retry = await ok(server, REGISTER, {
      id,
      input: playerInput('p-1'),
      commandId: 'tablet-7',
    });
    expect(retry.registerPlayer.duplicate).toBe(true);
    expect(retry.registerPlayer.events).toEqual(first.registerPlayer.events);
  });
});

describe('a snapshot forged between two server runs', () => {
  it('is discarded and counted in /health; the second registration of the member is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-forge-'));
    const env = { LEDGER_DB: join(dir, 'ledger.db'), LEDGER_SNAPSHOT_EVERY: '3' };
    const id = `forge-${process.pid}`;
    try {
      const first = await startServer(env);
      try {
        await enrolMembers(first, [playerInput('p-1')]);
        await ok(first, CREATE, { input: createInput(id) });
        await ok(first, OPEN, { id });
        await ok(first, REGISTER, { id, input: playerInput('p-1') });
      } finally {
        await first.stop();
      }
      const db = new Database(env.LEDGER_DB);
      const row = db
        .prepare<[string], { state: string }>('SELECT state FROM snapshots WHERE stream_id = ?')
        .get(`tournament-${id}`);
      expect(row).toBeDefined();
      const encoded = JSON.parse(row!.state) as {
        state: { players: Record<string, unknown>; registrations: number };
      };
      delete encoded.state.players['p-1'];
      encoded.state.registrations = 0;
      db.prepare('UPDATE snapshots SET state = ? WHERE stream_id = ?').run(
        JSON.stringify(encoded),
        `tournament-${id}`,
      );
      db.close();

      const second = await startServer(env);
      try {
        const again = await gql(
          second.url,
          REGISTER,
          { id, input: playerInput('p-1') },
          director(second),
        );
        expect(onlyError(again).extensions?.code).toBe('ALREADY_REGISTERED');
        const health = (await (await fetch(`${second.url}/health`)).json()) as {
          snapshots?: { discarded: number; last?: { streamId: string } };
        };
        expect(health.snapshots).toMatchObject({
          discarded: 1,
          last: { streamId: `tournament-${id}` },
        });
        expect(second.output()).toContain('[snapshots] discarded the snapshot');
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the signing key in production', () => {
  it('NODE_ENV=production without LEDGER_SIGNING_KEY refuses to start, naming the variable', async () => {
    const started = // A production-grade token secret, so the refusal is the signing key's own.
      startServer({ NODE_ENV: 'production', LEDGER_JWT_SECRET: 'k'.repeat(48) }).then(
        async (s) => {
          await s.stop();
          return 'started';
        },
        (e: unknown) => String(e),
      );
    const outcome = await started;
    expect(outcome).toMatch(/exited with 1 before listening/);
    expect(outcome).toMatch(/LEDGER_SIGNING_KEY/);
  });
});
