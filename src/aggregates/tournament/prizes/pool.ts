/**
 * The published prize shares (LNSE 123/13 I.1(9)) and the pool determined from them per item
 * on its aggregate gross (I.62, IV.6(b), IV.9(a)). Pure helpers of the prizes slice.
 */
import type { PurchaseItem, TransactionCode } from '../../../events/tournament-events';
import {
  getRuleset,
  ITEM_CODES,
  itemPool,
  publishedSharesProblem,
  type ItemPool,
  type Ruleset,
} from '../../../rules';
import type { Decision } from '../../decider';
import type { CreateTournament } from '../commands';
import { type TournamentState, created } from '../state';

const ITEMS: readonly PurchaseItem[] = ['buy-in', 're-entry', 'rebuy', 'add-on', 'top-up'];

const rulesetFor = (id: string): Ruleset => getRuleset(id) ?? getRuleset('fsnp');

/** CreateTournament: the published shares must meet the floor and match the configured prices. */
export function publishedSharesRejection(c: CreateTournament): Decision<never> | null {
  if (!c.prizeShares) return null;
  const r = rulesetFor(c.rulesetId);
  const codes = r.fees.transactionCodes.value;
  const prices = ITEMS.flatMap((item) => {
    const code = codes[item];
    const price = c.prices?.[item] ?? c.buyIn;
    return ITEM_CODES.includes(code as TransactionCode)
      ? [{ item, code: code as TransactionCode, prizeFund: price.prizeFund, fee: price.fee }]
      : [];
  });
  const bad = publishedSharesProblem(r, c.prizeShares, prices);
  return bad ? { ok: false, rejection: bad } : null;
}

/**
 * Each item's gross, prize and benefit as I.62 derives them (ruleset `fees.prizeRoundedOn`).
 * Where the whole competition fee goes to the prize fund (`fees.competitionFeeAllToPrizeFund`,
 * FSNP Art. 30(b)), the fund is the sum of the booked prize-fund parts, never re-derived
 * from a share of the gross.
 */
export function poolByItem(state: TournamentState): Record<TransactionCode, ItemPool> {
  const s = created(state);
  const r = rulesetFor(s.config.rulesetId);
  const shares = s.config.prizeShares ?? {};
  const roundedOn = r.fees.competitionFeeAllToPrizeFund.value
    ? 'each-purchase'
    : r.fees.prizeRoundedOn.value;
  const out = {} as Record<TransactionCode, ItemPool>;
  for (const code of ITEM_CODES)
    out[code] = itemPool(s.money.byCode[code], shares[code], roundedOn);
  return out;
}

export const poolTotal = (byItem: Readonly<Record<TransactionCode, ItemPool>>): number =>
  ITEM_CODES.reduce((n, code) => n + byItem[code].prize, 0);
