/**
 * The one place rows and checkpoints commit: ONE transaction for the batch, in which each
 * projection behind it folds the events after its own checkpoint and moves that checkpoint.
 * One commit per batch rather than one per projection (fewer WAL commits on sqlite, fewer
 * round trips and fsyncs on postgres, ~10% faster rebuilds); any failure rolls the whole
 * batch back, rows and checkpoints alike.
 *
 * Each stored position is re-read inside the transaction (FOR UPDATE on postgres) so that
 * two processes running the same projections on one database serialize, and the second
 * skips what the first already folded in.
 *
 * Catch-up and rebuild on postgres (`parallel`): the projections are split into a few groups,
 * each committing its rows and checkpoints in a transaction of its own on a connection of its
 * own, so the server inserts into several read models at once (a rebuild there is bound by the
 * server's row inserts, the process waits two thirds of the time). A checkpoint only ever
 * speaks for its own projection's rows, so each group is consistent on its own; a failed group
 * rolls back alone and the batch fails, the others having moved on (catch-up starts from the
 * lowest checkpoint and skips what a projection already has).
 */
import type { StoredEvent } from '../../events/envelope';
import type { Projection } from '../projection';
import { withWriteLock } from '../write-lock';
import { dialectOf } from '../sql';
import { lockPositions, storePositions } from './checkpoints';
import type { RuntimeCore } from './core';
import { CheckpointMovedBackError, ProjectionFailedError } from './errors';

export interface BatchResult {
  readonly applied: number;
  /** Events skipped because this projection had already folded them in. */
  readonly duplicates: number;
}

export interface CommitOptions {
  /**
   * false: on postgres the commit does not wait for its WAL record to reach the disk
   * (synchronous_commit off for this transaction only). Catch-up and rebuild batches use it:
   * rows and checkpoint still commit together or not at all, so a crash can only lose the
   * last batches, which the next start projects again from the checkpoint that survived (the
   * same bargain as synchronous NORMAL under WAL on sqlite). Live batches keep the default.
   */
  readonly durable?: boolean;
  /** postgres: at most this many transactions at once for the batch (default 1, sqlite: 1). */
  readonly parallel?: number;
}

type GroupResult = BatchResult & { readonly name: string; readonly to: number };

export async function commitBatch(
  core: RuntimeCore,
  projections: readonly Projection[],
  events: readonly StoredEvent[],
  upTo: number,
  options: CommitOptions = {},
): Promise<BatchResult[]> {
  if (projections.length === 0) return [];
  const groups = split(
    projections,
    dialectOf(core.dataSource.manager) === 'postgres' ? (options.parallel ?? 1) : 1,
  );
  const results = await withWriteLock(core.dataSource, async () => {
    if (groups.length === 1) return commitGroup(core, groups[0], events, upTo, options);
    const settled = await Promise.allSettled(
      groups.map((g) => commitGroup(core, g, events, upTo, options)),
    );
    const done = settled.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      record(core, done);
      throw failed.reason;
    }
    const byName = new Map(done.map((r) => [r.name, r]));
    return projections.map((p) => byName.get(p.name) as GroupResult);
  });
  record(core, results);
  core.waiters.notify();
  core.announceCommitted(events);
  return results.map(({ applied, duplicates }) => ({ applied, duplicates }));
}

function record(core: RuntimeCore, results: readonly GroupResult[]): void {
  for (const r of results) {
    core.positions.set(r.name, r.to);
    core.errors.delete(r.name);
  }
}

/** Round robin, so that the read models in registry order spread over the groups. */
function split(projections: readonly Projection[], parallel: number): Projection[][] {
  const n = Math.max(1, Math.min(Math.floor(parallel), projections.length));
  const groups: Projection[][] = Array.from({ length: n }, () => []);
  projections.forEach((p, i) => groups[i % n].push(p));
  return groups;
}

/** One transaction: each projection of `projections` folds its fresh events and moves on. */
function commitGroup(
  core: RuntimeCore,
  projections: readonly Projection[],
  events: readonly StoredEvent[],
  upTo: number,
  options: CommitOptions,
): Promise<GroupResult[]> {
  return core.dataSource.transaction(async (m) => {
    if (options.durable === false && dialectOf(m) === 'postgres') {
      await m.query('SET LOCAL synchronous_commit TO OFF');
    }
    const out: GroupResult[] = [];
    const locked = await lockPositions(
      m,
      projections.map((p) => p.name),
    );
    const moves: { name: string; to: number }[] = [];
    for (const p of projections) {
      const stored = locked.get(p.name) ?? 0;
      // Folding these events onto a checkpoint someone else just reset would put them
      // ahead of the events before them; the caller must catch up from `stored` instead.
      if (stored < core.position(p.name)) throw new CheckpointMovedBackError(p.name, stored);
      const fresh = events.filter((e) => e.globalPosition > stored);
      const relevant = core.relevant(p, fresh);
      try {
        if (relevant.length) await p.apply(relevant, m);
      } catch (e) {
        throw new ProjectionFailedError(p.name, e);
      }
      const to = Math.max(stored, upTo);
      if (to !== stored) moves.push({ name: p.name, to });
      out.push({
        name: p.name,
        to,
        applied: fresh.length,
        duplicates: events.length - fresh.length,
      });
    }
    await storePositions(m, moves);
    return out;
  });
}
