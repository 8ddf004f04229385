/**
 * The display document derived from the decider's whole folded state (issue 17): what the read
 * model served while it folded the decider's evolve, kept here as the reference the display's
 * own event folds (src/projections/display/) are tested against.
 */
import {
  chipsInPlay,
  fieldCount,
  fieldSize,
  handAt,
  levelGame,
  openTables,
  orbitMode,
  payoutLinesFrom,
  PLACE_RECEIPT_KINDS,
  prizesOf,
  purchaseWindowsFrom,
  resultLinesFrom,
  type FieldCount,
  type PayoutLine,
  type Payouts,
  type PurchaseWindows,
  type ResultLine,
  type TournamentState,
} from '../../src/aggregates/tournament/views';
import {
  LEADERBOARD_SIZE,
  type DisplayView,
  type LeaderLine,
  type TableHandView,
} from '../../src/projections/display/view';
import { formatCard } from '../../src/poker/cards';

const ENTRY_ITEMS = ['buy-in', 're-entry'] as const;

function entriesOf(s: TournamentState): number {
  let n = 0;
  for (const e of Object.values(s.entrants)) for (const i of ENTRY_ITEMS) n += e.purchases[i] ?? 0;
  return Math.max(n, s.registrations);
}

/** `field`: fieldSize(s), which the projection keeps as a tally. */
export function payoutsOf(s: TournamentState, pool: number, field = fieldSize(s)): Payouts {
  return payoutLinesFrom({ config: s.config, fixed: s.prizes?.table ?? null, pool, field });
}

function leaderboardOf(s: TournamentState): LeaderLine[] {
  return leaderLines(
    s,
    Object.values(s.entrants)
      .filter((e) => e.status === 'seated' && e.stack > 0)
      .sort((a, b) => b.stack - a.stack || a.playerId.localeCompare(b.playerId))
      .slice(0, LEADERBOARD_SIZE)
      .map((e) => e.playerId),
  );
}

/** The leaderboard's lines of the entrants `top`, best first. */
export function leaderLines(s: TournamentState, top: readonly string[]): LeaderLine[] {
  return top.map((playerId, i) => {
    const e = s.entrants[playerId];
    return {
      rank: i + 1,
      playerId: e.playerId,
      name: s.players[e.playerId]?.fullName ?? e.playerId,
      stack: e.stack,
      tableId: e.tableId,
      seat: e.seat,
    };
  });
}

function purchasesOf(s: TournamentState): PurchaseWindows {
  return purchaseWindowsFrom({
    config: s.config,
    status: s.status,
    lateRegistrationOpen: s.lateRegistrationOpen,
    reEntryOpen: s.reEntryOpen,
  });
}

function resultsOf(s: TournamentState, payouts: readonly PayoutLine[]): ResultLine[] {
  const p = prizesOf(s);
  const standings = p.finalStandings;
  if (s.status !== 'completed' || !standings) return [];
  const awarded = new Map<string, number>();
  for (const r of Object.values(p.receipts))
    if (PLACE_RECEIPT_KINDS.has(r.kind))
      awarded.set(r.playerId, (awarded.get(r.playerId) ?? 0) + r.amount);
  return resultLinesFrom({
    standings,
    prizesAwarded: p.awarded,
    awarded,
    amounts: payouts.map((l) => l.amount),
    nameOf: (pid) => s.players[pid]?.fullName ?? pid,
    limit: LEADERBOARD_SIZE,
  });
}

/** The hand in play at one table as the monitors show it; null when there is none to show. */
export function tableViewOf(s: TournamentState, tableId: string): TableHandView | null {
  const t = s.tables[tableId];
  if (!t || !t.open) return null;
  const h = handAt(s, t.tableId);
  if (!h || !h.engine || h.status === 'voided') return null;
  const e = h.engine;
  const pot = e.deadMoney + e.players.reduce((sum, p) => sum + p.bet + p.collected + p.ante, 0);
  return {
    tableId: t.tableId,
    handNo: h.handNo,
    level: h.plan.level,
    game: h.plan.game ?? 'NT',
    status: h.status,
    buttonSeat: h.plan.buttonSeat,
    board: e.board.filter((c): c is number => typeof c === 'number').map(formatCard),
    pot,
    seats: h.seats.map((seat, i) => {
      const p = e.players[i];
      const playerId = h.plan.dealtIn[i]?.playerId ?? null;
      return {
        seat,
        playerId,
        name: playerId ? (s.players[playerId]?.fullName ?? playerId) : null,
        stack: p.stack,
        bet: p.bet,
        folded: p.folded,
        allIn: p.stack === 0 && !p.folded,
        shown:
          p.shown && p.hole
            ? p.hole.filter((c): c is number => typeof c === 'number').map(formatCard)
            : [],
        toAct: e.toAct === i,
      };
    }),
  };
}

function handsOf(s: TournamentState): TableHandView[] {
  const out: TableHandView[] = [];
  for (const t of openTables(s)) {
    const v = tableViewOf(s, t.tableId);
    if (v) out.push(v);
  }
  return out;
}

/** What the counts of the document are made of; the projection keeps them as tallies. */
export interface ViewCounts {
  readonly field: FieldCount;
  readonly entries: number;
  readonly payouts: Payouts;
}

export function prizePoolOf(s: TournamentState): number {
  const fixedPool = s.prizes?.pool;
  return fixedPool ? fixedPool.amount - fixedPool.bountyFund : s.money.prizeFund;
}

/**
 * The document without its leaderboard, tables and payout lines (empty here): the projection
 * stores those apart and fills them in when the document is read.
 */
export function displayHeadOf(
  tournamentId: string,
  s: TournamentState,
  pauseReason: string | null,
  counts: ViewCounts,
): DisplayView {
  const { field, payouts } = counts;
  return {
    tournamentId,
    name: s.config?.name ?? tournamentId,
    status: s.status,
    currency: s.config?.currency ?? '',
    // Issue 23: each level with its game as played (its own, else the tournament's), so the
    // hall's clock shows the game without knowing the ruleset.
    levels: s.levels.map((l) => ({ ...l, game: levelGame(s, l) })),
    clock: {
      startedAt: s.clock.startedAt,
      runningSince: s.clock.runningSince,
      elapsedMs: s.clock.elapsedMs,
      recordedLevel: s.clock.recordedLevel,
      orbitLevel: s.config && orbitMode(s) ? s.orbitLevel : null,
      orbit: s.config && orbitMode(s) ? s.orbit : null,
      tournamentType: s.config?.tournamentType ?? null,
    },
    playersLeft: field.playersLeft,
    entries: counts.entries,
    uniquePlayers: s.registrations,
    chipsInPlay: chipsInPlay(s),
    averageStack: field.averageStack,
    pauseReason: s.clock.runningSince === null && s.status === 'running' ? pauseReason : null,
    purchases: purchasesOf(s),
    results: resultsOf(s, payouts.lines),
    prizesAwarded: prizesOf(s).awarded,
    prizePool: prizePoolOf(s),
    prizePoolFixed: !!s.prizes?.pool,
    payouts: [],
    payoutSource: payouts.source,
    leaderboard: [],
    tables: [],
  };
}

/** `pauseReason`: the reason of the last ClockPaused, which the state does not keep. */
export function displayViewOf(
  tournamentId: string,
  s: TournamentState,
  pauseReason: string | null = null,
): DisplayView {
  const payouts = payoutsOf(s, prizePoolOf(s));
  const head = displayHeadOf(tournamentId, s, pauseReason, {
    field: fieldCount(s),
    entries: entriesOf(s),
    payouts,
  });
  return { ...head, payouts: payouts.lines, leaderboard: leaderboardOf(s), tables: handsOf(s) };
}
