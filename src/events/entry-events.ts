/**
 * Entry events (issue 20, LNSE 123/13 I.27-56, IV.1.4, IV.4-IV.5): the published purchase terms,
 * an announced purchase not paid, a registration refunded before registration closes, the
 * exclusion register loaded, and the accreditation of a player. Every event carries what its
 * read models need; none is renamed once stored.
 */
import type { PurchaseItem, TransactionCode } from './common-types';

/**
 * The entry terms a tournament publishes (LNSE 123/13 I.1(4)-(7), I.35, I.48-50): each absent one
 * takes the ruleset's or tournament type's default.
 */
export interface EntryTerms {
  /** A rebuy is open to a player whose stack is at or below this many chips (I.48). */
  readonly rebuyAtOrBelow?: number;
  /** Chips of one rebuy (I.50); default: the starting stack. */
  readonly rebuyChips?: number;
  /** Chips of the add-on (I.49-50); default: the ruleset's multiple of the starting stack. */
  readonly addOnChips?: number;
  /** Late registration closes at the end of this level (I.1(4), I.29, I.34). */
  readonly lateRegistrationUntilLevel?: number;
  /** Rebuys (and top-ups) are sold until the end of this level (I.1(6), I.48). */
  readonly rebuyUntilLevel?: number;
  /** The accreditation period the operator schedules (I.1(4), I.35), ISO instants. */
  readonly accreditationOpensAt?: string;
  readonly accreditationClosesAt?: string;
}

/** LNSE 123/13 I.51, IV.4(b), IV.5(b): an announced rebuy or add-on that was not paid. */
export interface AnnouncedPurchaseNotPaidData {
  readonly playerId: string;
  readonly item: PurchaseItem;
  readonly recordedBy: string;
  readonly at: string;
}

/** LNSE 123/13 IV.1.4(a): a registration refunded before registration closed. */
export interface RegistrationRefundedData {
  readonly playerId: string;
  readonly registrationNumber: number;
  /** The purchase line reversed (LNSE IV.1.3: one line per purchase). */
  readonly purchaseNo: number;
  readonly item: PurchaseItem;
  readonly code: TransactionCode;
  readonly prizeFund: number;
  readonly fee: number;
  /** prizeFund + fee: the whole price goes back. */
  readonly amount: number;
  readonly currency: string;
  readonly chips: number;
  readonly reason: string;
  readonly at: string;
}

/**
 * LNSE 123/13 I.27(b): the exclusion / self-exclusion register (LNSE Res. 06/2007) as the operator
 * loaded it. Only one-way keys of the identity documents are stored, so the stream never shows
 * who is listed; a registration on a listed document is refused with a code.
 */
export interface ExclusionRegisterLoadedData {
  readonly source: string;
  /** SHA-256 of "TYPE:NUMBER" (upper case, no spaces or dots), one per listed document. */
  readonly keys: readonly string[];
  readonly count: number;
  readonly loadedBy: string;
  readonly at: string;
}

/** LNSE 123/13 I.35-36, IV.2(a): accredited on the same identity document as at registration. */
export interface PlayerAccreditedData {
  readonly playerId: string;
  readonly idDocument: { readonly type: string; readonly number: string };
  /** The exclusion register was checked again at accreditation (I.27: "at the time of the event"). */
  readonly exclusionRegisterChecked: boolean;
  readonly at: string;
  /** LNSE 123/13 IV.2(b): the control card handed over, where the ruleset issues one. */
  readonly controlCard?: ControlCard;
}

/**
 * LNSE 123/13 IV.2(b): a three-part control card: its number (the registration number), the
 * coupons on it (rebuy null: as many as the structure allows, no limit) and its parts.
 */
export interface ControlCard {
  readonly cardNo: number;
  readonly coupons: { readonly buyIn: 1; readonly rebuy: number | null; readonly addOn: number };
  readonly parts: readonly ('operator' | 'regulator' | 'table-drop')[];
}

/**
 * LNSE 123/13 IV.4(d), IV.5(c): at the end of the rebuy (add-on) period the Direction, with the
 * regulator's staff, withdraws the unused coupons of that kind, noting the table each came from.
 * Per card: issued = used + voided.
 */
export interface UnusedCouponsVoidedData {
  readonly item: 'rebuy' | 'add-on';
  /** Transaction code of the coupons (RB, AD). */
  readonly code: string;
  readonly witnessedBy: { readonly directionId: string; readonly regulatorWitness: string };
  readonly cards: readonly {
    readonly playerId: string;
    readonly cardNo: number;
    /** The table the coupons were taken from; null: the player no longer sits at one. */
    readonly tableId: string | null;
    readonly issued: number;
    readonly used: number;
    readonly voided: number;
  }[];
  readonly totals: { readonly issued: number; readonly used: number; readonly voided: number };
  readonly at: string;
}

/** LNSE 123/13 I.37, I.40: an absent player, a hold on his stack, its revocation, his arrival. */
export interface AbsentPlayerData {
  readonly playerId: string;
  readonly by: string;
  readonly at: string;
}

/** LNSE 123/13 I.39, IV.10: the stack of a player still absent at the end of his day's first level. */
export interface AbsentPlayerStackRemovedData {
  readonly playerId: string;
  readonly chips: number;
  readonly afterLevel: number;
  readonly day: number;
  readonly at: string;
}

/**
 * LNSE 123/13 IV.3, I.89: after the entry period the Direction, with the regulator's staff,
 * collects a table's Buy In coupons (each player handed his to the dealer on sitting down, with
 * his seat card), writing the table number on each; a seated player with no control card is
 * listed as handing in none.
 */
export interface BuyInCouponsCollectedData {
  readonly tableId: string;
  readonly coupons: readonly {
    readonly playerId: string;
    readonly seat: number;
    readonly cardNo: number;
  }[];
  readonly withoutCard: readonly { readonly playerId: string; readonly seat: number }[];
  readonly witnessedBy: { readonly directionId: string; readonly regulatorWitness: string };
  readonly at: string;
}

/**
 * LNSE 123/13 IV.1.4(b): a cashier's end-of-shift cash-up: the purchase lines booked since the
 * last cash-up (by transaction code), the cash counted and the difference (counted − booked).
 */
export interface CashierShiftReconciledData {
  readonly cashierId: string;
  readonly shift: string;
  /** Purchase numbers covered, first to last; null: no purchase in the shift. */
  readonly purchaseNos: { readonly from: number; readonly to: number } | null;
  readonly lines: number;
  readonly bookedByCode: Readonly<Record<string, number>>;
  readonly booked: number;
  readonly cashCounted: number;
  readonly difference: number;
  readonly currency: string;
  readonly at: string;
}

export type EntryEventBody =
  | { readonly type: 'AnnouncedPurchaseNotPaid'; readonly data: AnnouncedPurchaseNotPaidData }
  | { readonly type: 'RegistrationRefunded'; readonly data: RegistrationRefundedData }
  | { readonly type: 'ExclusionRegisterLoaded'; readonly data: ExclusionRegisterLoadedData }
  | { readonly type: 'PlayerAccredited'; readonly data: PlayerAccreditedData }
  | { readonly type: 'PlayerMarkedAbsent'; readonly data: AbsentPlayerData }
  | { readonly type: 'StackHoldGranted'; readonly data: AbsentPlayerData }
  | { readonly type: 'StackHoldRevoked'; readonly data: AbsentPlayerData }
  | { readonly type: 'AbsentPlayerArrived'; readonly data: AbsentPlayerData }
  | { readonly type: 'AbsentPlayerStackRemoved'; readonly data: AbsentPlayerStackRemovedData }
  | { readonly type: 'UnusedCouponsVoided'; readonly data: UnusedCouponsVoidedData }
  | { readonly type: 'BuyInCouponsCollected'; readonly data: BuyInCouponsCollectedData }
  | { readonly type: 'CashierShiftReconciled'; readonly data: CashierShiftReconciledData };

export const ENTRY_SCHEMA_VERSIONS = {
  AnnouncedPurchaseNotPaid: 1,
  RegistrationRefunded: 1,
  ExclusionRegisterLoaded: 1,
  PlayerAccredited: 1,
  PlayerMarkedAbsent: 1,
  StackHoldGranted: 1,
  StackHoldRevoked: 1,
  AbsentPlayerArrived: 1,
  AbsentPlayerStackRemoved: 1,
  UnusedCouponsVoided: 1,
  BuyInCouponsCollected: 1,
  CashierShiftReconciled: 1,
} as const;
