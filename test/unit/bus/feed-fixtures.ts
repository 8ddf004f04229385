import { createHash } from 'node:crypto';
import { GENESIS_HASH, tournamentStreamId, type StoredEvent } from '../../../src/events/envelope';
import type {
  AppendResult,
  EventStore,
  Snapshot,
  Subscription,
} from '../../../src/store/event-store';

/** Events of several tournaments interleaved in global order, hash-chained per stream. */
export function interleavedEvents(
  tournaments: readonly string[],
  perTournament: number,
): StoredEvent[] {
  const out: StoredEvent[] = [];
  const prev = new Map<string, string>();
  let position = 0;
  for (let r = 0; r < perTournament; r++) {
    for (const t of tournaments) {
      const streamId = tournamentStreamId(t);
      const prevHash = prev.get(streamId) ?? GENESIS_HASH;
      const eventId = `${t}-e${r}`;
      const hash = createHash('sha256')
        .update(prevHash + eventId)
        .digest('hex');
      prev.set(streamId, hash);
      position++;
      out.push({
        eventId,
        type: 'ChipCountRecorded',
        schemaVersion: 1,
        data: { playerId: 'p1', chips: 1000 + r },
        metadata: {
          commandId: `cmd-${eventId}`,
          correlationId: `cor-${t}`,
          causationId: `cmd-${eventId}`,
          actor: { id: 'floor-1', role: 'floor' },
          occurredAt: '2026-03-01T18:00:00.000Z',
        },
        streamId,
        revision: r,
        globalPosition: position,
        prevHash,
        hash,
      });
    }
  }
  return out;
}

/** Only the read side the relay uses; the rest of the port is out of scope for these tests. */
export class ReadOnlyStore implements EventStore {
  readonly name = 'fixture';
  readonly reads: number[] = [];
  constructor(public events: StoredEvent[]) {}
  async readAll(afterPosition: number, limit: number): Promise<StoredEvent[]> {
    this.reads.push(afterPosition);
    return this.events.filter((e) => e.globalPosition > afterPosition).slice(0, limit);
  }
  async headPosition(): Promise<number> {
    return this.events.length === 0 ? 0 : this.events[this.events.length - 1].globalPosition;
  }
  append(): Promise<AppendResult> {
    throw new Error('not used');
  }
  readStream(): Promise<StoredEvent[]> {
    throw new Error('not used');
  }
  subscribe(): Subscription {
    throw new Error('not used');
  }
  streamRevision(): Promise<number | 'no_stream'> {
    throw new Error('not used');
  }
  saveSnapshot(_s: Snapshot): Promise<void> {
    throw new Error('not used');
  }
  loadSnapshot(): Promise<Snapshot | undefined> {
    throw new Error('not used');
  }
  async close(): Promise<void> {}
}
