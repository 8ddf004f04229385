import { EntitySchema } from 'typeorm';

/** One row per tournament: what the office list and the tournament page show. */
export interface TournamentRow {
  id: string;
  name: string;
  rulesetId: string;
  tournamentType: string;
  /** Same words as the write side: scheduled, registration-open, registration-closed, cancelled. */
  status: string;
  currency: string;
  clubId: string;
  venue: string;
  /** ISO-8601 UTC. */
  scheduledStart: string;
  seatsPerTable: number;
  startingStack: number;
  /** Integer minor units of `currency` (FSNP Art. 30; DECISION-2). */
  buyInPrizeFund: number;
  buyInFee: number;
  registrationCap: number | null;
  entries: number;
  registrationOpenedAt: string | null;
  registrationClosedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdPosition: number;
  updatedPosition: number;
  /** Last stream revision folded in: an event at or below it is a duplicate. */
  lastRevision: number;
}

export const TournamentEntity = new EntitySchema<TournamentRow>({
  name: 'TournamentReadModel',
  tableName: 'tournaments',
  // sqlite: the primary key IS the table (one b-tree fewer per row written in a rebuild).
  withoutRowid: true,
  columns: {
    id: { type: String, primary: true },
    name: { type: String },
    rulesetId: { type: String, name: 'ruleset_id' },
    tournamentType: { type: String, name: 'tournament_type' },
    status: { type: String },
    currency: { type: String },
    clubId: { type: String, name: 'club_id' },
    venue: { type: String },
    scheduledStart: { type: String, name: 'scheduled_start' },
    seatsPerTable: { type: 'integer', name: 'seats_per_table' },
    startingStack: { type: 'bigint', name: 'starting_stack' },
    buyInPrizeFund: { type: 'bigint', name: 'buy_in_prize_fund' },
    buyInFee: { type: 'bigint', name: 'buy_in_fee' },
    registrationCap: { type: 'integer', name: 'registration_cap', nullable: true },
    entries: { type: 'integer' },
    registrationOpenedAt: { type: String, name: 'registration_opened_at', nullable: true },
    registrationClosedAt: { type: String, name: 'registration_closed_at', nullable: true },
    cancelledAt: { type: String, name: 'cancelled_at', nullable: true },
    cancelReason: { type: String, name: 'cancel_reason', nullable: true },
    createdPosition: { type: 'bigint', name: 'created_position' },
    updatedPosition: { type: 'bigint', name: 'updated_position' },
    lastRevision: { type: 'integer', name: 'last_revision' },
  },
  indices: [{ name: 'tournaments_by_created', columns: ['createdPosition'], unique: true }],
});

/** Column order of the bulk upsert; the row array the projection builds follows it. */
export const TOURNAMENT_COLUMNS = [
  'id',
  'name',
  'ruleset_id',
  'tournament_type',
  'status',
  'currency',
  'club_id',
  'venue',
  'scheduled_start',
  'seats_per_table',
  'starting_stack',
  'buy_in_prize_fund',
  'buy_in_fee',
  'registration_cap',
  'entries',
  'registration_opened_at',
  'registration_closed_at',
  'cancelled_at',
  'cancel_reason',
  'created_position',
  'updated_position',
  'last_revision',
] as const;
