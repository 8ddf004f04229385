/**
 * Rulings on hand situations and their appeal within the room (LNSE 123/13 II rulings, III.3;
 * FSNP Art. 3; Club Rule 1), and collusion reviews (FSNP Art. 22; FSPR 7.1.4): the suspects'
 * cards held at a participant's request, the review, and its outcome.
 */
import { getRuleset } from '../../../rules';
import { accept, reject, type Decision } from '../../decider';
import { disciplineOf, disciplineView } from './state';
import { citationsFor } from '../defaults';
import { event, type Slice } from '../slice';
import type { CreatedTournament } from '../state';

type No = Decision<never> | null;
const officialOf = (a: { id: string; role: string }) => ({ id: a.id, role: a.role });

function required(fields: readonly (readonly [string, string | undefined])[], ruleRef: string): No {
  for (const [what, text] of fields)
    if (!text || !text.trim()) return reject('RULING_INCOMPLETE', ruleRef, `${what} is required.`);
  return null;
}

/** The ruleset's own article on rulings and their appeal (LNSE 123/13 III.3 under LNSE). */
const rulingCite = (s: CreatedTournament): string =>
  getRuleset(s.config.rulesetId as never).discipline.rulingAppeal.cite;

function knownHand(
  s: CreatedTournament,
  tableId: string | null,
  handNo: number | null,
  cite = rulingCite(s),
): No {
  if (tableId === null)
    return handNo === null
      ? null
      : reject('TABLE_REQUIRED', cite, 'A hand is named with its table.');
  if (!s.tables[tableId]) return reject('TABLE_NOT_FOUND', cite, `There is no table ${tableId}.`);
  if (handNo !== null && (handNo < 1 || handNo > s.tables[tableId].handNo))
    return reject('HAND_NOT_FOUND', cite, `Hand ${handNo} was not dealt at table ${tableId}.`);
  return null;
}

/** Who hears an appeal in the room: the director above the floor (LNSE III.3). */
const APPEAL_ABOVE: Readonly<Record<string, string>> = { floor: 'director', dealer: 'floor' };

export const rulingsSlice: Slice = {
  commands: {
    RecordRuling: {
      roles: ['floor', 'director'],
      decide(c, s, ctx) {
        const no =
          required(
            [
              ['The question', c.question],
              ['The facts', c.facts?.statement],
              ['The rule applied', c.ruleApplied],
              ['The decision', c.decision],
            ],
            rulingCite(s),
          ) ?? knownHand(s, c.facts.tableId ?? null, c.facts.handNo ?? null);
        if (no) return no;
        const stranger = c.playerIds.find((p) => !s.players[p]);
        if (stranger)
          return reject(
            'PLAYER_NOT_REGISTERED',
            rulingCite(s),
            `${stranger} is not a participant of this competition.`,
          );
        return accept(
          event(
            'RulingRecorded',
            {
              rulingId: `R-${Object.keys(disciplineView(s).rulings).length + 1}`,
              question: c.question.trim(),
              facts: {
                tableId: c.facts.tableId ?? null,
                handNo: c.facts.handNo ?? null,
                actions: c.facts.actions ?? [],
                statement: c.facts.statement.trim(),
              },
              ruleApplied: c.ruleApplied.trim(),
              decision: c.decision.trim(),
              playerIds: c.playerIds,
              official: officialOf(ctx.actor),
              at: ctx.now,
            },
            c.ruleApplied.trim(),
          ),
        );
      },
    },
    AppealRuling: {
      roles: ['director'],
      decide(c, s, ctx) {
        const appeal = getRuleset(s.config.rulesetId as never).discipline.rulingAppeal;
        if (appeal.value !== 'to-highest-authority-present')
          return reject(
            'NO_APPEAL_IN_ROOM',
            appeal.cite,
            appeal.value === 'protest-to-federation'
              ? 'There is no appeal within the room under this ruleset: the participant may protest to the federation.'
              : 'Rulings are final under this ruleset.',
          );
        const r = disciplineView(s).rulings[c.rulingId];
        if (!r)
          return reject(
            'RULING_NOT_FOUND',
            appeal.cite,
            `There is no ruling ${c.rulingId} on record.`,
          );
        if (r.appealed)
          return reject(
            'RULING_ALREADY_APPEALED',
            appeal.cite,
            `Ruling ${r.rulingId} was already appealed and decided.`,
          );
        if (APPEAL_ABOVE[r.official.role] !== ctx.actor.role)
          return reject(
            'APPEAL_AUTHORITY',
            appeal.cite,
            `An appeal against a ${r.official.role}'s ruling is heard by the ${APPEAL_ABOVE[r.official.role] ?? 'nobody: it is the highest authority present'}.`,
          );
        if (!r.playerIds.includes(c.appellantId))
          return reject(
            'APPELLANT_NOT_CONCERNED',
            appeal.cite,
            `${c.appellantId} is not a player the ruling concerns.`,
          );
        const no2 = required([['The decision on appeal', c.decision]], appeal.cite);
        if (no2) return no2;
        return accept(
          event(
            'RulingAppealed',
            {
              rulingId: r.rulingId,
              appellantId: c.appellantId,
              outcome: c.outcome,
              decision: c.decision.trim(),
              official: officialOf(ctx.actor),
              at: ctx.now,
            },
            appeal.cite,
          ),
        );
      },
    },
  },
  events: {
    RulingRecorded(s, d) {
      disciplineOf(s).rulings[d.rulingId] = {
        rulingId: d.rulingId,
        playerIds: d.playerIds,
        official: d.official,
        appealed: false,
      };
    },
    RulingAppealed(s, d) {
      const r = disciplineOf(s).rulings[d.rulingId];
      if (r) r.appealed = true;
    },
  },
};

/** The collusion article of the ruleset in force (issue 18). */
const collusionCite = (s: CreatedTournament): string => citationsFor(s.config.rulesetId).collusion;

export const collusionSlice: Slice = {
  commands: {
    RequestCollusionHold: {
      roles: ['floor', 'director'],
      decide(c, s, ctx) {
        const no =
          knownHand(s, c.tableId, c.handNo, collusionCite(s)) ??
          required(
            [
              ['The reason for the concern', c.reason],
              ['Who raised the concern', c.requestedBy],
            ],
            collusionCite(s),
          );
        if (no) return no;
        if (c.suspects.length === 0)
          return reject(
            'SUSPECTS_REQUIRED',
            collusionCite(s),
            'Name the players whose cards are held.',
          );
        const stranger = c.suspects.find((p) => !s.players[p]);
        if (stranger)
          return reject(
            'PLAYER_NOT_REGISTERED',
            collusionCite(s),
            `${stranger} is not a participant of this competition.`,
          );
        return accept(
          event(
            'CollusionHoldRequested',
            {
              reviewId: `C-${Object.keys(disciplineView(s).reviews).length + 1}`,
              suspects: c.suspects,
              tableId: c.tableId,
              handNo: c.handNo,
              requestedBy: c.requestedBy,
              reason: c.reason.trim(),
              official: officialOf(ctx.actor),
              at: ctx.now,
            },
            collusionCite(s),
          ),
        );
      },
    },
    ReviewCollusion: {
      roles: ['floor', 'director'],
      decide(c, s, ctx) {
        const r = disciplineView(s).reviews[c.reviewId];
        if (!r)
          return reject(
            'REVIEW_NOT_FOUND',
            collusionCite(s),
            `There is no collusion review ${c.reviewId}.`,
          );
        if (r.reviewed)
          return reject(
            'REVIEW_ALREADY_DONE',
            collusionCite(s),
            `Review ${r.reviewId} already has its outcome.`,
          );
        const colluders = c.colluders ?? [];
        if (colluders.some((p) => !r.suspects.includes(p)))
          return reject(
            'NOT_A_SUSPECT',
            collusionCite(s),
            'Only players whose cards were held can be found to have colluded.',
          );
        if ((c.outcome === 'collusion-found') !== colluders.length > 0)
          return reject(
            'COLLUDERS_MISMATCH',
            collusionCite(s),
            'Name the colluders when collusion is found, and nobody when the suspects are cleared.',
          );
        const no2 = required([['The findings', c.findings]], collusionCite(s));
        if (no2) return no2;
        return accept(
          event(
            'CollusionReviewed',
            {
              reviewId: r.reviewId,
              outcome: c.outcome,
              findings: c.findings.trim(),
              colluders,
              official: officialOf(ctx.actor),
              at: ctx.now,
            },
            collusionCite(s),
          ),
        );
      },
    },
  },
  events: {
    CollusionHoldRequested(s, d) {
      disciplineOf(s).reviews[d.reviewId] = {
        reviewId: d.reviewId,
        suspects: d.suspects,
        reviewed: false,
      };
    },
    CollusionReviewed(s, d) {
      const r = disciplineOf(s).reviews[d.reviewId];
      if (r) r.reviewed = true;
    },
  },
};
