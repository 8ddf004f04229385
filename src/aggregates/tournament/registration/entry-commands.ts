/** Entry commands (issue 20; LNSE 123/13 I.27-56, IV.1.4, IV.2): see registration/entry-rules.ts. */
import type { IdentityDocument } from '../../../events/tournament-events';

interface ForPlayer {
  readonly tournamentId: string;
  readonly playerId: string;
}

/** LNSE 123/13 I.51, IV.4(b): the floor records that an announced purchase was not paid. */
export interface RecordUnpaidPurchase extends ForPlayer {
  readonly type: 'RecordUnpaidPurchase';
}

/** LNSE 123/13 I.55: a rebuy and the add-on bought together at the add-on break. */
export interface TakeRebuyAndAddOn extends ForPlayer {
  readonly type: 'TakeRebuyAndAddOn';
}

/** LNSE 123/13 IV.1.4(a): a single registration refunded before registration closes. */
export interface RefundRegistration extends ForPlayer {
  readonly type: 'RefundRegistration';
  readonly reason: string;
}

/** LNSE 123/13 I.27(b): the operator loads the exclusion register (LNSE Res. 06/2007). */
export interface LoadExclusionRegister {
  readonly type: 'LoadExclusionRegister';
  readonly tournamentId: string;
  readonly source: string;
  readonly documents: readonly IdentityDocument[];
}

/** LNSE 123/13 I.35-36, IV.2(a): accreditation on the registration's identity document. */
export interface AccreditPlayer extends ForPlayer {
  readonly type: 'AccreditPlayer';
  readonly idDocument: IdentityDocument;
}

/** LNSE 123/13 I.37-40: absent at the start, a hold on request, its revocation, his arrival. */
export interface MarkPlayerAbsent extends ForPlayer {
  readonly type: 'MarkPlayerAbsent';
}
export interface GrantStackHold extends ForPlayer {
  readonly type: 'GrantStackHold';
}
export interface RevokeStackHold extends ForPlayer {
  readonly type: 'RevokeStackHold';
}
export interface RecordPlayerArrival extends ForPlayer {
  readonly type: 'RecordPlayerArrival';
}

/** LNSE 123/13 II.5: the Director places `count` stacks at free seats for late registrants. */
export interface PlaceReserveStacks {
  readonly type: 'PlaceReserveStacks';
  readonly tournamentId: string;
  readonly count: number;
}

/**
 * LNSE 123/13 IV.4(d), IV.5(c): at the end of the rebuy (add-on) period the unused coupons of
 * that kind are withdrawn, with the regulator's staff member who witnessed it.
 */
export interface VoidUnusedCoupons {
  readonly type: 'VoidUnusedCoupons';
  readonly tournamentId: string;
  readonly item: 'rebuy' | 'add-on';
  readonly regulatorWitness: string;
}

/** LNSE 123/13 IV.3, I.89: a table's Buy In coupons collected with the regulator's staff. */
export interface CollectBuyInCoupons {
  readonly type: 'CollectBuyInCoupons';
  readonly tournamentId: string;
  readonly tableId: string;
  readonly regulatorWitness: string;
}

/** LNSE 123/13 IV.1.4(b): a cashier's end-of-shift cash-up against the purchases booked. */
export interface ReconcileCashierShift {
  readonly type: 'ReconcileCashierShift';
  readonly tournamentId: string;
  readonly cashierId: string;
  readonly shift: string;
  /** Minor units counted in the drawer for this tournament's purchases. */
  readonly cashCounted: number;
}

export type EntryCommand =
  | RecordUnpaidPurchase
  | TakeRebuyAndAddOn
  | RefundRegistration
  | LoadExclusionRegister
  | AccreditPlayer
  | MarkPlayerAbsent
  | GrantStackHold
  | RevokeStackHold
  | RecordPlayerArrival
  | PlaceReserveStacks
  | VoidUnusedCoupons
  | CollectBuyInCoupons
  | ReconcileCashierShift;
