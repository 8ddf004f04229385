/**
 * Simulation driver for a qualifier (FSNP Art. 142; DECISION-12): once the re-entry period and
 * the add-on break are over the director fixes a ticket value (about one ticket per five players)
 * and the prize pool, the tickets are allocated, and the tournament must end by itself when the
 * players left equal the tickets; then the tickets and the remainder are awarded.
 */
import type { QualificationTicketsAllocatedData } from '../../events/format-events';
import type { TournamentCompletedData } from '../../events/hand-events';
import type { PrizeAwardedData, QualifierTicketAwardedData } from '../../events/prize-events';
import { TOURNAMENT_TYPES } from '../../rules/tournament-types';
import { chipsInPlay, chipsOnTables } from '../../aggregates/tournament';
import type { FormatDriver } from './types';

const spec = TOURNAMENT_TYPES.QUALIFIER;

export const qualifierDriver: FormatDriver = {
  tournamentType: spec.code,
  start() {
    let allocated: QualificationTicketsAllocatedData | null = null;
    let completed: TournamentCompletedData | null = null;
    let handsAfterEnd = 0;
    const tickets: QualifierTicketAwardedData[] = [];
    const cash: PrizeAwardedData[] = [];
    let tableFixed = false;
    return {
      observe(events) {
        for (const e of events) {
          if (e.type === 'QualificationTicketsAllocated')
            allocated = e.data as QualificationTicketsAllocatedData;
          else if (e.type === 'TournamentCompleted') completed = e.data as TournamentCompletedData;
          else if (e.type === 'HandStarted' && completed) handsAfterEnd++;
          else if (e.type === 'QualifierTicketAwarded')
            tickets.push(e.data as QualifierTicketAwardedData);
          else if (e.type === 'PrizeAwarded') cash.push(e.data as PrizeAwardedData);
        }
      },
      async between(ctx) {
        const s = ctx.state();
        if (s.qualifier?.allocated) return;
        if (!tableFixed) {
          const field = Object.keys(s.players).length;
          const perTicket = Math.max(2, Math.floor(field / 5));
          const ticketValue = Math.max(1, Math.floor(s.money.prizeFund / perTicket));
          tableFixed = !(await ctx.run({
            type: 'FixPayoutTable',
            tournamentId: ctx.tournamentId,
            ticketValue,
          }));
        }
        // Refused (PRIZE_POOL_NOT_FINAL) until the re-entries and the add-on are over.
        if (tableFixed) await ctx.run({ type: 'FixPrizePool', tournamentId: ctx.tournamentId });
      },
      async finish(ctx) {
        await ctx.must({ type: 'AwardPrizes', tournamentId: ctx.tournamentId });
      },
      checks(report) {
        const a = allocated as QualificationTicketsAllocatedData | null;
        const c = completed as TournamentCompletedData | null;
        const finalists = c?.endedBy?.finalists ?? [];
        return {
          ticketsAllocated: !!a && a.tickets * a.ticketValue + a.remainder === a.prizeFund,
          endedWhenPlayersLeftEqualTickets:
            !!a &&
            c?.endedBy?.ruleRef === spec.endsWhen.cite &&
            finalists.length >= 1 &&
            finalists.length <= a.tickets,
          noHandAfterTheEnd: handsAfterEnd === 0,
          ticketsAwarded: !!a && tickets.length === a.tickets,
          remainderToNextPlace:
            !!a &&
            (a.remainder === 0
              ? cash.length === 0
              : cash.length === 1 &&
                cash[0].place === a.remainderPlace &&
                cash[0].amount === a.remainder),
          chipsConserved: chipsInPlay(report.state) === chipsOnTables(report.state),
        };
      },
    };
  },
};
