/**
 * One tournament of the operations read model as its own small state, folded from the events
 * alone (issue 17): the display's tournament facts and field (reused read only: the same rules
 * for the same counts) and the operations' own facts (ops-facts.ts). The rows (rows.ts's
 * columns) are derived from it; the entrant, player and table maps note which keys each event
 * reached (touched-map.ts), so a batch recomputes and compares only those rows.
 */
import type { StoredEvent } from '../../events/envelope';
import { eventFold, type LedgerEventType } from '../kit';
import {
  FIELD_FACTS,
  type EntrantRow,
  type FieldRows,
  type TableRow,
} from '../display/field-facts';
import {
  chipsInPlayOf,
  levelsOfFacts,
  noTournamentFacts,
  TOURNAMENT_FACTS,
  type TournamentFacts,
} from '../display/tournament-facts';
import { SUMMARY_COLUMNS } from './entities';
import {
  noOpsHead,
  OPS_FACTS,
  type OpsFacts,
  type OpsHead,
  type OpsPlayer,
  type OpsTable,
} from './ops-facts';
import { seatKey, type Row } from './rows';
import { TouchedMap } from '../touched-map';

const field = eventFold(FIELD_FACTS);
const facts = eventFold(TOURNAMENT_FACTS);
const ops = eventFold(OPS_FACTS);

/** Every event type that changes an operations row. */
export const OPS_EVENT_TYPES: readonly LedgerEventType[] = [
  ...new Set([...field.types, ...facts.types, ...ops.types]),
];

export interface OpsFold {
  readonly tournamentId: string;
  readonly facts: TournamentFacts;
  readonly field: FieldRows & {
    readonly entrants: TouchedMap<EntrantRow>;
    readonly tables: TouchedMap<TableRow>;
  };
  readonly ops: OpsFacts;
  lastRevision: number;
  position: number;
  /** The rows as last written (visible and kept columns), to compare the touched ones with. */
  readonly written: {
    summary: Row | null;
    readonly tables: Map<string, Row>;
    /** Per table, its seat rows by seatKey. */
    readonly seats: Map<string, Map<string, Row>>;
    readonly players: Map<string, Row>;
    head: string;
  };
  /** fieldCount kept up to date entrant by entrant, table by table (FSNP Art. 60, 135). */
  readonly tally: {
    readonly inField: Set<string>;
    readonly reservedAt: Map<string, number>;
    reserved: number;
  };
}

/** What is stored of the fold beside its rows (ops_progress.head). */
export interface StoredHead {
  readonly tournament: TournamentFacts;
  readonly head: OpsHead;
  readonly orbit: number;
}

export function newFold(
  tournamentId: string,
  stored: StoredHead = { tournament: noTournamentFacts(), head: noOpsHead(), orbit: 1 },
): OpsFold {
  const t = stored.tournament;
  return {
    tournamentId,
    facts: t,
    field: {
      tournament: t,
      entrants: new TouchedMap<EntrantRow>(),
      tables: new TouchedMap<TableRow>(),
      orbit: stored.orbit,
    },
    ops: {
      tournamentId,
      tournament: t,
      head: stored.head,
      players: new TouchedMap<OpsPlayer>(),
      tables: new TouchedMap<OpsTable>(),
      newPurchases: [],
    },
    lastRevision: -1,
    position: 0,
    written: { summary: null, tables: new Map(), seats: new Map(), players: new Map(), head: '' },
    tally: { inField: new Set(), reservedAt: new Map(), reserved: 0 },
  };
}

/**
 * Folds one event of the tournament's stream; a redelivered one (revision already folded)
 * changes nothing. The field first: it reads the tournament's facts as they stood before.
 */
export function foldEvent(f: OpsFold, e: StoredEvent): boolean {
  if (e.revision <= f.lastRevision) return false;
  field.apply(f.field, e);
  facts.apply(f.facts, e);
  ops.apply(f.ops, e);
  f.lastRevision = e.revision;
  f.position = e.globalPosition;
  return true;
}

export const storedHeadOf = (f: OpsFold): string =>
  JSON.stringify({ tournament: f.facts, head: f.ops.head, orbit: f.field.orbit });

const flag = (b: boolean): number => (b ? 1 : 0);

/** The summary row (SUMMARY_COLUMNS); null before the tournament is created. */
export function summaryRowOfFold(f: OpsFold): Row | null {
  const t = f.facts;
  const h = f.ops.head;
  if (!t.config) return null;
  const chips = chipsInPlayOf(t);
  const row: Record<(typeof SUMMARY_COLUMNS)[number], unknown> = {
    tournament_id: f.tournamentId,
    status: t.status,
    ruleset_id: t.config.rulesetId,
    tournament_type: t.config.tournamentType,
    currency: t.config.currency,
    starting_stack: t.config.startingStack,
    levels: JSON.stringify(levelsOfFacts(t)),
    // state.ts ClockState, its keys in that order.
    clock: JSON.stringify({
      startedAt: t.startedAt,
      runningSince: t.runningSince,
      elapsedMs: t.elapsedMs,
      recordedLevel: t.recordedLevel,
      recordedBreakAfter: h.recordedBreakAfter,
    }),
    orbit_level: t.orbitLevel,
    day: h.day,
    day_closed: flag(h.dayClosed),
    hand_for_hand: flag(h.handForHand),
    final_table: h.finalTable,
    money: JSON.stringify(h.money),
    purchases: h.purchases,
    chips_in_play: chips,
    players_left: f.tally.inField.size,
    chips_with_players: chips - f.tally.reserved,
    re_entry_open: flag(t.reEntryOpen),
    late_registration_open: flag(t.lateRegistrationOpen),
  };
  return SUMMARY_COLUMNS.map((c) => row[c]);
}

/**
 * A table's row (TABLE_COLUMNS, then the reserved sets it keeps, closed or not) and its seat
 * rows; null when there is no such table. A closed table shows no seats (rows.ts tableRowsOf).
 */
export function tableRowsOfFold(
  f: OpsFold,
  tableId: string,
): { table: Row; seats: Map<string, Row> } | null {
  const t = f.field.tables.peek(tableId);
  if (!t) return null;
  const x = f.ops.tables.peek(tableId);
  const seatCount = x?.seatCount ?? 0;
  const kept = JSON.stringify(t.reserved);
  const seats = new Map<string, Row>();
  if (!t.open)
    return {
      table: [f.tournamentId, tableId, seatCount, 0, t.buttonSeat, 0, t.handNo, 0, kept],
      seats,
    };
  for (const [seat, playerId] of Object.entries(t.seats))
    seats.set(seatKey(tableId, seat), [f.tournamentId, tableId, +seat, playerId, null]);
  for (const [seat, chips] of Object.entries(t.reserved))
    if (!t.seats[+seat])
      seats.set(seatKey(tableId, seat), [f.tournamentId, tableId, +seat, null, chips]);
  return {
    table: [
      f.tournamentId,
      tableId,
      seatCount,
      1,
      t.buttonSeat,
      flag(x?.handInProgress ?? false),
      t.handNo,
      Object.keys(t.seats).length,
      kept,
    ],
    seats,
  };
}

/** A registered player's row (PLAYER_COLUMNS, then his chips waiting for the hand's end). */
export function playerRowOfFold(f: OpsFold, playerId: string): Row | null {
  const p = f.ops.players.peek(playerId);
  if (!p) return null;
  const e = f.field.entrants.peek(playerId);
  return [
    f.tournamentId,
    playerId,
    p.fullName,
    p.clubId,
    p.registrationNumber,
    e?.status ?? 'registered',
    e?.stack ?? 0,
    e?.tableId ?? null,
    e?.seat ?? null,
    p.announced,
    flag(p.waitsForButton),
    p.purchases['buy-in'],
    p.purchases['re-entry'],
    p.purchases.rebuy,
    p.purchases['top-up'],
    p.purchases['add-on'],
    e?.pendingChips ?? 0,
  ];
}

/** Moves the field tally for the entrants and tables the batch reached. */
export function tallyTouched(
  f: OpsFold,
  entrants: Iterable<string>,
  tables: Iterable<string>,
): void {
  const { tally } = f;
  for (const pid of entrants) {
    const e = f.field.entrants.peek(pid);
    // registration/field-count.ts: the seated, and the busted who may still buy back in.
    if (e && (e.status === 'seated' || e.status === 'busted')) tally.inField.add(pid);
    else tally.inField.delete(pid);
  }
  for (const tableId of tables) {
    const t = f.field.tables.peek(tableId);
    let now = 0;
    if (t) for (const c of Object.values(t.reserved)) now += c;
    tally.reserved += now - (tally.reservedAt.get(tableId) ?? 0);
    tally.reservedAt.set(tableId, now);
  }
}
