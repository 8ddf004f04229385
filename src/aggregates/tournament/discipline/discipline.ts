/**
 * Violations and sanctions (issue 6): the ruleset's penalty matrix decides what may be imposed
 * for a first or repeat offence of a clause and by whom (FSPR 7.1.2-7.1.15, 7.2.1-7.2.3; FSNP Art. 20; LNSE 123/13
 * II.41; Club Rule 71), offences are counted per DECISION-13, missed rounds are fixed at
 * imposition (FSPR 7.1.2 note) and served hand by hand, also after a table move, and a
 * disqualification takes the player and his chips out of play (LNSE II.41, I.60-61).
 */
import type { SeasonRef } from '../../../events/discipline-events';
import type { TournamentEvent } from '../../../events/tournament-events';
import {
  checkSanction,
  getRuleset,
  missedHands,
  penaltyRule,
  unknownPenaltyClause,
  type ProposedSanction,
  type RulesetId,
} from '../../../rules';
import { accept, reject, type Decision } from '../../decider';
import type { ImposeSanction } from './commands';
import { collusionSlice, rulingsSlice } from './rulings';
import { protestsSlice } from './protests';
import { disciplineOf, disciplineView, lapsed, type SanctionRecord } from './state';
import { escalationRefusal, offenceOf } from './escalation';
import { handRunningAt } from '../guards';
import { event, type Slice } from '../slice';
import { type TournamentState, type CreatedTournament, created } from '../state';
import { eliminationEvents } from '../standings/standings';

export { isServingPenalty, penaltyHandsLeft } from './state';

type No = Decision<never> | null;

export const rulesetOf = (s: TournamentState): RulesetId =>
  created(s).config.rulesetId as RulesetId;
export const officialOf = (actor: { id: string; role: string }) => ({
  id: actor.id,
  role: actor.role,
});

const nonEmpty = (
  text: string | undefined | null,
  code: string,
  ruleRef: string,
  what: string,
): No => (text && text.trim() ? null : reject(code, ruleRef, `${what} is required.`));

/**
 * The articles a discipline refusal cites, from the ruleset in force (issue 20): the power to
 * record and sanction a breach, and the sanctions served at the table. Never another
 * ruleset's clause (LNSE 123/13 II.41, III.5 under LNSE; FSPR 7.2.1-7.2.3 under FSPR).
 */
export function disciplineCites(s: CreatedTournament): { power: string; atTable: string } {
  const d = getRuleset(rulesetOf(s)).discipline;
  return { power: d.authority.cite, atTable: d.missedRound.cite };
}

/** Players at his table now, the penalised player included (FSPR 7.1.2 note). */
function playersAtTable(s: CreatedTournament, tableId: string): number {
  const t = s.tables[tableId];
  return Object.values(t.seats).filter((pid) => s.entrants[pid]?.status !== 'eliminated').length;
}

/** The season of a decision, by default the calendar year that contains it (FSPR 7.2.3; OQ-15). */
export function seasonOf(date: string): SeasonRef {
  const y = date.slice(0, 4);
  return { id: y, from: `${y}-01-01`, to: `${y}-12-31` };
}

/** Kinds that end the player's competition (FSPR 7.2.2; LNSE II.41; Club Rule 71). */
const ENDS_COMPETITION = new Set(['disqualification-competition', 'removal']);
/** Kinds served at the table: he must be seated there. */
const AT_TABLE = new Set(['missed-rounds', 'missed-hands', 'dead-hand']);

function decideSanction(
  c: ImposeSanction,
  s: CreatedTournament,
  actor: { id: string; role: string },
  now: string,
): Decision<TournamentEvent> {
  const d = disciplineView(s);
  const v = d.violations[c.violationId];
  const cite = disciplineCites(s);
  if (!v)
    return reject(
      'VIOLATION_NOT_FOUND',
      cite.power,
      `There is no violation ${c.violationId} on record: record the violation and its circumstances first.`,
    );
  const ruleset = getRuleset(rulesetOf(s));
  if (c.kind === 'chip-penalty' && !ruleset.discipline.chipPenaltiesAllowed.value)
    return reject(
      'CHIP_PENALTY_NOT_ALLOWED',
      ruleset.discipline.chipPenaltiesAllowed.cite,
      'This ruleset has no chip penalties: warn, sit the player out, or disqualify him.',
    );
  const season = c.kind === 'disqualification-season';
  const already = v.sanctionIds.map((id) => d.sanctions[id]).filter((x) => !x.annulled);
  if (already.some((x) => (x.kind === 'disqualification-season') === season)) {
    // The way to change it is the ruleset's: a protest (FSPR 7.3.1-7.3.4), or none where the
    // director's decision is final (Club Rule 1).
    const protest = ruleset.discipline.protest;
    return reject(
      'VIOLATION_ALREADY_SANCTIONED',
      'DECISION-13',
      `Violation ${v.violationId} already has its sanction; ${protest.value ? `a change goes through a protest (${protest.cite})` : `it stands (${protest.cite})`}.`,
    );
  }
  const matrixRule = penaltyRule(ruleset.id, v.clause)!;
  const early = escalationRefusal(s, ruleset.id, matrixRule, v, c.kind);
  if (early) return { ok: false, rejection: early };
  const offence = offenceOf(s, ruleset.id, matrixRule, v.playerId, v.seq);
  const proposed: ProposedSanction = {
    kind: c.kind,
    rounds: c.rounds,
    handsPerPlayer: c.handsPerPlayer,
    singleHand: c.singleHand,
  };
  const problem = checkSanction({
    ruleset: ruleset.id,
    clause: v.clause,
    offence,
    sanction: proposed,
    role: actor.role as never,
    protocolEntry: v.protocolEntryNo !== null,
  });
  if (problem) return reject(problem.code, problem.ruleRef, problem.message);
  const e = s.entrants[v.playerId];
  const inPlay = e && (e.status === 'seated' || e.status === 'busted');
  if (!season && s.status !== 'running')
    return reject(
      'COMPETITION_NOT_IN_PLAY',
      cite.power,
      'Sanctions at the tables are imposed while the competition is being played.',
    );
  if ((AT_TABLE.has(c.kind) || ENDS_COMPETITION.has(c.kind)) && !inPlay)
    return reject(
      'PLAYER_NOT_IN_PLAY',
      cite.atTable,
      `${v.playerId} is no longer in play; only a season disqualification can still follow.`,
    );
  if (AT_TABLE.has(c.kind) && !e!.tableId)
    return reject(
      'PLAYER_NOT_SEATED',
      cite.atTable,
      `${v.playerId} has no seat: a round is counted from the players at his table.`,
    );
  if (ENDS_COMPETITION.has(c.kind) && e!.tableId) {
    const busy = handRunningAt(s, e!.tableId, cite.power);
    if (busy) return busy;
  }
  const tableId = e?.tableId ?? null;
  const players = tableId && AT_TABLE.has(c.kind) ? playersAtTable(s, tableId) : null;
  const hands = players ? missedHands(proposed, players) : 0;
  const sanctionId = `S-${Object.keys(d.sanctions).length + 1}`;
  const rule = penaltyRule(ruleset.id, v.clause)!;
  const out: TournamentEvent[] = [
    event(
      'SanctionImposed',
      {
        sanctionId,
        violationId: v.violationId,
        playerId: v.playerId,
        clubId: s.players[v.playerId]?.clubId ?? '',
        clause: v.clause,
        offenceNumber: offence,
        kind: c.kind,
        rounds: c.kind === 'missed-rounds' ? (c.rounds ?? null) : null,
        handsPerPlayer:
          c.kind === 'missed-hands' && !c.singleHand ? (c.handsPerPlayer ?? null) : null,
        singleHand: c.kind === 'missed-hands' && !!c.singleHand,
        playersAtTable: players,
        hands,
        tableId,
        afterHandNo: tableId ? s.tables[tableId].handNo : null,
        protocolEntryNo: season ? v.protocolEntryNo : null,
        season: season ? (c.season ?? seasonOf(now)) : null,
        official: officialOf(actor),
        at: now,
      },
      rule.cite,
    ),
  ];
  if (ENDS_COMPETITION.has(c.kind)) {
    // LNSE 123/13 II.41, I.60-61: the chips leave play; his prize goes to the active players.
    out.push(
      ...eliminationEvents(
        s,
        [
          {
            playerId: e!.playerId,
            tableId,
            handNo: tableId ? s.tables[tableId].handNo : null,
            stackAtStart: e!.stack,
            eliminatedBy: [],
          },
        ],
        'disqualification',
        now,
        () => e!.stack,
      ),
    );
  }
  return accept(...out);
}

const OFFICIALS = ['floor', 'director'] as const;

export const sanctionsSlice: Slice = {
  commands: {
    RecordViolation: {
      roles: OFFICIALS,
      decide(c, s, ctx) {
        const cite = disciplineCites(s);
        if (!s.players[c.playerId])
          return reject(
            'PLAYER_NOT_REGISTERED',
            cite.power,
            `${c.playerId} is not a participant of this competition.`,
          );
        const ruleset = rulesetOf(s);
        const rule = penaltyRule(ruleset, c.clause);
        if (!rule) {
          const unknown = unknownPenaltyClause(ruleset, c.clause);
          return reject(unknown.code, unknown.ruleRef, unknown.message);
        }
        const missing = nonEmpty(
          c.description,
          'VIOLATION_DESCRIPTION_REQUIRED',
          cite.power,
          'A description of the circumstances found',
        );
        if (missing) return missing;
        const tableId = c.tableId ?? null;
        const handNo = c.handNo ?? null;
        if (tableId !== null && !s.tables[tableId])
          return reject('TABLE_NOT_FOUND', cite.power, `There is no table ${tableId}.`);
        if (
          handNo !== null &&
          (tableId === null || handNo < 1 || handNo > s.tables[tableId].handNo)
        )
          return reject(
            'HAND_NOT_FOUND',
            cite.power,
            `Hand ${handNo} was not dealt at table ${tableId ?? '(none given)'}.`,
          );
        const d = disciplineView(s);
        return accept(
          event(
            'ViolationRecorded',
            {
              violationId: `V-${Object.keys(d.violations).length + 1}`,
              playerId: c.playerId,
              clubId: s.players[c.playerId].clubId,
              clause: rule.clause,
              ruleRef: rule.cite,
              tableId,
              handNo,
              description: c.description.trim(),
              offenceNumber: offenceOf(s, ruleset, rule, c.playerId),
              official: officialOf(ctx.actor),
              at: ctx.now,
            },
            `${rule.cite}; DECISION-13`,
          ),
        );
      },
    },
    ImposeSanction: {
      // Everyone who might try is heard, so a wrong official is refused with the clause (7.2).
      roles: ['dealer', 'floor', 'director', 'federation', 'club'],
      decide: (c, s, ctx) => decideSanction(c, s, ctx.actor, ctx.now),
    },
    EnterViolationInProtocol: {
      roles: ['director'],
      decide(c, s, ctx) {
        // The protocol entry exists for a season ban (FSPR 7.2.3); a ruleset without one has none.
        const season = getRuleset(rulesetOf(s)).discipline.seasonBanSeason;
        if (season.value === null)
          return reject(
            'NO_COMPETITION_PROTOCOL',
            season.cite,
            'Under this ruleset a violation is not entered in a competition protocol: there is no season disqualification.',
          );
        const v = disciplineView(s).violations[c.violationId];
        if (!v)
          return reject(
            'VIOLATION_NOT_FOUND',
            'FSPR 7.2.3',
            `There is no violation ${c.violationId} to enter in the protocol.`,
          );
        if (v.protocolEntryNo !== null)
          return reject(
            'ALREADY_IN_PROTOCOL',
            'FSPR 7.2.3',
            `Violation ${v.violationId} is already entry ${v.protocolEntryNo} of the protocol.`,
          );
        const missing = nonEmpty(
          c.protocolRef,
          'PROTOCOL_REF_REQUIRED',
          'FSPR 7.2.3',
          'The protocol reference',
        );
        if (missing) return missing;
        return accept(
          event(
            'ViolationEnteredInProtocol',
            {
              violationId: v.violationId,
              playerId: v.playerId,
              clause: v.clause,
              protocolRef: c.protocolRef,
              entryNo: disciplineView(s).protocolEntries + 1,
              official: officialOf(ctx.actor),
              at: ctx.now,
            },
            'FSPR 7.2.3',
          ),
        );
      },
    },
  },
  events: {
    ViolationRecorded(s, d) {
      const ds = disciplineOf(s);
      ds.violations[d.violationId] = {
        violationId: d.violationId,
        playerId: d.playerId,
        clause: d.clause,
        offenceNumber: d.offenceNumber,
        seq: Object.keys(ds.violations).length + 1,
        annulled: false,
        sanctionIds: [],
        protocolEntryNo: null,
      };
    },
    SanctionImposed(s, d) {
      const ds = disciplineOf(s);
      const rec: SanctionRecord = {
        sanctionId: d.sanctionId,
        violationId: d.violationId,
        playerId: d.playerId,
        kind: d.kind,
        rounds: d.rounds,
        playersAtTable: d.playersAtTable,
        hands: d.hands,
        served: 0,
        tableId: d.tableId,
        afterHandNo: d.afterHandNo,
        day: s.day,
        official: d.official,
        annulled: false,
      };
      ds.sanctions[d.sanctionId] = rec;
      ds.violations[d.violationId]?.sanctionIds.push(d.sanctionId);
    },
    ViolationEnteredInProtocol(s, d) {
      const ds = disciplineOf(s);
      ds.protocolEntries = Math.max(ds.protocolEntries, d.entryNo);
      const v = ds.violations[d.violationId];
      if (v) v.protocolEntryNo = d.entryNo;
    },
    HandCompleted(s, d) {
      if (!s.discipline) return;
      const h = s.hands?.tables[d.tableId];
      const plan = h && h.handNo === d.handNo ? h.plan : null;
      const served = new Set<string>();
      for (const x of Object.values(s.discipline.sanctions)) {
        if (x.annulled || x.served >= x.hands || served.has(x.playerId) || lapsed(s, x)) continue;
        // The hand running at imposition does not count (FSPR 7.1.2: "the next hand").
        if (x.tableId === d.tableId && x.afterHandNo !== null && d.handNo <= x.afterHandNo)
          continue;
        // A hand counts where he was dealt in, at whatever table he sits now (FSPR 7.1.2).
        const dealtIn = plan
          ? plan.dealtIn.some((p) => p.playerId === x.playerId)
          : s.entrants[x.playerId]?.tableId === d.tableId;
        if (!dealtIn) continue;
        x.served += 1;
        served.add(x.playerId);
      }
    },
    TournamentCompleted(s, d) {
      disciplineOf(s).competitionEndedAt = d.completedAt;
    },
    TournamentCancelled(s, d) {
      disciplineOf(s).competitionEndedAt = d.cancelledAt;
    },
  },
};

/** By name, for the decider's registry (index.ts) and its order of shared events. */
export const disciplineSlices: Readonly<Record<string, Slice>> = {
  sanctions: sanctionsSlice,
  protests: protestsSlice,
  rulings: rulingsSlice,
  collusion: collusionSlice,
};
