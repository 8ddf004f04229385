/**
 * The rows a decider's tournament state shows as, one array per table in the column order of
 * src/projections/operations/entities.ts: what the operations rows must be. The read model folds its rows from the events
 * alone (ops-fold.ts, issue 17); the differential test compares them with these after every
 * event of played tournaments.
 */
import {
  chipsInPlay,
  fieldCount,
  levelGame,
  type FieldCount,
  type TournamentState,
} from '../../src/aggregates/tournament/views';
import { SUMMARY_COLUMNS } from '../../src/projections/operations/entities';
import { seatKey, type Row } from '../../src/projections/operations/rows';

export interface OpsRows {
  readonly summary: Map<string, Row>;
  readonly tables: Map<string, Row>;
  readonly seats: Map<string, Row>;
  readonly players: Map<string, Row>;
}

const flag = (b: boolean): number => (b ? 1 : 0);

/** The summary row (one per tournament); null before the tournament is created. */
export function summaryRowOf(
  tournamentId: string,
  s: TournamentState,
  field: FieldCount = fieldCount(s),
): Row | null {
  if (!s.config) return null;
  // The same count as the hall display: reserved sets are chips, not players (FSNP Art. 135).
  const summaryRow: Record<(typeof SUMMARY_COLUMNS)[number], unknown> = {
    tournament_id: tournamentId,
    status: s.status,
    ruleset_id: s.config.rulesetId,
    tournament_type: s.config.tournamentType,
    currency: s.config.currency,
    starting_stack: s.config.startingStack,
    // Issue 23: each level with its game as played, so the office clock shows it.
    levels: JSON.stringify(s.levels.map((l) => ({ ...l, game: levelGame(s, l) }))),
    clock: JSON.stringify(s.clock),
    orbit_level: s.orbitLevel,
    day: s.day,
    day_closed: flag(s.dayClosed),
    hand_for_hand: flag(s.handForHand),
    final_table: s.finalTable,
    money: JSON.stringify(s.money),
    purchases: s.purchases,
    chips_in_play: chipsInPlay(s),
    players_left: field.playersLeft,
    chips_with_players: field.playerChips,
    re_entry_open: flag(s.reEntryOpen),
    late_registration_open: flag(s.lateRegistrationOpen),
  };
  return SUMMARY_COLUMNS.map((c) => summaryRow[c]);
}

/**
 * One table's row and the rows of its seats (occupied, or reserved for a late player). Positional
 * rows in the column order of entities.ts (TABLE_/SEAT_COLUMNS).
 */
export function tableRowsOf(
  tournamentId: string,
  t: TournamentState['tables'][string],
): { table: Row; seats: Map<string, Row> } {
  const seats = new Map<string, Row>();
  // A table closed by a redraw keeps its last seating in the write-side state (reseatAll);
  // nobody sits there any more.
  if (!t.open)
    return {
      table: [tournamentId, t.tableId, t.seatCount, 0, t.buttonSeat, 0, t.handNo, 0],
      seats,
    };
  for (const [seat, playerId] of Object.entries(t.seats))
    seats.set(seatKey(t.tableId, seat), [tournamentId, t.tableId, +seat, playerId, null]);
  for (const [seat, chips] of Object.entries(t.reserved))
    if (!t.seats[+seat])
      seats.set(seatKey(t.tableId, seat), [tournamentId, t.tableId, +seat, null, chips]);
  return {
    table: [
      tournamentId,
      t.tableId,
      t.seatCount,
      flag(t.open),
      t.buttonSeat,
      flag(t.handInProgress),
      t.handNo,
      Object.keys(t.seats).length,
    ],
    seats,
  };
}

/** A registered player's row (PLAYER_COLUMNS), his entrant's seat, stack and purchases with it. */
export function playerRowOf(
  tournamentId: string,
  s: TournamentState,
  playerId: string,
): Row | null {
  const p = s.players[playerId];
  if (!p) return null;
  const e = s.entrants[playerId];
  return [
    tournamentId,
    p.playerId,
    p.fullName,
    p.clubId,
    p.registrationNumber,
    e?.status ?? 'registered',
    e?.stack ?? 0,
    e?.tableId ?? null,
    e?.seat ?? null,
    e?.announced ?? null,
    flag(e?.waitsForButton ?? false),
    e?.purchases['buy-in'] ?? 0,
    e?.purchases['re-entry'] ?? 0,
    e?.purchases.rebuy ?? 0,
    e?.purchases['top-up'] ?? 0,
    e?.purchases['add-on'] ?? 0,
  ];
}

export function rowsOf(tournamentId: string, s: TournamentState): OpsRows {
  const summary = new Map<string, Row>();
  const tables = new Map<string, Row>();
  const seats = new Map<string, Row>();
  const players = new Map<string, Row>();
  const head = summaryRowOf(tournamentId, s);
  if (!head) return { summary, tables, seats, players };
  summary.set(tournamentId, head);
  for (const t of Object.values(s.tables)) {
    const r = tableRowsOf(tournamentId, t);
    tables.set(t.tableId, r.table);
    for (const [k, row] of r.seats) seats.set(k, row);
  }
  for (const pid of Object.keys(s.players)) players.set(pid, playerRowOf(tournamentId, s, pid)!);
  return { summary, tables, seats, players };
}
