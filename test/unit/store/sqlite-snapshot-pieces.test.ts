/**
 * Issue 22: a large snapshot's text is written in pieces, each its own transaction, and its
 * snapshots row last. Snapshots are a cache: a crash in the middle must leave the previous one
 * in use. Closing the store between two of the save's transactions is such a crash: what is
 * committed is what a killed process leaves.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StoreUnavailableError, type Snapshot } from '../../../src/store/event-store';
import { SqliteEventStore } from '../../../src/store/sqlite/sqlite-event-store';

const STREAM = 'tournament-pieces';
/** A state whose JSON text is about `chars` long. */
const stateOf = (tag: string, chars: number) => ({
  tag,
  players: Array.from({ length: Math.ceil(chars / 20) }, (_, i) => `${tag}-${i}`.padEnd(16, '.')),
});
const snapshot = (revision: number, state: unknown): Snapshot => ({
  streamId: STREAM,
  revision,
  stateVersion: 1,
  state,
  chainHash: String(revision).repeat(64).slice(0, 64),
  digest: 'd'.repeat(64),
});

describe('sqlite snapshots in pieces (issue 22)', () => {
  let dir: string;
  let file: string;
  const open = (sliceMs?: number) =>
    new SqliteEventStore({ file, snapshotPieceChars: 1000, snapshotSliceMs: sliceMs });
  const rows = (sql: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare(sql).all() as Record<string, unknown>[];
    } finally {
      db.close();
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-pieces-'));
    file = join(dir, 'ledger.db');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('given a state longer than a piece, when it is saved, then it is stored in pieces and loads back whole', async () => {
    const store = open();
    try {
      const state = stateOf('a', 20_000);
      await store.saveSnapshot(snapshot(7, state));
      const text = JSON.stringify(state);
      expect(rows(`SELECT count(*) AS n FROM snapshot_pieces`)[0].n).toBe(
        Math.ceil(text.length / 1000),
      );
      expect(rows(`SELECT state, pieces FROM snapshots`)[0]).toEqual({
        state: '',
        pieces: Math.ceil(text.length / 1000),
      });
      expect(await store.loadSnapshot(STREAM)).toEqual(snapshot(7, state));
    } finally {
      await store.close();
    }
  });

  it.each([
    ['after its first piece', 0],
    ['after its last piece, before its row', undefined],
  ])(
    'given a crash %s, when the store is opened again, then the previous snapshot is loaded, and the next save drops the stray pieces',
    async (_when, sliceMs) => {
      const first = open(sliceMs);
      const previous = stateOf('previous', 5_000);
      await first.saveSnapshot(snapshot(3, previous));
      const next = first.saveSnapshot(snapshot(9, stateOf('next', 30_000)));
      // The save's first turn of the event loop has not come yet: the process dies here.
      await first.close();
      await expect(next).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(
        rows(`SELECT count(*) AS n FROM snapshot_pieces WHERE revision = 9`)[0].n,
      ).toBeGreaterThan(0);

      const reopened = open();
      try {
        expect(await reopened.loadSnapshot(STREAM)).toEqual(snapshot(3, previous));
        const later = stateOf('later', 100);
        await reopened.saveSnapshot(snapshot(12, later));
        expect(await reopened.loadSnapshot(STREAM)).toEqual(snapshot(12, later));
        expect(rows(`SELECT count(*) AS n FROM snapshot_pieces`)[0].n).toBe(0);
      } finally {
        await reopened.close();
      }
    },
  );

  it('given an older snapshot saved after a newer one, then the newer stays and the older leaves no pieces', async () => {
    const store = open();
    try {
      const newer = stateOf('newer', 4_000);
      await store.saveSnapshot(snapshot(20, newer));
      await store.saveSnapshot(snapshot(10, stateOf('older', 6_000)));
      expect(await store.loadSnapshot(STREAM)).toEqual(snapshot(20, newer));
      expect(rows(`SELECT DISTINCT revision FROM snapshot_pieces`)).toEqual([{ revision: 20 }]);
    } finally {
      await store.close();
    }
  });

  it('given a piece deleted from the database, then no snapshot is loaded rather than a cut text', async () => {
    const store = open();
    try {
      await store.saveSnapshot(snapshot(5, stateOf('cut', 5_000)));
      store.db.prepare('DELETE FROM snapshot_pieces WHERE seq = 2').run();
      expect(await store.loadSnapshot(STREAM)).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
