/**
 * What follows an accepted step without anyone deciding it: an absent or dead hand folds when its
 * turn comes (FSNP Art. 59, 101; FSPR 6.4.3-6.4.4), and an action held out of turn is applied or
 * ruled on when the turn reaches its player (FSNP Art. 96, 99-100; LNSE II.91-93). The system
 * emits these as events so the record shows every fold and ruling.
 */
import type { RecordedAction } from '../../../events/hand-events';
import type { TournamentEvent } from '../../../events/tournament-events';
import { applyAction } from '../../../poker/hand';
import type { HandState } from '../../../poker/hand-types';
import { outOfTurnRuling, type OutOfTurnAction } from '../../../poker/out-of-turn';
import type { Actor } from '../../../events/envelope';
import { engineAction, type TableHand } from './state';
import { event } from '../slice';
import { prematureCallRule } from './reading';
import { getRuleset } from '../../../rules/registry';
import { citationsFor } from '../defaults';

/** The out-of-turn parameters of the tournament's ruleset (FSNP's for an unknown id). */
const rulesFor = (rulesetId: string) =>
  (getRuleset(rulesetId) ?? getRuleset('fsnp')).game.outOfTurn;

const HELD_OUTCOME_ACTION: Record<string, RecordedAction | 'as-held' | null> = {
  binding: 'as-held',
  'reduced-to-check': 'check',
  'reduced-to-call': 'call',
  'must-call': 'call',
  'call-or-fold': null,
  'options-restored': null,
};

function heldKind(a: RecordedAction, amount: number, e: HandState, i: number): OutOfTurnAction {
  if (a === 'bet' || a === 'raise') return { kind: 'raise', to: amount };
  if (a === 'all-in') {
    const to = e.players[i].bet + e.players[i].stack;
    return to > e.high ? { kind: 'raise', to } : { kind: 'call' };
  }
  // A bring-in held out of turn is the forced bet he owes, as a call of it would be.
  return { kind: a === 'bring-in' ? 'call' : a };
}

export interface Flow {
  readonly events: TournamentEvent[];
  readonly engine: HandState;
}

/** Runs the automatic steps from `engine` on; `dead` may differ from h.dead within one decision. */
export function autoSteps(
  h: TableHand,
  engine: HandState,
  now: string,
  official: Actor,
  rulesetId: string,
  dead: readonly boolean[] = h.dead,
): Flow {
  const events: TournamentEvent[] = [];
  const base = { tableId: h.tableId, handNo: h.handNo };
  let e = engine;
  const held = [...h.held];
  for (let guard = 0; guard < 4 * e.players.length && e.phase === 'betting'; guard++) {
    const i = e.toAct;
    if (i < 0) break;
    if (dead[i]) {
      // Stud: an absent or dead hand due to bring it in posts the bring-in, a forced bet taken
      // from his stack as the antes and blinds of an absent player are (FSNP Art. 59), and
      // folds at his next turn.
      const bringIn = e.bringInDue === true;
      const r = applyAction(
        e,
        bringIn ? { type: 'bringIn', player: i } : { type: 'fold', player: i },
      );
      if (!r.ok) break;
      events.push(
        event(
          'ActionRecorded',
          {
            ...base,
            seat: h.seats[i],
            action: bringIn ? 'bring-in' : 'fold',
            amount: bringIn ? r.state.players[i].bet : 0,
            at: now,
            auto: h.absent[i] ? 'absent' : 'dead-hand',
          },
          citationsFor(rulesetId).autoFold,
        ),
      );
      e = r.state;
      continue;
    }
    const hold = held[i];
    if (!hold) break;
    held[i] = null;
    const kind = heldKind(hold.action, hold.amount, hold.at, i);
    // Club Rule 59: a call said before the bettor named his amount binds him to that amount.
    const bound = hold.premature && prematureCallRule(rulesetId).value === 'bound-to-amount';
    const ruling = bound
      ? {
          outcome: 'binding' as const,
          ruleRef: prematureCallRule(rulesetId).cite,
          raiseBarredThisRound: false,
        }
      : outOfTurnRuling(hold.at, e, i, kind, hold.manner, rulesFor(rulesetId));
    const mapped = HELD_OUTCOME_ACTION[ruling.outcome];
    if (mapped) {
      const action = mapped === 'as-held' ? hold.action : mapped;
      const r = applyAction(e, engineActionFor(h, e, i, action, hold.amount));
      if (r.ok) {
        events.push(
          event(
            'ActionRecorded',
            {
              ...base,
              seat: h.seats[i],
              action,
              amount: amountOf(e, i, action, hold.amount),
              at: now,
              outOfTurn: { outcome: ruling.outcome, ruleRef: ruling.ruleRef },
            },
            ruling.ruleRef,
          ),
        );
        e = r.state;
        continue;
      }
    }
    events.push(
      event(
        'FloorRuling',
        {
          ...base,
          code: 'OUT_OF_TURN',
          ruleRef: ruling.ruleRef,
          official: { id: official.id, role: official.role },
          outcome: ruling.outcome,
          seat: h.seats[i],
          detail: ruling.raiseBarredThisRound
            ? `Seat ${h.seats[i]} acted out of turn and the action changed: he may call or fold only.`
            : `Seat ${h.seats[i]} acted out of turn and the action changed: every option is open again and his chips go back.`,
          at: now,
        },
        ruling.ruleRef,
      ),
    );
    break;
  }
  return { events, engine: e };
}

/** The engine step for an action recorded against engine state `e` (not necessarily h.engine). */
export function engineActionFor(
  h: TableHand,
  e: HandState,
  i: number,
  a: RecordedAction,
  amount: number,
) {
  return engineAction({ ...h, engine: e }, i, a, amount);
}

/** The amount an ActionRecorded carries: chips put in for a call, the round total otherwise. */
export function amountOf(e: HandState, i: number, a: RecordedAction, amount: number): number {
  const p = e.players[i];
  if (a === 'call') return Math.min(Math.max(0, e.high - p.bet), p.stack);
  if (a === 'all-in') return p.bet + p.stack;
  if (a === 'bring-in') return Math.min(e.config.bringIn ?? 0, p.stack);
  if (a === 'bet' || a === 'raise') return amount;
  return 0;
}
