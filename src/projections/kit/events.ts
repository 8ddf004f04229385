/**
 * Every event a read model can see, as one union of `{ type, data }` (the streams' own unions
 * in src/events/): a handler's `data` is the data of its event type, with no cast.
 */
import type { MemberEvent } from '../../events/member-events';
import type { SeasonEvent } from '../../events/season-events';
import type { TournamentEvent } from '../../events/tournament-events';

export type LedgerEvent = TournamentEvent | MemberEvent | SeasonEvent;
export type LedgerEventType = LedgerEvent['type'];
/** The data of event type T (a union if two streams use the same name). */
export type DataOf<T extends LedgerEventType> = Extract<LedgerEvent, { type: T }>['data'];
