/**
 * When a tournament's format says it is over (FSNP Art. 18, 139-142), read from the type's data:
 * `endsWhen` says how many players are left when it ends, `standings` how those still in are
 * ranked then. Formats add entries to these tables; the elimination code only asks them.
 */
import { TOURNAMENT_TYPES, type TournamentTypeCode, type TournamentTypeSpec } from '../../../rules';
import { reject, type Decision } from '../../decider';
import type { TournamentState } from '../state';

type EndsWhen = TournamentTypeSpec['endsWhen']['value'];
type StandingsRule = TournamentTypeSpec['standings']['value'];

export interface FormatEnding {
  /** The tournament ends once this many players (or fewer) are still in. */
  readonly playersLeftAtEnd: (s: TournamentState) => number;
  /** Why play stopped, for the floor ("… ended when …"). */
  readonly why: (s: TournamentState) => string;
}

/** Half the field, rounded down: with the 10 players of Art. 140.1(a), 5. */
const halfOf = (s: TournamentState) => Math.floor(s.registrations / 2);

export const FORMAT_ENDINGS: Partial<Record<EndsWhen, FormatEnding>> = {
  'one-player-left': {
    playersLeftAtEnd: () => 1,
    why: () => 'one player won all the chips',
  },
  // FSNP Art. 140.1(a): "it ends when half the players have been eliminated".
  'half-field-out': {
    playersLeftAtEnd: (s) => s.registrations - halfOf(s),
    why: (s) => `half the field (${halfOf(s)} of ${s.registrations} players) was eliminated`,
  },
  // FSNP Art. 140.3(b): the bracket's last match leaves one player (heads-up/heads-up.ts completes it).
  'bracket-decided': {
    playersLeftAtEnd: () => 1,
    why: () => 'the last match of the bracket was won',
  },
};

export interface Survivor {
  readonly playerId: string;
  readonly chips: number;
}

export interface SurvivorPlace {
  readonly playerId: string;
  readonly place: number;
  readonly sharedBy: number;
  /** The chips that ranked him, when chips decide (FSNP Art. 140.1(f)). */
  readonly chips?: number;
}

/** Places 1..n for the players still in when the format ends. */
type SurvivorRanking = (survivors: readonly Survivor[]) => SurvivorPlace[];

/**
 * FSNP Art. 140.1(f): "for the last 5 players, the chips they have accumulated decide". Equal
 * counts are not covered (gap 18). ASSUMPTION: like equal stacks at one table (DECISION-4),
 * they share the places, listed by player id so the order is reproducible.
 */
const byChips: SurvivorRanking = (survivors) => {
  const sorted = [...survivors].sort(
    (a, b) => b.chips - a.chips || a.playerId.localeCompare(b.playerId),
  );
  const out: SurvivorPlace[] = [];
  for (let k = 0; k < sorted.length;) {
    let j = k + 1;
    while (j < sorted.length && sorted[j].chips === sorted[k].chips) j++;
    for (let m = k; m < j; m++)
      out.push({
        playerId: sorted[m].playerId,
        place: k + 1,
        sharedBy: j - k,
        chips: sorted[m].chips,
      });
    k = j;
  }
  return out;
};

export const SURVIVOR_RANKINGS: Partial<Record<StandingsRule, SurvivorRanking>> = {
  'elimination-order-then-chips-for-last-5': byChips,
};

const specOf = (s: TournamentState): TournamentTypeSpec | undefined =>
  TOURNAMENT_TYPES[s.config?.tournamentType as TournamentTypeCode];

/** The ending of this tournament's format; a type without an entry ends with one player left. */
export function formatEnding(s: TournamentState): FormatEnding {
  const when = specOf(s)?.endsWhen.value;
  return (when && FORMAT_ENDINGS[when]) ?? FORMAT_ENDINGS['one-player-left']!;
}

/** Does the format end with this many players still in? */
export const formatEndsWith = (s: TournamentState, left: number): boolean =>
  left >= 1 && left <= formatEnding(s).playersLeftAtEnd(s);

/** Places of the players still in at the end: by the type's standings rule, else the last one first. */
export function survivorPlaces(
  s: TournamentState,
  survivors: readonly Survivor[],
): SurvivorPlace[] {
  const rule = specOf(s)?.standings.value;
  const rank = rule ? SURVIVOR_RANKINGS[rule] : undefined;
  if (rank) return rank(survivors);
  return survivors.map((x) => ({ playerId: x.playerId, place: 1, sharedBy: survivors.length }));
}

/** The citations a format adds to the completion: its ending and, when set, its ranking rule. */
export function completionRef(s: TournamentState): string | null {
  const spec = specOf(s);
  if (!spec || spec.endsWhen.value === 'one-player-left') return null;
  const rule = spec.standings.value;
  const refs = [
    spec.endsWhen.cite,
    ...(rule && SURVIVOR_RANKINGS[rule] ? [spec.standings.cite] : []),
  ];
  return refs.join('; ');
}

/** After the format has ended, no hand is dealt; the refusal says which article ended it. */
export function formatOver(s: TournamentState): Decision<never> | null {
  if (s.status !== 'completed') return null;
  const spec = specOf(s);
  if (!spec) return null;
  return reject(
    'TOURNAMENT_OVER',
    spec.endsWhen.cite,
    `This ${spec.name.value} is over: under ${spec.endsWhen.cite} it ended when ${formatEnding(s).why(s)}. No more hands are dealt; the final standings stand.`,
  );
}
