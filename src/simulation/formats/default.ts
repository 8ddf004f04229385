/** Types without an entry of their own: played down to one winner, who holds every chip. */
import { chipsInPlay } from '../../aggregates/tournament';
import type { FormatDriver } from './types';

export const toOneWinner = (tournamentType: string): FormatDriver => ({
  tournamentType,
  start: () => ({
    checks: ({ state, standings }) => {
      const winner = standings.find((x) => x.place === 1);
      return {
        winnerHoldsAllChips:
          !!winner && state.entrants[winner.playerId]?.stack === chipsInPlay(state),
      };
    },
  }),
});
