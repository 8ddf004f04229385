/** Commands of the formats that end on their own terms (issue 19; FSNP Art. 141-142). */
interface On {
  readonly tournamentId: string;
}

/** FSNP Art. 142(g): asking for a ticket's cash value (always refused, with the article). */
export interface ExchangeTicketForCash extends On {
  readonly type: 'ExchangeTicketForCash';
  readonly playerId: string;
}

/** FSNP Art. 142(g): the ticket holder did not turn up at the target competition. */
export interface ForfeitQualificationTicket extends On {
  readonly type: 'ForfeitQualificationTicket';
  readonly playerId: string;
  /** The target competition, as the director names it. */
  readonly competition: string;
  /** ISO date (or date-time) of the competition the player did not turn up at. */
  readonly noShowOn: string;
}

/** FSNP Art. 141(a)-(b): the dealer records a bounty chip put into the pot. */
export interface PutBountyChipInPot extends On {
  readonly type: 'PutBountyChipInPot';
  readonly tableId: string;
  readonly handNo: number;
  readonly playerId: string;
  /** Whose bounty chip it is; by default the player's own. */
  readonly chipOf?: string;
}

export type FormatCommand = ExchangeTicketForCash | ForfeitQualificationTicket | PutBountyChipInPot;
