/**
 * The display document kept by parts (issue 17): the head (counts, clock, purchases, results),
 * the payout lines, the leaderboard and each table's hand, each serialised on its own and
 * rewritten only when what it is made of changed. The counts come from a tally (tally.ts), the
 * leaderboard from the running order of stacks, a table's hand from that table alone: an event
 * costs what it changes, not the size of the field.
 */
import type { TournamentState } from '../../aggregates/tournament/views';
import { DisplayTally } from './tally';
import {
  displayHeadOf,
  LEADERBOARD_SIZE,
  leaderLines,
  payoutsOf,
  prizePoolOf,
  tableViewOf,
  type Payouts,
} from './view';

/** Per map of the state: the keys a batch wrote, or 'all' (write-tracker.ts). */
export type Written = (
  path: 'entrants' | 'players' | 'tables' | 'hands.tables',
) => Iterable<string> | 'all';

/** What a batch changed of the parts: [kind, key, body], body null when the part is gone. */
export type PartWrite = [kind: string, key: string, body: string | null];

interface PayoutMemo {
  readonly config: unknown;
  readonly fixed: unknown;
  readonly pool: number;
  readonly field: number;
  readonly value: Payouts;
}

export class DisplayParts {
  readonly tally: DisplayTally;
  head = '';
  private payouts: PayoutMemo | null = null;
  private payoutsJson = '';
  private leaderboard = '';
  private readonly tables = new Map<string, string>();
  /** Per player, the tables whose hand shows his name. */
  private readonly shownAt = new Map<string, Set<string>>();
  private readonly playersAt = new Map<string, readonly string[]>();

  /** The parts of `s` as they stand (as stored, when `s` was read back). */
  constructor(id: string, s: TournamentState, pauseReason: string | null) {
    this.tally = new DisplayTally(s);
    this.refresh(id, s, pauseReason, () => 'all', false);
  }

  /**
   * Brings the parts up to `s` after a batch that wrote `written`; `tallied`: whether the tally
   * still has to count the entrants and tables written. Returns the parts that changed.
   */
  refresh(
    id: string,
    s: TournamentState,
    pauseReason: string | null,
    written: Written,
    tallied = true,
  ): PartWrite[] {
    const out: PartWrite[] = [];
    const keys = (path: Parameters<Written>[0], all: () => Iterable<string>): string[] => {
      const w = written(path);
      return [...(w === 'all' ? all() : w)];
    };
    const entrants = keys('entrants', () => Object.keys(s.entrants));
    const players = keys('players', () => Object.keys(s.players));
    const tableIds = keys('tables', () => [...Object.keys(s.tables), ...this.tables.keys()]);
    if (tallied) this.tally.update(s, entrants, tableIds);

    const pool = prizePoolOf(s);
    const field = s.config ? this.tally.fieldSize(s) : 0;
    const fixed = s.prizes?.table;
    const memo = this.payouts;
    if (
      !memo ||
      memo.config !== s.config ||
      memo.fixed !== fixed ||
      memo.pool !== pool ||
      memo.field !== field
    ) {
      const value = payoutsOf(s, pool, field);
      this.payouts = { config: s.config, fixed, pool, field, value };
      const json = JSON.stringify(value.lines);
      if (json !== this.payoutsJson) out.push(['payouts', '', (this.payoutsJson = json)]);
    }
    const head = JSON.stringify(
      displayHeadOf(id, s, pauseReason, {
        field: this.tally.fieldCount(s),
        entries: this.tally.entriesSold(s),
        payouts: this.payouts!.value,
      }),
    );
    this.head = head;

    if (entrants.length || players.length || !this.leaderboard) {
      const json = JSON.stringify(leaderLines(s, this.tally.order.top(LEADERBOARD_SIZE)));
      if (json !== this.leaderboard) out.push(['leaderboard', '', (this.leaderboard = json)]);
    }

    const touched = new Set<string>(tableIds);
    for (const t of keys('hands.tables', () => [
      ...Object.keys(s.hands?.tables ?? {}),
      ...this.tables.keys(),
    ]))
      touched.add(t);
    // A name on a table's hand: the player's correction shows there too.
    for (const pid of players) for (const t of this.shownAt.get(pid) ?? []) touched.add(t);
    for (const tableId of touched) this.table(s, tableId, out);
    return out;
  }

  private table(s: TournamentState, tableId: string, out: PartWrite[]): void {
    const view = tableViewOf(s, tableId);
    for (const pid of this.playersAt.get(tableId) ?? []) this.shownAt.get(pid)?.delete(tableId);
    this.playersAt.delete(tableId);
    if (!view) {
      if (this.tables.delete(tableId)) out.push(['table', tableId, null]);
      return;
    }
    const pids: string[] = [];
    for (const seat of view.seats)
      if (seat.playerId) {
        pids.push(seat.playerId);
        let at = this.shownAt.get(seat.playerId);
        if (!at) this.shownAt.set(seat.playerId, (at = new Set()));
        at.add(tableId);
      }
    this.playersAt.set(tableId, pids);
    const json = JSON.stringify(view);
    if (this.tables.get(tableId) !== json) {
      this.tables.set(tableId, json);
      out.push(['table', tableId, json]);
    }
  }
}
