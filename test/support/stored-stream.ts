/**
 * Events decided in a test (Scenario, Table) as a stored, hash-chained stream, for checks that
 * read stored events such as the regulator's rule audit. `commandOf` groups the events into the
 * commands that wrote them (by default one each), as the audit checks some rules at a command's end.
 */
import { GENESIS_HASH, tournamentStreamId, type StoredEvent } from '../../src/events/envelope';
import { chainEvents } from '../../src/events/hash-chain';
import type { TournamentEvent } from '../../src/events/tournament-events';
import { T } from './tournament-fixtures';

export function storedStream(
  events: readonly TournamentEvent[],
  commandOf: (index: number) => number = (i) => i,
): StoredEvent[] {
  const streamId = tournamentStreamId(T);
  const proposed = events.map((e, i) => ({
    eventId: `e-${i}`,
    type: e.type,
    schemaVersion: 1,
    data: e.data,
    metadata: {
      commandId: `c-${commandOf(i)}`,
      correlationId: `c-${commandOf(i)}`,
      causationId: `c-${commandOf(i)}`,
      actor: { id: 'floor-1', role: 'floor' as const },
      occurredAt: '2026-12-05T17:00:00.000Z',
    },
  }));
  return chainEvents(streamId, -1, GENESIS_HASH, proposed).map((c, i) => ({
    ...c.source,
    streamId,
    revision: c.revision,
    globalPosition: i + 1,
    prevHash: c.prevHash,
    hash: c.hash,
  }));
}
