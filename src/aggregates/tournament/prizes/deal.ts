/**
 * A deal among the players still in play (prizePool.dealsAllowed): where the ruleset endorses
 * deals, the director records the amounts agreed; they replace the prizes of the places those
 * players will hold, whose total they must equal (the pool is fixed, DECISION-3). Where it does
 * not (FSNP Art. 132; LNSE 123/13 I.74; FSPR 5.10.1), the deal is refused and prizes follow the
 * standings.
 */
import type { PrizeAwardedData } from '../../../events/prize-events';
import { computePrizes } from '../../../rules';
import { accept, reject, type Decision } from '../../decider';
import { fmt } from '../guards';
import type { RecordDeal } from './commands';
import { cur, open, rulesetOf } from './rules';
import { prizesOf } from './state';
import { event } from '../slice';
import type { CreatedTournament } from '../state';
import type { TournamentEvent } from '../../../events/tournament-events';

export function dealDecision(c: RecordDeal, s: CreatedTournament): Decision<TournamentEvent> {
  const no = open(s);
  if (no) return no;
  const deals = rulesetOf(s).prizePool.dealsAllowed;
  if (!deals.value)
    return reject(
      'DEALS_NOT_ALLOWED',
      deals.cite,
      'Private deals on places or prizes are not endorsed: prizes follow the fixed payout table and the standings.',
    );
  const p = prizesOf(s);
  if (!p.pool || !p.table || p.table.basisPoints.length === 0)
    return reject(
      'PRIZES_NOT_READY',
      deals.cite,
      'A deal shares the prizes of places: fix the prize pool and a payout table by places first.',
    );
  if (p.awarded || p.deal)
    return reject(
      'DEAL_TOO_LATE',
      deals.cite,
      p.deal ? 'A deal is already recorded.' : 'The prizes have already been awarded.',
    );
  const inPlay = Object.values(s.entrants)
    // Still in the tournament: not eliminated (a busted player may yet re-enter).
    .filter((e) => e.status !== 'eliminated')
    .map((e) => e.playerId)
    .sort();
  const named = c.amounts.map((a) => a.playerId).sort();
  if (named.join() !== inPlay.join())
    return reject(
      'DEAL_PLAYERS',
      deals.cite,
      `A deal is made by every player still in play, each once: ${inPlay.join(', ')}.`,
    );
  if (!c.amounts.every((a) => Number.isSafeInteger(a.amount) && a.amount >= 0))
    return reject(
      'INVALID_AMOUNT',
      deals.cite,
      'Deal amounts are whole minor units, zero or more.',
    );
  const prizes = computePrizes(p.pool.amount, p.table.basisPoints, p.table.rounding);
  const total = prizes.slice(0, inPlay.length).reduce((a, b) => a + b, 0);
  const agreed = c.amounts.reduce((a, x) => a + x.amount, 0);
  if (agreed !== total)
    return reject(
      'DEAL_TOTAL',
      deals.cite,
      `The deal shares the prizes of places 1-${inPlay.length}, ${fmt(total)}; the amounts agreed add up to ${fmt(agreed)}.`,
    );
  return accept(
    event(
      'DealRecorded',
      { amounts: c.amounts, places: inPlay.length, total, currency: cur(s) },
      deals.cite,
    ),
  );
}

/** The awards with the deal's amounts in place of the prizes of the dealing players' places. */
export function withDeal(
  s: CreatedTournament,
  awards: readonly TournamentEvent[],
): TournamentEvent[] {
  const deal = prizesOf(s).deal;
  if (!deal) return [...awards];
  const agreed = new Map(deal.amounts.map((a) => [a.playerId, a.amount]));
  const cite = rulesetOf(s).prizePool.dealsAllowed.cite;
  return awards.map((e) => {
    if (e.type !== 'PrizeAwarded') return e;
    const d = e.data as PrizeAwardedData;
    const amount = agreed.get(d.playerId);
    return amount === undefined || d.kind !== 'place'
      ? e
      : { ...e, data: { ...d, amount, kind: 'deal' as const }, ruleRef: cite };
  });
}
