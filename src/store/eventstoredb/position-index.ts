/**
 * Dense global positions over KurrentDB's $all (issue 9).
 *
 * The store port promises globalPosition 1, 2, 3… without gaps; $all gives byte offsets in the
 * transaction log ({commit, prepare}), sparse and shared with system and foreign events. Every
 * reader scans $all in the same order and numbers the ledger's events as it meets them, so all
 * processes agree on the numbers without writing them anywhere: the nth ledger event in $all
 * is globalPosition n. This index keeps the mapping in both directions.
 */
export interface LogPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export function compareLogPositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export class PositionOrderError extends Error {
  readonly code = 'POSITION_ORDER';
}

export class PositionIndex {
  private readonly commits: bigint[] = [];
  private readonly prepares: bigint[] = [];
  /** Last $all position examined, ledger event or not: scanning resumes after it. */
  private scannedUpTo: LogPosition | undefined;

  /** Number of ledger events numbered so far = highest globalPosition known. */
  get head(): number {
    return this.commits.length;
  }

  get lastScanned(): LogPosition | undefined {
    return this.scannedUpTo;
  }

  /** Records that $all was examined up to `pos` (a non-ledger event, or the end). */
  markScanned(pos: LogPosition): void {
    if (this.scannedUpTo === undefined || compareLogPositions(pos, this.scannedUpTo) > 0) {
      this.scannedUpTo = pos;
    }
  }

  /** Numbers the next ledger event; returns its globalPosition. Re-adding the last one is a no-op. */
  add(pos: LogPosition): number {
    const n = this.commits.length;
    if (n > 0) {
      const c = compareLogPositions(pos, this.logPositionOf(n) as LogPosition);
      if (c === 0) return n;
      if (c < 0) {
        const known = this.globalPositionOf(pos);
        if (known !== undefined) return known;
        throw new PositionOrderError(
          `$all position ${pos.commit}/${pos.prepare} is before the last numbered event; scans must go forward`,
        );
      }
    }
    this.commits.push(pos.commit);
    this.prepares.push(pos.prepare);
    this.markScanned(pos);
    return n + 1;
  }

  /** globalPosition of the ledger event at `pos`, if it was numbered. */
  globalPositionOf(pos: LogPosition): number | undefined {
    let lo = 0;
    let hi = this.commits.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareLogPositions(
        { commit: this.commits[mid], prepare: this.prepares[mid] },
        pos,
      );
      if (c === 0) return mid + 1;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /** $all position of the event numbered `globalPosition` (1-based). */
  logPositionOf(globalPosition: number): LogPosition | undefined {
    if (!Number.isSafeInteger(globalPosition) || globalPosition < 1 || globalPosition > this.head) {
      return undefined;
    }
    return { commit: this.commits[globalPosition - 1], prepare: this.prepares[globalPosition - 1] };
  }
}
