import { EntitySchema } from 'typeorm';

/**
 * The federation's discipline read model (issue 6). Rows are keyed by the ids the stream gives
 * (V-n, S-n, P-n within a tournament) so a replayed event writes the same row again.
 */

/** One row per violation with its (latest) sanction: the penalties register. */
export interface PenaltyRow {
  tournamentId: string;
  violationId: string;
  playerId: string;
  clubId: string;
  clause: string;
  ruleRef: string;
  tableId: string | null;
  handNo: number | null;
  description: string;
  offenceNumber: number;
  officialId: string;
  officialRole: string;
  at: string;
  /** Calendar year of the violation, for the register by season (OQ-15). */
  season: string;
  protocolEntryNo: number | null;
  sanctionId: string | null;
  sanctionKind: string | null;
  rounds: number | null;
  hands: number | null;
  playersAtTable: number | null;
  sanctionOfficialId: string | null;
  sanctionOfficialRole: string | null;
  sanctionAt: string | null;
  /** in-force | annulled | modified; null before a sanction. */
  sanctionStatus: string | null;
  position: number;
}

export const PenaltyEntity = new EntitySchema<PenaltyRow>({
  name: 'PenaltyReadModel',
  tableName: 'discipline_penalties',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    violationId: { type: String, primary: true, name: 'violation_id' },
    playerId: { type: String, name: 'player_id' },
    clubId: { type: String, name: 'club_id' },
    clause: { type: String },
    ruleRef: { type: String, name: 'rule_ref' },
    tableId: { type: String, name: 'table_id', nullable: true },
    handNo: { type: 'integer', name: 'hand_no', nullable: true },
    description: { type: 'text' },
    offenceNumber: { type: 'integer', name: 'offence_number' },
    officialId: { type: String, name: 'official_id' },
    officialRole: { type: String, name: 'official_role' },
    at: { type: String },
    season: { type: String },
    protocolEntryNo: { type: 'integer', name: 'protocol_entry_no', nullable: true },
    sanctionId: { type: String, name: 'sanction_id', nullable: true },
    sanctionKind: { type: String, name: 'sanction_kind', nullable: true },
    rounds: { type: 'integer', nullable: true },
    hands: { type: 'integer', nullable: true },
    playersAtTable: { type: 'integer', name: 'players_at_table', nullable: true },
    sanctionOfficialId: { type: String, name: 'sanction_official_id', nullable: true },
    sanctionOfficialRole: { type: String, name: 'sanction_official_role', nullable: true },
    sanctionAt: { type: String, name: 'sanction_at', nullable: true },
    sanctionStatus: { type: String, name: 'sanction_status', nullable: true },
    position: { type: 'bigint' },
  },
  indices: [
    { name: 'discipline_penalties_player', columns: ['playerId'] },
    { name: 'discipline_penalties_position', columns: ['position'] },
  ],
});

/** FSPR 7.2.3: season disqualifications, which registration anywhere in the season refuses. */
export interface SeasonBanRow {
  tournamentId: string;
  sanctionId: string;
  playerId: string;
  clubId: string;
  clause: string;
  season: string;
  fromDate: string;
  toDate: string;
  protocolEntryNo: number | null;
  officialId: string;
  at: string;
  /** 1 once a protest annulled it (FSPR 7.3.4). */
  annulled: number;
}

export const SeasonBanEntity = new EntitySchema<SeasonBanRow>({
  name: 'SeasonBanReadModel',
  tableName: 'discipline_season_bans',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    sanctionId: { type: String, primary: true, name: 'sanction_id' },
    playerId: { type: String, name: 'player_id' },
    clubId: { type: String, name: 'club_id' },
    clause: { type: String },
    season: { type: String },
    fromDate: { type: String, name: 'from_date' },
    toDate: { type: String, name: 'to_date' },
    protocolEntryNo: { type: 'integer', name: 'protocol_entry_no', nullable: true },
    officialId: { type: String, name: 'official_id' },
    at: { type: String },
    annulled: { type: 'integer' },
  },
  indices: [{ name: 'discipline_season_bans_player', columns: ['playerId'] }],
});

/** One row per protest: where it stands (FSPR 7.3.1-7.3.4 lifecycle). */
export interface ProtestRow {
  tournamentId: string;
  protestId: string;
  filerId: string;
  sanctionId: string | null;
  rulingId: string | null;
  /** lodged | refused | forwarded | under-review | decided | notified */
  status: string;
  filedAt: string;
  receivedOn: string | null;
  decisionDueBy: string | null;
  decidedOn: string | null;
  outcome: string | null;
  decidedLate: number | null;
  position: number;
}

export const ProtestEntity = new EntitySchema<ProtestRow>({
  name: 'ProtestReadModel',
  tableName: 'discipline_protests',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    protestId: { type: String, primary: true, name: 'protest_id' },
    filerId: { type: String, name: 'filer_id' },
    sanctionId: { type: String, name: 'sanction_id', nullable: true },
    rulingId: { type: String, name: 'ruling_id', nullable: true },
    status: { type: String },
    filedAt: { type: String, name: 'filed_at' },
    receivedOn: { type: String, name: 'received_on', nullable: true },
    decisionDueBy: { type: String, name: 'decision_due_by', nullable: true },
    decidedOn: { type: String, name: 'decided_on', nullable: true },
    outcome: { type: String, nullable: true },
    decidedLate: { type: 'integer', name: 'decided_late', nullable: true },
    position: { type: 'bigint' },
  },
});

/**
 * The events a case file is assembled from: every discipline event, plus the hand events of
 * each table (for the hand-history excerpt), as recorded, with actor and time.
 */
export interface CaseLogRow {
  tournamentId: string;
  revision: number;
  type: string;
  tableId: string | null;
  handNo: number | null;
  data: string;
  actorId: string;
  actorRole: string;
  occurredAt: string;
  position: number;
}

export const CaseLogEntity = new EntitySchema<CaseLogRow>({
  name: 'DisciplineCaseLogReadModel',
  tableName: 'discipline_case_log',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    revision: { type: 'integer', primary: true },
    type: { type: String },
    tableId: { type: String, name: 'table_id', nullable: true },
    handNo: { type: 'integer', name: 'hand_no', nullable: true },
    data: { type: 'text' },
    actorId: { type: String, name: 'actor_id' },
    actorRole: { type: String, name: 'actor_role' },
    occurredAt: { type: String, name: 'occurred_at' },
    position: { type: 'bigint' },
  },
  indices: [{ name: 'discipline_case_log_hand', columns: ['tournamentId', 'tableId', 'handNo'] }],
});

export const DISCIPLINE_ENTITIES = [PenaltyEntity, SeasonBanEntity, ProtestEntity, CaseLogEntity];
