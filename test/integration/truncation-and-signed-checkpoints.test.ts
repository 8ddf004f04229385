/**
 * Issue 15 item 5, "Truncation is invisible": deleting the newest events of a stream used to
 * pass verify:stream, verifyTournament and the offline verifier (the chain that is left links
 * up perfectly), and then wedged the tournament with CONCURRENCY_CONFLICT. Verification now
 * compares the chain's end with the stream's head record, and the server signs checkpoints of
 * each stream's head (Ed25519) that a regulator checks with the operator's public key.
 */
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { TournamentCommand } from '../../src/aggregates/tournament';
import { tournamentAggregate } from '../../src/commands/tournament-aggregate';
import { fixedClock } from '../../src/commands/clock';
import { CommandPipeline } from '../../src/commands/pipeline';
import { tournamentStreamId, type StoredEvent } from '../../src/events/envelope';
import { hashEvent } from '../../src/events/hash-chain';
import { verifyTournament } from '../../src/projections/audit/verify-tournament';
import {
  regulatorBundleFiles,
  writeRegulatorBundle,
  type BundleManifest,
  type BundleSigning,
} from '../../src/regulator/bundle';
import { verifyBundle } from '../../src/regulator/verify-bundle';
import { ledgerSigner, type LedgerSigner } from '../../src/store/checkpoints';
import { SqliteEventStore } from '../../src/store/sqlite/sqlite-event-store';
import { runSimulatedTournament } from '../unit/money/simulated-tournament';

const GENERATED = '2026-12-06T09:00:00.000Z';

const newSigner = (): LedgerSigner => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return ledgerSigner(privateKey, publicKey);
};

jest.setTimeout(60_000);

describe('truncation and signed checkpoints (issue 15 "Truncation is invisible")', () => {
  let dir: string;
  let dbFile: string;
  let bundle: string;
  let tournamentId: string;
  let manifest: BundleManifest;
  let events: StoredEvent[];
  const operator = newSigner();
  const attacker = newSigner();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-checkpoints-'));
    dbFile = join(dir, 'ledger.db');
    const store = new SqliteEventStore({ file: dbFile });
    try {
      tournamentId = await runSimulatedTournament(store);
      bundle = join(dir, 'bundle');
      manifest = await writeRegulatorBundle(store, tournamentId, bundle, GENERATED, operator);
      events = await store.readStream(tournamentStreamId(tournamentId));
    } finally {
      await store.close();
    }
    writeFileSync(join(dir, 'operator.pub.pem'), operator.publicKeyPem);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of the store's file, so each test tampers with its own database. */
  const storeCopy = (): string => {
    const copy = join(mkdtempSync(join(dir, 'db-')), 'ledger.db');
    cpSync(dbFile, copy);
    return copy;
  };

  /** A complete bundle rebuilt from `forged` events, as a forger with our code would make it. */
  async function forgedBundle(forged: StoredEvent[], signing?: BundleSigning): Promise<string> {
    const out = mkdtempSync(join(dir, 'forged-'));
    const { files } = await regulatorBundleFiles(forged, GENERATED, { signing });
    for (const [name, b] of Object.entries(files)) writeFileSync(join(out, name), b);
    return out;
  }

  /** Events from `revision` on, altered there and every hash after it recomputed. */
  function recomputedFrom(revision: number): StoredEvent[] {
    const out: StoredEvent[] = [];
    for (const e of events) {
      if (e.revision < revision) {
        out.push(e);
        continue;
      }
      const prevHash = out[out.length - 1].hash;
      const data =
        e.revision === revision ? { ...(e.data as object), forged: true } : (e.data as object);
      const changed = { ...e, data, prevHash };
      out.push({ ...changed, hash: hashEvent(changed) });
    }
    return out;
  }

  const resigned = (forged: StoredEvent[]): BundleSigning => {
    const last = forged[forged.length - 1];
    return {
      algorithm: 'Ed25519',
      keyFingerprint: attacker.fingerprint,
      publicKeyPem: attacker.publicKeyPem,
      checkpoints: [attacker.sign(last, GENERATED)],
    };
  };

  describe('in the store', () => {
    it('deleting the newest events is reported by verifyTournament (the head record says more)', async () => {
      const file = storeCopy();
      const db = new Database(file);
      db.prepare('DELETE FROM events WHERE stream_id = ? AND revision >= ?').run(
        tournamentStreamId(tournamentId),
        events.length - 2,
      );
      db.close();
      const store = new SqliteEventStore({ file });
      try {
        const v = await verifyTournament(store, tournamentId);
        expect(v.ok).toBe(false);
        expect(v.firstAltered).toMatchObject({ revision: events.length - 2 });
        expect(v.firstAltered!.reason).toMatch(/newest events were deleted/);
      } finally {
        await store.close();
      }
    });

    it('a command after the truncation is refused as STREAM_TRUNCATED, not a CONCURRENCY_CONFLICT retry loop', async () => {
      const file = storeCopy();
      const db = new Database(file);
      db.prepare('DELETE FROM events WHERE stream_id = ? AND revision >= ?').run(
        tournamentStreamId(tournamentId),
        events.length - 2,
      );
      db.close();
      const store = new SqliteEventStore({ file });
      try {
        const pipeline = new CommandPipeline(tournamentAggregate, {
          store,
          clock: fixedClock(GENERATED),
          random: () => ({ int: () => 0 }),
        });
        const r = await pipeline.execute({
          streamId: tournamentStreamId(tournamentId),
          command: { type: 'CancelTournament', tournamentId, reason: 'test' } as TournamentCommand,
          commandId: 'after-truncation',
          actor: { id: 'td-1', role: 'director' },
        });
        expect(!r.ok && r.rejection.code).toBe('STREAM_TRUNCATED');
        expect(!r.ok && r.rejection.message).toContain(`head record says ${events.length - 1}`);
      } finally {
        await store.close();
      }
    });

    it('deleting the newest events and rewriting the head record is caught by the signed checkpoint', async () => {
      const file = storeCopy();
      const db = new Database(file);
      const stream = tournamentStreamId(tournamentId);
      const keep = events[events.length - 3];
      db.prepare('DELETE FROM events WHERE stream_id = ? AND revision > ?').run(
        stream,
        keep.revision,
      );
      db.prepare('UPDATE streams SET revision = ?, head_hash = ? WHERE stream_id = ?').run(
        keep.revision,
        keep.hash,
        stream,
      );
      db.close();
      const store = new SqliteEventStore({ file });
      try {
        const v = await verifyTournament(store, tournamentId, operator.publicKey);
        expect(v.ok).toBe(false);
        expect(v.firstAltered!.reason).toMatch(/events were deleted from the end/);
      } finally {
        await store.close();
      }
    });

    it('npm run verify:stream reports the truncated stream and exits 1', () => {
      const file = storeCopy();
      const db = new Database(file);
      db.prepare('DELETE FROM events WHERE stream_id = ? AND revision = ?').run(
        tournamentStreamId(tournamentId),
        events.length - 1,
      );
      db.close();
      let status = 0;
      let out = '';
      try {
        execFileSync('npx', ['tsx', 'scripts/verify-stream.ts', tournamentStreamId(tournamentId)], {
          encoding: 'utf8',
          env: { ...process.env, LEDGER_STORE: 'sqlite', LEDGER_DB: file },
        });
      } catch (err) {
        const e = err as { status: number; stdout: string };
        status = e.status;
        out = e.stdout;
      }
      expect(status).toBe(1);
      expect(out).toContain(
        `BROKEN  ${tournamentStreamId(tournamentId)}: at revision ${events.length - 1}`,
      );
    });

    it('the export signs the head and keeps the checkpoint in the store', async () => {
      const store = new SqliteEventStore({ file: dbFile });
      try {
        const kept = await store.loadCheckpoints(tournamentStreamId(tournamentId));
        const last = events[events.length - 1];
        expect(kept.at(-1)).toMatchObject({ revision: last.revision, hash: last.hash });
        expect(manifest.signing?.checkpoints.at(-1)).toEqual(kept.at(-1));
        expect(manifest.signing?.keyFingerprint).toBe(operator.fingerprint);
        expect(manifest.chain).toMatchObject({
          verified: true,
          revision: last.revision,
          head: last.hash,
          headRecord: { revision: last.revision, hash: last.hash },
        });
      } finally {
        await store.close();
      }
    });
  });

  describe('offline, with the operator’s public key', () => {
    it('the genuine bundle verifies with --key', async () => {
      const r = await verifyBundle(bundle, { publicKey: operator.publicKey });
      expect(r).toMatchObject({
        ok: true,
        signatures: 'trusted',
        signedRevision: events.length - 1,
      });
    });

    it('a truncated bundle with a rebuilt manifest passed the old checks; the signed checkpoint catches it', async () => {
      const forged = await forgedBundle(events.slice(0, -2), manifest.signing);
      const stripped = await forgedBundle(events.slice(0, -2));
      // What verification without checkpoints sees: a sound, shorter chain.
      expect((await verifyBundle(stripped)).ok).toBe(true);
      const r = await verifyBundle(forged, { publicKey: operator.publicKey });
      expect(r.ok).toBe(false);
      expect(r.problem).toMatchObject({ file: 'events.jsonl' });
      expect(r.problem!.reason).toMatch(/events were deleted from the end/);
      // Dropping the signatures does not help: --key demands a checkpoint.
      const bare = await verifyBundle(stripped, { publicKey: operator.publicKey });
      expect(bare.problem?.reason).toMatch(/carries no signed checkpoint/);
    });

    it('a chain altered and recomputed is caught at the signed revision', async () => {
      const forged = await forgedBundle(recomputedFrom(5), manifest.signing);
      const r = await verifyBundle(forged, { publicKey: operator.publicKey });
      expect(r.ok).toBe(false);
      expect(r.problem!.reason).toMatch(/does not have the hash signed .* recomputed/);
    });

    it('a chain recomputed and re-signed with another key is caught by the key fingerprint', async () => {
      const chain = recomputedFrom(5);
      const forged = await forgedBundle(chain, resigned(chain));
      // Without the operator's key the forgery is self-consistent: the key is what proves it.
      expect(await verifyBundle(forged)).toMatchObject({ ok: true, signatures: 'self-signed' });
      const r = await verifyBundle(forged, { publicKey: operator.publicKey });
      expect(r.ok).toBe(false);
      expect(r.problem!.reason).toMatch(/re-signed/);
    });

    it('a history rewritten after an export and re-signed with the operator’s own key fails against the earlier bundle', async () => {
      const chain = recomputedFrom(5);
      const last = chain[chain.length - 1];
      const signing: BundleSigning = {
        algorithm: 'Ed25519',
        keyFingerprint: operator.fingerprint,
        publicKeyPem: operator.publicKeyPem,
        checkpoints: [operator.sign(last, GENERATED)],
      };
      const rewritten = await forgedBundle(chain, signing);
      // Signed by the operator's key, so the key alone cannot tell.
      expect((await verifyBundle(rewritten, { publicKey: operator.publicKey })).ok).toBe(true);
      const r = await verifyBundle(rewritten, {
        publicKey: operator.publicKey,
        earlier: manifest.signing!.checkpoints,
      });
      expect(r.ok).toBe(false);
      expect(r.problem!.reason).toMatch(/earlier bundle: .*recomputed/);
    });

    it('a checkpoint edited in the manifest no longer verifies', async () => {
      const copy = mkdtempSync(join(dir, 'edited-'));
      cpSync(bundle, copy, { recursive: true });
      const m = JSON.parse(readFileSync(join(copy, 'manifest.json'), 'utf8')) as BundleManifest;
      const cps = m.signing!.checkpoints;
      const edited = { ...cps[cps.length - 1], revision: cps[cps.length - 1].revision - 1 };
      writeFileSync(
        join(copy, 'manifest.json'),
        JSON.stringify({
          ...m,
          signing: { ...m.signing, checkpoints: [...cps.slice(0, -1), edited] },
        }),
      );
      const r = await verifyBundle(copy, { publicKey: operator.publicKey });
      expect(r.problem!.reason).toMatch(/signature does not verify/);
    });

    it('npm run verify -- DIR --key PUBKEY: 0 on the genuine bundle, 1 on a re-signed one', async () => {
      const key = join(dir, 'operator.pub.pem');
      const ok = execFileSync('npx', ['tsx', 'scripts/verify.ts', bundle, '--key', key], {
        encoding: 'utf8',
      });
      expect(ok).toContain(`verified with key ${operator.fingerprint}`);
      const chain = events.slice(0, -1);
      const forged = await forgedBundle(chain, resigned(chain));
      let status = 0;
      let out = '';
      try {
        execFileSync('npx', ['tsx', 'scripts/verify.ts', forged, '--key', key], {
          encoding: 'utf8',
        });
      } catch (err) {
        const e = err as { status: number; stdout: string };
        status = e.status;
        out = e.stdout;
      }
      expect(status).toBe(1);
      expect(out).toMatch(/^ALTERED manifest.json: .*re-signed/);
    });
  });
});
