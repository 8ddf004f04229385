/**
 * Simulation driver for a bounty tournament (FSNP Art. 141): the bounty chips are issued at the
 * start, the director fixes the pool with a bounty of 2,000 per entry at once (no re-entry, no
 * late entry: Art. 141(c)), play goes to one winner, and the prizes pay every bounty won
 * whatever the finish, never a player his own.
 */
import type { BountyChipIssuedData } from '../../events/format-events';
import type { PlayerEliminatedData } from '../../events/hand-events';
import type {
  BountyAwardedData,
  PrizeAwardedData,
  PrizePoolFixedData,
} from '../../events/prize-events';
import { TOURNAMENT_TYPES } from '../../rules/tournament-types';
import { chipsInPlay, chipsOnTables } from '../../aggregates/tournament';
import type { FormatDriver } from './types';

const spec = TOURNAMENT_TYPES.KO;
const BOUNTY = 2_000;
/** Basis points for 10 places, for fields the Art. 131 table does not cover. */
const PUBLISHED = [3000, 2000, 1400, 1000, 800, 600, 450, 300, 250, 200];

/** FSNP Art. 136: at most 480 minutes of play a day; 30-minute levels (Art. 141(d)) fit 16. */
const ONE_DAY = Math.floor(480 / (spec.levelMinutes.value ?? 30));

export const bountyDriver: FormatDriver = {
  tournamentType: spec.code,
  levels: (structure) => structure.slice(0, ONE_DAY),
  start() {
    const issued: string[] = [];
    const beaten: PlayerEliminatedData[] = [];
    const bounties: BountyAwardedData[] = [];
    const prizes: PrizeAwardedData[] = [];
    let pool: PrizePoolFixedData | null = null;
    let fixed = false;
    return {
      observe(events) {
        for (const e of events) {
          if (e.type === 'BountyChipIssued') issued.push((e.data as BountyChipIssuedData).playerId);
          else if (e.type === 'PlayerEliminated') {
            const d = e.data as PlayerEliminatedData;
            if (d.bountyTo) beaten.push(d);
          } else if (e.type === 'BountyAwarded') bounties.push(e.data as BountyAwardedData);
          else if (e.type === 'PrizeAwarded') prizes.push(e.data as PrizeAwardedData);
          else if (e.type === 'PrizePoolFixed') pool = e.data as PrizePoolFixedData;
        }
      },
      async between(ctx) {
        if (fixed) return;
        const T = { tournamentId: ctx.tournamentId };
        // DECISION-11: past the 60 players of Art. 131 the director publishes a table.
        if (await ctx.run({ type: 'FixPayoutTable', ...T }))
          await ctx.run({ type: 'FixPayoutTable', ...T, published: PUBLISHED });
        fixed = !(await ctx.run({ type: 'FixPrizePool', ...T, bountyValue: BOUNTY }));
      },
      async finish(ctx) {
        await ctx.must({ type: 'AwardPrizes', tournamentId: ctx.tournamentId });
      },
      checks(report) {
        const p = pool as PrizePoolFixedData | null;
        const players = Object.keys(report.state.players);
        const first = report.standings.find((x) => x.place === 1);
        const winner = first ? report.state.entrants[first.playerId] : undefined;
        const placesPaid = prizes.reduce((a, x) => a + x.amount, 0);
        return {
          bountyChipIssuedToEachAtStart:
            issued.length === players.length && new Set(issued).size === players.length,
          everyBountyWonPaid:
            bounties.length === beaten.length &&
            beaten.every((b) =>
              bounties.some(
                (x) =>
                  x.eliminatedPlayerId === b.playerId &&
                  x.playerId === b.bountyTo &&
                  x.amount === BOUNTY,
              ),
            ),
          ownChipNeverPaid: bounties.every((x) => x.playerId !== x.eliminatedPlayerId),
          // The pool net of the bounty fund goes to the places, exact to the unit (DECISION-3);
          // the winner's own bounty stays in the bounty fund (Art. 141: never paid to him).
          placesPaidWholePool: !!p && placesPaid === p.amount,
          bountyFundCoversWhatWasPaid:
            !!p && bounties.reduce((a, x) => a + x.amount, 0) <= p.bountyFund - BOUNTY,
          chipsConserved:
            chipsInPlay(report.state) === chipsOnTables(report.state) &&
            !!winner &&
            winner.stack === chipsInPlay(report.state),
        };
      },
    };
  },
};
