/**
 * The federation's discipline read model (issue 6): penalties register, season bans, protests
 * and the case log that case files are assembled from. Built from the events only.
 */
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../events/envelope';
import { tournamentIdOf } from '../../events/envelope';
import {
  DISCIPLINE_EVENT_TYPES,
  type ProtestDecidedData,
  type ProtestFiledData,
  type ProtestReceivedData,
  type ProtestRefusedData,
  type SanctionAnnulledData,
  type SanctionImposedData,
  type SanctionModifiedData,
  type ViolationEnteredInProtocolData,
  type ViolationRecordedData,
} from '../../events/discipline-events';
import type { Projection } from '../projection';
import { param, toInt, upsertRows } from '../sql';
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

const LOGGED = new Set<string>([...DISCIPLINE_EVENT_TYPES, ...HAND_LOG_TYPES]);
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

type Run = (sql: string, params: unknown[]) => Promise<unknown>;

function runner(m: EntityManager): Run {
  // `?` in the text becomes $1, $2 … on postgres.
  return (sql, params) => {
    let n = 0;
    return m.query(
      sql.replace(/\?/g, () => param(m, ++n)),
      params,
    );
  };
}

async function lastLogged(m: EntityManager, tournamentId: string): Promise<number> {
  const rows = (await m.query(
    `SELECT MAX("revision") AS r FROM "discipline_case_log" WHERE "tournament_id" = ${param(m, 1)}`,
    [tournamentId],
  )) as { r: unknown }[];
  return rows[0]?.r == null ? -1 : toInt(rows[0].r);
}

export const disciplineProjection: Projection = {
  name: 'discipline',
  version: 1,
  entities: DISCIPLINE_ENTITIES,
  handles: [...LOGGED],
  async apply(events: readonly StoredEvent[], m) {
    const q = runner(m);
    const log: unknown[][] = [];
    const seen = new Map<string, number>();
    for (const e of events) {
      const t = tournamentIdOf(e.streamId);
      if (t === undefined) continue;
      if (LOGGED.has(e.type)) {
        if (!seen.has(t)) seen.set(t, await lastLogged(m, t));
        // Idempotent per stream: a logged revision was folded in with everything before it.
        if (e.revision <= seen.get(t)!) continue;
        seen.set(t, e.revision);
        const d = e.data as {
          tableId?: string;
          handNo?: number;
          facts?: { tableId: string | null; handNo: number | null };
        };
        log.push([
          t,
          e.revision,
          e.type,
          d.tableId ?? d.facts?.tableId ?? null,
          d.handNo ?? d.facts?.handNo ?? null,
          JSON.stringify(e.data),
          e.metadata.actor.id,
          e.metadata.actor.role,
          e.metadata.occurredAt,
          e.globalPosition,
        ]);
      }
      await fold(e, t, q, m);
    }
    await upsertRows(
      m,
      {
        table: 'discipline_case_log',
        columns: CASE_LOG_COLUMNS,
        conflict: ['tournament_id', 'revision'],
        update: [],
      },
      log,
    );
  },
};

async function fold(e: StoredEvent, t: string, q: Run, m: EntityManager): Promise<void> {
  switch (e.type) {
    case 'ViolationRecorded': {
      const d = e.data as ViolationRecordedData;
      await upsertRows(
        m,
        {
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
        },
        [
          [
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
        ],
      );
      return;
    }
    case 'SanctionImposed': {
      const d = e.data as SanctionImposedData;
      if (d.kind === 'disqualification-season' && d.season) {
        await upsertRows(
          m,
          {
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
          },
          [
            [
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
          ],
        );
        // A season ban follows the competition sanction: the register keeps the heavier one.
      }
      await q(
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
      return;
    }
    case 'ViolationEnteredInProtocol': {
      const d = e.data as ViolationEnteredInProtocolData;
      await q(
        `UPDATE "discipline_penalties" SET "protocol_entry_no" = ? WHERE "tournament_id" = ? AND "violation_id" = ?`,
        [d.entryNo, t, d.violationId],
      );
      return;
    }
    case 'SanctionAnnulled': {
      const d = e.data as SanctionAnnulledData;
      await q(
        `UPDATE "discipline_penalties" SET "sanction_status" = 'annulled' WHERE "tournament_id" = ? AND "violation_id" = ?`,
        [t, d.violationId],
      );
      await q(
        `UPDATE "discipline_season_bans" SET "annulled" = ? WHERE "tournament_id" = ? AND "sanction_id" = ?`,
        [1, t, d.sanctionId],
      );
      return;
    }
    case 'SanctionModified': {
      const d = e.data as SanctionModifiedData;
      await q(
        `UPDATE "discipline_penalties" SET "sanction_status" = 'modified', "sanction_kind" = ?, "rounds" = ?
         WHERE "tournament_id" = ? AND "violation_id" = ?`,
        [d.kind, d.rounds, t, d.violationId],
      );
      return;
    }
    case 'ProtestFiled':
    case 'ProtestRefused': {
      const d = e.data as ProtestFiledData | ProtestRefusedData;
      await upsertRows(
        m,
        {
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
        },
        [
          [
            t,
            d.protestId,
            d.filerId,
            d.sanctionId,
            d.rulingId,
            e.type === 'ProtestFiled' ? 'lodged' : 'refused',
            d.filedAt,
            e.globalPosition,
          ],
        ],
      );
      return;
    }
    case 'ProtestForwarded': {
      const d = e.data as { protestId: string };
      await q(
        `UPDATE "discipline_protests" SET "status" = 'forwarded' WHERE "tournament_id" = ? AND "protest_id" = ?`,
        [t, d.protestId],
      );
      return;
    }
    case 'ProtestReceived': {
      const d = e.data as ProtestReceivedData;
      await q(
        `UPDATE "discipline_protests" SET "status" = 'under-review', "received_on" = ?, "decision_due_by" = ?
         WHERE "tournament_id" = ? AND "protest_id" = ?`,
        [d.receivedOn, d.decisionDueBy, t, d.protestId],
      );
      return;
    }
    case 'ProtestDecisionNotified': {
      const d = e.data as { protestId: string };
      await q(
        `UPDATE "discipline_protests" SET "status" = 'notified' WHERE "tournament_id" = ? AND "protest_id" = ?`,
        [t, d.protestId],
      );
      return;
    }
    case 'ProtestDecided': {
      const d = e.data as ProtestDecidedData;
      await q(
        `UPDATE "discipline_protests" SET "status" = 'decided', "decided_on" = ?, "outcome" = ?, "decided_late" = ?
         WHERE "tournament_id" = ? AND "protest_id" = ?`,
        [d.decidedOn, d.outcome, d.decidedLate ? 1 : 0, t, d.protestId],
      );
      return;
    }
  }
}
