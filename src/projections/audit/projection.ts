/**
 * The regulator's audit trail read model (issue 7): one row per event of every tournament,
 * with actor, role, time, rule cited and hash, queryable by type, player, table, time and
 * official. Players and tables are kept as space-delimited lists for a LIKE filter.
 */
import { EntitySchema, type EntityManager } from 'typeorm';
import { tournamentIdOf } from '../../events/envelope';
import { defineProjection, Upserts } from '../kit';
import { dialectOf } from '../sql';
import { auditRow, type AuditFilter, type AuditRow } from './audit';

interface AuditDbRow {
  tournamentId: string;
  revision: number;
  position: number;
  eventId: string;
  type: string;
  actorId: string;
  role: string;
  occurredAt: string;
  ruleRef: string | null;
  hash: string;
  prevHash: string;
  players: string;
  tables: string;
}

export const AuditEntity = new EntitySchema<AuditDbRow>({
  name: 'AuditTrailReadModel',
  tableName: 'audit_trail',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    revision: { type: 'integer', primary: true },
    position: { type: 'bigint' },
    eventId: { type: String, name: 'event_id' },
    type: { type: String },
    actorId: { type: String, name: 'actor_id' },
    role: { type: String },
    occurredAt: { type: String, name: 'occurred_at' },
    ruleRef: { type: String, nullable: true, name: 'rule_ref' },
    hash: { type: String },
    prevHash: { type: String, name: 'prev_hash' },
    players: { type: 'text' },
    tables: { type: 'text' },
  },
  indices: [{ name: 'audit_trail_type', columns: ['tournamentId', 'type'] }],
});

const COLUMNS = [
  'tournament_id',
  'revision',
  'position',
  'event_id',
  'type',
  'actor_id',
  'role',
  'occurred_at',
  'rule_ref',
  'hash',
  'prev_hash',
  'players',
  'tables',
];

const list = (ids: readonly string[]) => (ids.length ? ` ${ids.join(' ')} ` : '');

export const auditProjection = defineProjection<Upserts>({
  name: 'audit-trail',
  version: 1,
  tables: [AuditEntity],
  load: () =>
    new Upserts({
      table: 'audit_trail',
      columns: COLUMNS,
      conflict: ['tournament_id', 'revision'],
      update: [],
    }),
  // Every event of a tournament, whatever its type (LNSE 123/13 Annex III Art. 1).
  on: {},
  every(rows, e) {
    if (tournamentIdOf(e.streamId) === undefined) return;
    const r = auditRow(e);
    rows.add([
      r.tournamentId,
      r.revision,
      r.globalPosition,
      r.eventId,
      r.type,
      r.actorId,
      r.role,
      r.occurredAt,
      r.ruleRef,
      r.hash,
      r.prevHash,
      list(r.playerIds),
      list(r.tableIds),
    ]);
  },
  save: (rows, manager) => rows.save(manager),
});

export interface AuditPage {
  readonly afterRevision?: number;
  readonly limit?: number;
}

/** The audit trail of one tournament, filtered, in stream order. */
export async function auditTrailOf(
  manager: EntityManager,
  tournamentId: string,
  f: AuditFilter = {},
  page: AuditPage = {},
): Promise<AuditRow[]> {
  const pg = dialectOf(manager) === 'postgres';
  const params: unknown[] = [];
  const ph = () => (pg ? `$${params.length}` : '?');
  const where: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(ph()));
  };
  add((x) => `"tournament_id" = ${x}`, tournamentId);
  if (f.types?.length) {
    const marks = f.types.map((t) => {
      params.push(t);
      return ph();
    });
    where.push(`"type" IN (${marks.join(',')})`);
  }
  if (f.playerId) add((x) => `"players" LIKE ${x}`, `% ${f.playerId} %`);
  if (f.tableId) add((x) => `"tables" LIKE ${x}`, `% ${f.tableId} %`);
  if (f.from) add((x) => `"occurred_at" >= ${x}`, f.from);
  if (f.to) add((x) => `"occurred_at" <= ${x}`, f.to);
  if (f.officialId) add((x) => `"actor_id" = ${x}`, f.officialId);
  if (page.afterRevision !== undefined) add((x) => `"revision" > ${x}`, page.afterRevision);
  const limit = Math.min(Math.max(page.limit ?? 500, 1), 5_000);
  const rows = (await manager.query(
    `SELECT * FROM "audit_trail" WHERE ${where.join(' AND ')} ORDER BY "revision" LIMIT ${limit}`,
    params,
  )) as Record<string, unknown>[];
  const ids = (s: unknown) =>
    String(s ?? '')
      .trim()
      .split(' ')
      .filter(Boolean);
  return rows.map((r) => ({
    tournamentId: String(r.tournament_id),
    globalPosition: Number(r.position),
    revision: Number(r.revision),
    eventId: String(r.event_id),
    type: String(r.type),
    actorId: String(r.actor_id),
    role: String(r.role),
    occurredAt: String(r.occurred_at),
    ruleRef: (r.rule_ref as string | null) ?? null,
    hash: String(r.hash),
    prevHash: String(r.prev_hash),
    playerIds: ids(r.players),
    tableIds: ids(r.tables),
  }));
}
