import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProposedEvent } from '../../../src/events/envelope';
import { WrongExpectedRevisionError } from '../../../src/store/event-store';
import { uuidv7 } from '../../../src/store/ids';
import { SqliteEventStore } from '../../../src/store/sqlite/sqlite-event-store';

/**
 * The sqlite store looks a commandId up only when an append fails (the commands primary key is
 * the arbiter), so every way a repeated command can fail must still answer with the first result.
 */
const event = (eventId = uuidv7()): ProposedEvent => ({
  eventId,
  type: 'ChipsCounted',
  schemaVersion: 1,
  data: { chips: 1000 },
  metadata: {
    commandId: 'c',
    correlationId: 'c',
    causationId: 'c',
    actor: { id: 'td-1', role: 'director' },
    occurredAt: '2026-11-29T18:00:00.000Z',
  },
});

describe('sqlite store: idempotent commandId without a lookup before each append (DESIGN.md Write side)', () => {
  let dir: string;
  let a: SqliteEventStore;
  let b: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-idem-'));
    a = new SqliteEventStore({ file: join(dir, 'ledger.db') });
    b = new SqliteEventStore({ file: join(dir, 'ledger.db') });
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("DESIGN.md idempotent commands: a repeat with 'any' (no revision conflict) returns the first result, appends nothing", async () => {
    const first = await a.append('tournament-t', [event(), event()], 'any', { commandId: 'k1' });
    const again = await a.append('tournament-t', [event()], 'any', { commandId: 'k1' });
    expect(again.duplicate).toBe(true);
    expect(again.events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
    expect(again.nextExpectedRevision).toBe(1);
    expect(await a.readStream('tournament-t')).toHaveLength(2);
    expect(await a.headPosition()).toBe(2);
  });

  it('DESIGN.md idempotent commands: a repeat sent with the same event ids returns the first result', async () => {
    const ids = [uuidv7(), uuidv7()];
    const first = await a.append('tournament-t', ids.map(event), 'no_stream', { commandId: 'k2' });
    const again = await a.append('tournament-t', ids.map(event), 1, { commandId: 'k2' });
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await a.readStream('tournament-t')).toHaveLength(2);
  });

  it('DESIGN.md idempotent commands: a command committed by another process is answered, not appended twice', async () => {
    await a.append('tournament-t', [event()], 'no_stream', { commandId: 'k3' });
    const first = await a.commandResult('k3');
    // Process b has a stale view of the stream (expects it empty) and a stale cache of nothing.
    const again = await b.append('tournament-t', [event()], 'no_stream', { commandId: 'k3' });
    expect(again.duplicate).toBe(true);
    expect(again.events).toEqual(first?.events);
    const alsoWithAny = await b.append('tournament-t', [event()], 'any', { commandId: 'k3' });
    expect(alsoWithAny.events).toEqual(first?.events);
    expect(await b.readStream('tournament-t')).toHaveLength(1);
  });

  it('DESIGN.md idempotent commands: a command that appended nothing is remembered too', async () => {
    await a.append('tournament-t', [event()], 'no_stream');
    const first = await a.append('tournament-t', [], 0, { commandId: 'k4' });
    expect(first).toMatchObject({ duplicate: false, nextExpectedRevision: 0, events: [] });
    const again = await a.append('tournament-t', [event()], 0, { commandId: 'k4' });
    expect(again).toMatchObject({ duplicate: true, nextExpectedRevision: 0, events: [] });
    expect(await a.readStream('tournament-t')).toHaveLength(1);
  });

  it('DESIGN.md optimistic concurrency: a stale revision with a fresh commandId is still a conflict', async () => {
    await a.append('tournament-t', [event()], 'no_stream', { commandId: 'k5' });
    await expect(
      a.append('tournament-t', [event()], 'no_stream', { commandId: 'k6' }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await a.commandResult('k6')).toBeUndefined();
  });

  it('DESIGN.md Events: a reused event id under a fresh commandId is refused, not mistaken for a repeat', async () => {
    const id = uuidv7();
    await a.append('tournament-t', [event(id)], 'no_stream', { commandId: 'k7' });
    await expect(
      a.append('tournament-u', [event(id)], 'no_stream', { commandId: 'k8' }),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/^SQLITE_CONSTRAINT/),
    });
    expect(await a.readStream('tournament-u')).toHaveLength(0);
    expect(await a.commandResult('k8')).toBeUndefined();
  });
});
