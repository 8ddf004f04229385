/** The entry rules' own part of the tournament state, apart from their slice so state.ts imports no slice. */

export interface EntryBook {
  /** Registrations refunded before the close (LNSE IV.1.4(a)): they no longer count to the cap. */
  refunded: number;
  /** One-way keys of the register's documents (LNSE I.27(b)). */
  exclusionKeys: string[];
  exclusionSource: string | null;
  /** Player id → when he was accredited (LNSE I.35-36). */
  accredited: Record<string, string>;
  /** Absent players (I.37) and whether a hold on the stack was granted (I.40). */
  absent?: Record<string, { hold: boolean }>;
  /** The first level of the current playing day (I.39: removal at its end). */
  dayFirstLevel?: number;
  /** Player id → his control card's number and coupons (LNSE IV.2(b)). */
  controlCards?: Record<string, { cardNo: number; rebuy: number | null; addOn: number }>;
  /** When the unused coupons of each kind were withdrawn (LNSE IV.4(d), IV.5(c)). */
  couponsVoided?: { rebuy?: string; 'add-on'?: string };
  /** Table id → when its Buy In coupons were collected (LNSE IV.3). */
  buyInCouponsCollected?: Record<string, string>;
  /** The last purchase number a cashier's cash-up covered (LNSE IV.1.4(b)). */
  lastReconciledPurchaseNo?: number;
}
