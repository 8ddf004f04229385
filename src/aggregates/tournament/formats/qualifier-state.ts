/** The qualifier slice's part of the tournament state (FSNP Art. 142; DECISION-12). */
import type { QualificationTicketsAllocatedData } from '../../../events/format-events';
import type { TournamentState } from '../state';

export interface TicketHeld {
  readonly place: number;
  readonly ticketValue: number;
  readonly currency: string;
  forfeited: boolean;
}

export interface QualifierState {
  allocated: QualificationTicketsAllocatedData | null;
  /** Tickets awarded, by holder. */
  tickets: Record<string, TicketHeld>;
}

declare module '../state' {
  interface TournamentFields {
    /** The qualifier slice's part of the state (created on its first event). */
    qualifier?: QualifierState;
  }
}

const initial = (): QualifierState => ({ allocated: null, tickets: {} });

/** For reading (decide never changes the state it is given). */
export const qualifierOf = (s: TournamentState): QualifierState => s.qualifier ?? initial();

/** For the slice's event handlers. */
export const ownQualifier = (s: TournamentState): QualifierState => (s.qualifier ??= initial());
