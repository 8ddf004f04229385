/**
 * Chips taken out of play by the floor between hands (citations.chipsRemovedFromPlay). Club Rule
 * 63: chips a player carried out of sight may be confiscated, and they leave play (he may also
 * be disqualified: a sanction of its own, under the clause Rule 63). Club Rule 64: chips found
 * whose owner cannot be determined are removed from the tournament; the table they are missing
 * from is recounted, short by exactly those chips, so the chips in play still equal the stacks.
 * A ruleset that removes no chips for the reason refuses, citing its conservation article
 * (`citations.chipTotal`: chips only move between players through pots).
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import { accept, reject, type Decision } from '../../decider';
import { citationsFor } from '../defaults';
import { fmt, handRunningAt, notRunning, unknownTable } from '../guards';
import { event, type Slice } from '../slice';
import { dealtSeats } from '../tables/geometry';
import { chipsRemoved, setSeatStack } from '../state-ops';
import { removeValue } from './inventory';

const REASON_WORDS = {
  hidden: 'chips kept out of sight are not confiscated',
  found: 'found chips are not removed from the tournament',
} as const;

export const chipRemoval: Slice = {
  commands: {
    RemoveChipsFromPlay: {
      roles: ['floor', 'director'],
      decide(c, s, ctx): Decision<TournamentEvent> {
        const cites = citationsFor(s.config.rulesetId);
        const cite = cites.chipsRemovedFromPlay[c.reason];
        if (cite === null)
          return reject(
            'NO_CHIP_REMOVAL',
            cites.chipTotal,
            `Under these rules ${REASON_WORDS[c.reason]}: chips leave play only as the rules provide, and move between players only through pots.`,
          );
        const no = notRunning(s) ?? unknownTable(s, c.tableId) ?? handRunningAt(s, c.tableId, cite);
        if (no) return no;
        if (!Number.isSafeInteger(c.chips) || c.chips <= 0)
          return reject(
            'INVALID_CHIP_COUNT',
            cite,
            'chips: the chips removed, a whole number above 0.',
          );
        const t = s.tables[c.tableId];
        const stackAt = (seat: number) =>
          t.seats[seat] ? s.entrants[t.seats[seat]].stack : (t.reserved[seat] ?? 0);
        const base = {
          reason: c.reason,
          tableId: c.tableId,
          chips: c.chips,
          description: c.description?.trim() || null,
          recordedBy: ctx.actor.id,
          at: ctx.now,
        };
        if (c.reason === 'hidden') {
          const e = c.playerId ? s.entrants[c.playerId] : undefined;
          if (!e || e.status !== 'seated' || e.tableId !== c.tableId || e.seat == null)
            return reject(
              'PLAYER_NOT_IN_PLAY',
              cite,
              `playerId: name the player seated at table ${c.tableId} whose chips were out of sight (got ${c.playerId ?? 'none'}).`,
            );
          if (c.chips > e.stack)
            return reject(
              'INVALID_CHIP_COUNT',
              cite,
              `chips: ${fmt(c.chips)} is more than the ${fmt(e.stack)} chips ${e.playerId} holds.`,
            );
          const seats = [{ seat: e.seat, before: e.stack, after: e.stack - c.chips }];
          return accept(
            event('ChipsRemovedFromPlay', { ...base, playerId: e.playerId, seats }, cite),
          );
        }
        // Found chips: the table they are missing from, recounted.
        const seatsInPlay = dealtSeats(t);
        const counts = c.counts ?? [];
        const given = counts.map((x) => x.seat).sort((a, b) => a - b);
        if (given.join() !== seatsInPlay.join())
          return reject(
            'CHIP_COUNT_INCOMPLETE',
            cite,
            `counts: recount every seat in play at table ${c.tableId} once (seats ${seatsInPlay.join(', ')}): the found chips are missing from a stack there.`,
          );
        if (!counts.every((x) => Number.isSafeInteger(x.chips) && x.chips >= 0))
          return reject('INVALID_CHIP_COUNT', cite, 'counts: whole numbers, zero or more.');
        const before = seatsInPlay.reduce((a, seat) => a + stackAt(seat), 0);
        const after = counts.reduce((a, x) => a + x.chips, 0);
        if (after !== before - c.chips)
          return reject(
            'CHIP_TOTAL_CHANGED',
            cite,
            `The recount at table ${c.tableId} totals ${fmt(after)}; with ${fmt(before)} in play there and ${fmt(c.chips)} found, it must total ${fmt(before - c.chips)}.`,
          );
        const seats = counts
          .map((x) => ({ seat: x.seat, before: stackAt(x.seat), after: x.chips }))
          .filter((x) => x.before !== x.after)
          .sort((a, b) => a.seat - b.seat);
        return accept(event('ChipsRemovedFromPlay', { ...base, playerId: null, seats }, cite));
      },
    },
  },
  events: {
    ChipsRemovedFromPlay(s, d) {
      const t = s.tables[d.tableId];
      for (const x of d.seats) setSeatStack(s, t, x.seat, x.after);
      chipsRemoved(s, d.chips);
      removeValue(s, d.chips);
    },
  },
};
