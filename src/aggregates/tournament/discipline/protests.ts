/**
 * Protests (FSPR 7.3.1-7.3.4; DECISION-14): filed by the sanctioned participant through the
 * chief judge before the competition ends (a later one is refused and the refusal recorded),
 * forwarded with the competition protocol, received by the federation, decided within 30 days
 * of receipt (a late decision is accepted and flagged). The decision is final; an annulled
 * sanction stops counting as an offence (DECISION-13).
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import {
  checkProtestFiling,
  checkSanction,
  getRuleset,
  isDecisionLate,
  missedHands,
  protestDecisionDueBy,
} from '../../../rules';
import { accept, reject, type Decision } from '../../decider';
import { disciplineOf, disciplineView, type ProtestRecord } from './state';
import { event, type Slice } from '../slice';
import type { TournamentState, CreatedTournament } from '../state';

type No = Decision<never> | null;

const officialOf = (a: { id: string; role: string }) => ({ id: a.id, role: a.role });
const dateOf = (iso: string): string => iso.slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function protestOf(s: TournamentState, protestId: string): ProtestRecord | Decision<never> {
  return (
    disciplineView(s).protests[protestId] ??
    reject('PROTEST_NOT_FOUND', 'FSPR 7.3.1', `There is no protest ${protestId} on record.`)
  );
}
const isRecord = (x: ProtestRecord | Decision<never>): x is ProtestRecord => 'protestId' in x;

const FINAL: No = reject(
  'PROTEST_DECISION_FINAL',
  'FSPR 7.3.4',
  "The federation's decision on this protest is final: it cannot be reopened or decided again.",
);

function protestAvailable(s: CreatedTournament): No {
  const ruleset = getRuleset(s.config.rulesetId as never);
  const p = checkProtestFiling(ruleset, '1970-01-01T00:00:00.000Z', null);
  return p ? reject(p.code, p.ruleRef, p.message) : null;
}

export const protestsSlice: Slice = {
  commands: {
    FileProtest: {
      // FSPR 7.3.1: through the chief judge; filing straight with the federation is not possible.
      roles: ['director'],
      decide(c, s, ctx): Decision<TournamentEvent> {
        const no = protestAvailable(s);
        if (no) return no;
        const d = disciplineView(s);
        const sanctionId = c.sanctionId ?? null;
        const rulingId = c.rulingId ?? null;
        if ((sanctionId === null) === (rulingId === null))
          return reject(
            'PROTEST_SUBJECT_REQUIRED',
            'FSPR 7.3.1; DECISION-14',
            'A protest is against one sanction or one ruling: name exactly one.',
          );
        const sanction = sanctionId ? d.sanctions[sanctionId] : undefined;
        const ruling = rulingId ? d.rulings[rulingId] : undefined;
        if (!sanction && !ruling)
          return reject(
            'PROTEST_SUBJECT_NOT_FOUND',
            'FSPR 7.3.1',
            `There is no ${sanctionId ? `sanction ${sanctionId}` : `ruling ${rulingId}`} on record.`,
          );
        const concerned = sanction ? [sanction.playerId] : ruling!.playerIds;
        if (!concerned.includes(c.filerId))
          return reject(
            'PROTEST_NOT_BY_SANCTIONED_PARTICIPANT',
            'FSPR 7.3.1; DECISION-14',
            `Only the participant the ${sanction ? 'sanction' : 'ruling'} concerns may protest it; ${c.filerId} is not.`,
          );
        if (sanction?.kind === 'disqualification-season')
          return reject(
            'FEDERATION_DECISION_FINAL',
            'FSPR 7.2.3; 7.3.4',
            'A season disqualification is a decision of the federation itself, and it is final.',
          );
        // LNSE 123/13 III.2 ¶7; Club Rule 1: where the ruleset makes them final, the director's
        // own penalties are not protested (DECISION-14 and FSPR 7.3.1 leave them open to protest).
        const final = getRuleset(s.config.rulesetId as never).discipline.directorPenaltiesFinal;
        if (sanction?.official.role === 'director' && final.value)
          return reject(
            'DIRECTOR_PENALTY_FINAL',
            final.cite,
            'A penalty the tournament director imposed is final under these rules: it cannot be protested.',
          );
        if (sanction?.annulled)
          return reject(
            'SANCTION_ANNULLED',
            'FSPR 7.3.4',
            `Sanction ${sanction.sanctionId} was already annulled.`,
          );
        for (const [what, text] of [
          ['The reason', c.reason],
          ['The written protest', c.document],
        ] as const)
          if (!text || !text.trim())
            return reject(
              'PROTEST_INCOMPLETE',
              'FSPR 7.3.1',
              `${what} is required: a protest is a written statement of reasons.`,
            );
        const open = Object.values(d.protests).find(
          (p) =>
            p.status !== 'refused' &&
            ((sanctionId && p.sanctionId === sanctionId) || (rulingId && p.rulingId === rulingId)),
        );
        if (open)
          return reject(
            'PROTEST_ALREADY_FILED',
            'FSPR 7.3.1',
            `Protest ${open.protestId} against it is already on record.`,
          );
        const protestId = `P-${Object.keys(d.protests).length + 1}`;
        const ruleset = getRuleset(s.config.rulesetId as never);
        const late = checkProtestFiling(ruleset, ctx.now, d.competitionEndedAt);
        if (late)
          // FSPR 7.3.2: not accepted, but the refusal is on record for the federation.
          return accept(
            event(
              'ProtestRefused',
              {
                protestId,
                filerId: c.filerId,
                sanctionId,
                rulingId,
                code: late.code,
                ruleRef: late.ruleRef,
                reason: late.message,
                filedAt: ctx.now,
                competitionEndedAt: d.competitionEndedAt,
                receivedBy: officialOf(ctx.actor),
              },
              late.ruleRef,
            ),
          );
        return accept(
          event(
            'ProtestFiled',
            {
              protestId,
              filerId: c.filerId,
              sanctionId,
              rulingId,
              reason: c.reason.trim(),
              document: c.document.trim(),
              receivedBy: officialOf(ctx.actor),
              filedAt: ctx.now,
            },
            'FSPR 7.3.1-7.3.2; DECISION-14',
          ),
        );
      },
    },
    ForwardProtest: {
      roles: ['director'],
      decide(c, s, ctx) {
        const p = protestOf(s, c.protestId);
        if (!isRecord(p)) return p;
        if (p.status !== 'lodged')
          return reject(
            'PROTEST_NOT_LODGED',
            'FSPR 7.3.3',
            `Protest ${p.protestId} is ${p.status}; only a lodged protest is forwarded.`,
          );
        if (!c.protocolRef || !c.protocolRef.trim())
          return reject(
            'PROTOCOL_REF_REQUIRED',
            'FSPR 7.3.3',
            'The protest goes to the federation with the competition protocol: give its reference.',
          );
        return accept(
          event(
            'ProtestForwarded',
            {
              protestId: p.protestId,
              protocolRef: c.protocolRef.trim(),
              official: officialOf(ctx.actor),
              forwardedAt: ctx.now,
            },
            'FSPR 7.3.3',
          ),
        );
      },
    },
    ReceiveProtest: {
      roles: ['federation'],
      decide(c, s, ctx) {
        const p = protestOf(s, c.protestId);
        if (!isRecord(p)) return p;
        if (p.status !== 'forwarded')
          return reject(
            'PROTEST_NOT_FORWARDED',
            'FSPR 7.3.3-7.3.4',
            `Protest ${p.protestId} is ${p.status}; the federation receives it once the chief judge forwards it.`,
          );
        if (
          !DATE.test(c.receivedOn) ||
          c.receivedOn < dateOf(p.forwardedAt!) ||
          c.receivedOn > dateOf(ctx.now)
        )
          return reject(
            'RECEIPT_DATE_INVALID',
            'FSPR 7.3.4',
            `The receipt date must be a date from the forwarding (${dateOf(p.forwardedAt!)}) to today.`,
          );
        const ruleset = getRuleset(s.config.rulesetId as never);
        return accept(
          event(
            'ProtestReceived',
            {
              protestId: p.protestId,
              receivedOn: c.receivedOn,
              decisionDueBy: protestDecisionDueBy(ruleset, c.receivedOn)!,
              official: officialOf(ctx.actor),
              at: ctx.now,
            },
            'FSPR 7.3.4; DECISION-14',
          ),
        );
      },
    },
    DecideProtest: {
      roles: ['federation'],
      decide(c, s, ctx) {
        const p = protestOf(s, c.protestId);
        if (!isRecord(p)) return p;
        if (p.status === 'decided' || p.status === 'notified') return FINAL!;
        if (p.status !== 'under-review')
          return reject(
            'PROTEST_NOT_RECEIVED',
            'FSPR 7.3.4',
            `Protest ${p.protestId} is ${p.status}; the federation decides only a protest it has received.`,
          );
        if (!c.reasoning || !c.reasoning.trim())
          return reject('REASONING_REQUIRED', 'FSPR 7.3.4', 'The decision states its reasons.');
        const decidedOn = c.decidedOn ?? dateOf(ctx.now);
        if (!DATE.test(decidedOn) || decidedOn < p.receivedOn! || decidedOn > dateOf(ctx.now))
          return reject(
            'DECISION_DATE_INVALID',
            'FSPR 7.3.4',
            `The decision date must be a date from the receipt (${p.receivedOn}) to today.`,
          );
        const d = disciplineView(s);
        const sanction = p.sanctionId ? d.sanctions[p.sanctionId] : undefined;
        if (c.outcome !== 'dismissed' && !sanction)
          return reject(
            'NO_SANCTION_TO_CHANGE',
            'FSPR 7.3.4',
            'This protest is against a ruling: the decision can only be recorded, not change a sanction.',
          );
        const ruleset = getRuleset(s.config.rulesetId as never);
        const decidedLate = isDecisionLate(ruleset, p.receivedOn!, decidedOn);
        const out: TournamentEvent[] = [
          event(
            'ProtestDecided',
            {
              protestId: p.protestId,
              outcome: c.outcome,
              reasoning: c.reasoning.trim(),
              decidedOn,
              decisionDueBy: p.decisionDueBy!,
              decidedLate,
              official: officialOf(ctx.actor),
              at: ctx.now,
            },
            decidedLate ? 'FSPR 7.3.4; DECISION-14 (decided late)' : 'FSPR 7.3.4; DECISION-14',
          ),
        ];
        if (sanction && c.outcome === 'annulled')
          out.push(
            event(
              'SanctionAnnulled',
              {
                sanctionId: sanction.sanctionId,
                violationId: sanction.violationId,
                playerId: sanction.playerId,
                protestId: p.protestId,
                at: ctx.now,
              },
              'FSPR 7.3.4; DECISION-13',
            ),
          );
        if (sanction && c.outcome === 'modified') {
          const m = c.modifiedTo;
          if (!m)
            return reject(
              'MODIFIED_SANCTION_REQUIRED',
              'FSPR 7.3.4',
              'A modified sanction needs the sanction that replaces it.',
            );
          const v = d.violations[sanction.violationId];
          const problem = checkSanction({
            ruleset: ruleset.id,
            clause: v.clause,
            offence: v.offenceNumber,
            sanction: { kind: m.kind, rounds: m.rounds },
            role: sanction.official.role as never,
            protocolEntry: v.protocolEntryNo !== null,
          });
          if (problem) return reject(problem.code, problem.ruleRef, problem.message);
          const total = missedHands(
            { kind: m.kind, rounds: m.rounds },
            sanction.playersAtTable ?? 0,
          );
          out.push(
            event(
              'SanctionModified',
              {
                sanctionId: sanction.sanctionId,
                violationId: sanction.violationId,
                playerId: sanction.playerId,
                protestId: p.protestId,
                kind: m.kind,
                rounds: m.kind === 'missed-rounds' ? (m.rounds ?? null) : null,
                hands: Math.max(0, total - sanction.served),
                at: ctx.now,
              },
              'FSPR 7.3.4',
            ),
          );
        }
        return accept(...out);
      },
    },
    NotifyProtestDecision: {
      roles: ['federation'],
      decide(c, s, ctx) {
        const p = protestOf(s, c.protestId);
        if (!isRecord(p)) return p;
        if (p.status === 'notified')
          return reject(
            'ALREADY_NOTIFIED',
            'FSPR 7.3.4',
            `The filer of protest ${p.protestId} was already informed of the decision.`,
          );
        if (p.status !== 'decided')
          return reject(
            'PROTEST_NOT_DECIDED',
            'FSPR 7.3.4',
            `Protest ${p.protestId} is ${p.status}; the filer is informed once it is decided.`,
          );
        const notifiedOn = c.notifiedOn ?? dateOf(ctx.now);
        if (!DATE.test(notifiedOn) || notifiedOn < p.decidedOn! || notifiedOn > dateOf(ctx.now))
          return reject(
            'NOTIFICATION_DATE_INVALID',
            'FSPR 7.3.4',
            `The notification date must be a date from the decision (${p.decidedOn}) to today.`,
          );
        if (!c.channel || !c.channel.trim())
          return reject('CHANNEL_REQUIRED', 'FSPR 7.3.4', 'Say how the filer was informed.');
        return accept(
          event(
            'ProtestDecisionNotified',
            {
              protestId: p.protestId,
              recipientId: p.filerId,
              channel: c.channel.trim(),
              notifiedOn,
              official: officialOf(ctx.actor),
              at: ctx.now,
            },
            'FSPR 7.3.4',
          ),
        );
      },
    },
  },
  events: {
    ProtestFiled(s, d) {
      disciplineOf(s).protests[d.protestId] = {
        protestId: d.protestId,
        filerId: d.filerId,
        sanctionId: d.sanctionId,
        rulingId: d.rulingId,
        status: 'lodged',
        forwardedAt: null,
        receivedOn: null,
        decisionDueBy: null,
        decidedOn: null,
      };
    },
    ProtestRefused(s, d) {
      disciplineOf(s).protests[d.protestId] = {
        protestId: d.protestId,
        filerId: d.filerId,
        sanctionId: d.sanctionId,
        rulingId: d.rulingId,
        status: 'refused',
        forwardedAt: null,
        receivedOn: null,
        decisionDueBy: null,
        decidedOn: null,
      };
    },
    ProtestForwarded(s, d) {
      const p = disciplineOf(s).protests[d.protestId];
      p.status = 'forwarded';
      p.forwardedAt = d.forwardedAt;
    },
    ProtestReceived(s, d) {
      const p = disciplineOf(s).protests[d.protestId];
      p.status = 'under-review';
      p.receivedOn = d.receivedOn;
      p.decisionDueBy = d.decisionDueBy;
    },
    ProtestDecided(s, d) {
      const p = disciplineOf(s).protests[d.protestId];
      p.status = 'decided';
      p.decidedOn = d.decidedOn;
    },
    ProtestDecisionNotified(s, d) {
      disciplineOf(s).protests[d.protestId].status = 'notified';
    },
    SanctionAnnulled(s, d) {
      const ds = disciplineOf(s);
      const x = ds.sanctions[d.sanctionId];
      if (x) x.annulled = true;
      // DECISION-13: the violation behind an annulled sanction no longer counts as an offence.
      const v = ds.violations[d.violationId];
      if (v) v.annulled = true;
    },
    SanctionModified(s, d) {
      const x = disciplineOf(s).sanctions[d.sanctionId];
      if (!x) return;
      x.kind = d.kind;
      x.rounds = d.rounds;
      x.hands = x.served + d.hands;
    },
  },
};
