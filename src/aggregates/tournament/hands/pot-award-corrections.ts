/**
 * A corrected pot award (Club Rule 22: "a correction is a new PotAwardCorrected event moving
 * chips; history is not edited"; LNSE 123/13 II.112: a wrong award may be corrected before the
 * next deal). The floor or director who upholds a dispute of the hand moves chips of one pot
 * between its seats; the moves add up to zero and are applied to the stacks.
 *
 * When it may be made: while the hand may still be disputed under the ruleset in force
 * (`game.disputeWindow`, the same test that refuses a late dispute), after a dispute of that
 * hand was heard, and only for the last hand awarded at the table.
 *
 * ASSUMPTION (the catalogs are silent on a correction that changes who is still in): a player
 * whose place is already recorded keeps it, so a correction that would give chips back to him
 * is refused; a player in the next hand, already being played, cannot be left without chips by
 * it. A player the correction leaves with no chips between hands is busted as after any hand:
 * the next deal at his table takes him out unless he buys back in (FSNP Art. 31(a)).
 */
import type {
  AwardedPot,
  HandPlannedData,
  PotAwardCorrectedData,
} from '../../../events/hand-events';
import { getRuleset } from '../../../rules/registry';
import { accept, reject } from '../../decider';
import { disputeTooLate } from './corrections';
import { bookOf, handAt } from './state';
import { event, type Slice } from '../slice';
import type { TournamentState, CreatedTournament } from '../state';
import { addToStack, setStatus } from '../state-ops';

/** The last award at a table, kept after the next hand starts: what a correction corrects. */
export interface LastAward {
  readonly handNo: number;
  readonly pots: readonly AwardedPot[];
  /** Seat → player id of the hand awarded. */
  readonly players: Readonly<Record<number, string>>;
  readonly stackAtStart: Readonly<Record<number, number>>;
}

declare module '../state' {
  interface TournamentFields {
    /** Per table: the last hand awarded, and whether a dispute of it was heard (Club Rule 22). */
    potAwards?: Record<string, LastAward & { disputed: boolean }>;
  }
}

const cite = (s: CreatedTournament) =>
  getRuleset(s.config.rulesetId)?.game.disputeWindow.cite ?? 'Club Rule 22';

/** The seat of the player in the table's hand in play, with its engine index, if dealt in. */
function inHandInPlay(s: TournamentState, tableId: string, handNo: number, playerId: string) {
  const h = handAt(s, tableId);
  if (!h || h.handNo === handNo || h.status === 'voided' || !s.tables[tableId]?.handInProgress)
    return null;
  const k = h.plan.dealtIn.findIndex((d) => d.playerId === playerId);
  return k >= 0 ? { h, k } : null;
}

export const potAwardCorrections: Slice = {
  commands: {
    CorrectPotAward: {
      roles: ['floor', 'director'],
      decide(c, s, ctx) {
        const ruleRef = cite(s);
        const t = s.tables[c.tableId];
        const award = s.potAwards?.[c.tableId];
        if (!t || !award || award.handNo !== c.handNo)
          return reject(
            'NO_AWARD_TO_CORRECT',
            ruleRef,
            `Hand ${c.handNo} is not the last hand whose pots were awarded at table ${c.tableId}: only that award can be corrected.`,
          );
        if (t.handNo === c.handNo && t.handInProgress)
          return reject(
            'HAND_NOT_COMPLETED',
            ruleRef,
            `Hand ${c.handNo} is not completed yet: complete it, then correct its award.`,
          );
        if (!award.disputed)
          return reject(
            'NO_DISPUTE_HEARD',
            ruleRef,
            `No dispute of hand ${c.handNo} has been heard: record the dispute first, then its ruling.`,
          );
        const late = disputeTooLate(s, c.tableId, c.handNo);
        if (late) return reject('DISPUTE_TIME_BARRED', ruleRef, late);
        if (!c.reason?.trim())
          return reject('REASON_REQUIRED', ruleRef, 'Say why the award is corrected.');
        const pot = Number.isInteger(c.pot) ? award.pots[c.pot] : undefined;
        if (!pot)
          return reject(
            'POT_NOT_FOUND',
            ruleRef,
            `Hand ${c.handNo} had ${award.pots.length} pot(s), numbered from 0 (the main pot).`,
          );
        const seats = c.moves.map((m) => m.seat);
        if (!c.moves.length || new Set(seats).size !== seats.length)
          return reject(
            'MOVES_INVALID',
            ruleRef,
            'Name each seat once, with the chips taken from it (negative) or given to it (positive).',
          );
        for (const m of c.moves) {
          if (!Number.isSafeInteger(m.chips) || m.chips === 0)
            return reject(
              'MOVES_INVALID',
              ruleRef,
              `Seat ${m.seat}: chips move in whole numbers other than 0.`,
            );
          if (!(m.seat in award.players))
            return reject(
              'NOT_DEALT_IN',
              ruleRef,
              `Seat ${m.seat} was not dealt into hand ${c.handNo}.`,
            );
          const won = pot.shares.find((x) => x.seat === m.seat)?.chips ?? 0;
          if (m.chips < 0 && -m.chips > won)
            return reject(
              'MORE_THAN_AWARDED',
              ruleRef,
              `Seat ${m.seat} was awarded ${won} chips of this pot: no more can be taken back from it.`,
            );
          if (m.chips > 0 && !pot.eligibleSeats.includes(m.seat))
            return reject(
              'NOT_ELIGIBLE',
              ruleRef,
              `Seat ${m.seat} had no share in this pot (it did not put chips into it): it cannot be awarded any of it.`,
            );
        }
        if (c.moves.reduce((a, m) => a + m.chips, 0) !== 0)
          return reject(
            'MOVES_NOT_BALANCED',
            ruleRef,
            'The chips taken and given must add up to zero: a correction moves chips, it creates none.',
          );
        for (const m of c.moves) {
          const pid = award.players[m.seat];
          const e = s.entrants[pid];
          const place = s.hands?.places[pid];
          const live = inHandInPlay(s, c.tableId, c.handNo, pid);
          const now = live
            ? (live.h.engine?.players[live.k].stack ?? live.h.plan.dealtIn[live.k].stack)
            : (e?.stack ?? 0);
          if (m.chips > 0 && (place || e?.status === 'eliminated'))
            return reject(
              'PLACE_ALREADY_RECORDED',
              ruleRef,
              `${pid} is out of the tournament${place ? ` in place ${place.place}` : ''}: his place stands, and a correction cannot bring him back into play.`,
            );
          if (now + m.chips < 0)
            return reject(
              'CHIPS_NOT_THERE',
              ruleRef,
              `Seat ${m.seat} (${pid}) has ${now} chips behind: ${-m.chips} cannot be taken from him.`,
            );
          if (live && now + m.chips === 0)
            return reject(
              'WOULD_BUST_IN_PLAY',
              ruleRef,
              `${pid} is playing hand ${live.h.handNo}: the correction would leave him no chips behind in a hand under way. Rule on it once that hand is over, if the ruleset still allows.`,
            );
        }
        const data: PotAwardCorrectedData = {
          tableId: c.tableId,
          handNo: c.handNo,
          pot: c.pot,
          moves: c.moves.map((m) => ({
            seat: m.seat,
            playerId: award.players[m.seat],
            chips: m.chips,
          })),
          reason: c.reason.trim(),
          official: { id: ctx.actor.id, role: ctx.actor.role },
          ruleRef,
          at: ctx.now,
        };
        return accept(event('PotAwardCorrected', data, ruleRef));
      },
    },
  },
  events: {
    PotsAwarded(s, d) {
      const h = handAt(s, d.tableId);
      if (!h) return;
      const players: Record<number, string> = {};
      const stackAtStart: Record<number, number> = {};
      for (const x of h.plan.dealtIn)
        if (x.playerId) {
          players[x.seat] = x.playerId;
          stackAtStart[x.seat] = x.stack;
        }
      (s.potAwards ??= {})[d.tableId] = {
        handNo: d.handNo,
        pots: d.pots.map((p) => ({ ...p })),
        players,
        stackAtStart,
        disputed: false,
      };
    },
    FloorRuling(s, d) {
      const a = s.potAwards?.[d.tableId];
      if (a && a.handNo === d.handNo && d.code === 'HAND_DISPUTED') a.disputed = true;
    },
    PotAwardCorrected(s, d) {
      const book = bookOf(s);
      for (const m of d.moves) {
        const e = s.entrants[m.playerId];
        if (!e) continue;
        const live = inHandInPlay(s, d.tableId, d.handNo, m.playerId);
        if (live) {
          // Into the hand under way: his stack at its start and behind both change.
          const { h, k } = live;
          // The plan is the HandPlanned fact: replaced, never written through.
          (h as { plan: HandPlannedData }).plan = {
            ...h.plan,
            dealtIn: h.plan.dealtIn.map((x, i) =>
              i === k ? { ...x, stack: x.stack + m.chips } : x,
            ),
          };
          if (h.engine)
            h.engine = {
              ...h.engine,
              players: h.engine.players.map((p, i) =>
                i === k ? { ...p, stack: p.stack + m.chips } : p,
              ),
            };
        }
        const was = e.stack;
        addToStack(e, m.chips);
        if (was === 0 && e.stack > 0 && e.status === 'busted') {
          // The award that busted him was wrong: he is still in, not waiting to buy back in.
          setStatus(s, e, 'seated');
          delete book.busts[m.playerId];
        } else if (e.stack === 0 && e.status === 'seated') {
          // Busted by the corrected award: out at the next deal unless he buys back in (Art. 31(a)).
          setStatus(s, e, 'busted');
          e.bustedAfterHand = d.handNo;
          const seat = d.moves.find((x) => x.playerId === m.playerId)!.seat;
          book.busts[m.playerId] = {
            tableId: d.tableId,
            handNo: d.handNo,
            stackAtStart: s.potAwards?.[d.tableId]?.stackAtStart[seat] ?? 0,
            eliminatedBy: d.moves.filter((x) => x.chips > 0).map((x) => x.playerId),
          };
        }
      }
      const a = s.potAwards?.[d.tableId];
      if (a && a.handNo === d.handNo) a.disputed = false;
    },
  },
};
