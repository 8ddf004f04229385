/**
 * 50-50 Turbo (FSNP Art. 140.1): exactly 10 at one table; the tournament completes itself when
 * half the field is out; the half still in is ranked by chips (140.1(f)) and paid half equally,
 * half by chips (140.1(a); DECISION-10).
 */
import { chipsInPlay } from '../../aggregates/tournament';
import { prizesOf } from '../../aggregates/tournament/prizes/prizes';
import { TOURNAMENT_TYPES } from '../../rules/tournament-types';
import type { FormatDriver } from './types';

const spec = TOURNAMENT_TYPES.TURBO_50_50;

export const fiftyFifty: FormatDriver = {
  tournamentType: spec.code,
  players: () => spec.field.value.min,
  seatsPerTable: spec.field.value.max ?? spec.field.value.min,
  start: () => ({
    async finish({ tournamentId, must }) {
      await must({ type: 'FixPayoutTable', tournamentId });
      await must({ type: 'FixPrizePool', tournamentId });
      await must({ type: 'AwardPrizes', tournamentId });
    },
    checks({ state, standings }) {
      const field = Object.keys(state.players).length;
      const stillIn = Object.values(state.entrants)
        .filter((e) => e.status === 'seated')
        .map((e) => ({ chips: e.stack, ...standings.find((x) => x.playerId === e.playerId)! }))
        .sort((a, b) => a.place - b.place);
      const half = Math.floor(field / 2);
      const p = prizesOf(state);
      const paid = Object.values(p.receipts);
      return {
        endedWhenHalfTheFieldWasOut:
          state.status === 'completed' && stillIn.length >= 1 && stillIn.length <= field - half,
        survivorsRankedByChips: stillIn.every(
          (x, i) =>
            i === 0 ||
            (x.chips < stillIn[i - 1].chips && x.place > stillIn[i - 1].place) ||
            (x.chips === stillIn[i - 1].chips && x.place === stillIn[i - 1].place),
        ),
        survivorsHoldAllChips: stillIn.reduce((a, x) => a + x.chips, 0) === chipsInPlay(state),
        prizesSumToTheFund:
          !!p.pool && paid.length > 0 && paid.reduce((a, r) => a + r.amount, 0) === p.pool.amount,
      };
    },
  }),
};
