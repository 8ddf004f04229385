import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { verifyTournament } from '../../src/projections/audit/verify-tournament';
import { buildLedger, ledgerImbalance, totalsByCode } from '../../src/projections/ledger/ledger';
import { buildPayouts } from '../../src/projections/payouts/payouts';
import {
  regulatorBundleFiles,
  writeRegulatorBundle,
  type BundleManifest,
} from '../../src/regulator/bundle';
import { verifyBundle } from '../../src/regulator/verify-bundle';
import { tournamentStreamId } from '../../src/events/envelope';
import { SqliteEventStore } from '../../src/store/sqlite/sqlite-event-store';
import { runSimulatedTournament, SIM_PLAYERS } from '../unit/money/simulated-tournament';

const GENERATED = '2026-12-06T09:00:00.000Z';

describe('regulator bundle of a simulated tournament (issue 7)', () => {
  let dir: string;
  let dbFile: string;
  let bundle: string;
  let tournamentId: string;
  let manifest: BundleManifest;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-regulator-'));
    dbFile = join(dir, 'ledger.db');
    const store = new SqliteEventStore({ file: dbFile });
    try {
      tournamentId = await runSimulatedTournament(store);
      bundle = join(dir, 'bundle');
      manifest = await writeRegulatorBundle(store, tournamentId, bundle, GENERATED);
    } finally {
      await store.close();
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of the bundle with one file changed by `edit`. */
  const tampered = (file: string, edit: (text: string) => string): string => {
    const copy = mkdtempSync(join(dir, 'copy-'));
    cpSync(bundle, copy, { recursive: true });
    writeFileSync(join(copy, file), edit(readFileSync(join(copy, file), 'latin1')), 'latin1');
    return copy;
  };
  const lines = (t: string) => t.split('\n');

  it('the bundle verifies offline and its manifest names the chain head and counts', async () => {
    const r = await verifyBundle(bundle);
    expect(r).toMatchObject({ ok: true, eventsChecked: manifest.eventCount });
    expect(r.chainHead).toBe(manifest.chainHead);
    expect(Object.keys(manifest.files).sort()).toEqual(
      ['events.jsonl', 'ledger.csv', 'payouts.csv', 'report.pdf', 'table-benefit.csv'].sort(),
    );
    expect(readFileSync(join(bundle, 'report.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(manifest.ledgerImbalance).toBe(0);
  });

  it('the events file holds the stored events exactly, one per line', async () => {
    const store = new SqliteEventStore({ file: dbFile });
    try {
      const stored = await store.readStream(tournamentStreamId(tournamentId));
      const parsed = lines(readFileSync(join(bundle, 'events.jsonl'), 'utf8'))
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      expect(parsed).toEqual(JSON.parse(JSON.stringify(stored)));
    } finally {
      await store.close();
    }
  });

  it('FSNP Art. 30; LNSE IV.6: the ledger shows taken in per item, prize pool, operator share and payments', () => {
    const events = lines(readFileSync(join(bundle, 'events.jsonl'), 'utf8'))
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const ledger = buildLedger(events);
    const byCode = totalsByCode(ledger);
    // 14 buy-ins + 1 re-entry at 12,000 (IN), 1 top-up at 12,000 (RB), 5 add-ons at 18,000 (AD).
    expect(byCode.IN).toEqual({
      count: SIM_PLAYERS + 1,
      gross: 15 * 12_000,
      prizeFund: 15 * 10_000,
      fee: 15 * 2_000,
    });
    expect(byCode.RB).toEqual({ count: 1, gross: 12_000, prizeFund: 10_000, fee: 2_000 });
    expect(byCode.AD).toEqual({
      count: 5,
      gross: 5 * 18_000,
      prizeFund: 5 * 15_000,
      fee: 5 * 3_000,
    });
    const pool = 15 * 10_000 + 10_000 + 5 * 15_000;
    const payouts = buildPayouts(events);
    expect(payouts.pool!.amount).toBe(pool);
    expect(payouts.rows.reduce((a, r) => a + r.amount, 0)).toBe(pool);
    expect(ledgerImbalance(ledger)).toBe(0);
    expect(ledger.balances['prize-fund']).toBe(0);
    const paid = payouts.rows.filter((r) => r.paidAt);
    expect(paid).toHaveLength(3);
    expect(ledger.balances['withholding-payable']).toBe(-5_000);
    // Unpaid receipts stay an open liability (LNSE open 14).
    expect(-ledger.balances['prizes-payable']).toBe(
      payouts.rows.filter((r) => !r.paidAt).reduce((a, r) => a + r.amount, 0),
    );
    // Every purchase is booked to a table (LNSE IV.6(c)).
    expect(ledger.entries.filter((e) => e.code && !e.tableId)).toEqual([]);
  });

  it('a changed byte in one stored event is caught on its line', async () => {
    const copy = tampered('events.jsonl', (t) => {
      const l = lines(t);
      l[20] = l[20]
        .replace('"revision":20', '"revision":20 ')
        .replace(/"fullName":"[^"]*"/, (m) => m.replace('a', 'o'));
      return l.join('\n');
    });
    const r = await verifyBundle(copy);
    expect(r.ok).toBe(false);
    expect(r.problem).toMatchObject({ file: 'events.jsonl', line: 21 });
  });

  it('a changed amount inside an event (valid JSON, canonical) is caught by its hash', async () => {
    const copy = tampered('events.jsonl', (t) => {
      const l = lines(t);
      const i = l.findIndex((x) => x.includes('"type":"PrizeAwarded"'));
      l[i] = l[i].replace(/"amount":(\d+)/, (_m, a: string) => `"amount":${Number(a) + 100}`);
      return l.join('\n');
    });
    const r = await verifyBundle(copy);
    expect(r.problem?.reason).toContain('does not match its hash');
  });

  it('a dropped event is caught on the line where it is missing', async () => {
    const copy = tampered('events.jsonl', (t) => {
      const l = lines(t);
      l.splice(30, 1);
      return l.join('\n');
    });
    expect((await verifyBundle(copy)).problem).toMatchObject({ file: 'events.jsonl', line: 31 });
  });

  it('two events swapped are caught', async () => {
    const copy = tampered('events.jsonl', (t) => {
      const l = lines(t);
      [l[10], l[11]] = [l[11], l[10]];
      return l.join('\n');
    });
    const r = await verifyBundle(copy);
    expect(r.problem).toMatchObject({ file: 'events.jsonl', line: 11 });
    expect(r.problem!.reason).toMatch(/reordered/);
  });

  it('the last event dropped is caught by the manifest count', async () => {
    const copy = tampered('events.jsonl', (t) => lines(t).slice(0, -2).join('\n') + '\n');
    expect((await verifyBundle(copy)).problem?.reason).toMatch(/manifest says/);
  });

  it('a doctored ledger line is caught on that line', async () => {
    const copy = tampered('ledger.csv', (t) => {
      const l = lines(t);
      l[5] = l[5].replace(/(\d+)$/, (d) => String(Number(d) + 1));
      return l.join('\n');
    });
    expect((await verifyBundle(copy)).problem).toMatchObject({ file: 'ledger.csv', line: 6 });
  });

  it('a changed PDF byte or manifest head is caught', async () => {
    const pdf = tampered('report.pdf', (t) => {
      const k = Math.floor(t.length / 2);
      return t.slice(0, k) + (t[k] === 'x' ? 'y' : 'x') + t.slice(k + 1);
    });
    expect((await verifyBundle(pdf)).problem).toMatchObject({ file: 'report.pdf' });
    const head = tampered('manifest.json', (t) => t.replace(manifest.chainHead, '0'.repeat(64)));
    expect((await verifyBundle(head)).problem).toMatchObject({ file: 'manifest.json' });
  });

  it('the same events and date give the same bundle, byte for byte (PDF included)', async () => {
    const events = lines(readFileSync(join(bundle, 'events.jsonl'), 'utf8'))
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const a = await regulatorBundleFiles(events, GENERATED);
    const b = await regulatorBundleFiles(events, GENERATED);
    expect(a.files['report.pdf'].equals(b.files['report.pdf'])).toBe(true);
    // `chain` is what the store's head record said at export; these are built from events alone.
    expect(a.manifest).toEqual({ ...manifest, chain: undefined });
  });

  it('npm run export writes a bundle from the sqlite store that verifies', () => {
    const out = join(dir, 'exported');
    const printed = execFileSync(
      'npx',
      ['tsx', 'scripts/export.ts', '--tournament', tournamentId, '--out', out],
      { encoding: 'utf8', env: { ...process.env, LEDGER_STORE: 'sqlite', LEDGER_DB: dbFile } },
    );
    expect(printed).toContain(`head    ${manifest.chainHead}`);
    expect(readFileSync(join(out, 'events.jsonl'), 'utf8')).toBe(
      readFileSync(join(bundle, 'events.jsonl'), 'utf8'),
    );
    const ok = execFileSync(
      'npx',
      ['tsx', 'scripts/verify.ts', out, '--head', manifest.chainHead],
      {
        encoding: 'utf8',
      },
    );
    expect(ok).toContain('ok ');
  });

  it('npm run verify exits 0 on the bundle and 1 naming the line when altered', () => {
    const ok = execFileSync('npx', ['tsx', 'scripts/verify.ts', bundle], { encoding: 'utf8' });
    expect(ok).toContain(`ok ${manifest.eventCount} events`);
    const copy = tampered('events.jsonl', (t) => {
      const l = lines(t);
      l.splice(7, 1);
      return l.join('\n');
    });
    let out = '';
    let status = 0;
    try {
      execFileSync('npx', ['tsx', 'scripts/verify.ts', copy], { encoding: 'utf8' });
    } catch (err) {
      const e = err as { status: number; stdout: string };
      status = e.status;
      out = e.stdout;
    }
    expect(status).toBe(1);
    expect(out).toContain('events.jsonl line 8');
  });

  it('verifyTournament finds the first altered event in the store itself', async () => {
    const store = new SqliteEventStore({ file: dbFile });
    try {
      expect(await verifyTournament(store, tournamentId)).toMatchObject({
        ok: true,
        eventsChecked: manifest.eventCount,
        head: manifest.chainHead,
      });
    } finally {
      await store.close();
    }
    const db = new Database(dbFile);
    const row = db
      .prepare(
        `SELECT position, data FROM events WHERE type = 'PrizeAwarded' ORDER BY position LIMIT 1`,
      )
      .get() as { position: number; data: string };
    db.prepare('UPDATE events SET data = ? WHERE position = ?').run(
      row.data.replace(/"amount":(\d)/, '"amount":9$1'),
      row.position,
    );
    db.close();
    const again = new SqliteEventStore({ file: dbFile });
    try {
      const v = await verifyTournament(again, tournamentId);
      expect(v.ok).toBe(false);
      expect(v.firstAltered).toMatchObject({ globalPosition: row.position });
      expect(v.firstAltered!.reason).toContain('altered');
    } finally {
      await again.close();
    }
  });

  it('an event deleted from the store is reported at its revision', async () => {
    const db = new Database(dbFile);
    const row = db
      .prepare(`SELECT position, revision FROM events WHERE type = 'PrizePoolFixed'`)
      .get() as { position: number; revision: number };
    db.prepare('DELETE FROM events WHERE position = ?').run(row.position);
    db.close();
    const store = new SqliteEventStore({ file: dbFile });
    try {
      const v = await verifyTournament(store, tournamentId);
      expect(v).toMatchObject({ ok: false, eventsChecked: row.revision });
      expect(v.firstAltered!.revision).toBe(row.revision);
      expect(v.firstAltered!.reason).toMatch(/dropped/);
    } finally {
      await store.close();
    }
  });
});
