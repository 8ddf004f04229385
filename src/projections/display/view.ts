/**
 * What the hall monitors show (FSNP Art. 4, 60; issue 10), derived from the folded tournament
 * state alone. Only public information: names, stacks, seats, the prize table — never hole
 * cards that were not shown, nor identity documents.
 */
import type { TournamentState } from '../../aggregates/tournament';
import { orbitMode } from '../../aggregates/tournament/clock';
import { handAt } from '../../aggregates/tournament/hand-state';
import { fieldSize, payoutSource } from '../../aggregates/tournament/prizes-rules';
import { chipsInPlay } from '../../aggregates/tournament/state';
import { openTables, playersLeft } from '../../aggregates/tournament/table-geometry';
import type { LevelSpec } from '../../events/tournament-events';
import { formatCard } from '../../poker/cards';
import { computePrizes, payoutScale } from '../../rules/payouts';
import type { PayoutTableId } from '../../rules/types';

/**
 * The clock as recorded: the page and the server compute level and time left from these
 * anchors and "now", so the count-down is right after a pause and across a break without an
 * event at every second (FSNP Art. 60-62).
 */
export interface ClockAnchors {
  readonly startedAt: string | null;
  /** Set while the clock runs: play time grows from this instant on. */
  readonly runningSince: string | null;
  /** Play time accrued before runningSince (pauses excluded), ms. */
  readonly elapsedMs: number;
  /** Last level recorded as started (LevelStarted): changes what hands are dealt at. */
  readonly recordedLevel: number;
  /** FSNP Art. 140.2(e): levels advance by orbits, not by time; then the level is this. */
  readonly orbitLevel: number | null;
  /** The orbit of the button in play, when levels advance by orbit (FSNP Art. 140.2(e)). */
  readonly orbit: number | null;
  readonly tournamentType: string | null;
}

export interface PayoutLine {
  readonly place: number;
  readonly basisPoints: number;
  readonly amount: number;
}

export interface LeaderLine {
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  readonly stack: number;
  readonly tableId: string | null;
  readonly seat: number | null;
}

export interface HandSeatView {
  readonly seat: number;
  readonly playerId: string | null;
  readonly name: string | null;
  readonly stack: number;
  readonly bet: number;
  readonly folded: boolean;
  readonly allIn: boolean;
  /** Only cards tabled at showdown (public); otherwise empty. */
  readonly shown: readonly string[];
  readonly toAct: boolean;
}

export interface TableHandView {
  readonly tableId: string;
  readonly handNo: number;
  readonly level: number;
  readonly status: string;
  readonly buttonSeat: number;
  readonly board: readonly string[];
  readonly pot: number;
  readonly seats: readonly HandSeatView[];
}

export interface DisplayView {
  readonly tournamentId: string;
  readonly name: string;
  readonly status: string;
  readonly currency: string;
  readonly levels: readonly LevelSpec[];
  readonly clock: ClockAnchors;
  readonly playersLeft: number;
  readonly entries: number;
  readonly uniquePlayers: number;
  readonly chipsInPlay: number;
  /** Integer chips: chips in play divided by players left, rounded down. */
  readonly averageStack: number;
  /** Minor units: the fixed pool once fixed (FSNP Art. 131), else the prize fund so far. */
  readonly prizePool: number;
  readonly prizePoolFixed: boolean;
  readonly payouts: readonly PayoutLine[];
  /** Where the payout percentages come from (e.g. "FSNP Art. 131(b)"), or why there are none. */
  readonly payoutSource: string;
  readonly leaderboard: readonly LeaderLine[];
  readonly tables: readonly TableHandView[];
}

/** The leaderboard keeps this many lines: the page rotates through them (issue 10). */
export const LEADERBOARD_SIZE = 60;

const ENTRY_ITEMS = ['buy-in', 're-entry'] as const;

function entriesOf(s: TournamentState): number {
  let n = 0;
  for (const e of Object.values(s.entrants)) for (const i of ENTRY_ITEMS) n += e.purchases[i] ?? 0;
  return Math.max(n, s.registrations);
}

function payoutsOf(s: TournamentState, pool: number): { lines: PayoutLine[]; source: string } {
  if (!s.config) return { lines: [], source: '' };
  const fixed = s.prizes?.table;
  let bp: readonly number[] | null = fixed ? fixed.basisPoints : null;
  let source = fixed ? fixed.source : '';
  if (!bp) {
    const id = payoutSource(s);
    if (id === 'qualifier-tickets')
      return { lines: [], source: 'qualifier tickets (FSNP Art. 142)' };
    const scale = payoutScale(id as PayoutTableId, fieldSize(s));
    if (!scale.ok) return { lines: [], source: scale.rejection.message };
    bp = scale.basisPoints;
    source = scale.ruleRef;
  }
  if (bp.length === 0) return { lines: [], source };
  const amounts = computePrizes(pool, bp);
  return {
    lines: bp.map((basisPoints, i) => ({ place: i + 1, basisPoints, amount: amounts[i] })),
    source,
  };
}

function leaderboardOf(s: TournamentState): LeaderLine[] {
  return Object.values(s.entrants)
    .filter((e) => e.status === 'seated' && e.stack > 0)
    .sort((a, b) => b.stack - a.stack || a.playerId.localeCompare(b.playerId))
    .slice(0, LEADERBOARD_SIZE)
    .map((e, i) => ({
      rank: i + 1,
      playerId: e.playerId,
      name: s.players[e.playerId]?.fullName ?? e.playerId,
      stack: e.stack,
      tableId: e.tableId,
      seat: e.seat,
    }));
}

function handsOf(s: TournamentState): TableHandView[] {
  const out: TableHandView[] = [];
  for (const t of openTables(s)) {
    const h = handAt(s, t.tableId);
    if (!h || !h.engine || h.status === 'voided') continue;
    const e = h.engine;
    const pot = e.deadMoney + e.players.reduce((sum, p) => sum + p.bet + p.collected + p.ante, 0);
    out.push({
      tableId: t.tableId,
      handNo: h.handNo,
      level: h.plan.level,
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
    });
  }
  return out;
}

export function displayViewOf(tournamentId: string, s: TournamentState): DisplayView {
  const left = playersLeft(s);
  const inPlay = chipsInPlay(s);
  const fixedPool = s.prizes?.pool;
  const prizePool = fixedPool ? fixedPool.amount - fixedPool.bountyFund : s.money.prizeFund;
  const { lines, source } = payoutsOf(s, prizePool);
  return {
    tournamentId,
    name: s.config?.name ?? tournamentId,
    status: s.status,
    currency: s.config?.currency ?? '',
    levels: s.levels,
    clock: {
      startedAt: s.clock.startedAt,
      runningSince: s.clock.runningSince,
      elapsedMs: s.clock.elapsedMs,
      recordedLevel: s.clock.recordedLevel,
      orbitLevel: s.config && orbitMode(s) ? s.orbitLevel : null,
      orbit: s.config && orbitMode(s) ? s.orbit : null,
      tournamentType: s.config?.tournamentType ?? null,
    },
    playersLeft: left,
    entries: entriesOf(s),
    uniquePlayers: s.registrations,
    chipsInPlay: inPlay,
    averageStack: left > 0 ? Math.floor(inPlay / left) : 0,
    prizePool,
    prizePoolFixed: !!fixedPool,
    payouts: lines,
    payoutSource: source,
    leaderboard: leaderboardOf(s),
    tables: handsOf(s),
  };
}
