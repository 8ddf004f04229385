/**
 * Terms shared by the tournament's and the prize events, kept apart so that neither event file
 * imports the other (issue 16: no import cycles).
 */
export type PurchaseItem = 'buy-in' | 're-entry' | 'rebuy' | 'add-on' | 'top-up';
/** LNSE IV.1.3 / IV.6(a) transaction codes. */
export type TransactionCode = 'IN' | 'RB' | 'AD';

export interface IdentityDocument {
  readonly type: string;
  readonly number: string;
}
