/**
 * What the federation reads (issue 6): the penalties register with counts by clause, open and
 * overdue protests, protest case files assembled from the case log, season disqualifications.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { type Connection, type PageArgs, pageWindow, toConnection } from '../pagination';
import { param, toInt } from '../sql';
import { HAND_LOG_TYPES } from './projection';

export interface PenaltyFilter {
  readonly tournamentId?: string | null;
  readonly playerId?: string | null;
  readonly clubId?: string | null;
  /** Calendar year 'YYYY' (OQ-15). */
  readonly season?: string | null;
  readonly clause?: string | null;
}

export interface PenaltyView {
  readonly tournamentId: string;
  readonly violationId: string;
  readonly playerId: string;
  readonly clubId: string;
  readonly clause: string;
  readonly ruleRef: string;
  readonly tableId: string | null;
  readonly handNo: number | null;
  readonly description: string;
  readonly offenceNumber: number;
  readonly officialId: string;
  readonly officialRole: string;
  readonly at: string;
  readonly season: string;
  readonly protocolEntryNo: number | null;
  readonly sanctionId: string | null;
  readonly sanctionKind: string | null;
  readonly rounds: number | null;
  readonly hands: number | null;
  readonly playersAtTable: number | null;
  readonly sanctionOfficialId: string | null;
  readonly sanctionOfficialRole: string | null;
  readonly sanctionAt: string | null;
  readonly sanctionStatus: string | null;
  /** DECISION-13: false once the sanction was annulled. */
  readonly counted: boolean;
  readonly position: number;
}

export interface ClauseCount {
  readonly clause: string;
  readonly total: number;
  /** Offences that count (DECISION-13: annulled ones excluded). */
  readonly counted: number;
}

type Row = Record<string, unknown>;
const str = (v: unknown): string | null => (v == null ? null : String(v));
const int = (v: unknown): number | null => (v == null ? null : toInt(v));

function penaltyView(r: Row): PenaltyView {
  return {
    tournamentId: String(r.tournament_id),
    violationId: String(r.violation_id),
    playerId: String(r.player_id),
    clubId: String(r.club_id),
    clause: String(r.clause),
    ruleRef: String(r.rule_ref),
    tableId: str(r.table_id),
    handNo: int(r.hand_no),
    description: String(r.description),
    offenceNumber: toInt(r.offence_number),
    officialId: String(r.official_id),
    officialRole: String(r.official_role),
    at: String(r.at),
    season: String(r.season),
    protocolEntryNo: int(r.protocol_entry_no),
    sanctionId: str(r.sanction_id),
    sanctionKind: str(r.sanction_kind),
    rounds: int(r.rounds),
    hands: int(r.hands),
    playersAtTable: int(r.players_at_table),
    sanctionOfficialId: str(r.sanction_official_id),
    sanctionOfficialRole: str(r.sanction_official_role),
    sanctionAt: str(r.sanction_at),
    sanctionStatus: str(r.sanction_status),
    counted: r.sanction_status !== 'annulled',
    position: toInt(r.position),
  };
}

const FILTER_COLUMNS: readonly [keyof PenaltyFilter, string][] = [
  ['tournamentId', 'tournament_id'],
  ['playerId', 'player_id'],
  ['clubId', 'club_id'],
  ['season', 'season'],
  ['clause', 'clause'],
];

function where(m: EntityManager, f: PenaltyFilter, from = 1): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [key, col] of FILTER_COLUMNS) {
    const v = f[key];
    if (v == null) continue;
    params.push(v);
    parts.push(`"${col}" = ${param(m, from + params.length - 1)}`);
  }
  return { sql: parts.length ? parts.join(' AND ') : '1 = 1', params };
}

/** The penalties register in the order recorded, `first` per page (default 20, at most 100). */
export async function listPenalties(
  ds: DataSource,
  filter: PenaltyFilter = {},
  args: PageArgs = {},
): Promise<Connection<PenaltyView>> {
  const m = ds.manager;
  const { first, afterKey } = pageWindow('penalties', args);
  const w = where(m, filter, 2);
  const rows = (await m.query(
    `SELECT * FROM "discipline_penalties" WHERE "position" > ${param(m, 1)} AND ${w.sql}
     ORDER BY "position" LIMIT ${param(m, w.params.length + 2)}`,
    [afterKey, ...w.params, first + 1],
  )) as Row[];
  const c = where(m, filter);
  const [{ n }] = (await m.query(
    `SELECT COUNT(*) AS n FROM "discipline_penalties" WHERE ${c.sql}`,
    c.params,
  )) as { n: unknown }[];
  return toConnection('penalties', rows, first, toInt(n), (r) => toInt(r.position), penaltyView);
}

/** Counts by clause over the same filter (DECISION-13: annulled sanctions do not count). */
export async function penaltyCountsByClause(
  ds: DataSource,
  filter: PenaltyFilter = {},
): Promise<ClauseCount[]> {
  const m = ds.manager;
  const w = where(m, filter);
  const rows = (await m.query(
    `SELECT "clause", COUNT(*) AS total,
            SUM(CASE WHEN "sanction_status" = 'annulled' THEN 0 ELSE 1 END) AS counted
     FROM "discipline_penalties" WHERE ${w.sql} GROUP BY "clause" ORDER BY "clause"`,
    w.params,
  )) as Row[];
  return rows.map((r) => ({
    clause: String(r.clause),
    total: toInt(r.total),
    counted: toInt(r.counted),
  }));
}

export interface ProtestView {
  readonly tournamentId: string;
  readonly protestId: string;
  readonly filerId: string;
  readonly sanctionId: string | null;
  readonly rulingId: string | null;
  readonly status: string;
  readonly filedAt: string;
  readonly receivedOn: string | null;
  readonly decisionDueBy: string | null;
  readonly decidedOn: string | null;
  readonly outcome: string | null;
  readonly decidedLate: boolean | null;
  /** FSPR 7.3.4: under review and past its due date on `today`. */
  readonly overdue: boolean;
}

function protestView(r: Row, today: string): ProtestView {
  const due = str(r.decision_due_by);
  return {
    tournamentId: String(r.tournament_id),
    protestId: String(r.protest_id),
    filerId: String(r.filer_id),
    sanctionId: str(r.sanction_id),
    rulingId: str(r.ruling_id),
    status: String(r.status),
    filedAt: String(r.filed_at),
    receivedOn: str(r.received_on),
    decisionDueBy: due,
    decidedOn: str(r.decided_on),
    outcome: str(r.outcome),
    decidedLate: r.decided_late == null ? null : Boolean(toInt(r.decided_late)),
    overdue: r.status === 'under-review' && due !== null && today > due,
  };
}

const OPEN = `('lodged', 'forwarded', 'under-review')`;

/** Protests not yet decided; `overdueOnly` keeps those past their due date on `today`. */
export async function listOpenProtests(
  ds: DataSource,
  today: string,
  overdueOnly = false,
): Promise<ProtestView[]> {
  const m = ds.manager;
  const rows = (await m.query(
    `SELECT * FROM "discipline_protests" WHERE "status" IN ${OPEN}
     ${overdueOnly ? `AND "status" = 'under-review' AND "decision_due_by" < ${param(m, 1)}` : ''}
     ORDER BY "position"`,
    overdueOnly ? [today] : [],
  )) as Row[];
  return rows.map((r) => protestView(r, today));
}

export interface CaseEntry {
  readonly revision: number;
  readonly type: string;
  readonly occurredAt: string;
  readonly actorId: string;
  readonly actorRole: string;
  /** The event data as recorded (JSON). */
  readonly data: string;
}

export interface CaseFile {
  readonly protest: ProtestView;
  /** The violation (incident) or the ruling the protest is about, with its sanction. */
  readonly incident: CaseEntry | null;
  readonly protocolEntry: CaseEntry | null;
  readonly ruling: CaseEntry | null;
  readonly sanction: CaseEntry | null;
  readonly sanctionChange: CaseEntry | null;
  readonly filing: CaseEntry | null;
  readonly forwarding: CaseEntry | null;
  readonly receipt: CaseEntry | null;
  readonly decision: CaseEntry | null;
  readonly notification: CaseEntry | null;
  /** The hand the incident happened in, event by event. */
  readonly handHistory: readonly CaseEntry[];
  /** Everything above in stream order. */
  readonly timeline: readonly CaseEntry[];
}

const entryOf = (r: Row): CaseEntry => ({
  revision: toInt(r.revision),
  type: String(r.type),
  occurredAt: String(r.occurred_at),
  actorId: String(r.actor_id),
  actorRole: String(r.actor_role),
  data: String(r.data),
});

/** A protest's case file, from the case log only (FSPR 7.3.1-7.3.4 "what must be on record"). */
export async function getProtestCaseFile(
  ds: DataSource,
  tournamentId: string,
  protestId: string,
  today: string,
): Promise<CaseFile | null> {
  const m = ds.manager;
  const [p] = (await m.query(
    `SELECT * FROM "discipline_protests" WHERE "tournament_id" = ${param(m, 1)} AND "protest_id" = ${param(m, 2)}`,
    [tournamentId, protestId],
  )) as Row[];
  if (!p) return null;
  const handTypes = HAND_LOG_TYPES.map((t) => `'${t}'`).join(',');
  const log = (
    (await m.query(
      `SELECT * FROM "discipline_case_log" WHERE "tournament_id" = ${param(m, 1)}
       AND "type" NOT IN (${handTypes}) ORDER BY "revision"`,
      [tournamentId],
    )) as Row[]
  ).map((r) => ({ row: r, e: entryOf(r), d: JSON.parse(String(r.data)) as Row }));
  const find = (type: string, key: string, id: unknown) =>
    id == null ? undefined : log.find((x) => x.e.type === type && x.d[key] === id);
  const mine = (type: string) => find(type, 'protestId', protestId)?.e ?? null;
  const filing =
    find('ProtestFiled', 'protestId', protestId) ?? find('ProtestRefused', 'protestId', protestId);
  const sanction = find('SanctionImposed', 'sanctionId', p.sanction_id);
  const violation = find('ViolationRecorded', 'violationId', sanction?.d.violationId);
  const ruling = find('RulingRecorded', 'rulingId', p.ruling_id);
  const change =
    find('SanctionAnnulled', 'protestId', protestId) ??
    find('SanctionModified', 'protestId', protestId);
  const where = violation?.d ?? (ruling?.d.facts as Row | undefined);
  const handHistory =
    where?.tableId != null && where.handNo != null
      ? (
          (await m.query(
            `SELECT * FROM "discipline_case_log" WHERE "tournament_id" = ${param(m, 1)}
             AND "table_id" = ${param(m, 2)} AND "hand_no" = ${param(m, 3)}
             AND "type" IN (${handTypes}) ORDER BY "revision"`,
            [tournamentId, where.tableId, where.handNo],
          )) as Row[]
        ).map(entryOf)
      : [];
  const parts = {
    incident: violation?.e ?? null,
    protocolEntry:
      find('ViolationEnteredInProtocol', 'violationId', violation?.d.violationId)?.e ?? null,
    ruling: ruling?.e ?? null,
    sanction: sanction?.e ?? null,
    sanctionChange: change?.e ?? null,
    filing: filing?.e ?? null,
    forwarding: mine('ProtestForwarded'),
    receipt: mine('ProtestReceived'),
    decision: mine('ProtestDecided'),
    notification: mine('ProtestDecisionNotified'),
  };
  const timeline = [
    ...Object.values(parts).filter((x): x is CaseEntry => x !== null),
    ...handHistory,
  ].sort((a, b) => a.revision - b.revision);
  return { protest: protestView(p, today), ...parts, handHistory, timeline };
}

export interface SeasonBanView {
  readonly tournamentId: string;
  readonly sanctionId: string;
  readonly playerId: string;
  readonly clubId: string;
  readonly clause: string;
  readonly season: string;
  readonly fromDate: string;
  readonly toDate: string;
  readonly protocolEntryNo: number | null;
  readonly officialId: string;
  readonly at: string;
}

const banView = (r: Row): SeasonBanView => ({
  tournamentId: String(r.tournament_id),
  sanctionId: String(r.sanction_id),
  playerId: String(r.player_id),
  clubId: String(r.club_id),
  clause: String(r.clause),
  season: String(r.season),
  fromDate: String(r.from_date),
  toDate: String(r.to_date),
  protocolEntryNo: int(r.protocol_entry_no),
  officialId: String(r.official_id),
  at: String(r.at),
});

/** FSPR 7.2.3: season disqualifications in force (annulled ones left out). */
export async function listSeasonBans(
  ds: DataSource,
  filter: { readonly season?: string | null; readonly playerId?: string | null } = {},
): Promise<SeasonBanView[]> {
  const m = ds.manager;
  const params: unknown[] = [];
  let sql = `SELECT * FROM "discipline_season_bans" WHERE "annulled" = 0`;
  if (filter.season) sql += ` AND "season" = ${param(m, params.push(filter.season))}`;
  if (filter.playerId) sql += ` AND "player_id" = ${param(m, params.push(filter.playerId))}`;
  const rows = (await m.query(`${sql} ORDER BY "at", "sanction_id"`, params)) as Row[];
  return rows.map(banView);
}

/**
 * FSPR 7.2.3: is this member banned from official and rating competitions on `date`
 * ('YYYY-MM-DD')? Registration for any tournament of the season must refuse him if so.
 */
export async function isDisqualifiedForSeason(
  ds: DataSource,
  memberId: string,
  date: string,
): Promise<SeasonBanView | null> {
  const m = ds.manager;
  const rows = (await m.query(
    `SELECT * FROM "discipline_season_bans" WHERE "annulled" = 0 AND "player_id" = ${param(m, 1)}
     AND "from_date" <= ${param(m, 2)} AND "to_date" >= ${param(m, 3)} ORDER BY "at" LIMIT 1`,
    [memberId, date, date],
  )) as Row[];
  return rows.length ? banView(rows[0]) : null;
}
