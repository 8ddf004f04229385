/**
 * Qualification tournaments (FSNP Art. 142; DECISION-12): the tickets are allocated from the
 * fixed prize fund as soon as the fund and the ticket value are both known; the competition
 * ends when the players left equal the tickets (formats/end.ts); a ticket is never cash
 * (Art. 142(g)), and one not used at the target competition is forfeited by a recorded event.
 */
import type { PayoutTableFixedData, PrizePoolFixedData } from '../../../events/prize-events';
import type { TournamentEvent } from '../../../events/tournament-events';
import { qualifierTickets } from '../../../rules';
import { accept, reject } from '../../decider';
import { formatFinalists } from './end';
import { fmt } from '../guards';
import { cur, open, rulesetOf } from '../prizes/rules';
import { ownQualifier, qualifierOf } from './qualifier-state';
import { event, type Slice } from '../slice';
import { completion, finalistPlaces } from '../standings/standings';
import type { TournamentState, CreatedTournament } from '../state';
import { formatCite } from '../cite-in-force';

const TICKET = 'FSNP Art. 142(g)';

/**
 * FSNP Art. 142; DECISION-12: once the prize pool and the ticket value are both fixed (whichever
 * comes second), the tickets are allocated; if the players left are already no more than the
 * tickets, the competition ends at once (Art. 142(a)).
 */
export function ticketAllocation(
  s: CreatedTournament,
  pool: PrizePoolFixedData | null,
  table: PayoutTableFixedData | null,
  now: string,
): TournamentEvent[] {
  if (!pool || table?.source !== 'qualifier-tickets' || table.ticketValue == null) return [];
  if (qualifierOf(s).allocated) return [];
  const q = qualifierTickets(pool.amount, table.ticketValue);
  const allocated = {
    tickets: q.tickets,
    ticketValue: table.ticketValue,
    prizeFund: pool.amount,
    remainder: q.remainderMinor,
    remainderPlace: q.remainderPlace,
    currency: cur(s),
    at: now,
  };
  const out = [
    event('QualificationTicketsAllocated', allocated, rulesetOf(s).prizePool.qualifierTickets.cite),
  ];
  // A busted player still waiting, or a hand still being played, is settled first: the next
  // hand start then ends the competition (hands/lifecycle.ts).
  const waiting =
    Object.values(s.entrants).some((e) => e.status === 'busted') ||
    Object.values(s.tables).some((t) => t.open && t.handInProgress);
  const ended =
    s.status === 'running' && !waiting
      ? formatFinalists({ ...s, qualifier: { ...qualifierOf(s), allocated } })
      : null;
  if (ended) out.push(completion(s, finalistPlaces(ended.finalists), [], now, ended));
  return out;
}

/** A refusal when the player holds no ticket of this qualifier. */
function noTicket(s: TournamentState, playerId: string) {
  const t = qualifierOf(s).tickets[playerId];
  if (!t)
    return reject(
      'NO_TICKET',
      formatCite(s, TICKET),
      `${playerId} holds no qualification ticket from this tournament.`,
    );
  return null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/;

export const qualifier: Slice = {
  commands: {
    ExchangeTicketForCash: {
      roles: ['director', 'floor', 'player'],
      decide(c, s) {
        const no = open(s) ?? noTicket(s, c.playerId);
        if (no) return no;
        const t = qualifierOf(s).tickets[c.playerId];
        return reject(
          'TICKET_NOT_EXCHANGEABLE',
          formatCite(s, TICKET),
          `A qualification ticket cannot be exchanged for its cash value (${fmt(t.ticketValue)} ${t.currency}): it is good only for entry to the competition it was won for.`,
        );
      },
    },
    ForfeitQualificationTicket: {
      roles: ['director'],
      decide(c, s, ctx) {
        const no = open(s) ?? noTicket(s, c.playerId);
        if (no) return no;
        const t = qualifierOf(s).tickets[c.playerId];
        if (t.forfeited)
          return reject(
            'TICKET_ALREADY_FORFEITED',
            formatCite(s, TICKET),
            `${c.playerId}'s qualification ticket has already been forfeited.`,
          );
        if (!c.competition.trim())
          return reject(
            'COMPETITION_REQUIRED',
            formatCite(s, TICKET),
            'Name the competition the player did not turn up at.',
          );
        // A no-show cannot be recorded for a day that has not come yet.
        if (!ISO_DATE.test(c.noShowOn) || Number.isNaN(Date.parse(c.noShowOn)))
          return reject(
            'BAD_DATE',
            formatCite(s, TICKET),
            `The day of the no-show must be a date (YYYY-MM-DD), not "${c.noShowOn}".`,
          );
        if (c.noShowOn.slice(0, 10) > ctx.now.slice(0, 10))
          return reject(
            'NO_SHOW_IN_FUTURE',
            formatCite(s, TICKET),
            `A player cannot have failed to turn up on ${c.noShowOn.slice(0, 10)}: that day has not come yet.`,
          );
        return accept(
          event(
            'QualificationTicketForfeited',
            {
              playerId: c.playerId,
              place: t.place,
              ticketValue: t.ticketValue,
              currency: t.currency,
              competition: c.competition.trim(),
              noShowOn: c.noShowOn,
              recordedAt: ctx.now,
            },
            formatCite(s, TICKET),
          ),
        );
      },
    },
  },
  events: {
    QualificationTicketsAllocated(s, d) {
      ownQualifier(s).allocated = d;
    },
    QualifierTicketAwarded(s, d) {
      ownQualifier(s).tickets[d.playerId] = {
        place: d.place,
        ticketValue: d.ticketValue,
        currency: d.currency,
        forfeited: false,
      };
    },
    QualificationTicketForfeited(s, d) {
      const t = ownQualifier(s).tickets[d.playerId];
      if (t) t.forfeited = true;
    },
  },
};
