/**
 * Multi-day R+A (FSNP Art. 124, 129-130, 136, 139.3; DECISION-15): the R+A tournament with the
 * end of day 1 published on one level. In that level, with 15 minutes left, the director draws
 * the hands left (Art. 124); every table plays exactly that many, the chips are bagged per
 * denomination (Art. 129) and the day is closed; day 2 opens the bags, redraws the seats
 * (Art. 130) and resumes the interrupted level with its remaining time (DECISION-15), down to
 * one winner.
 */
import type { TournamentState } from '../../aggregates/tournament';
import type { BaggedCount } from '../../aggregates/tournament/commands';
import type {
  EndOfDayHandCountDrawnData,
  HandStartedData,
  LevelSpec,
  TournamentDayClosedData,
  TournamentDayResumedData,
} from '../../events/tournament-events';
import { TOURNAMENT_TYPES } from '../../rules/tournament-types';
import { toOneWinner } from './default';
import type { FormatDriver } from './types';

const spec = TOURNAMENT_TYPES.RA;
/** Day 1 ends in this level of structure A (within the re-entry period of Art. 139.3). */
export const LAST_LEVEL_OF_DAY_1 = 4;

/** A stack as the chips of the denominations in play, biggest first. */
function byDenomination(s: TournamentState, stack: number): Record<string, number> {
  const out: Record<string, number> = {};
  let left = stack;
  for (const d of [...s.denominations].sort((a, b) => b - a)) {
    const n = Math.floor(left / d);
    if (n > 0) out[String(d)] = n;
    left -= n * d;
  }
  return out;
}

const bags = (s: TournamentState): BaggedCount[] =>
  Object.values(s.entrants)
    .filter((e) => e.status === 'seated' && e.stack > 0)
    .map((e) => ({ playerId: e.playerId, byDenomination: byDenomination(s, e.stack) }));

export const multiDay: FormatDriver = {
  tournamentType: spec.code,
  variant: true,
  levels: (structure: readonly LevelSpec[]) =>
    structure.map((l) => (l.level === LAST_LEVEL_OF_DAY_1 ? { ...l, endOfDay: true } : l)),
  start() {
    const oneWinner = toOneWinner(spec.code).start();
    let drawn: EndOfDayHandCountDrawnData | null = null;
    let closed: TournamentDayClosedData | null = null;
    let resumed: TournamentDayResumedData | null = null;
    const endOfDayHands: Record<string, number> = {};
    let handsWhileClosed = 0;
    return {
      observe(events) {
        for (const e of events) {
          if (e.type === 'EndOfDayHandCountDrawn') drawn = e.data as EndOfDayHandCountDrawnData;
          else if (e.type === 'TournamentDayClosed') closed = e.data as TournamentDayClosedData;
          else if (e.type === 'TournamentDayResumed') resumed = e.data as TournamentDayResumedData;
          else if (e.type === 'HandStarted') {
            const { tableId } = e.data as HandStartedData;
            if (closed && !resumed) handsWhileClosed++;
            else if (drawn && !closed) endOfDayHands[tableId] = (endOfDayHands[tableId] ?? 0) + 1;
          }
        }
      },
      async between(ctx) {
        const s = ctx.state();
        const T = { tournamentId: ctx.tournamentId };
        if (s.dayClosed) {
          // DECISION-15: the bags are opened and counted as they were sealed.
          const counts = Object.entries(s.bags).map(([playerId, b]) => ({
            playerId,
            byDenomination: { ...b },
          }));
          await ctx.must({ type: 'ResumeDay', ...T, counts });
        } else if (s.day === 1 && s.endOfDayHands == null) {
          // Refused until 15 minutes are left in the last level of the day (FSNP Art. 124).
          await ctx.run({ type: 'DrawEndOfDayHands', ...T });
        } else if (s.day === 1 && s.endOfDayHands != null) {
          // Refused until every table has played the hands drawn (FSNP Art. 124(a)).
          await ctx.run({ type: 'BagChips', ...T, bags: bags(s) });
        }
      },
      checks(outcome) {
        const d = drawn as EndOfDayHandCountDrawnData | null;
        const c = closed as TournamentDayClosedData | null;
        const r = resumed as TournamentDayResumedData | null;
        return {
          ...oneWinner.checks(outcome),
          endOfDayHandsDrawnInTheLastLevel: !!d && d.hands >= 3 && d.hands <= 7,
          noTablePlayedMoreThanTheHandsDrawn:
            !!d && Object.values(endOfDayHands).every((n) => n <= d.hands),
          dayOneClosedInItsLastLevel: !!c && c.day === 1 && c.level === LAST_LEVEL_OF_DAY_1,
          noHandWhileTheDayWasClosed: handsWhileClosed === 0,
          dayTwoResumedTheInterruptedLevel: !!c && !!r && r.day === 2 && r.level === c.level,
        };
      },
    };
  },
};
