/**
 * The federation's discipline read model (issue 6): penalties register, season bans, protests
 * and the case log that case files are assembled from. Built from the events only.
 */
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../events/envelope';
import { tournamentIdOf } from '../../events/envelope';
import {
  DISCIPLINE_EVENT_TYPES,
  type ProtestFiledData,
  type ProtestRefusedData,
} from '../../events/discipline-events';
import { defineProjection, sameHandler, Upserts, type Handlers } from '../kit';
import { param, toInt, upsertRows, type UpsertSpec } from '../sql';
import { DISCIPLINE_ENTITIES } from './entities';

/** Hand events kept for the hand-history excerpt of a case file. */
export const HAND_LOG_TYPES = [
  'HandStarted',
  'HandPlanned',
  'ForcedBetsPosted',
  'HoleCardsDealt',
  'ActionRecorded',
  'OutOfTurnActionHeld',
  'BoardDealt',
  'ShowdownRecorded',
  'PotsAwarded',
  'HandVoided',
  'FloorRuling',
  'HandDeclaredDead',
  'TimeCalled',
  'HandCompleted',
] as const;

const CASE_LOG_COLUMNS = [
  'tournament_id',
  'revision',
  'type',
  'table_id',
  'hand_no',
  'data',
  'actor_id',
  'actor_role',
  'occurred_at',
  'position',
] as const;

/** A write of the batch, run in event order in `save` (updates follow the inserts they need). */
type Write =
  | { readonly upsert: UpsertSpec; readonly row: readonly unknown[] }
  | { readonly sql: string; readonly params: readonly unknown[] };

interface Batch {
  /** Last logged revision per tournament of the batch (-1: none yet). */
  readonly logged: Map<string, number>;
  readonly log: Upserts;
  readonly writes: Write[];
}

async function lastLogged(m: EntityManager, tournamentId: string): Promise<number> {
  const rows = (await m.query(
    `SELECT MAX("revision") AS r FROM "discipline_case_log" WHERE "tournament_id" = ${param(m, 1)}`,
    [tournamentId],
  )) as { r: unknown }[];
  return rows[0]?.r == null ? -1 : toInt(rows[0].r);
}

/** Where in the tournament an event happened, if its data says (the case log takes every type). */
function where(d: unknown): { tableId: unknown; handNo: unknown } {
  const o = typeof d === 'object' && d !== null ? d : {};
  const facts = 'facts' in o && typeof o.facts === 'object' && o.facts !== null ? o.facts : {};
  return {
    tableId:
      ('tableId' in o ? o.tableId : undefined) ??
      ('tableId' in facts ? facts.tableId : undefined) ??
      null,
    handNo:
      ('handNo' in o ? o.handNo : undefined) ??
      ('handNo' in facts ? facts.handNo : undefined) ??
      null,
  };
}

/**
 * Logs `e` in the case log and returns its tournament, or undefined when `e` is not a
 * tournament's or was logged already: idempotent per stream, a logged revision was folded in
 * with everything before it.
 */
function logged(b: Batch, e: StoredEvent): string | undefined {
  const t = tournamentIdOf(e.streamId);
  if (t === undefined) return undefined;
  if (e.revision <= (b.logged.get(t) ?? -1)) return undefined;
  b.logged.set(t, e.revision);
  const at = where(e.data);
  b.log.add([
    t,
    e.revision,
    e.type,
    at.tableId,
    at.handNo,
    JSON.stringify(e.data),
    e.metadata.actor.id,
    e.metadata.actor.role,
    e.metadata.occurredAt,
    e.globalPosition,
  ]);
  return t;
}

const sql = (b: Batch, text: string, params: readonly unknown[]) =>
  b.writes.push({ sql: text, params });

const PENALTIES: UpsertSpec = {
  table: 'discipline_penalties',
  columns: [
    'tournament_id',
    'violation_id',
    'player_id',
    'club_id',
    'clause',
    'rule_ref',
    'table_id',
    'hand_no',
    'description',
    'offence_number',
    'official_id',
    'official_role',
    'at',
    'season',
    'position',
  ],
  conflict: ['tournament_id', 'violation_id'],
  update: [],
};

const SEASON_BANS: UpsertSpec = {
  table: 'discipline_season_bans',
  columns: [
    'tournament_id',
    'sanction_id',
    'player_id',
    'club_id',
    'clause',
    'season',
    'from_date',
    'to_date',
    'protocol_entry_no',
    'official_id',
    'at',
    'annulled',
  ],
  conflict: ['tournament_id', 'sanction_id'],
  update: [],
};

const PROTESTS: UpsertSpec = {
  table: 'discipline_protests',
  columns: [
    'tournament_id',
    'protest_id',
    'filer_id',
    'sanction_id',
    'ruling_id',
    'status',
    'filed_at',
    'position',
  ],
  conflict: ['tournament_id', 'protest_id'],
  update: [],
};

/** A protest lodged or refused at the desk: its row in the case file. */
function protest(
  b: Batch,
  d: ProtestFiledData | ProtestRefusedData,
  e: StoredEvent,
  status: 'lodged' | 'refused',
): void {
  const t = logged(b, e);
  if (t === undefined) return;
  b.writes.push({
    upsert: PROTESTS,
    row: [t, d.protestId, d.filerId, d.sanctionId, d.rulingId, status, d.filedAt, e.globalPosition],
  });
}

/** Every discipline and hand-log type is logged; these also change the registers. */
const REGISTERS: Handlers<Batch> = {
  ViolationRecorded(b, d, e) {
    const t = logged(b, e);
    if (t === undefined) return;
    b.writes.push({
      upsert: PENALTIES,
      row: [
        t,
        d.violationId,
        d.playerId,
        d.clubId,
        d.clause,
        d.ruleRef,
        d.tableId,
        d.handNo,
        d.description,
        d.offenceNumber,
        d.official.id,
        d.official.role,
        d.at,
        d.at.slice(0, 4),
        e.globalPosition,
      ],
    });
  },
  SanctionImposed(b, d, e) {
    const t = logged(b, e);
    if (t === undefined) return;
    if (d.kind === 'disqualification-season' && d.season) {
      b.writes.push({
        upsert: SEASON_BANS,
        row: [
          t,
          d.sanctionId,
          d.playerId,
          d.clubId,
          d.clause,
          d.season.id,
          d.season.from,
          d.season.to,
          d.protocolEntryNo,
          d.official.id,
          d.at,
          0,
        ],
      });
      // A season ban follows the competition sanction: the register keeps the heavier one.
    }
    sql(
      b,
      `UPDATE "discipline_penalties" SET "sanction_id" = ?, "sanction_kind" = ?, "rounds" = ?, "hands" = ?,
           "players_at_table" = ?, "sanction_official_id" = ?, "sanction_official_role" = ?, "sanction_at" = ?,
           "sanction_status" = 'in-force'
         WHERE "tournament_id" = ? AND "violation_id" = ?`,
      [
        d.sanctionId,
        d.kind,
        d.rounds,
        d.hands,
        d.playersAtTable,
        d.official.id,
        d.official.role,
        d.at,
        t,
        d.violationId,
      ],
    );
  },
  ViolationEnteredInProtocol(b, d, e) {
    const t = logged(b, e);
    if (t === undefined) return;
    sql(
      b,
      `UPDATE "discipline_penalties" SET "protocol_entry_no" = ? WHERE "tournament_id" = ? AND "violation_id" = ?`,
      [d.entryNo, t, d.violationId],
    );
  },
  SanctionAnnulled(b, d, e) {
    const t = logged(b, e);
    if (t === undefined) return;
    sql(
      b,
      `UPDATE "discipline_penalties" SET "sanction_status" = 'annulled' WHERE "tournament_id" = ? AND "violation_id" = ?`,
      [t, d.violationId],
    );
    sql(
      b,
      `UPDATE "discipline_season_bans" SET "annulled" = ? WHERE "tournament_id" = ? AND "sanction_id" = ?`,
      [1, t, d.sanctionId],
    );
  },
  SanctionModified(b, d, e) {
    const t = logged(b, e);
    if (t === undefined) return;
    sql(
      b,
      `UPDATE "discipline_penalties" SET "sanction_status" = 'modified', "sanction_kind" = ?, "rounds" = ?
         WHERE "tournament_id" = ? AND "violation_id" = ?`,
      [d.kind, d.rounds, t, d.violationId],
    );
  },
  ProtestFiled(b, d, e) {
    protest(b, d, e, 'lodged');
  },
  ProtestRefused(b, d, e) {
    protest(b, d, e, 'refused');
  },
  ProtestForwarded(b, d, e) {
    const t = logged(b, e);
    if (t === undefined) return;
    sql(
      b,
      `UPDATE "discipline_protests" SET "status" = 'forwarded' WHERE "tournament_id" = ? AND "protest_id" = ?`,
      [t, d.protestId],
    );
  },
  ProtestReceived(b, d, e) {
    const t = logged(b, e);
    if (t === undefined) return;
    sql(
      b,
      `UPDATE "discipline_protests" SET "status" = 'under-review', "received_on" = ?, "decision_due_by" = ?
         WHERE "tournament_id" = ? AND "protest_id" = ?`,
      [d.receivedOn, d.decisionDueBy, t, d.protestId],
    );
  },
  ProtestDecisionNotified(b, d, e) {
    const t = logged(b, e);
    if (t === undefined) return;
    sql(
      b,
      `UPDATE "discipline_protests" SET "status" = 'notified' WHERE "tournament_id" = ? AND "protest_id" = ?`,
      [t, d.protestId],
    );
  },
  ProtestDecided(b, d, e) {
    const t = logged(b, e);
    if (t === undefined) return;
    sql(
      b,
      `UPDATE "discipline_protests" SET "status" = 'decided', "decided_on" = ?, "outcome" = ?, "decided_late" = ?
         WHERE "tournament_id" = ? AND "protest_id" = ?`,
      [d.decidedOn, d.outcome, d.decidedLate ? 1 : 0, t, d.protestId],
    );
  },
};

export const disciplineProjection = defineProjection<Batch>({
  name: 'discipline',
  version: 1,
  tables: DISCIPLINE_ENTITIES,
  async load(m, events) {
    const logged = new Map<string, number>();
    for (const e of events) {
      const t = tournamentIdOf(e.streamId);
      if (t !== undefined && !logged.has(t)) logged.set(t, await lastLogged(m, t));
    }
    return {
      logged,
      log: new Upserts({
        table: 'discipline_case_log',
        columns: CASE_LOG_COLUMNS,
        conflict: ['tournament_id', 'revision'],
        update: [],
      }),
      writes: [],
    };
  },
  on: {
    ...sameHandler([...DISCIPLINE_EVENT_TYPES, ...HAND_LOG_TYPES], (b: Batch, _d, e) => {
      logged(b, e);
    }),
    ...REGISTERS,
  },
  async save(b, m) {
    for (const w of b.writes) {
      if ('upsert' in w) await upsertRows(m, w.upsert, [w.row]);
      else {
        // `?` in the text becomes $1, $2 … on postgres.
        let n = 0;
        await m.query(
          w.sql.replace(/\?/g, () => param(m, ++n)),
          [...w.params],
        );
      }
    }
    await b.log.save(m);
  },
});
