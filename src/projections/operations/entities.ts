import { EntitySchema } from 'typeorm';

/**
 * Read models of tournament operations (issue 4 "Projections and GraphQL queries"). Every table
 * is keyed by tournament first, so one tournament's rows sit together and a replayed event
 * lands on the same key.
 */

/**
 * The operations fold's own state of each tournament beside its rows (ops-fold.ts, issue 17):
 * the tournament's facts, the money and the day (head, JSON of a few hundred bytes), and the
 * last revision folded in, so that a redelivered event changes nothing.
 */
export interface OpsProgressRow {
  tournamentId: string;
  head: string;
  lastRevision: number;
  position: number;
}

export const OpsProgressEntity = new EntitySchema<OpsProgressRow>({
  name: 'OpsProgressReadModel',
  tableName: 'ops_progress',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    head: { type: 'text' },
    lastRevision: { type: 'integer', name: 'last_revision' },
    position: { type: 'bigint' },
  },
});

/**
 * One row per tournament: clock anchors (time left is computed at query time from the server
 * clock, FSNP Art. 60), money so far and chips in play.
 */
export const SUMMARY_COLUMNS = [
  'tournament_id',
  'status',
  'ruleset_id',
  'tournament_type',
  'currency',
  'starting_stack',
  'levels',
  'clock',
  'orbit_level',
  'day',
  'day_closed',
  'hand_for_hand',
  'final_table',
  'money',
  'purchases',
  'chips_in_play',
  'players_left',
  'chips_with_players',
  're_entry_open',
  'late_registration_open',
] as const;

export const OpsSummaryEntity = new EntitySchema<Record<string, unknown>>({
  name: 'OpsSummaryReadModel',
  tableName: 'ops_summary',
  columns: {
    tournament_id: { type: String, primary: true },
    status: { type: String },
    ruleset_id: { type: String },
    tournament_type: { type: String },
    currency: { type: String },
    starting_stack: { type: 'bigint' },
    /** JSON LevelSpec[]. */
    levels: { type: 'text' },
    /** JSON ClockState: startedAt, runningSince, elapsedMs … */
    clock: { type: 'text' },
    orbit_level: { type: 'integer' },
    day: { type: 'integer' },
    day_closed: { type: 'integer' },
    hand_for_hand: { type: 'integer' },
    final_table: { type: String, nullable: true },
    /** JSON MoneyTotals, integer minor units (FSNP Art. 30; DECISION-2). */
    money: { type: 'text' },
    purchases: { type: 'integer' },
    chips_in_play: { type: 'bigint' },
    players_left: { type: 'integer' },
    chips_with_players: { type: 'bigint' },
    re_entry_open: { type: 'integer' },
    late_registration_open: { type: 'integer' },
  },
});

export const TABLE_COLUMNS = [
  'tournament_id',
  'table_id',
  'seat_count',
  'open',
  'button_seat',
  'hand_in_progress',
  'hand_no',
  'players',
] as const;

export const OpsTableEntity = new EntitySchema<Record<string, unknown>>({
  name: 'OpsTableReadModel',
  tableName: 'ops_tables',
  columns: {
    tournament_id: { type: String, primary: true },
    table_id: { type: String, primary: true },
    seat_count: { type: 'integer' },
    open: { type: 'integer' },
    button_seat: { type: 'integer', nullable: true },
    hand_in_progress: { type: 'integer' },
    hand_no: { type: 'integer' },
    players: { type: 'integer' },
    /** JSON: the reserved sets the table keeps (a closed one too), for the fold (ops-fold.ts). */
    reserved: { type: 'text' },
  },
});

/** What the fold stores of a table: its row, then the reserved sets it keeps. */
export const TABLE_STORED_COLUMNS = [...TABLE_COLUMNS, 'reserved'] as const;

/** Occupied seats and seats holding a reserved starting set (FSNP Art. 135). */
export const SEAT_COLUMNS = [
  'tournament_id',
  'table_id',
  'seat',
  'player_id',
  'reserved_chips',
] as const;

export const OpsSeatEntity = new EntitySchema<Record<string, unknown>>({
  name: 'OpsSeatReadModel',
  tableName: 'ops_seats',
  columns: {
    tournament_id: { type: String, primary: true },
    table_id: { type: String, primary: true },
    seat: { type: 'integer', primary: true },
    player_id: { type: String, nullable: true },
    reserved_chips: { type: 'bigint', nullable: true },
  },
});

/** A registered player's life in the tournament: stack, seat, purchase counts. */
export const PLAYER_COLUMNS = [
  'tournament_id',
  'player_id',
  'full_name',
  'club_id',
  'registration_number',
  'status',
  'stack',
  'table_id',
  'seat',
  'announced',
  'waits_for_button',
  'buy_ins',
  're_entries',
  'rebuys',
  'top_ups',
  'add_ons',
] as const;

export const OpsPlayerEntity = new EntitySchema<Record<string, unknown>>({
  name: 'OpsPlayerReadModel',
  tableName: 'ops_players',
  columns: {
    tournament_id: { type: String, primary: true },
    player_id: { type: String, primary: true },
    full_name: { type: String },
    club_id: { type: String },
    registration_number: { type: 'integer' },
    status: { type: String },
    stack: { type: 'bigint' },
    table_id: { type: String, nullable: true },
    seat: { type: 'integer', nullable: true },
    announced: { type: String, nullable: true },
    waits_for_button: { type: 'integer' },
    buy_ins: { type: 'integer' },
    re_entries: { type: 'integer' },
    rebuys: { type: 'integer' },
    top_ups: { type: 'integer' },
    add_ons: { type: 'integer' },
    /** Chips bought during a hand, joining the stack when it ends (LNSE I.53), for the fold. */
    pending_chips: { type: 'bigint' },
  },
  indices: [
    { name: 'ops_players_by_stack', columns: ['tournament_id', 'status', 'stack'] },
    { name: 'ops_players_by_number', columns: ['tournament_id', 'registration_number'] },
  ],
});

/** One line per purchase, never aggregated (LNSE IV.1.3, IV.6(a); FSNP Art. 30; DECISION-2). */
export const PURCHASE_COLUMNS = [
  'tournament_id',
  'purchase_no',
  'player_id',
  'item',
  'code',
  'prize_fund',
  'fee',
  'currency',
  'chips',
  'stack_before',
  'stack_after',
  'occurred_at',
  'position',
] as const;

/** What the fold stores of a player: his row, then his chips waiting for the hand's end. */
export const PLAYER_STORED_COLUMNS = [...PLAYER_COLUMNS, 'pending_chips'] as const;

export const OpsPurchaseEntity = new EntitySchema<Record<string, unknown>>({
  name: 'OpsPurchaseReadModel',
  tableName: 'ops_purchases',
  columns: {
    tournament_id: { type: String, primary: true },
    purchase_no: { type: 'integer', primary: true },
    player_id: { type: String },
    item: { type: String },
    code: { type: String },
    prize_fund: { type: 'bigint' },
    fee: { type: 'bigint' },
    currency: { type: String },
    chips: { type: 'bigint' },
    stack_before: { type: 'bigint' },
    stack_after: { type: 'bigint' },
    occurred_at: { type: String },
    position: { type: 'bigint' },
  },
  indices: [{ name: 'ops_purchases_by_player', columns: ['tournament_id', 'player_id'] }],
});

export const OPERATIONS_ENTITIES = [
  OpsProgressEntity,
  OpsSummaryEntity,
  OpsTableEntity,
  OpsSeatEntity,
  OpsPlayerEntity,
  OpsPurchaseEntity,
];
