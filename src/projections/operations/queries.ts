/**
 * What the office, the hall display and the regulator read about a running tournament
 * (issue 4): over the operations read model only. Time left on the clock is computed here, at
 * the instant asked about, from the anchors the events recorded (FSNP Art. 60, 62).
 */
import type { DataSource } from 'typeorm';
import {
  clockFromAnchors,
  type ClockView,
  type MoneyTotals,
  type TournamentState,
} from '../../aggregates/tournament/views';
import type { LevelSpec, TransactionCode } from '../../events/tournament-events';
import { type Connection, type PageArgs, pageWindow, toConnection } from '../pagination';
import { param, toInt } from '../sql';

type DbRow = Record<string, unknown>;

const num = (v: unknown): number => toInt(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : toInt(v));

export interface ClockInfo extends ClockView {
  readonly tournamentId: string;
  /** The server instant the view was computed for. */
  readonly asOf: string;
  readonly tournamentStatus: string;
  readonly day: number;
  readonly dayClosed: boolean;
  /** The level in play is the last one scheduled for the day (FSNP Art. 124, 136). */
  readonly lastLevelOfDay: boolean;
  readonly handForHand: boolean;
  readonly playersLeft: number;
  /** Chips held by players still in, divided by their number, rounded down. */
  readonly averageStack: number;
  /** Issued − removed + chip-race delta (FSNP Art. 35; LNSE I.44; DECISION-8). */
  readonly totalChipsInPlay: number;
  readonly currency: string;
  /** Integer minor units (DECISION-2). */
  readonly prizeFund: number;
}

async function summaryOf(ds: DataSource, tournamentId: string): Promise<DbRow | null> {
  const m = ds.manager;
  const rows = (await m.query(
    `SELECT * FROM "ops_summary" WHERE "tournament_id" = ${param(m, 1)}`,
    [tournamentId],
  )) as DbRow[];
  return rows[0] ?? null;
}

function clockInfo(tournamentId: string, r: DbRow, now: string): ClockInfo {
  const levels = JSON.parse(r.levels as string) as LevelSpec[];
  const clock = JSON.parse(r.clock as string) as TournamentState['clock'];
  const view = clockFromAnchors(
    {
      levels,
      startedAt: clock.startedAt,
      runningSince: clock.runningSince,
      elapsedMs: clock.elapsedMs,
      recordedLevel: clock.recordedLevel,
      orbitLevel: num(r.orbit_level),
      tournamentType: r.tournament_type as string,
    },
    now,
  );
  const playersLeft = num(r.players_left);
  const money = JSON.parse(r.money as string) as MoneyTotals;
  return {
    ...view,
    tournamentId,
    asOf: now,
    tournamentStatus: r.status as string,
    day: num(r.day),
    dayClosed: num(r.day_closed) === 1,
    lastLevelOfDay: !view.onBreak && levels[view.level - 1]?.endOfDay === true,
    handForHand: num(r.hand_for_hand) === 1,
    playersLeft,
    averageStack: playersLeft ? Math.floor(num(r.chips_with_players) / playersLeft) : 0,
    totalChipsInPlay: num(r.chips_in_play),
    currency: r.currency as string,
    prizeFund: money.prizeFund,
  };
}

export async function getClock(
  ds: DataSource,
  tournamentId: string,
  now: string,
): Promise<ClockInfo | null> {
  const r = await summaryOf(ds, tournamentId);
  return r ? clockInfo(tournamentId, r, now) : null;
}

export interface SeatView {
  readonly seat: number;
  readonly playerId: string | null;
  readonly fullName: string | null;
  readonly stack: number;
  /** A starting set placed for a late player (FSNP Art. 135). */
  readonly reserved: boolean;
  readonly waitsForButton: boolean;
}

export interface TableView {
  readonly tableId: string;
  readonly seatCount: number;
  readonly open: boolean;
  readonly buttonSeat: number | null;
  readonly handInProgress: boolean;
  readonly handNo: number;
  readonly players: number;
  readonly chips: number;
  readonly seats: readonly SeatView[];
}

const byTableId = (a: { tableId: string }, b: { tableId: string }) =>
  a.tableId.localeCompare(b.tableId, 'en', { numeric: true });

/** Tables (open ones unless `includeClosed`) with their occupied and reserved seats. */
export async function listTables(
  ds: DataSource,
  tournamentId: string,
  includeClosed = false,
): Promise<TableView[]> {
  const m = ds.manager;
  const tables = (await m.query(
    `SELECT * FROM "ops_tables" WHERE "tournament_id" = ${param(m, 1)}`,
    [tournamentId],
  )) as DbRow[];
  const seats = (await m.query(
    `SELECT s."table_id", s."seat", s."player_id", s."reserved_chips", p."full_name", p."stack", p."waits_for_button"
     FROM "ops_seats" s LEFT JOIN "ops_players" p
       ON p."tournament_id" = s."tournament_id" AND p."player_id" = s."player_id"
     WHERE s."tournament_id" = ${param(m, 1)} ORDER BY s."table_id", s."seat"`,
    [tournamentId],
  )) as DbRow[];
  const byTable = new Map<string, SeatView[]>();
  for (const s of seats) {
    const list = byTable.get(s.table_id as string) ?? [];
    const reserved = s.player_id == null;
    list.push({
      seat: num(s.seat),
      playerId: (s.player_id as string | null) ?? null,
      fullName: (s.full_name as string | null) ?? null,
      stack: reserved ? num(s.reserved_chips ?? 0) : num(s.stack ?? 0),
      reserved,
      waitsForButton: num(s.waits_for_button ?? 0) === 1,
    });
    byTable.set(s.table_id as string, list);
  }
  return tables
    .filter((t) => includeClosed || num(t.open) === 1)
    .map((t) => {
      const list = (byTable.get(t.table_id as string) ?? []).sort((a, b) => a.seat - b.seat);
      return {
        tableId: t.table_id as string,
        seatCount: num(t.seat_count),
        open: num(t.open) === 1,
        buttonSeat: numOrNull(t.button_seat),
        handInProgress: num(t.hand_in_progress) === 1,
        handNo: num(t.hand_no),
        players: num(t.players),
        chips: list.reduce((a, s) => a + s.stack, 0),
        seats: list,
      };
    })
    .sort(byTableId);
}

export interface LeaderboardLine {
  readonly rank: number;
  readonly playerId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly stack: number;
  /** Stack in big blinds of the level on the clock, one decimal (display only, not a ledger). */
  readonly bigBlinds: number;
  readonly tableId: string | null;
  readonly seat: number | null;
}

export interface Leaderboard {
  readonly tournamentId: string;
  readonly playersLeft: number;
  readonly averageStack: number;
  readonly totalChipsInPlay: number;
  readonly bigBlind: number;
  readonly level: number;
  readonly lines: Connection<LeaderboardLine>;
}

/**
 * Chip counts, biggest stack first; equal stacks by registration number so the order is
 * stable between pages. The cursor is the rank of the last line.
 */
export async function getLeaderboard(
  ds: DataSource,
  tournamentId: string,
  now: string,
  page: PageArgs = {},
): Promise<Leaderboard | null> {
  const tag = `leaderboard/${tournamentId}`;
  const { first, afterKey } = pageWindow(tag, page);
  const r = await summaryOf(ds, tournamentId);
  if (!r) return null;
  const clock = clockInfo(tournamentId, r, now);
  const m = ds.manager;
  const rows = (await m.query(
    `SELECT "player_id", "full_name", "club_id", "stack", "table_id", "seat" FROM "ops_players"
     WHERE "tournament_id" = ${param(m, 1)} AND "status" = 'seated'
     ORDER BY "stack" DESC, "registration_number" ASC LIMIT ${param(m, 2)} OFFSET ${param(m, 3)}`,
    [tournamentId, first + 1, afterKey],
  )) as DbRow[];
  const lines = rows.map((x, i) => {
    const stack = num(x.stack);
    return {
      rank: afterKey + i + 1,
      playerId: x.player_id as string,
      fullName: x.full_name as string,
      clubId: x.club_id as string,
      stack,
      bigBlinds: clock.bigBlind > 0 ? Math.round((stack * 10) / clock.bigBlind) / 10 : 0,
      tableId: (x.table_id as string | null) ?? null,
      seat: numOrNull(x.seat),
    };
  });
  return {
    tournamentId,
    playersLeft: clock.playersLeft,
    averageStack: clock.averageStack,
    totalChipsInPlay: clock.totalChipsInPlay,
    bigBlind: clock.bigBlind,
    level: clock.level,
    lines: toConnection(
      tag,
      lines,
      first,
      clock.playersLeft,
      (l) => l.rank,
      (l) => l,
    ),
  };
}

export interface PurchaseLine {
  readonly purchaseNo: number;
  readonly playerId: string;
  readonly item: string;
  readonly code: TransactionCode;
  readonly prizeFund: number;
  readonly fee: number;
  readonly currency: string;
  readonly chips: number;
  readonly stackBefore: number;
  readonly stackAfter: number;
  readonly occurredAt: string;
}

export interface PlayerEntries {
  readonly playerId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly registrationNumber: number;
  readonly status: string;
  readonly stack: number;
  readonly tableId: string | null;
  readonly seat: number | null;
  /** Buy-in plus re-entries and rebuys: the times the player entered (FSNP Art. 139). */
  readonly entries: number;
  readonly reEntries: number;
  readonly rebuys: number;
  readonly topUps: number;
  readonly addOns: number;
  /** A binding announcement not yet completed (LNSE I.51). */
  readonly announced: string | null;
  readonly paidPrizeFund: number;
  readonly paidFee: number;
  readonly purchases: readonly PurchaseLine[];
}

const purchaseLine = (p: DbRow): PurchaseLine => ({
  purchaseNo: num(p.purchase_no),
  playerId: p.player_id as string,
  item: p.item as string,
  code: p.code as TransactionCode,
  prizeFund: num(p.prize_fund),
  fee: num(p.fee),
  currency: p.currency as string,
  chips: num(p.chips),
  stackBefore: num(p.stack_before),
  stackAfter: num(p.stack_after),
  occurredAt: p.occurred_at as string,
});

/** Entries and purchases per player, in registration order (LNSE IV.1.3). */
export async function listEntries(
  ds: DataSource,
  tournamentId: string,
  page: PageArgs = {},
  playerId: string | null = null,
): Promise<Connection<PlayerEntries>> {
  const tag = `entries/${tournamentId}`;
  const { first, afterKey } = pageWindow(tag, page);
  const m = ds.manager;
  const onlyPlayer = playerId == null ? '' : ` AND "player_id" = ${param(m, 3)}`;
  const limitAt = playerId == null ? 3 : 4;
  const players = (await m.query(
    `SELECT * FROM "ops_players" WHERE "tournament_id" = ${param(m, 1)}
     AND "registration_number" > ${param(m, 2)}${onlyPlayer}
     ORDER BY "registration_number" LIMIT ${param(m, limitAt)}`,
    [tournamentId, afterKey, ...(playerId == null ? [] : [playerId]), first + 1],
  )) as DbRow[];
  const [{ n }] = (await m.query(
    `SELECT COUNT(*) AS n FROM "ops_players" WHERE "tournament_id" = ${param(m, 1)}${playerId == null ? '' : ` AND "player_id" = ${param(m, 2)}`}`,
    [tournamentId, ...(playerId == null ? [] : [playerId])],
  )) as { n: unknown }[];
  const ids = players.slice(0, first).map((p) => p.player_id as string);
  const lines = ids.length
    ? ((await m.query(
        `SELECT * FROM "ops_purchases" WHERE "tournament_id" = ${param(m, 1)}
         AND "player_id" IN (${ids.map((_, i) => param(m, i + 2)).join(',')})
         ORDER BY "purchase_no"`,
        [tournamentId, ...ids],
      )) as DbRow[])
    : [];
  const byPlayer = new Map<string, PurchaseLine[]>();
  for (const l of lines.map(purchaseLine))
    byPlayer.set(l.playerId, [...(byPlayer.get(l.playerId) ?? []), l]);
  const views = players.map((p): PlayerEntries => {
    const own = byPlayer.get(p.player_id as string) ?? [];
    return {
      playerId: p.player_id as string,
      fullName: p.full_name as string,
      clubId: p.club_id as string,
      registrationNumber: num(p.registration_number),
      status: p.status as string,
      stack: num(p.stack),
      tableId: (p.table_id as string | null) ?? null,
      seat: numOrNull(p.seat),
      entries: num(p.buy_ins) + num(p.re_entries) + num(p.rebuys),
      reEntries: num(p.re_entries),
      rebuys: num(p.rebuys),
      topUps: num(p.top_ups),
      addOns: num(p.add_ons),
      announced: (p.announced as string | null) ?? null,
      paidPrizeFund: own.reduce((a, l) => a + l.prizeFund, 0),
      paidFee: own.reduce((a, l) => a + l.fee, 0),
      purchases: own,
    };
  });
  return toConnection(
    tag,
    views,
    first,
    toInt(n),
    (v) => v.registrationNumber,
    (v) => v,
  );
}

export interface PrizeFundLine {
  readonly key: string;
  readonly count: number;
  readonly prizeFund: number;
  readonly fee: number;
}

export interface PrizeFund {
  readonly tournamentId: string;
  readonly currency: string;
  /** Integer minor units: the players' part of every purchase (FSNP Art. 30; DECISION-2). */
  readonly prizeFund: number;
  /** The organization's fee (rake), kept apart. */
  readonly fees: number;
  readonly purchases: number;
  /** LNSE IV.1.3, IV.6(a): per transaction code (IN, RB, AD). */
  readonly byCode: readonly PrizeFundLine[];
  /** Per purchase item (buy-in, re-entry, rebuy, add-on, top-up). */
  readonly byItem: readonly PrizeFundLine[];
}

export async function getPrizeFund(
  ds: DataSource,
  tournamentId: string,
): Promise<PrizeFund | null> {
  const r = await summaryOf(ds, tournamentId);
  if (!r) return null;
  const m = ds.manager;
  const items = (await m.query(
    `SELECT "item", COUNT(*) AS n, SUM("prize_fund") AS pf, SUM("fee") AS fee FROM "ops_purchases"
     WHERE "tournament_id" = ${param(m, 1)} GROUP BY "item" ORDER BY "item"`,
    [tournamentId],
  )) as DbRow[];
  const money = JSON.parse(r.money as string) as MoneyTotals;
  return {
    tournamentId,
    currency: r.currency as string,
    prizeFund: money.prizeFund,
    fees: money.fees,
    purchases: num(r.purchases),
    byCode: (Object.keys(money.byCode) as TransactionCode[]).map((code) => ({
      key: code,
      count: money.byCode[code].count,
      prizeFund: money.byCode[code].prizeFund,
      fee: money.byCode[code].fee,
    })),
    byItem: items.map((i) => ({
      key: i.item as string,
      count: num(i.n),
      prizeFund: num(i.pf),
      fee: num(i.fee),
    })),
  };
}
