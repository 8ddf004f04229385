/**
 * A wrong bet corrected while its betting round is open (LNSE 123/13 II.96-97, II.99; FSNP
 * Art. 88, 93; Club Rule 49, 52). The official records the amount the bet should be; the ruling
 * follows the ruleset's `game.betCorrection`: a short bet is made up (those who called the short
 * amount are topped up, or owe the difference and may call or fold, never raise because of it);
 * a caller told a smaller count pays the amount announced (FSNP Art. 93(b)) or the correct amount
 * (Club Rule 49; LNSE II.99). Found after the round, the bet stands as pushed (LNSE II.97).
 */
import { accept, reject, type DecideContext } from '../../decider';
import { correctBet } from '../../../poker/hand';
import { chips } from '../../../poker/rule-refs';
import { autoSteps } from './flow';
import { bookOf, handAt, liveSeat, noHand, noHandYet, notPosted, type TableHand } from './state';
import { event, type Slice } from '../slice';
import { citationsFor, ruleset } from '../defaults';

function ruling(
  h: TableHand,
  seat: number,
  ruleRef: string,
  outcome: string,
  detail: string,
  ctx: DecideContext,
) {
  return event(
    'FloorRuling',
    {
      tableId: h.tableId,
      handNo: h.handNo,
      code: 'WRONG_BET',
      ruleRef,
      official: { id: ctx.actor.id, role: ctx.actor.role },
      outcome,
      seat,
      detail,
      at: ctx.now,
    },
    ruleRef,
  );
}

export const betCorrections: Slice = {
  commands: {
    CorrectBet: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const none = noHand(s, c.tableId, c.handNo);
        if (none) return none;
        const h = handAt(s, c.tableId)!;
        const no = notPosted(h, s.config.rulesetId);
        if (no) return no;
        const rules = ruleset(s.config.rulesetId).game.betCorrection;
        const short = rules.shortBetCallers;
        const cites = citationsFor(s.config.rulesetId);
        const live = liveSeat(h, c.seat, cites.notDealtIn, cites.handCompleted);
        if ('ok' in live) return live;
        const { i, p } = live;
        const e = h.engine!;
        if (!Number.isSafeInteger(c.amount) || c.amount < 0)
          return reject(
            'INVALID_AMOUNT',
            short.cite,
            `${c.amount} is not a whole number of chips.`,
          );
        if (c.street !== undefined && (!Number.isSafeInteger(c.street) || c.street > e.street))
          return reject(
            'ROUND_NOT_REACHED',
            short.cite,
            `Betting round ${c.street} has not been reached in hand ${h.handNo}: no bet there to correct.`,
          );
        // LNSE II.97: completed only if found before the betting round is complete.
        if (e.phase !== 'betting' || (c.street !== undefined && c.street !== e.street))
          return accept(
            ruling(
              h,
              c.seat,
              short.cite,
              'bet-stands',
              `The betting round of seat ${c.seat}'s bet is complete: the bet stands as it was pushed.`,
              ctx,
            ),
          );
        const pushed = p.bet;
        if (c.amount === pushed)
          return reject(
            'BET_ALREADY_RIGHT',
            short.cite,
            `Seat ${c.seat}'s bet in this round is already ${chips(pushed)}: nothing to correct.`,
          );
        const over = e.players.some((q, j) => j !== i && q.bet > pushed);
        // The bet he answered (below his own): a bet cannot stand below it.
        const faced = Math.max(
          0,
          ...e.players.map((q, j) => (j !== i && q.bet < pushed ? q.bet : 0)),
        );
        if (c.amount > pushed) {
          // All in already: what he put in stands, whatever count was given (FSNP Art. 93(a)).
          if (p.stack === 0)
            return accept(
              ruling(
                h,
                c.seat,
                rules.announcedCount.cite,
                'chips-put-in-stand',
                `Seat ${c.seat} has no chips behind: the ${chips(pushed)} he put in stand.`,
                ctx,
              ),
            );
        } else {
          const count = rules.announcedCount;
          if (c.amount < faced)
            return reject(
              'AMOUNT_BELOW_BET_FACED',
              count.cite,
              `Seat ${c.seat}'s bet cannot stand at ${chips(c.amount)}, below the ${chips(faced)} he faced.`,
            );
          if (count.value === 'correct-amount' || over)
            return accept(
              ruling(
                h,
                c.seat,
                count.cite,
                'correct-amount-stands',
                over
                  ? `A raise was made over seat ${c.seat}'s ${chips(pushed)}: the bet stands as pushed.`
                  : `A caller told ${chips(c.amount)} must still put in the correct amount: seat ${c.seat}'s ${chips(pushed)} stands.`,
                ctx,
              ),
            );
        }
        const ruleRef = c.amount > pushed ? short.cite : rules.announcedCount.cite;
        const r = correctBet(e, i, c.amount, short.value);
        if ('ok' in r) return { ok: false, rejection: r.rejection };
        const moves = r.moved
          .map((m, j) => ({ seat: h.seats[j], chips: m }))
          .filter((m) => m.chips !== 0);
        const corrected = event(
          'BetCorrected',
          {
            tableId: h.tableId,
            handNo: h.handNo,
            seat: c.seat,
            pushed,
            found: c.amount,
            stands: pushed + r.moved[i],
            outcome: c.amount > pushed ? 'completed' : 'reduced',
            callers: short.value,
            moves,
            owing: r.owing.map((j) => h.seats[j]),
            ruleRef,
            official: { id: ctx.actor.id, role: ctx.actor.role },
            at: ctx.now,
          },
          ruleRef,
        );
        // A dead or absent hand now due to act folds, as after any step.
        const flow = autoSteps(h, r.state, ctx.now, ctx.actor, s.config.rulesetId);
        return accept(corrected, ...flow.events);
      },
    },
  },
  events: {
    BetCorrected(s, d) {
      const h = bookOf(s).tables[d.tableId];
      if (!h || h.handNo !== d.handNo || !h.engine) return;
      const i = h.seats.indexOf(d.seat);
      const r = correctBet(h.engine, i, d.found, d.callers);
      if ('ok' in r) return;
      h.engine = r.state;
      for (const seat of d.owing) {
        const j = h.seats.indexOf(seat);
        if (j >= 0) h.onlyCall[j] = { scope: 'round', ruleRef: d.ruleRef };
      }
    },
  },
};
