/**
 * Events of the formats that end on their own terms (issue 19): qualification tickets
 * (FSNP Art. 142; DECISION-12) and bounty chips (FSNP Art. 141). Names are the catalog's.
 */

/** FSNP Art. 142; DECISION-12: tickets = ⌊prize fund ÷ ticket value⌋, the rest to the next place. */
export interface QualificationTicketsAllocatedData {
  readonly tickets: number;
  readonly ticketValue: number;
  /** The prize fund the tickets are bought from (minor units). */
  readonly prizeFund: number;
  /** What is left after the tickets: a cash prize to `remainderPlace` (Art. 142(f)). */
  readonly remainder: number;
  readonly remainderPlace: number | null;
  readonly currency: string;
  readonly at: string;
}

/** FSNP Art. 142(g): a player who did not turn up at the target competition loses his ticket. */
export interface QualificationTicketForfeitedData {
  readonly playerId: string;
  readonly place: number;
  readonly ticketValue: number;
  readonly currency: string;
  /** The competition the ticket was for, as the director names it. */
  readonly competition: string;
  /** When the player failed to turn up there. */
  readonly noShowOn: string;
  readonly recordedAt: string;
}

/** FSNP Art. 141(a): each player's own specially marked chip, issued at the start. */
export interface BountyChipIssuedData {
  readonly playerId: string;
  readonly tableId: string | null;
  readonly seat: number | null;
}

/** FSNP Art. 141(a)-(b): the all-in player's own bounty chip went into the pot. */
export interface BountyChipPutInPotData {
  readonly tableId: string;
  readonly handNo: number;
  readonly playerId: string;
}

/**
 * A bounty chip put into a pot that may not play there, given back to the player who put it
 * in: a chip he won from another player (Art. 141(b)), or his own while not all-in (Art. 141(a)).
 */
export interface BountyChipReturnedData {
  readonly tableId: string;
  readonly handNo: number;
  readonly playerId: string;
  /** Whose bounty chip it is (its original owner). */
  readonly chipOf: string;
  readonly reason: 'won-chip' | 'not-all-in';
}

export type FormatEventBody =
  | {
      readonly type: 'QualificationTicketsAllocated';
      readonly data: QualificationTicketsAllocatedData;
    }
  | {
      readonly type: 'QualificationTicketForfeited';
      readonly data: QualificationTicketForfeitedData;
    }
  | { readonly type: 'BountyChipIssued'; readonly data: BountyChipIssuedData }
  | { readonly type: 'BountyChipPutInPot'; readonly data: BountyChipPutInPotData }
  | { readonly type: 'BountyChipReturned'; readonly data: BountyChipReturnedData };

export const FORMAT_SCHEMA_VERSIONS: Readonly<Record<FormatEventBody['type'], number>> = {
  QualificationTicketsAllocated: 1,
  QualificationTicketForfeited: 1,
  BountyChipIssued: 1,
  BountyChipPutInPot: 1,
  BountyChipReturned: 1,
};
