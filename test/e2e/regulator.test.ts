/**
 * The regulator's view over the API (issue 7): audit trail with filters, hash-chain
 * verification, and the bundle downloaded over GraphQL and HTTP that verifies offline.
 */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyBundle } from '../../src/regulator/verify-bundle';
import { gql, onlyError } from './support/graphql';
import { ROOT } from './support/build';
import { startServer, TEST_SECRET, type RunningServer } from './support/server';
import {
  PAY,
  idDocOf,
  ok,
  registerField,
  runToTheMoney,
  tokensFor,
  type MoneyRun,
  type Tokens,
} from './money-flow';

jest.setTimeout(120_000);

const AUDIT = `query($id: ID!, $filter: AuditFilterInput, $first: Int, $after: String) {
  auditTrail(tournamentId: $id, filter: $filter, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes { globalPosition revision eventId type actorId role occurredAt ruleRef hash prevHash playerIds tableIds } } }`;
const VERIFY = `query($id: ID!) { verifyTournament(tournamentId: $id) {
  tournamentId ok eventsChecked head firstAltered { revision eventId globalPosition reason } } }`;
const BUNDLE = `query($id: ID!) { regulatorBundle(tournamentId: $id) {
  tournamentId generatedAt chainHead eventCount files { name sha256 bytes base64 } } }`;

interface AuditNode {
  revision: number;
  type: string;
  actorId: string;
  role: string;
  occurredAt: string;
  ruleRef: string | null;
  hash: string;
  prevHash: string;
  playerIds: string[];
}
interface BundleFileOut {
  name: string;
  sha256: string;
  bytes: number;
  base64: string;
}

let server: RunningServer;
let t: Tokens;
let run: MoneyRun;
let trail: AuditNode[];
const dirs: string[] = [];

function writeBundle(files: BundleFileOut[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bundle-'));
  dirs.push(dir);
  for (const f of files) writeFileSync(join(dir, f.name), Buffer.from(f.base64, 'base64'));
  return dir;
}

const http = (path: string, token?: string) =>
  fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  server = await startServer();
  t = tokensFor(server);
  run = await runToTheMoney(server.url, t, 'regulator-open-2026', 5);
  ok(
    await gql(
      server.url,
      PAY,
      { id: run.id, receiptNo: 1, playerId: 'p1', doc: idDocOf('p1') },
      t.floor,
    ),
  );
  trail = ok(await gql(server.url, AUDIT, { id: run.id, first: 100 }, t.regulator)).auditTrail
    .nodes;
});
afterAll(async () => {
  await server?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('audit trail (LNSE 123/13 Annex III Art. 1)', () => {
  it('every event is listed in stream order with actor, role, time and a hash linked to the one before', () => {
    expect(trail.map((r) => r.revision)).toEqual(trail.map((_, i) => i));
    expect(trail[0]).toMatchObject({
      type: 'TournamentCreated',
      actorId: 'td-1',
      role: 'director',
    });
    for (let i = 1; i < trail.length; i++) expect(trail[i].prevHash).toBe(trail[i - 1].hash);
    expect(trail.every((r) => r.occurredAt && /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
    const paid = trail.find((r) => r.type === 'PrizePaid')!;
    expect(paid).toMatchObject({ actorId: 'floor-7', role: 'floor' });
    expect(paid.ruleRef).toEqual(expect.stringMatching(/Art\.|LNSE/));
  });

  it('filters by type', async () => {
    const r = ok(
      await gql(
        server.url,
        AUDIT,
        { id: run.id, filter: { types: ['PlayerRegistered', 'PrizePaid'] } },
        t.regulator,
      ),
    );
    expect(r.auditTrail.nodes.map((n: AuditNode) => n.type)).toEqual([
      ...Array(5).fill('PlayerRegistered'),
      'PrizePaid',
    ]);
  });

  it('filters by player', async () => {
    const r = ok(
      await gql(server.url, AUDIT, { id: run.id, filter: { playerId: 'p1' } }, t.regulator),
    );
    expect(r.auditTrail.nodes.map((n: AuditNode) => n.type)).toEqual([
      'PlayerRegistered',
      'PrizeAwarded',
      'PrizePaid',
    ]);
  });

  it('filters by official', async () => {
    const r = ok(
      await gql(server.url, AUDIT, { id: run.id, filter: { officialId: 'floor-7' } }, t.regulator),
    );
    const nodes: AuditNode[] = r.auditTrail.nodes;
    expect(nodes).toHaveLength(trail.filter((n) => n.actorId === 'floor-7').length);
    expect(nodes.length).toBe(6);
    expect(nodes.every((n) => n.role === 'floor')).toBe(true);
  });

  it('filters by time, both bounds inclusive', async () => {
    const from = trail[3].occurredAt;
    const to = trail[trail.length - 2].occurredAt;
    const r = ok(
      await gql(server.url, AUDIT, { id: run.id, filter: { from, to }, first: 100 }, t.regulator),
    );
    const expected = trail.filter((n) => n.occurredAt >= from && n.occurredAt <= to);
    expect(r.auditTrail.nodes.map((n: AuditNode) => n.revision)).toEqual(
      expected.map((n) => n.revision),
    );
  });

  it('a malformed time bound is bad input naming the field', async () => {
    const e = onlyError(
      await gql(server.url, AUDIT, { id: run.id, filter: { from: 'yesterday' } }, t.regulator),
    );
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.from' });
  });

  it('pages by cursor without gaps or repeats', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: AuditNode[] } =
        ok(await gql(server.url, AUDIT, { id: run.id, first: 5, after }, t.regulator)).auditTrail;
      seen.push(...page.nodes.map((n) => n.revision));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(trail.map((n) => n.revision));
  });
});

describe('verification and the bundle (issue 7 "Exports")', () => {
  it('verifyTournament recomputes the chain: intact, head = the last audited hash', async () => {
    const v = ok(await gql(server.url, VERIFY, { id: run.id }, t.regulator)).verifyTournament;
    expect(v).toEqual({
      tournamentId: run.id,
      ok: true,
      eventsChecked: trail.length,
      head: trail[trail.length - 1].hash,
      firstAltered: null,
    });
  });

  it('the bundle downloaded over GraphQL verifies offline, with the same chain head', async () => {
    const b = ok(await gql(server.url, BUNDLE, { id: run.id }, t.regulator)).regulatorBundle;
    expect(b).toMatchObject({
      tournamentId: run.id,
      chainHead: trail[trail.length - 1].hash,
      eventCount: trail.length,
    });
    expect(b.files.map((f: BundleFileOut) => f.name).sort()).toEqual([
      'events.jsonl',
      'ledger.csv',
      'manifest.json',
      'payouts.csv',
      'report.pdf',
      'table-benefit.csv',
    ]);
    const dir = writeBundle(b.files);
    const v = await verifyBundle(dir);
    expect(v).toMatchObject({ ok: true, eventsChecked: trail.length, chainHead: b.chainHead });
  });

  it('a downloaded bundle with one ledger line altered fails verification, naming the file and line', async () => {
    const b = ok(await gql(server.url, BUNDLE, { id: run.id }, t.director)).regulatorBundle;
    const dir = writeBundle(b.files);
    const path = join(dir, 'ledger.csv');
    const lines = readFileSync(path, 'utf8').split('\n');
    // The prize-fund credit of the first buy-in: 45,000 becomes 45,001.
    expect(lines[2]).toMatch(/,prize-fund,0,45000$/);
    lines[2] = lines[2].replace(/45000$/, '45001');
    writeFileSync(path, lines.join('\n'));
    const v = await verifyBundle(dir);
    expect(v.ok).toBe(false);
    expect(v.problem).toMatchObject({ file: 'ledger.csv', line: 3 });
  });

  it('GET /regulator/tournaments/:id/bundle gives the same files as JSON; they verify offline', async () => {
    const res = await http(`/regulator/tournaments/${run.id}/bundle`, t.regulator);
    expect(res.status).toBe(200);
    const b = (await res.json()) as {
      chainHead: string;
      generatedAt: string;
      files: BundleFileOut[];
    };
    expect(b.chainHead).toBe(trail[trail.length - 1].hash);
    expect(await verifyBundle(writeBundle(b.files))).toMatchObject({ ok: true });
  });

  it('GET …/bundle/<file> serves each file as is; with the manifest’s generatedAt they form one bundle', async () => {
    const manifestRes = await http(
      `/regulator/tournaments/${run.id}/bundle/manifest.json`,
      t.director,
    );
    expect(manifestRes.status).toBe(200);
    const manifest = (await manifestRes.json()) as {
      generatedAt: string;
      files: Record<string, { sha256: string }>;
    };
    const dir = mkdtempSync(join(tmpdir(), 'ledger-bundle-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    for (const name of Object.keys(manifest.files)) {
      const res = await http(
        `/regulator/tournaments/${run.id}/bundle/${name}?generatedAt=${encodeURIComponent(manifest.generatedAt)}`,
        t.director,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-sha256')).toBe(manifest.files[name].sha256);
      writeFileSync(join(dir, name), Buffer.from(await res.arrayBuffer()));
    }
    expect(readFileSync(join(dir, 'report.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await verifyBundle(dir)).toMatchObject({ ok: true, eventsChecked: trail.length });
  });

  it('the bundle is for the regulator and the director: refused without a token, to the floor and to clubs', async () => {
    const path = `/regulator/tournaments/${run.id}/bundle`;
    expect((await http(path)).status).toBe(401);
    expect((await http(path, t.floor)).status).toBe(403);
    expect((await http(path, t.club1)).status).toBe(403);
    expect((await http(`/regulator/tournaments/no-such-cup/bundle`, t.regulator)).status).toBe(404);
    expect((await http(`${path}/secrets.txt`, t.regulator)).status).toBe(404);
    const e = onlyError(await gql(server.url, BUNDLE, { id: run.id }, t.club1));
    expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', role: 'club' });
  });

  it('a club reads the audit trail of its own tournaments only', async () => {
    expect(ok(await gql(server.url, VERIFY, { id: run.id }, t.club1)).verifyTournament.ok).toBe(
      true,
    );
    const e = onlyError(await gql(server.url, AUDIT, { id: run.id }, t.club2));
    expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', role: 'club', club: 'club-2' });
  });

  it('verifyTournament names the first altered event after one byte of a stored event is changed', async () => {
    const id = 'regulator-tampered-2026';
    await registerField(server.url, t, id, 3);
    const before = ok(await gql(server.url, VERIFY, { id }, t.regulator)).verifyTournament;
    expect(before.ok).toBe(true);
    const db = new Database(server.dbPath);
    try {
      const changed = db
        .prepare(
          `UPDATE events SET data = replace(data, '"p2"', '"p9"') WHERE stream_id = ? AND revision = 3`,
        )
        .run(`tournament-${id}`);
      expect(changed.changes).toBe(1);
    } finally {
      db.close();
    }
    const v = ok(await gql(server.url, VERIFY, { id }, t.regulator)).verifyTournament;
    expect(v).toMatchObject({ ok: false, eventsChecked: 3, firstAltered: { revision: 3 } });
    expect(v.firstAltered.reason).toBeTruthy();
  });

  it('npm run token -- --role club --club club-1 mints the token a club reads its own tournament with', async () => {
    const cli = (club: string) =>
      spawnSync(
        process.execPath,
        [
          join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
          'scripts/token.ts',
          '--role',
          'club',
          '--sub',
          'office-1',
          '--club',
          club,
        ],
        {
          cwd: ROOT,
          env: { PATH: process.env.PATH, LEDGER_JWT_SECRET: TEST_SECRET },
          encoding: 'utf8',
        },
      ).stdout.trim();
    expect(
      ok(await gql(server.url, VERIFY, { id: run.id }, cli('club-1'))).verifyTournament.ok,
    ).toBe(true);
    const e = onlyError(await gql(server.url, VERIFY, { id: run.id }, cli('club-9')));
    expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', club: 'club-9' });
  });
});
