/**
 * Evaluation points of one tournament (FSNP Art. 19; DECISION-1, DECISION-4). Pure: the same
 * result and formula always give the same awards, so a rebuild or a "what if" recomputes
 * exactly what the events say.
 */
import type {
  FinalStanding,
  PointsAward,
  RankingFormulaSpec,
  TournamentResult,
} from '../../events/ranking-events';
import { sharedPlacePoints } from '../../rules/ranking';
import { splitEqually } from '../../rules/apportion';
import { getRuleset } from '../../rules/registry';
import type { Ruleset } from '../../rules/types';

type DisqualifiedRule = Ruleset['ranking']['disqualifiedPoints']['value'];

/** What a player disqualified from the competition keeps of his share, per ruleset parameter. */
const DISQUALIFIED_KEEPS: Record<DisqualifiedRule, (share: number) => number> = {
  none: () => 0,
};

/**
 * Why these standings cannot be scored, or null. FSNP Art. 132: places run 1..N by
 * elimination order; DECISION-4: `sharedBy` players share places place..place+sharedBy-1.
 */
export function standingsProblem(standings: readonly FinalStanding[]): string | null {
  const sorted = [...standings].sort((a, b) => a.place - b.place);
  const seen = new Set<string>();
  let next = 1;
  for (let i = 0; i < sorted.length;) {
    const { place, sharedBy } = sorted[i];
    if (!Number.isInteger(sharedBy) || sharedBy < 1)
      return `place ${place}: sharedBy must be a whole number from 1`;
    if (place !== next) return `place ${next} is missing (next listed is ${place})`;
    for (let k = i; k < i + sharedBy; k++) {
      const s = sorted[k];
      if (!s || s.place !== place || s.sharedBy !== sharedBy)
        return `place ${place} is shared by ${sharedBy} players but listed differently`;
      if (seen.has(s.playerId)) return `${s.playerId} is listed twice`;
      seen.add(s.playerId);
    }
    next = place + sharedBy;
    i += sharedBy;
  }
  return null;
}

/**
 * Points per player in hundredths. Players sharing places share the points of the places they
 * cover, the extra hundredths going to them in player-id order (DECISION-4 applied to points);
 * a disqualified player scores per the ruleset's `ranking.disqualifiedPoints` (FSNP: none),
 * and what he does not keep is not handed on. Every place scores (DECISION-1), or, where
 * `ranking.everyPlaceScores` is false, only the places the payout table pays.
 */
export function awardPoints(result: TournamentResult, formula: RankingFormulaSpec): PointsAward[] {
  const input = {
    uniquePlayers: result.uniquePlayers,
    prizeFundPartMinor: result.prizeFundPartMinor,
    minorUnitsPerMajor: result.minorUnitsPerMajor,
    ...(formula.id === 'table' ? { table: formula.table } : {}),
  };
  const rule: DisqualifiedRule =
    getRuleset(result.rulesetId)?.ranking.disqualifiedPoints.value ?? 'none';
  const ranking = getRuleset(result.rulesetId)?.ranking;
  const everyPlaceScores = ranking?.everyPlaceScores.value ?? true;
  const paid = result.paidPlaces ?? Infinity;
  const groups = new Map<number, (typeof result.standings)[number][]>();
  for (const s of result.standings) {
    const g = groups.get(s.place) ?? [];
    g.push(s);
    groups.set(s.place, g);
  }
  const awards: PointsAward[] = [];
  for (const place of [...groups.keys()].sort((a, b) => a - b)) {
    const group = groups.get(place)!.sort((a, b) => a.playerId.localeCompare(b.playerId));
    const covered = Array.from({ length: group.length }, (_, k) => place + k);
    // ranking.everyPlaceScores false: only the paid places score; a shared group straddling the
    // last paid place shares the points of the paid places it covers.
    const scoring = everyPlaceScores ? covered : covered.filter((p) => p <= paid);
    const total = scoring.length
      ? sharedPlacePoints(formula.id, input, scoring).reduce((a, b) => a + b, 0)
      : 0;
    const shares = splitEqually(total, group.length);
    group.forEach((s, k) =>
      awards.push({
        playerId: s.playerId,
        clubId: s.clubId,
        place: s.place,
        sharedBy: s.sharedBy,
        points: s.disqualified ? DISQUALIFIED_KEEPS[rule](shares[k]) : shares[k],
        disqualified: s.disqualified,
      }),
    );
  }
  return awards;
}
