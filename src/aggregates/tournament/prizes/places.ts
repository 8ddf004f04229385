/**
 * The prizes of the paid places as PrizeAwarded events, one shape for every payout source (a
 * ruleset's table, the 50-50 rule): players sharing places pool those places' prizes and split
 * them (DECISION-4), and a share of nothing is not awarded.
 */
import { splitShared } from '../../../rules';
import type { StandingLine } from './commands';
import { cur, groups, placesOf } from './rules';
import { event } from '../slice';
import type { CreatedTournament } from '../state';

type Award = ReturnType<typeof event>;

export interface PlaceAwardRule {
  readonly kind: 'place' | 'fifty-fifty';
  /** The basis points of the pool the places stand for (0 where the payout is not a table). */
  readonly pctBp: (places: readonly number[]) => number;
  readonly ruleRef: (shared: boolean) => string;
}

export function placeAwards(
  s: CreatedTournament,
  lines: readonly StandingLine[],
  amounts: readonly number[],
  lastReceipt: number,
  rule: PlaceAwardRule,
): { readonly awards: Award[]; readonly receipt: number } {
  let receipt = lastReceipt;
  const awards: Award[] = [];
  for (const g of groups(lines)) {
    const places = placesOf(g[0]);
    const shared = g.length > 1;
    const shares = shared ? splitShared(amounts, places) : [amounts[places[0] - 1] ?? 0];
    const total = shares.reduce((a, b) => a + b, 0);
    g.forEach((l, i) => {
      if (shares[i] === 0) return;
      awards.push(
        event(
          'PrizeAwarded',
          {
            receiptNo: ++receipt,
            playerId: l.playerId,
            place: l.place,
            sharedPlaces: shared ? places : null,
            sharedTotal: shared ? total : null,
            pctBp: rule.pctBp(places),
            amount: shares[i],
            currency: cur(s),
            kind: rule.kind,
          },
          rule.ruleRef(shared),
        ),
      );
    });
  }
  return { awards, receipt };
}
