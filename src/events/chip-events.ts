/**
 * Facts about chips outside the pots (FSNP Art. 35-44): a pass of chips or of a seat found by
 * the floor (Art. 38). Names are the catalog's.
 */

/**
 * FSNP Art. 38; LNSE 123/13 II.11: the floor saw chips given to another player, or a seat given
 * to someone else. The fact is recorded as seen; `ruling` is the ruleset's consequence.
 */
export interface ChipOrSeatPassRecordedData {
  readonly kind: 'chips' | 'seat';
  /** The player who gave his chips or his seat. */
  readonly fromPlayerId: string;
  /** The player who received the chips (kind chips). */
  readonly toPlayerId: string | null;
  /** The chips seen passed (kind chips); 0 for a seat. */
  readonly chips: number;
  /** Who took the seat, as the floor names him (kind seat). */
  readonly takenBy: string | null;
  /** Where the giver sat when it was seen. */
  readonly tableId: string | null;
  readonly seat: number | null;
  /**
   * The consequence applied: the chips go back to the giver (his recorded stack never left him:
   * chips move between players only through pots, Art. 38), or both players are disqualified
   * and both stacks leave play (LNSE II.11, recorded by the PlayerEliminated events that follow);
   * a seat stays with its player.
   */
  readonly ruling:
    'chips-returned-to-giver' | 'both-disqualified-stacks-removed' | 'seat-stays-with-player';
  readonly recordedBy: string;
  readonly at: string;
}

/**
 * FSNP Art. 42: chips of the retired denomination found with players after the race. At each
 * seat their value is exchanged for chips of the smallest denomination still in play where it
 * makes one (the stack keeps that value); the rest is taken out of play.
 */
export interface OddChipsRemovedData {
  readonly retired: number;
  readonly smallestRemaining: number;
  readonly seats: readonly {
    readonly tableId: string;
    readonly seat: number;
    /** Chips of `retired` found at the seat. */
    readonly count: number;
    /** Chips of `smallestRemaining` given for them. */
    readonly exchanged: number;
    /** Value taken out of play. */
    readonly removed: number;
    readonly before: number;
    readonly after: number;
  }[];
  /** Σ removed: what leaves the chips in play. */
  readonly chipsRemoved: number;
  /**
   * The chips in play per denomination that `chipsRemoved` takes out of the room's count
   * (largest first, chips/inventory.ts); absent when none make it up, or in older streams.
   */
  readonly chipsRemovedByDenomination?: readonly {
    readonly denomination: number;
    readonly count: number;
  }[];
  readonly at: string;
}

/**
 * A player came back for the next day without his chip-control receipt (multiDay.
 * missingChipReceipt). He keeps his bag and his place either way; `penaltyDue` where the ruleset
 * penalises it (LNSE 123/13 I.14, conflict 3: the Director checks the bag against the dealer's
 * copy), else the director's ruling after verifying the bag (FSNP Art. 129 is silent).
 */
export interface ChipReceiptMissingData {
  readonly playerId: string;
  /** The day he resumes. */
  readonly day: number;
  readonly penaltyDue: boolean;
  readonly ruling: string | null;
  readonly at: string;
}

/**
 * Chips the floor took out of play between hands (citations.chipsRemovedFromPlay): a player's
 * chips kept out of sight, confiscated (Club Rule 63; LNSE 123/13 II.9), or chips found whose
 * owner cannot be determined, the table recounted short by exactly those chips (Club Rule 64).
 * The chips in play fall by exactly `chips`, the Σ of the seats' before − after.
 */
export interface ChipsRemovedFromPlayData {
  readonly reason: 'hidden' | 'found';
  readonly tableId: string;
  /** hidden: the player whose chips were out of sight; found: null (no owner). */
  readonly playerId: string | null;
  readonly chips: number;
  /** The seats whose stacks changed (hidden: his; found: the table's recount). */
  readonly seats: readonly {
    readonly seat: number;
    readonly before: number;
    readonly after: number;
  }[];
  /** What the floor saw, in its words. */
  readonly description: string | null;
  readonly recordedBy: string;
  readonly at: string;
}

export type ChipEventBody =
  | { readonly type: 'ChipOrSeatPassRecorded'; readonly data: ChipOrSeatPassRecordedData }
  | { readonly type: 'ChipReceiptMissing'; readonly data: ChipReceiptMissingData }
  | { readonly type: 'ChipsRemovedFromPlay'; readonly data: ChipsRemovedFromPlayData }
  | { readonly type: 'OddChipsRemoved'; readonly data: OddChipsRemovedData };

export const CHIP_SCHEMA_VERSIONS: Readonly<Record<ChipEventBody['type'], number>> = {
  ChipOrSeatPassRecorded: 1,
  ChipReceiptMissing: 1,
  ChipsRemovedFromPlay: 1,
  OddChipsRemoved: 1,
};
