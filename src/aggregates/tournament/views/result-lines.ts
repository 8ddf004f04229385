/**
 * The final standings as the results screen shows them (FSNP Art. 132; DECISION-4), from plain
 * inputs: the standings lines, what each player was awarded for a place, and the payout
 * amounts. A read model that keeps these rows of its own needs no tournament state for it.
 */
import { splitShared } from '../../../rules/payouts';

/** A line of the final standings (FSNP Art. 132) as the results screen shows it. */
export interface ResultLine {
  readonly place: number;
  /** Players sharing the places from `place` on (DECISION-4). */
  readonly sharedBy: number;
  readonly playerId: string;
  readonly name: string;
  /** Minor units: awarded, else what the fixed (or provisional) table gives; null: no cash. */
  readonly amount: number | null;
}

/** Prize receipts that pay a place (bounties are paid apart, FSNP Art. 141). */
export const PLACE_RECEIPT_KINDS: ReadonlySet<string> = new Set([
  'place',
  'remainder',
  'fifty-fifty',
  'redistribution',
  'deal',
]);

export interface ResultInputs {
  /** The final standings (in any order); empty until the tournament is completed. */
  readonly standings: readonly {
    readonly playerId: string;
    readonly place: number;
    readonly sharedBy: number;
  }[];
  /** Prizes were awarded: the amounts are `awarded`'s, else what `amounts` give. */
  readonly prizesAwarded: boolean;
  /** Per player, the sum of his place receipts (PLACE_RECEIPT_KINDS). */
  readonly awarded: ReadonlyMap<string, number>;
  /** The payout table's amounts, 1st first. */
  readonly amounts: readonly number[];
  readonly nameOf: (playerId: string) => string;
  /** At most this many lines (the screen's page). */
  readonly limit: number;
}

export function resultLinesFrom(i: ResultInputs): ResultLine[] {
  const sorted = [...i.standings].sort((a, b) => a.place - b.place);
  const lines: ResultLine[] = [];
  for (let k = 0; k < sorted.length && lines.length < i.limit;) {
    const { place, sharedBy } = sorted[k];
    const group = sorted.slice(k, k + Math.max(1, sharedBy));
    const places = Array.from({ length: group.length }, (_, n) => place + n);
    // DECISION-4: a shared place pools the places' prizes and splits them equally.
    const split = places.some((x) => x <= i.amounts.length) ? splitShared(i.amounts, places) : null;
    group.forEach((g, n) => {
      const amount = i.prizesAwarded ? (i.awarded.get(g.playerId) ?? null) : (split?.[n] ?? null);
      lines.push({
        place,
        sharedBy,
        playerId: g.playerId,
        name: i.nameOf(g.playerId),
        amount: amount === 0 ? null : amount,
      });
    });
    k += group.length;
  }
  return lines.slice(0, i.limit);
}
