/**
 * Recomputes a tournament's hash chain from the store (DESIGN.md "Events") and names the
 * first event that no longer verifies: edited, dropped, inserted or reordered, and since
 * issue 15 also events deleted from the end or a chain recomputed after a signed checkpoint
 * (src/store/verify-stored-stream.ts).
 */
import type { KeyObject } from 'node:crypto';
import { tournamentStreamId } from '../../events/envelope';
import type { EventStore } from '../../store/event-store';
import { verifyStoredStream } from '../../store/verify-stored-stream';

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

/** `publicKey`: the server's own, to check the stored checkpoints' signatures. */
export async function verifyTournament(
  store: EventStore,
  tournamentId: string,
  publicKey?: KeyObject,
): Promise<TournamentVerification> {
  const r = await verifyStoredStream(store, tournamentStreamId(tournamentId), publicKey);
  const base = { tournamentId, ok: r.ok, eventsChecked: r.eventsChecked, head: r.head };
  if (!r.firstBroken) return base;
  const bad = r.events[r.firstBroken.revision];
  return {
    ...base,
    firstAltered: {
      revision: r.firstBroken.revision,
      eventId: bad?.eventId ?? null,
      globalPosition: bad?.globalPosition ?? null,
      reason: r.firstBroken.reason,
    },
  };
}
