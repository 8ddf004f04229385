/**
 * Passing chips or a seat (FSNP Art. 38; LNSE 123/13 II.11, I.33; Club Rule 7, 71). Facts
 * first: the floor records what it saw, and the ruleset's consequence
 * (`discipline.chipOrSeatPass`) is applied and recorded with its citation. Under FSNP the
 * chips go back to the giver: his recorded stack never left him, because chips move between
 * players only through pots (Art. 38, 35). Under LNSE both players are disqualified and both
 * stacks leave the tournament.
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import { accept, reject, type Decision } from '../../decider';
import { ruleset } from '../defaults';
import { handRunningAt, notRunning } from '../guards';
import { event, type Slice } from '../slice';
import { eliminationEvents } from '../standings/standings';
import type { TournamentState } from '../state';

const inPlay = (s: TournamentState, playerId: string | null | undefined) => {
  const e = playerId ? s.entrants[playerId] : undefined;
  return e && e.status === 'seated' ? e : null;
};

export const chipPassing: Slice = {
  commands: {
    RecordChipOrSeatPass: {
      roles: ['director', 'floor'],
      decide(c, s, ctx): Decision<TournamentEvent> {
        const no = notRunning(s);
        if (no) return no;
        const rule = ruleset(s.config.rulesetId).discipline.chipOrSeatPass;
        const from = inPlay(s, c.fromPlayerId);
        if (!from)
          return reject(
            'PLAYER_NOT_IN_PLAY',
            rule.cite,
            `fromPlayerId: ${c.fromPlayerId} has no seat in play in this tournament.`,
          );
        const seatOf = { tableId: from.tableId, seat: from.seat };
        const base = {
          fromPlayerId: from.playerId,
          ...seatOf,
          recordedBy: ctx.actor.id,
          at: ctx.now,
        };
        if (c.kind === 'seat') {
          const takenBy = c.takenBy?.trim();
          if (!takenBy)
            return reject(
              'PASS_INCOMPLETE',
              rule.cite,
              'takenBy: name the person who took the seat.',
            );
          return accept(
            event(
              'ChipOrSeatPassRecorded',
              {
                kind: 'seat',
                ...base,
                toPlayerId: null,
                chips: 0,
                takenBy,
                ruling: 'seat-stays-with-player',
              },
              rule.cite,
            ),
          );
        }
        const to = inPlay(s, c.toPlayerId);
        if (!to || to.playerId === from.playerId)
          return reject(
            'PLAYER_NOT_IN_PLAY',
            rule.cite,
            `toPlayerId: name the other player in play who received the chips (got ${c.toPlayerId ?? 'none'}).`,
          );
        const chips = c.chips ?? 0;
        if (!Number.isSafeInteger(chips) || chips <= 0)
          return reject(
            'PASS_INCOMPLETE',
            rule.cite,
            'chips: the number of chips seen passed, a whole number above zero.',
          );
        const recorded = event(
          'ChipOrSeatPassRecorded',
          {
            kind: 'chips',
            ...base,
            toPlayerId: to.playerId,
            chips,
            takenBy: null,
            ruling:
              rule.value.chips === 'returned-to-giver'
                ? 'chips-returned-to-giver'
                : 'both-disqualified-stacks-removed',
          },
          rule.cite,
        );
        if (rule.value.chips === 'returned-to-giver') return accept(recorded);
        // LNSE II.11: giver and receiver are disqualified; both stacks leave the tournament.
        for (const e of [from, to]) {
          const busy = e.tableId ? handRunningAt(s, e.tableId, rule.cite) : null;
          if (busy) return busy;
        }
        const leavers = [from, to].map((e) => ({
          playerId: e.playerId,
          tableId: e.tableId,
          handNo: e.tableId ? s.tables[e.tableId].handNo : null,
          stackAtStart: e.stack,
          eliminatedBy: [],
        }));
        const out = eliminationEvents(
          s,
          leavers,
          'disqualification',
          ctx.now,
          (p) => s.entrants[p].stack,
        ).map((e) => ({ ...e, ruleRef: `${rule.cite}; ${e.ruleRef ?? ''}`.replace(/; $/, '') }));
        return accept(recorded, ...out);
      },
    },
  },
  events: {
    // The record of the pass changes no stack: chips never moved in the record (Art. 38).
    ChipOrSeatPassRecorded() {},
  },
};
