/**
 * Issue 15 item 4, "Snapshots outside the chain": a snapshot edited in the database used to be
 * loaded as it was, so the next decision ran on the forged state (a second PlayerRegistered for
 * the same member was accepted) while every verifier still said ok. A snapshot now records the
 * chain hash it was taken at and a digest of its content; one that does not match is discarded,
 * counted, and the state rebuilt from the events.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TournamentCommand } from '../../src/aggregates/tournament';
import { tournamentAggregate } from '../../src/commands/tournament-aggregate';
import { fixedClock } from '../../src/commands/clock';
import { CommandPipeline, type SnapshotDiscard } from '../../src/commands/pipeline';
import { canonicalJson } from '../../src/events/canonical-json';
import { tournamentStreamId, type Actor } from '../../src/events/envelope';
import { ledgerSigner } from '../../src/store/checkpoints';
import { SqliteEventStore } from '../../src/store/sqlite/sqlite-event-store';
import { seeded } from '../support/given';
import { createCmd, registerCmd, T } from '../support/tournament-fixtures';

const TD: Actor = { id: 'td-1', role: 'director' };
const STREAM = tournamentStreamId(T);
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const KEY = ledgerSigner(privateKey, publicKey).derive('snapshot-seal');

describe('a snapshot forged in the database (issue 15 "Snapshots outside the chain")', () => {
  let dir: string;
  let store: SqliteEventStore;
  let n = 0;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-snapshot-'));
    store = new SqliteEventStore({ file: join(dir, 'ledger.db') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A fresh process's pipeline: empty cache, so the next command loads the snapshot. */
  const pipeline = (discards: SnapshotDiscard[] = [], snapshotKey: Buffer | undefined = KEY) =>
    new CommandPipeline(tournamentAggregate, {
      store,
      clock: fixedClock('2026-12-01T10:00:00.000Z'),
      random: () => seeded(1),
      snapshotEvery: 3,
      snapshotKey,
      onSnapshotDiscarded: (d) => discards.push(d),
    });
  const run = (p: ReturnType<typeof pipeline>, command: TournamentCommand) =>
    p.execute({ streamId: STREAM, command, commandId: `cmd-${++n}`, actor: TD });

  /** Created, opened, ro-1001 registered: three events, so a snapshot at revision 2. */
  async function withSnapshot(snapshotKey?: Buffer) {
    const p = pipeline([], snapshotKey);
    for (const c of [
      createCmd(),
      { type: 'OpenRegistration', tournamentId: T } as TournamentCommand,
      registerCmd('ro-1001'),
    ]) {
      const r = await run(p, c);
      if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    }
    const row = store.db
      .prepare<[string], { revision: number; state: string }>(
        'SELECT revision, state FROM snapshots WHERE stream_id = ?',
      )
      .get(STREAM);
    expect(row?.revision).toBe(2);
    return row!;
  }

  /** The forger's edit: ro-1001 taken out of the state, as if never registered. */
  function forge(state: string): string {
    const encoded = JSON.parse(state) as {
      state: { players: Record<string, unknown>; registrations: number };
    };
    delete encoded.state.players['ro-1001'];
    encoded.state.registrations = 0;
    return JSON.stringify(encoded);
  }

  it('an edited snapshot is discarded and counted: the second PlayerRegistered for the member is refused', async () => {
    const row = await withSnapshot(KEY);
    store.db
      .prepare('UPDATE snapshots SET state = ? WHERE stream_id = ?')
      .run(forge(row.state), STREAM);

    const discards: SnapshotDiscard[] = [];
    const fresh = pipeline(discards);
    const again = await run(fresh, registerCmd('ro-1001'));
    expect(again.ok).toBe(false);
    expect(!again.ok && again.rejection.code).toBe('ALREADY_REGISTERED');
    expect(await store.readStream(STREAM)).toHaveLength(3);
    expect(fresh.snapshotDiscards()).toMatchObject({
      discarded: 1,
      last: { streamId: STREAM, revision: 2 },
    });
    expect(discards[0].reason).toMatch(/digest does not match/);
  });

  it('a forger who also recomputes a SHA-256 digest cannot match the keyed seal', async () => {
    const row = await withSnapshot(KEY);
    const forged = JSON.parse(forge(row.state)) as unknown;
    const { chain_hash: chainHash } = store.db
      .prepare<[string], { chain_hash: string }>(
        'SELECT chain_hash FROM snapshots WHERE stream_id = ?',
      )
      .get(STREAM)!;
    // What snapshot-seal.ts digests, recomputed without the server's key.
    const digest = createHash('sha256')
      .update(
        canonicalJson({ streamId: STREAM, revision: 2, stateVersion: 1, chainHash, state: forged }),
      )
      .digest('hex');
    store.db
      .prepare('UPDATE snapshots SET state = ?, digest = ? WHERE stream_id = ?')
      .run(JSON.stringify(forged), digest, STREAM);

    const fresh = pipeline();
    const again = await run(fresh, registerCmd('ro-1001'));
    expect(!again.ok && again.rejection.code).toBe('ALREADY_REGISTERED');
    expect(fresh.snapshotDiscards().discarded).toBe(1);
  });

  it('a snapshot whose chain hash is not the hash of the event at its revision is discarded', async () => {
    await withSnapshot(KEY);
    // A snapshot of another history (e.g. copied from another database) claims revision 2.
    store.db
      .prepare('UPDATE snapshots SET chain_hash = ? WHERE stream_id = ?')
      .run('0'.repeat(64), STREAM);
    const discards: SnapshotDiscard[] = [];
    const fresh = pipeline(discards);
    const again = await run(fresh, registerCmd('ro-1001'));
    expect(!again.ok && again.rejection.code).toBe('ALREADY_REGISTERED');
    expect(discards).toHaveLength(1);
  });

  it('an untouched snapshot is used and nothing is discarded', async () => {
    await withSnapshot(KEY);
    const reads = jest.spyOn(store, 'readStream');
    const fresh = pipeline();
    const loaded = await fresh.load(STREAM);
    expect(loaded.revision).toBe(2);
    expect(reads).toHaveBeenCalledWith(STREAM, 2); // from the snapshot, not from 0
    expect(fresh.snapshotDiscards().discarded).toBe(0);
  });
});
