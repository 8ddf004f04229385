/**
 * Prizes from the fixed pool and the final standings: places by the payout table with
 * largest-remainder rounding (DECISION-3), shared places (DECISION-4), 50-50 (DECISION-10),
 * qualifier tickets and the remainder (FSNP Art. 142; DECISION-12), and a disqualified
 * player's prize shared among those still playing (LNSE 123/13 II.41) or forfeited into the
 * pool the others are paid from (Club Rule 71).
 */
import type { PayoutTableFixedData } from '../../../events/prize-events';
import {
  computePrizes,
  qualifierTickets,
  redistributeDisqualifiedPrize,
  splitShared,
} from '../../../rules';
import { reject, type Decision } from '../../decider';
import { fmt } from '../guards';
import { fiftyFiftyAwards } from './fifty-fifty';
import type { AwardPrizes, StandingLine } from './commands';
import { cur, placesOf, rulesetOf } from './rules';
import { placeAwards } from './places';
import { prizesOf } from './state';
import { event } from '../slice';
import type { CreatedTournament } from '../state';

type Award = ReturnType<typeof event>;

export function awardPlaces(
  s: CreatedTournament,
  c: AwardPrizes,
  lines: readonly StandingLine[],
  pool: number,
  table: PayoutTableFixedData,
): Award[] | Decision<never> {
  const r = rulesetOf(s);
  let receipt = prizesOf(s).lastReceipt;
  const out: Award[] = [];
  const refs = {
    place: table.rounding ? r.prizePool.rounding.cite : 'DECISION-3',
    shared: r.prizePool.sharedPlaces.cite,
  };

  if (table.source === 'qualifier-tickets') {
    const q = qualifierTickets(pool, table.ticketValue!);
    const sorted = [...lines].sort((a, b) => a.place - b.place);
    // A ticket cannot be split (Art. 142(g)): players sharing places across the last ticket
    // (out in one hand with equal stacks, DECISION-4) would take more tickets than there are.
    const ticketed = sorted.filter((l) => l.place <= q.tickets);
    if (ticketed.length > q.tickets)
      return reject(
        'TICKET_PLACES_SHARED',
        `${r.prizePool.qualifierTickets.cite}; FSNP Art. 127-128`,
        `${ticketed.length} players hold the ${q.tickets} ticket place(s) (${ticketed
          .filter((l) => l.sharedBy > 1)
          .map((l) => l.playerId)
          .join(
            ', ',
          )} share theirs); a ticket cannot be split: award with standings that give each ticket place to one player.`,
      );
    for (const l of sorted)
      for (const p of placesOf(l).slice(0, 1)) {
        if (p <= q.tickets)
          out.push(
            event(
              'QualifierTicketAwarded',
              { playerId: l.playerId, place: p, ticketValue: table.ticketValue!, currency: cur(s) },
              r.prizePool.qualifierTickets.cite,
            ),
          );
        else if (p === q.remainderPlace)
          out.push(
            event(
              'PrizeAwarded',
              {
                receiptNo: ++receipt,
                playerId: l.playerId,
                place: p,
                sharedPlaces: null,
                sharedTotal: null,
                pctBp: 0,
                amount: q.remainderMinor,
                currency: cur(s),
                kind: 'remainder',
              },
              r.prizePool.qualifierTickets.cite,
            ),
          );
      }
    return out;
  }

  if (table.source === 'fifty-fifty-equal-and-chips')
    return fiftyFiftyAwards(s, c, lines, pool, receipt);

  const amounts = computePrizes(pool, table.basisPoints, table.rounding);
  const bpOf = (places: readonly number[]) =>
    places.reduce((a, p) => a + (table.basisPoints[p - 1] ?? 0), 0);
  const dq = lines.filter((l) => l.disqualified);
  const policy = r.prizePool.disqualifiedPrize;
  // Club Rule 71: a disqualified player gets no prize and his buy-in stays in the pool, which
  // the payout table pays to the players who were not disqualified, in their finishing order.
  const forfeited = policy.value === 'forfeited-stays-in-pool' && dq.length > 0;
  const paid = forfeited ? closedUp(lines) : lines.filter((l) => !l.disqualified);
  const placed = placeAwards(s, paid, amounts, receipt, {
    kind: 'place',
    pctBp: bpOf,
    ruleRef: (shared) =>
      forfeited
        ? `${policy.cite}; ${shared ? refs.shared : refs.place}`
        : shared
          ? refs.shared
          : refs.place,
  });
  out.push(...placed.awards);
  receipt = placed.receipt;
  if (forfeited) return out;

  for (const l of dq) {
    const amount =
      l.sharedBy > 1
        ? splitShared(amounts, placesOf(l))[l.sharedBy - 1]
        : (amounts[l.place - 1] ?? 0);
    if (amount === 0) continue;
    if (policy.value !== 'shared-equally-among-active' && !c.ruling?.trim())
      return reject(
        'DISQUALIFIED_PRIZE_NEEDS_RULING',
        policy.cite,
        `${l.playerId} was disqualified in the money; this ruleset leaves his prize (${fmt(amount)}) to the director's ruling: record the ruling.`,
      );
    // LNSE II.41: shared among the players still active when he was disqualified.
    const active = lines
      .filter((x) => !x.disqualified && x.place < l.place)
      .sort((a, b) => a.place - b.place);
    if (active.length === 0)
      return reject(
        'NO_ACTIVE_PLAYERS',
        policy.cite,
        `Nobody was still playing when ${l.playerId} was disqualified, so his prize cannot be shared.`,
      );
    const split = redistributeDisqualifiedPrize(amount, active.length);
    out.push(
      event(
        'PrizeRedistributed',
        {
          fromPlayerId: l.playerId,
          place: l.place,
          amount,
          currency: cur(s),
          ruling: c.ruling?.trim() || null,
          shares: active.map((a, i) => ({
            playerId: a.playerId,
            amount: split[i],
            receiptNo: ++receipt,
          })),
        },
        policy.cite,
      ),
    );
  }
  return out;
}

/**
 * The standings without the disqualified players, the others closed up over the places they
 * left: each takes the paid place after every better-placed player who was not disqualified, and
 * a shared group keeps only its members who were not.
 */
function closedUp(lines: readonly StandingLine[]): StandingLine[] {
  const kept = lines.filter((l) => !l.disqualified);
  return kept.map((l) => ({
    ...l,
    place: 1 + kept.filter((x) => x.place < l.place).length,
    sharedBy: kept.filter((x) => x.place === l.place).length,
  }));
}
