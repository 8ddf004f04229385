/**
 * Calling time on a player, from the ruleset's `game.timeCall` parameter: the wait before time
 * may be called (FSNP Art. 103: two minutes, the floor may shorten it, 103(a)), the allowance
 * (FSNP 60 s; LNSE 123/13 II.68 30 s; Club Rule 29 25 s; FSPR 7.1.7 note 60 s), the countdown
 * after it (Club 5 s; FSPR 10 s) and what happens when it ends: the hand is dead, folded, or
 * (Club Rule 29) checked when he faces no bet. The server's time-call process
 * (src/commands/time-call-runner.ts) sends StartTimeCountdown and ExpireTime at those instants.
 */
import { applyAction } from '../../../poker/hand';
import { getRuleset } from '../../../rules/registry';
import { accept, reject } from '../../decider';
import { autoSteps } from './flow';
import { killEvents } from './corrections';
import { bookOf, handAt, indexOfSeat, noHand, noHandYet, notPosted } from './state';
import { event, type Slice } from '../slice';
import type { CreatedTournament } from '../state';

const SECOND = 1000;
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
/** The tournament's time-call parameter (FSNP's for an unknown ruleset id). */
export const timeCallOf = (s: CreatedTournament) =>
  (getRuleset(s.config.rulesetId) ?? getRuleset('fsnp')).game.timeCall;

export const handTiming: Slice = {
  commands: {
    CallTime: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const no =
          noHand(s, c.tableId, c.handNo) ?? notPosted(handAt(s, c.tableId)!, s.config.rulesetId);
        if (no) return no;
        const h = handAt(s, c.tableId)!;
        const { value: r, cite } = timeCallOf(s);
        const i = indexOfSeat(h, c.seat);
        if (i < 0 || h.engine!.toAct !== i)
          return reject(
            'NOT_TO_ACT',
            cite,
            `Time can only be called on the player to act; seat ${c.seat} is not.`,
          );
        if (h.timeCalled?.seat === c.seat)
          return reject('TIME_ALREADY_CALLED', cite, `Time is already running on seat ${c.seat}.`);
        const waited = Date.parse(ctx.now) - Date.parse(h.lastEventAt);
        const shortened = ctx.actor.role === 'floor' || ctx.actor.role === 'director';
        const early = r.minWaitSeconds !== null && waited < r.minWaitSeconds * SECOND;
        if (early && !shortened)
          return reject(
            'TOO_EARLY_FOR_TIME',
            cite,
            `Seat ${c.seat} has had ${Math.floor(waited / SECOND)} seconds; time may be called after at least ${r.minWaitSeconds} seconds (or by the floor, ${cite}(a)).`,
          );
        const countdownAt = plus(ctx.now, r.actSeconds * SECOND);
        return accept(
          event(
            'TimeCalled',
            {
              tableId: h.tableId,
              handNo: h.handNo,
              seat: c.seat,
              at: ctx.now,
              deadline: plus(countdownAt, r.countdownSeconds * SECOND),
              ...(r.countdownSeconds > 0 ? { countdownAt } : {}),
            },
            // FSNP Art. 103(a): the floor may shorten the wait before time is called.
            early ? `${cite}(a)` : cite,
          ),
        );
      },
    },
    StartTimeCountdown: {
      roles: ['dealer', 'floor', 'director', 'system'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const no = noHand(s, c.tableId, c.handNo);
        if (no) return no;
        const h = handAt(s, c.tableId)!;
        const { cite } = timeCallOf(s);
        const t = h.timeCalled;
        if (t?.seat !== c.seat)
          return reject('TIME_NOT_CALLED', cite, `Time was not called on seat ${c.seat}.`);
        if (!t.countdownAt || t.countingDown)
          return reject(
            'NO_COUNTDOWN_DUE',
            cite,
            t.countingDown
              ? `The countdown on seat ${c.seat} is already running.`
              : 'This ruleset has no countdown after the allowance.',
          );
        if (ctx.now < t.countdownAt)
          return reject(
            'TIME_NOT_UP',
            cite,
            `Seat ${c.seat} has until ${t.countdownAt} before the countdown.`,
          );
        return accept(
          event(
            'TimeCountdownStarted',
            {
              tableId: h.tableId,
              handNo: h.handNo,
              seat: c.seat,
              at: ctx.now,
              deadline: t.deadline,
            },
            cite,
          ),
        );
      },
    },
    ExpireTime: {
      roles: ['dealer', 'floor', 'director', 'system'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const no = noHand(s, c.tableId, c.handNo);
        if (no) return no;
        const h = handAt(s, c.tableId)!;
        const { value: r, cite } = timeCallOf(s);
        if (h.timeCalled?.seat !== c.seat)
          return reject('TIME_NOT_CALLED', cite, `Time was not called on seat ${c.seat}.`);
        if (ctx.now < h.timeCalled.deadline)
          return reject(
            'TIME_NOT_UP',
            cite,
            `Seat ${c.seat} has until ${h.timeCalled.deadline} to act.`,
          );
        const i = indexOfSeat(h, c.seat);
        const e = h.engine!;
        // Club Rule 29: facing no bet, the player is deemed to have checked.
        if (r.onExpiry === 'check-or-dead' && e.toAct === i && e.high - e.players[i].bet <= 0) {
          const step = applyAction(e, { type: 'check', player: i });
          if (step.ok) {
            const flow = autoSteps(h, step.state, ctx.now, ctx.actor, s.config.rulesetId);
            return accept(
              event(
                'ActionRecorded',
                {
                  tableId: h.tableId,
                  handNo: h.handNo,
                  seat: c.seat,
                  action: 'check',
                  amount: 0,
                  at: ctx.now,
                  auto: 'time-expired',
                },
                cite,
              ),
              ...flow.events,
            );
          }
        }
        return accept(...killEvents(s, h, i, 'time-expired', cite, ctx));
      },
    },
  },
  events: {
    TimeCalled(s, d) {
      const h = bookOf(s).tables[d.tableId];
      h.timeCalled = {
        seat: d.seat,
        deadline: d.deadline,
        ...(d.countdownAt ? { countdownAt: d.countdownAt } : {}),
      };
    },
    TimeCountdownStarted(s, d) {
      const h = bookOf(s).tables[d.tableId];
      if (h.timeCalled?.seat === d.seat) h.timeCalled = { ...h.timeCalled, countingDown: true };
    },
  },
};
