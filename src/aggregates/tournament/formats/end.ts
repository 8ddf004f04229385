/**
 * Formats that end on their own terms (issue 19): the tournament type's `endsWhen` (data in
 * src/rules/tournament-types.ts) says when play is over before one player holds every chip. Each
 * ending is one entry of ENDINGS; the elimination path (standings/standings.ts) asks it after every
 * elimination, and once the tournament is completed by a format, further hands are refused
 * with the format's article.
 */
import { TOURNAMENT_TYPES, type TournamentTypeSpec, type TournamentTypeCode } from '../../../rules';
import { reject, type Decision } from '../../decider';
import { qualifierOf } from './qualifier-state';
import type { Slice } from '../slice';
import type { TournamentState, CreatedTournament } from '../state';

type EndsWhen = TournamentTypeSpec['endsWhen']['value'];

interface Ending {
  /** The players the format stops with, or null while play goes on. */
  finalists(s: TournamentState, survivors: readonly string[]): readonly string[] | null;
  /** Why no more hands are dealt, in the floor's words. */
  over(finalists: readonly string[]): string;
}

const typeOf = (s: CreatedTournament): TournamentTypeSpec | undefined =>
  TOURNAMENT_TYPES[s.config.tournamentType as TournamentTypeCode];

const ENDINGS: Partial<Record<EndsWhen, Ending>> = {
  // FSNP Art. 142(a): when the players left equal the tickets, they qualify whatever their chips.
  'players-equal-tickets': {
    finalists(s, survivors) {
      const allocated = qualifierOf(s).allocated;
      return allocated && survivors.length > 0 && survivors.length <= allocated.tickets
        ? survivors
        : null;
    },
    over: (f) =>
      `The qualifier is over: the players left (${f.join(', ')}) reached the number of qualification tickets and qualify whatever their chips. No more hands are dealt.`,
  },
};

/** Players still in the tournament, the biggest stack first (the order the standings list them). */
export function survivorsOf(s: TournamentState, out: ReadonlySet<string> = new Set()): string[] {
  return Object.values(s.entrants)
    .filter((e) => (e.status === 'seated' || e.status === 'busted') && !out.has(e.playerId))
    .sort((a, b) => b.stack - a.stack || a.playerId.localeCompare(b.playerId))
    .map((e) => e.playerId);
}

/** The finalists if the format ends with `out` leaving now, with the article that ends it. */
export function formatFinalists(
  s: CreatedTournament,
  out: ReadonlySet<string> = new Set(),
): { readonly ruleRef: string; readonly finalists: readonly string[] } | null {
  const spec = typeOf(s);
  const ending = spec && ENDINGS[spec.endsWhen.value];
  if (!spec || !ending) return null;
  const finalists = ending.finalists(s, survivorsOf(s, out));
  return finalists ? { ruleRef: spec.endsWhen.cite, finalists } : null;
}

declare module '../state' {
  interface TournamentFields {
    /** Set when a format ended the tournament before one player held every chip. */
    formatEnded?: { readonly ruleRef: string; readonly finalists: readonly string[] };
  }
}

/** Further hands after a format ended the tournament: refused with the article that ended it. */
export function formatOver(s: CreatedTournament): Decision<never> | null {
  // Only a completed tournament has a format ending (and a config to read it from).
  const ended = s.formatEnded;
  if (s.status !== 'completed' || !ended) return null;
  const ending = typeOf(s) && ENDINGS[typeOf(s)!.endsWhen.value];
  if (!ending) return null;
  return reject('TOURNAMENT_OVER', ended.ruleRef, ending.over(ended.finalists));
}

export const formatEnd: Slice = {
  commands: {},
  events: {
    TournamentCompleted(s, d) {
      if (d.endedBy) s.formatEnded = d.endedBy;
    },
  },
};
