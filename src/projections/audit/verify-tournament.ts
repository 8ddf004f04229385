/**
 * Recomputes a tournament's hash chain from the store (DESIGN.md "Events") and names the
 * first event that no longer verifies: edited, dropped, inserted or reordered.
 */
import { tournamentStreamId } from '../../events/envelope';
import { verifyStream } from '../../events/hash-chain';
import type { EventStore } from '../../store/event-store';

export interface TournamentVerification {
  readonly tournamentId: string;
  readonly ok: boolean;
  readonly eventsChecked: number;
  /** Hash of the last event that verified. */
  readonly head: string;
  readonly firstAltered?: {
    readonly revision: number;
    readonly eventId: string | null;
    readonly globalPosition: number | null;
    readonly reason: string;
  };
}

export async function verifyTournament(
  store: EventStore,
  tournamentId: string,
): Promise<TournamentVerification> {
  const events = await store.readStream(tournamentStreamId(tournamentId));
  const r = verifyStream(events);
  if (r.ok) return { tournamentId, ok: true, eventsChecked: r.eventsChecked, head: r.head };
  const bad = events[r.eventsChecked];
  return {
    tournamentId,
    ok: false,
    eventsChecked: r.eventsChecked,
    head: r.head,
    firstAltered: {
      revision: r.firstBrokenRevision!,
      eventId: bad?.eventId ?? null,
      globalPosition: bad?.globalPosition ?? null,
      reason: r.reason!,
    },
  };
}
