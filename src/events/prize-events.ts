/**
 * Prize-pool and payout events (issue 7): the pool fixed from the purchases, the payout
 * table fixed at the close of registration, refunds, prizes awarded and paid. Money is
 * integer minor units of the tournament's currency; every event is self-contained so the
 * ledger and the regulator's export need nothing but the stream.
 */
import type { ItemPool, PayoutBand, PrizeRounding } from '../rules';
import type { IdentityDocument, PurchaseItem, TransactionCode } from './common-types';

/** Per transaction code (LNSE 123/13 IV.1.3, IV.6(a)): what was taken in and where it went. */
export interface ItemTotals {
  readonly gross: number;
  readonly prizeFund: number;
  readonly fee: number;
  readonly count: number;
}

export interface PrizePoolFixedData {
  /** The prize pool the payout table is applied to (minor units). */
  readonly amount: number;
  readonly currency: string;
  readonly byCode: Readonly<Record<TransactionCode, ItemTotals>>;
  /** Prize-fund parts returned by refunds before fixing. */
  readonly refunded: number;
  /** FSNP Art. 141: the part of the prize fund set aside for knockout bounties. */
  readonly bountyFund: number;
  readonly bountyValue: number | null;
  readonly fixedAt: string;
  /**
   * LNSE 123/13 I.62: each item's prize and benefit determined on its aggregate gross. Absent
   * on pools fixed before the determination was recorded: there the pool is the booked parts.
   */
  readonly byItem?: Readonly<Record<TransactionCode, ItemPool>>;
}

export interface PayoutTableFixedData {
  /** Registrants the table is chosen for (LNSE 123/13 I.65; re-entries per the ruleset). */
  readonly fieldSize: number;
  readonly uniquePlayers: number;
  readonly places: number;
  /** Basis points per place, 1st first; sums to 10,000. Empty for a qualifier. */
  readonly basisPoints: readonly number[];
  readonly source: string;
  /** FSNP Art. 142; DECISION-12: the value of one qualification ticket, null otherwise. */
  readonly ticketValue: number | null;
  readonly fixedAt: string;
  /** How the residual units are placed (ruleset `prizePool.rounding`); absent: largest remainder. */
  readonly rounding?: PrizeRounding;
  /**
   * LNSE 123/13 I.1(10), I.65: the band of the published scale the registrants fell in when
   * registration closed (`index` 0-based in the scale); absent when no scale was published.
   */
  readonly band?: PayoutBand & { readonly index: number };
}

/**
 * LNSE 123/13 I.71, IV.9.1(c) (FSNP Art. 127; DECISION-4): the floor found that the order in
 * which these players, out at different tables, left cannot be established; they share
 * `places` (numbered `place`, the better), in `playerIds` order for the split's extra units.
 */
export interface EliminationOrderUndeterminableData {
  readonly playerIds: readonly string[];
  readonly tableIds: readonly (string | null)[];
  readonly places: readonly number[];
  readonly place: number;
  readonly sharedBy: number;
  readonly reason: string | null;
  readonly recordedAt: string;
}

/** LNSE 123/13 I.1(10), I.65: the scale of paid places by registrant bands, before the sale. */
export interface PayoutBandsPublishedData {
  readonly bands: readonly PayoutBand[];
  readonly publishedAt: string;
}

export interface RefundIssuedData {
  /** The purchase line refunded (LNSE IV.1.3: one line per purchase, never aggregated). */
  readonly purchaseNo: number;
  readonly playerId: string;
  readonly registrationNumber: number;
  readonly item: PurchaseItem;
  readonly code: TransactionCode;
  readonly prizeFund: number;
  readonly fee: number;
  /** prizeFund + fee: the whole price goes back. */
  readonly amount: number;
  readonly currency: string;
  readonly reason: string;
}

export interface PrizeAwardedData {
  /** Classification receipt number (LNSE 123/13 IV.9(b), IV.9.1(a)). */
  readonly receiptNo: number;
  readonly playerId: string;
  readonly place: number;
  /** Places pooled and split equally (DECISION-4; LNSE IV.9.1(c)-(d)), else null. */
  readonly sharedPlaces: readonly number[] | null;
  readonly sharedTotal: number | null;
  /** Share of the pool of the place(s), basis points (a shared place: the places' sum). */
  readonly pctBp: number;
  readonly amount: number;
  readonly currency: string;
  /**
   * 'remainder': FSNP Art. 142(f) cash prize to the first place below the tickets; 'deal': the
   * amount a recorded deal gave the player in place of his place's prize (prizePool.dealsAllowed).
   */
  readonly kind: 'place' | 'remainder' | 'fifty-fifty' | 'deal';
}

/** A deal among the players still in play, where the ruleset allows deals (prizePool.dealsAllowed). */
export interface DealRecordedData {
  readonly amounts: readonly { readonly playerId: string; readonly amount: number }[];
  /** The places the dealing players will hold (1 to `places`), whose prizes the deal shares. */
  readonly places: number;
  /** The prizes of those places, which the amounts add up to. */
  readonly total: number;
  readonly currency: string;
}

export interface QualifierTicketAwardedData {
  readonly playerId: string;
  readonly place: number;
  readonly ticketValue: number;
  readonly currency: string;
}

export interface PrizeRedistributedData {
  readonly fromPlayerId: string;
  readonly place: number;
  readonly amount: number;
  readonly currency: string;
  /** The director's ruling where the ruleset leaves the fate of the prize to one. */
  readonly ruling: string | null;
  readonly shares: readonly {
    readonly playerId: string;
    readonly amount: number;
    readonly receiptNo: number;
  }[];
}

export interface BountyAwardedData {
  readonly receiptNo: number;
  readonly eliminatedPlayerId: string;
  readonly playerId: string;
  readonly amount: number;
  readonly currency: string;
}

export interface PrizePaidData {
  readonly receiptNo: number;
  readonly playerId: string;
  /** The receipt's amount. */
  readonly gross: number;
  /** Withheld under external law (LNSE 123/13 I.67) or the ruleset's rate. */
  readonly withheld: number;
  readonly withholdingBasis: string | null;
  readonly net: number;
  readonly currency: string;
  readonly idDocument: IdentityDocument;
  readonly identityVerified: boolean;
  readonly paidAt: string;
}

/** LNSE 123/13 IV.9.1(b), (e): the winner signed the receipt before a Supervisor; payment needs it. */
export interface PrizeReceiptSignedData {
  readonly receiptNo: number;
  readonly playerId: string;
  readonly fullName: string;
  readonly idDocument: IdentityDocument;
  /** The Supervisor present (IV.9.1(b)). */
  readonly supervisorId: string;
  readonly signedAt: string;
}

export type PrizeEventBody =
  | { readonly type: 'PrizePoolFixed'; readonly data: PrizePoolFixedData }
  | { readonly type: 'PayoutTableFixed'; readonly data: PayoutTableFixedData }
  | { readonly type: 'PayoutBandsPublished'; readonly data: PayoutBandsPublishedData }
  | {
      readonly type: 'EliminationOrderUndeterminable';
      readonly data: EliminationOrderUndeterminableData;
    }
  | { readonly type: 'RefundIssued'; readonly data: RefundIssuedData }
  | { readonly type: 'PrizeAwarded'; readonly data: PrizeAwardedData }
  | { readonly type: 'QualifierTicketAwarded'; readonly data: QualifierTicketAwardedData }
  | { readonly type: 'PrizeRedistributed'; readonly data: PrizeRedistributedData }
  | { readonly type: 'DealRecorded'; readonly data: DealRecordedData }
  | { readonly type: 'BountyAwarded'; readonly data: BountyAwardedData }
  | { readonly type: 'PrizePaid'; readonly data: PrizePaidData }
  | { readonly type: 'PrizeReceiptSigned'; readonly data: PrizeReceiptSignedData };

export const PRIZE_SCHEMA_VERSIONS: Readonly<Record<PrizeEventBody['type'], number>> = {
  PrizePoolFixed: 1,
  PayoutTableFixed: 1,
  PayoutBandsPublished: 1,
  EliminationOrderUndeterminable: 1,
  RefundIssued: 1,
  PrizeAwarded: 1,
  QualifierTicketAwarded: 1,
  PrizeRedistributed: 1,
  DealRecorded: 1,
  BountyAwarded: 1,
  PrizePaid: 1,
  PrizeReceiptSigned: 1,
};
