/**
 * The display's running totals (issue 17): players left, the chips of the reserved sets at
 * empty seats (in play but no player's, FSNP Art. 135) and the leaderboard's order of stacks,
 * kept up to date row by row, so that neither a read nor an event walks every entrant. Each
 * row's last contribution is remembered; a row an event touched gives back its old one and
 * adds its new one.
 */
import type { EntrantRow, TableRow } from './field-facts';

interface Ranked {
  readonly playerId: string;
  readonly stack: number;
}

/** Biggest stack first, then by player id: the order of the leaderboard. */
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

/** registration/field-count.ts: seated players and busted ones who may still buy back in. */
const isLeft = (e: EntrantRow | undefined): boolean =>
  !!e && (e.status === 'seated' || e.status === 'busted');

/** An entrant on the leaderboard: seated with chips (test/support/display-of-state.ts leaderboardOf). */
const onLeaderboard = (e: EntrantRow | undefined): e is EntrantRow =>
  !!e && e.status === 'seated' && e.stack > 0;

function reservedOf(t: TableRow | undefined): number {
  let n = 0;
  if (t) for (const c of Object.values(t.reserved)) n += c;
  return n;
}

export class FieldTotals {
  private left = 0;
  private reserved = 0;
  private readonly leftOf = new Map<string, boolean>();
  private readonly nameOf = new Map<string, string>();
  private readonly reservedAt = new Map<string, number>();
  readonly order = new StackOrder();

  /**
   * Takes in the entrants `keys` as they are now (`get`: the row, undefined when gone);
   * returns whether a name changed (the tables showing it must be drawn again).
   */
  entrants(keys: Iterable<string>, get: (playerId: string) => EntrantRow | undefined): boolean {
    let renamed = false;
    for (const pid of keys) {
      const e = get(pid);
      const left = isLeft(e);
      if (left !== (this.leftOf.get(pid) ?? false)) this.left += left ? 1 : -1;
      if (e) {
        this.leftOf.set(pid, left);
        const was = this.nameOf.get(pid);
        if (was !== undefined && was !== e.name) renamed = true;
        this.nameOf.set(pid, e.name);
      } else {
        this.leftOf.delete(pid);
        this.nameOf.delete(pid);
      }
      this.order.set(pid, onLeaderboard(e) ? e.stack : null);
    }
    return renamed;
  }

  /** Takes in the tables `keys` as they are now. */
  tables(keys: Iterable<string>, get: (tableId: string) => TableRow | undefined): void {
    for (const id of keys) {
      const r = reservedOf(get(id));
      this.reserved += r - (this.reservedAt.get(id) ?? 0);
      this.reservedAt.set(id, r);
    }
  }

  /** fieldCount: players left, and the players' chips (reserved sets excluded) over them. */
  count(chipsInPlay: number): { playersLeft: number; averageStack: number } {
    const left = this.left;
    return {
      playersLeft: left,
      averageStack: left ? Math.floor((chipsInPlay - this.reserved) / left) : 0,
    };
  }
}
