/**
 * The 50-50 Turbo prize rule (FSNP Art. 140.1(a); DECISION-10): half the fund in equal parts
 * among the top 5, half pro rata to the chips each of them holds when the format ends, each
 * half by largest remainder (DECISION-3). The chips are the ones the completion recorded; a
 * director who records the standings by hand gives them instead.
 */
import { FIFTY_FIFTY_PAID, fiftyFiftyPrizes } from '../../../rules';
import { reject, type Decision } from '../../decider';
import type { AwardPrizes, StandingLine } from './commands';
import { groups, isWhole, placesOf } from './rules';
import { placeAwards } from './places';
import { event } from '../slice';
import type { CreatedTournament } from '../state';
import { formatCite } from '../cite-in-force';

type Award = ReturnType<typeof event>;
const REF = 'FSNP Art. 140.1(a); DECISION-10';

/** Chips of the holder of each paid place 1..5, or null when they are not known. */
function chipsByPlace(c: AwardPrizes, top: readonly StandingLine[]): number[] | null {
  if (top.some((l) => l.chips !== undefined)) {
    // A player out before the end holds no chips (he was placed by elimination).
    const out = Array<number>(FIFTY_FIFTY_PAID).fill(0);
    for (const g of groups(top))
      placesOf(g[0]).forEach((p, i) => {
        if (p <= FIFTY_FIFTY_PAID) out[p - 1] = g[Math.min(i, g.length - 1)].chips ?? 0;
      });
    return out;
  }
  if (c.chips?.length === FIFTY_FIFTY_PAID && c.chips.every(isWhole)) return [...c.chips];
  return null;
}

export function fiftyFiftyAwards(
  s: CreatedTournament,
  c: AwardPrizes,
  lines: readonly StandingLine[],
  pool: number,
  lastReceipt: number,
): Award[] | Decision<never> {
  const top = lines.filter((l) => l.place <= FIFTY_FIFTY_PAID).sort((a, b) => a.place - b.place);
  const chips = chipsByPlace(c, top);
  if (!chips)
    return reject(
      'CHIP_COUNTS_REQUIRED',
      formatCite(s, REF),
      'The 50-50 payout needs the chips of each of the last 5 players, in standings order.',
    );
  const amounts = fiftyFiftyPrizes(pool, chips);
  // DECISION-4: players sharing places pool those places' prizes (none beyond 5th) and split.
  return placeAwards(s, top, amounts, lastReceipt, {
    kind: 'fifty-fifty',
    pctBp: () => 0,
    ruleRef: () => formatCite(s, REF),
  }).awards;
}
