import type { AppendRequest, AppendResult, EventStore } from './event-store';

/**
 * Group commit (issue 16): appends that arrive in the same turn of the event loop are written in
 * one transaction of the store (`appendMany`), all or none. SQLite's commit costs about as much
 * as the rest of a small append together; with many tables of a tournament (or many
 * tournaments) writing at once, one commit then carries many commands.
 *
 * Each caller's promise settles after that one commit. When the transaction fails, every append
 * in it fails with a BatchAbortedError (the cause inside): nothing of the batch was written, and
 * the caller sends its command again alone to learn what was really wrong with it (a conflict, a
 * repeated command id), so that only the appends that must fail do.
 */
export class BatchAbortedError extends Error {
  readonly code = 'BATCH_ABORTED';
  constructor(
    override readonly cause: unknown,
    readonly size: number,
  ) {
    super(`A group commit of ${size} appends was rolled back: ${String(cause)}`);
  }
}

/** A batch as its callers see it: still taking appends, and how it ended. */
export interface CommitBatch {
  /** True until the batch is handed to the store: an append enqueued now joins it. */
  readonly open: boolean;
  /** True once committed, false once rolled back; never rejects. */
  readonly settled: Promise<boolean>;
}

export type GroupCommitStore = EventStore & Required<Pick<EventStore, 'appendMany'>>;

export const canGroupCommit = (store: EventStore): store is GroupCommitStore =>
  typeof store.appendMany === 'function';

interface Item {
  readonly request: AppendRequest;
  /** Called synchronously when the batch ends, before any caller's promise settles. */
  readonly onSettled: (committed: boolean, batch: CommitBatch) => void;
  readonly resolve: (r: AppendResult) => void;
  readonly reject: (err: unknown) => void;
}

class Batch implements CommitBatch {
  open = true;
  readonly items: Item[] = [];
  readonly settled: Promise<boolean>;
  settle!: (committed: boolean) => void;
  constructor() {
    this.settled = new Promise<boolean>((resolve) => (this.settle = resolve));
  }
}

export class GroupCommit {
  private current: Batch | undefined;
  /** Batches handed to the store that have not settled yet (for tests and metrics). */
  private flushing = 0;
  private batches = 0;
  private appends = 0;
  private aborted = 0;

  constructor(
    private readonly store: GroupCommitStore,
    /** A batch this full is closed at once; the next append opens another. */
    private readonly maxBatch = 1000,
  ) {}

  /** The batch an append enqueued now would join, if one is open. */
  get openBatch(): CommitBatch | undefined {
    return this.current;
  }

  enqueue(
    request: AppendRequest,
    onSettled: (committed: boolean, batch: CommitBatch) => void = () => undefined,
  ): { readonly batch: CommitBatch; readonly result: Promise<AppendResult> } {
    let batch = this.current;
    if (!batch) {
      batch = new Batch();
      this.current = batch;
      const b = batch;
      setImmediate(() => this.flush(b));
    }
    let resolve!: (r: AppendResult) => void;
    let reject!: (err: unknown) => void;
    const result = new Promise<AppendResult>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    batch.items.push({ request, onSettled, resolve, reject });
    if (batch.items.length >= this.maxBatch) this.close(batch);
    return { batch, result };
  }

  /** Batches and appends so far, batches rolled back, and batches still being written. */
  stats(): {
    readonly batches: number;
    readonly appends: number;
    readonly aborted: number;
    readonly flushing: number;
  } {
    return {
      batches: this.batches,
      appends: this.appends,
      aborted: this.aborted,
      flushing: this.flushing,
    };
  }

  private close(batch: Batch): void {
    batch.open = false;
    if (this.current === batch) this.current = undefined;
  }

  private flush(batch: Batch): void {
    this.close(batch);
    const items = batch.items;
    this.flushing++;
    this.batches++;
    this.appends += items.length;
    let written: Promise<AppendResult[]>;
    try {
      written = this.store.appendMany(items.map((i) => i.request));
    } catch (err) {
      written = Promise.reject(err);
    }
    written.then(
      (results) => {
        this.flushing--;
        for (const i of items) i.onSettled(true, batch);
        batch.settle(true);
        items.forEach((i, k) => i.resolve(results[k]));
      },
      (err: unknown) => {
        this.flushing--;
        this.aborted++;
        for (const i of items) i.onSettled(false, batch);
        batch.settle(false);
        const aborted = new BatchAbortedError(err, items.length);
        for (const i of items) i.reject(aborted);
      },
    );
  }
}
