/** Commands of the prizes slice (issue 7): pool, payout table, awards, bounties, payment, refunds. */
import type { IdentityDocument } from '../../../events/tournament-events';
import type { PayoutBand } from '../../../rules';

interface On {
  readonly tournamentId: string;
}
export interface FixPrizePool extends On {
  readonly type: 'FixPrizePool';
  /** FSNP Art. 141: the bounty per entry set aside from the prize fund (knockout only). */
  readonly bountyValue?: number;
}
export interface FixPayoutTable extends On {
  readonly type: 'FixPayoutTable';
  /** A published table in basis points (LNSE I.65; DECISION-11). */
  readonly published?: readonly number[];
  /** FSNP Art. 142: the value of one qualification ticket. */
  readonly ticketValue?: number;
}
/** One line of the final standings, in the shape the hand-play slice records them. */
export interface StandingLine {
  readonly playerId: string;
  /** The better place of a shared group (FSNP Art. 127-128; DECISION-4). */
  readonly place: number;
  /** Players sharing the places from `place` on; in DECISION-4 order for the extra unit. */
  readonly sharedBy: number;
  /** Chips that ranked a player still in at the end, as recorded (FSNP Art. 140.1(f)). */
  readonly chips?: number;
  /** Disqualified while holding this place (LNSE II.41). */
  readonly disqualified?: boolean;
}
export interface AwardPrizes extends On {
  readonly type: 'AwardPrizes';
  /** Final standings; taken from the state when the hand-play slice has recorded them. */
  readonly standings?: readonly StandingLine[];
  /** 50-50 Turbo: chips of the last 5, in standings order (FSNP Art. 140.1(a); DECISION-10). */
  readonly chips?: readonly number[];
  /** Where the ruleset leaves a disqualified player's prize to a ruling: its text. */
  readonly ruling?: string;
}
export interface AwardBounty extends On {
  readonly type: 'AwardBounty';
  readonly eliminatedPlayerId: string;
  /**
   * Winners of the pot that eliminated him, in seat order from the button (DECISION-5);
   * default: who the recorded elimination gives his bounty chip to.
   */
  readonly winnerIds?: readonly string[];
}
export interface PayPrize extends On {
  readonly type: 'PayPrize';
  readonly receiptNo: number;
  readonly playerId: string;
  readonly idDocument: IdentityDocument;
  /** What the cashier withholds under external law (LNSE I.67), when the ruleset sets no rate. */
  readonly withholding?: { readonly amount: number; readonly basis: string };
}
/** LNSE 123/13 IV.9.1(b), (e): the winner signs the receipt before the Supervisor named. */
export interface SignPrizeReceipt extends On {
  readonly type: 'SignPrizeReceipt';
  readonly receiptNo: number;
  readonly playerId: string;
  readonly supervisorId: string;
}
/** LNSE 123/13 I.1(10), I.65: the scale of paid places by registrant bands, before the sale. */
export interface PublishPayoutBands extends On {
  readonly type: 'PublishPayoutBands';
  readonly bands: readonly PayoutBand[];
}
/** LNSE 123/13 I.71, IV.9.1(c): the order these players left in cannot be established. */
export interface RecordEliminationOrderUndeterminable extends On {
  readonly type: 'RecordEliminationOrderUndeterminable';
  readonly playerIds: readonly string[];
  /** What the floor saw (e.g. busted at the same moment at tables 2 and 5). */
  readonly reason?: string;
}
export interface IssueRefunds extends On {
  readonly type: 'IssueRefunds';
  /** The settlement as agreed (LNSE I.6: with LNSE consent), for the record. */
  readonly reason: string;
}
export interface RecordDeal extends On {
  readonly type: 'RecordDeal';
  readonly amounts: readonly { readonly playerId: string; readonly amount: number }[];
}

export type PrizeCommand =
  | FixPrizePool
  | FixPayoutTable
  | AwardPrizes
  | AwardBounty
  | PayPrize
  | IssueRefunds
  | RecordDeal
  | SignPrizeReceipt
  | PublishPayoutBands
  | RecordEliminationOrderUndeterminable;
