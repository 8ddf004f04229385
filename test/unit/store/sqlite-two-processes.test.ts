import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredEvent } from '../../../src/events/envelope';
import { verifyStream } from '../../../src/events/hash-chain';
import { WrongExpectedRevisionError } from '../../../src/store/event-store';
import { SqliteEventStore } from '../../../src/store/sqlite/sqlite-event-store';
import { proposed } from '../../contract/event-store.contract';

/** Two connections on one file stand for two processes sharing the embedded store. */
describe('sqlite store shared by two processes (DESIGN.md "Store")', () => {
  let dir: string;
  let a: SqliteEventStore;
  let b: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-2p-'));
    a = new SqliteEventStore({ file: join(dir, 'ledger.db'), pollMs: 10 });
    b = new SqliteEventStore({ file: join(dir, 'ledger.db'), pollMs: 10 });
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('expected revision holds across processes: the stale writer gets a conflict', async () => {
    await a.append('tournament-x', [proposed()], 'no_stream');
    await b.append('tournament-x', [proposed()], 0);
    await expect(a.append('tournament-x', [proposed()], 0)).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    const events = await a.readStream('tournament-x');
    expect(events).toHaveLength(2);
    expect(verifyStream(events).ok).toBe(true); // b chained onto a's hash
  });

  it("a subscriber in one process receives the other process's appends by polling", async () => {
    const seen: StoredEvent[] = [];
    const sub = a.subscribe(0, (e) => {
      seen.push(e);
    });
    await b.append('tournament-y', [proposed(), proposed()], 'no_stream');
    const until = Date.now() + 5000;
    while (seen.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    await sub.close();
    expect(seen.map((e) => e.revision)).toEqual([0, 1]);
  });
});
