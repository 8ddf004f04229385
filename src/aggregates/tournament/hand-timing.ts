/**
 * Calling time on a player (FSNP Art. 103; FSPR 7.1.7 note): after at least two minutes without
 * a decision, the player has one minute (FSPR: plus a ten-second countdown); then his hand is dead.
 * The floor may shorten the thinking time for a player who stalls (Art. 103(a)).
 */
import { accept, reject } from '../decider';
import { killEvents } from './hand-corrections';
import { bookOf, handAt, indexOfSeat, noHand, notPosted } from './hand-state';
import { event, type Slice } from './slice';

const SECOND = 1000;
/** Thinking time before time may be called, and the countdown, per ruleset (ms). */
const CLOCK_RULES: Record<string, { before: number; countdown: number; ruleRef: string }> = {
  fspr: { before: 120 * SECOND, countdown: 70 * SECOND, ruleRef: 'FSNP Art. 103; FSPR 7.1.7' },
  default: { before: 120 * SECOND, countdown: 60 * SECOND, ruleRef: 'FSNP Art. 103' },
};
const rulesFor = (rulesetId: string) => CLOCK_RULES[rulesetId] ?? CLOCK_RULES.default;
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

export const handTiming: Slice = {
  commands: {
    CallTime: {
      roles: ['dealer', 'floor', 'director'],
      decide(c, s, ctx) {
        const no = noHand(s, c.tableId, c.handNo) ?? notPosted(handAt(s, c.tableId)!);
        if (no) return no;
        const h = handAt(s, c.tableId)!;
        const r = rulesFor(s.config!.rulesetId);
        const i = indexOfSeat(h, c.seat);
        if (i < 0 || h.engine!.toAct !== i)
          return reject(
            'NOT_TO_ACT',
            r.ruleRef,
            `Time can only be called on the player to act; seat ${c.seat} is not.`,
          );
        if (h.timeCalled?.seat === c.seat)
          return reject(
            'TIME_ALREADY_CALLED',
            r.ruleRef,
            `Time is already running on seat ${c.seat}.`,
          );
        const waited = Date.parse(ctx.now) - Date.parse(h.lastEventAt);
        const shortened = ctx.actor.role === 'floor' || ctx.actor.role === 'director';
        if (waited < r.before && !shortened)
          return reject(
            'TOO_EARLY_FOR_TIME',
            r.ruleRef,
            `Seat ${c.seat} has had ${Math.floor(waited / SECOND)} seconds; time may be called after at least two minutes (or by the floor, Art. 103(a)).`,
          );
        return accept(
          event(
            'TimeCalled',
            {
              tableId: h.tableId,
              handNo: h.handNo,
              seat: c.seat,
              at: ctx.now,
              deadline: plus(ctx.now, r.countdown),
            },
            shortened && waited < r.before ? `${r.ruleRef}(a)` : r.ruleRef,
          ),
        );
      },
    },
    ExpireTime: {
      roles: ['dealer', 'floor', 'director'],
      decide(c, s, ctx) {
        const no = noHand(s, c.tableId, c.handNo);
        if (no) return no;
        const h = handAt(s, c.tableId)!;
        const r = rulesFor(s.config!.rulesetId);
        if (h.timeCalled?.seat !== c.seat)
          return reject('TIME_NOT_CALLED', r.ruleRef, `Time was not called on seat ${c.seat}.`);
        if (ctx.now < h.timeCalled.deadline)
          return reject(
            'TIME_NOT_UP',
            r.ruleRef,
            `Seat ${c.seat} has until ${h.timeCalled.deadline} to act.`,
          );
        return accept(...killEvents(s, h, indexOfSeat(h, c.seat), 'time-expired', r.ruleRef, ctx));
      },
    },
  },
  events: {
    TimeCalled(s, d) {
      const h = bookOf(s).tables[d.tableId];
      h.timeCalled = { seat: d.seat, deadline: d.deadline };
    },
  },
};
