/** The prizes slice's part of the tournament state, and the event handlers that keep it. */
import type {
  DealRecordedData,
  PayoutTableFixedData,
  PrizePoolFixedData,
} from '../../../events/prize-events';
import type { Purchase, PurchaseItem, TransactionCode } from '../../../events/tournament-events';
import type { PayoutBand } from '../../../rules';
import type { StandingLine } from './commands';
import type { TournamentState } from '../state';

export interface Receipt {
  readonly receiptNo: number;
  readonly playerId: string;
  readonly amount: number;
  readonly kind: 'place' | 'remainder' | 'fifty-fifty' | 'redistribution' | 'bounty' | 'deal';
  paid: boolean;
  /** The Supervisor before whom the winner signed (LNSE 123/13 IV.9.1(e)); absent: unsigned. */
  signedBy?: string;
}

export interface PrizeState {
  pool: PrizePoolFixedData | null;
  table: PayoutTableFixedData | null;
  awarded: boolean;
  refunded: boolean;
  receipts: Record<number, Receipt>;
  lastReceipt: number;
  bountiesFor: Record<string, true>;
  paidTotal: number;
  /** Every purchase line, for refunds (LNSE I.6, IV.1.4). */
  purchases: PurchaseLine[];
  /** Who left and how, from the hand-play slice's eliminations (LNSE II.41; FSNP Art. 141). */
  eliminations: Record<
    string,
    {
      reason: string;
      bountyTo: string | null;
      eliminatedBy: readonly string[];
      /** The table he left at (LNSE I.69-71); absent in states saved before it was kept. */
      tableId?: string | null;
    }
  >;
  /** The final standings once the tournament is completed (FSNP Art. 132). */
  finalStandings: StandingLine[] | null;
  /** A scale by registrant bands published after creation (LNSE I.1(10), I.65); absent: none. */
  bands?: readonly PayoutBand[];
  /** A deal recorded where the ruleset allows deals (prizePool.dealsAllowed); absent: none. */
  deal?: DealRecordedData;
}

export interface PurchaseLine {
  readonly purchaseNo: number;
  readonly playerId: string;
  readonly item: PurchaseItem;
  readonly code: TransactionCode;
  readonly prizeFund: number;
  readonly fee: number;
  readonly currency: string;
}

declare module '../state' {
  interface TournamentFields {
    /** The prizes slice's part of the state (created on its first event). */
    prizes?: PrizeState;
  }
}

const initialPrizes = (): PrizeState => ({
  pool: null,
  table: null,
  awarded: false,
  refunded: false,
  receipts: {},
  lastReceipt: 0,
  bountiesFor: {},
  paidTotal: 0,
  purchases: [],
  eliminations: {},
  finalStandings: null,
});

/** The slice's state for reading (decide never changes the state it is given). */
export const prizesOf = (s: TournamentState): PrizeState => s.prizes ?? initialPrizes();

/** The slice's state for its event handlers, created on the first event it follows. */
export const ownPrizes = (s: TournamentState): PrizeState => (s.prizes ??= initialPrizes());

export function addReceipt(
  s: TournamentState,
  receiptNo: number,
  playerId: string,
  amount: number,
  kind: Receipt['kind'],
): void {
  const p = ownPrizes(s);
  p.receipts[receiptNo] = { receiptNo, playerId, amount, kind, paid: false };
  p.lastReceipt = Math.max(p.lastReceipt, receiptNo);
}

export function recordPurchase(
  s: TournamentState,
  d: { playerId: string; purchase?: Purchase },
): void {
  const p = d.purchase;
  if (!p) return;
  ownPrizes(s).purchases.push({
    purchaseNo: p.purchaseNo,
    playerId: d.playerId,
    item: p.item,
    code: p.code,
    prizeFund: p.prizeFund,
    fee: p.fee,
    currency: p.currency,
  });
}
