/**
 * The counts the hall display shows, kept up to date entrant by entrant and table by table
 * (issue 17), so that an event costs what it changes, not the size of the field: players left
 * and their chips (the rule of fieldCount, FSNP Art. 60, 135), entries sold, re-entries (the
 * rule of fieldSize, LNSE I.65), and the leaderboard's order of stacks.
 */
import {
  rulesetOf,
  type FieldCount,
  type TournamentState,
} from '../../aggregates/tournament/views';
import { FieldTally } from '../field-tally';

type Entrant = TournamentState['entrants'][string];

/** An entrant on the leaderboard: seated with chips (view.ts leaderboardOf). */
export const onLeaderboard = (e: Entrant | undefined): e is Entrant =>
  !!e && e.status === 'seated' && e.stack > 0;

interface Ranked {
  readonly playerId: string;
  readonly stack: number;
}

/** Biggest stack first, then by player id: the order of the leaderboard (view.ts). */
const byStack = (a: Ranked, b: Ranked): number =>
  b.stack - a.stack || a.playerId.localeCompare(b.playerId);

/**
 * The entrants with chips in leaderboard order. Binary search finds where an entrant goes
 * (O(log n) comparisons); moving the array's tail is a block copy, so an update costs
 * microseconds at 20,000 entrants.
 */
export class StackOrder {
  private readonly sorted: Ranked[] = [];
  private readonly byPlayer = new Map<string, Ranked>();

  private indexOf(r: Ranked): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (byStack(this.sorted[mid], r) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Puts the entrant where his stack ranks him now (or takes him off). */
  set(playerId: string, stack: number | null): void {
    const old = this.byPlayer.get(playerId);
    if (old && old.stack === stack) return;
    if (old) {
      let i = this.indexOf(old);
      while (i < this.sorted.length && this.sorted[i].playerId !== playerId) i++;
      this.sorted.splice(i, 1);
      this.byPlayer.delete(playerId);
    }
    if (stack === null) return;
    const r = { playerId, stack };
    this.sorted.splice(this.indexOf(r), 0, r);
    this.byPlayer.set(playerId, r);
  }

  /** The first `n` player ids. */
  top(n: number): string[] {
    return this.sorted.slice(0, n).map((r) => r.playerId);
  }
}

const ENTRY_ITEMS = ['buy-in', 're-entry'] as const;

export class DisplayTally {
  private readonly field: FieldTally;
  private readonly entriesOf = new Map<string, number>();
  private readonly reEntriesOf = new Map<string, number>();
  private entries = 0;
  private reEntries = 0;
  readonly order = new StackOrder();

  constructor(s: TournamentState) {
    this.field = new FieldTally(s);
    this.count(s, Object.keys(s.entrants));
  }

  update(s: TournamentState, entrants: Iterable<string>, tables: Iterable<string>): void {
    const changed = [...entrants];
    this.field.update(s, changed, tables);
    this.count(s, changed);
  }

  /** Entries, re-entries and the leaderboard's order, for the entrants a batch changed. */
  private count(s: TournamentState, entrants: Iterable<string>): void {
    for (const pid of entrants) {
      const e = s.entrants[pid];
      let n = 0;
      if (e) for (const i of ENTRY_ITEMS) n += e.purchases[i] ?? 0;
      this.entries += n - (this.entriesOf.get(pid) ?? 0);
      this.entriesOf.set(pid, n);
      const r = e ? e.purchases['re-entry'] : 0;
      this.reEntries += r - (this.reEntriesOf.get(pid) ?? 0);
      this.reEntriesOf.set(pid, r);
      this.order.set(pid, onLeaderboard(e) ? e.stack : null);
    }
  }

  /** fieldCount(s), from the tally. */
  fieldCount(s: TournamentState): FieldCount {
    return this.field.countOf(s);
  }

  /** Entries sold (view.ts entriesOf): buy-ins and re-entries, at least the registrations. */
  entriesSold(s: TournamentState): number {
    return Math.max(this.entries, s.registrations);
  }

  /** fieldSize(s) (LNSE I.65, open 9): re-entries count as registrants where the ruleset says so. */
  fieldSize(s: TournamentState): number {
    return rulesetOf(s).registration.reEntriesCountAsParticipantsForPayout.value
      ? s.registrations + this.reEntries
      : s.registrations;
  }
}
