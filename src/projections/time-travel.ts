import type { DataSource } from 'typeorm';
import type { EventStore } from '../store/event-store';
import { createReadModelDataSource } from './data-source';
import type { Projection } from './projection';
import { ALL_PROJECTIONS } from './registry';
import { ProjectionRuntime } from './runtime';

export interface PastReadModel {
  /** A fresh in-memory read model holding the projections' answer as of `position`. */
  readonly dataSource: DataSource;
  /** The last event folded in (≤ the position asked for). */
  readonly position: number;
  close(): Promise<void>;
}

/**
 * Time travel (issue 7): replays the store up to and including global position `asOf` into a
 * throw-away in-memory sqlite database, so any query function of a read model answers "as it
 * stood then" — what a regulator asks when checking a past figure. Nothing live is touched.
 */
export async function projectAsOf(
  store: EventStore,
  asOf: number,
  projections: readonly Projection[] = ALL_PROJECTIONS,
): Promise<PastReadModel> {
  if (!Number.isSafeInteger(asOf) || asOf < 0) {
    throw new RangeError(`asOf: a global position is a non-negative integer (got ${asOf})`);
  }
  const dataSource = await createReadModelDataSource(
    { kind: 'sqlite', path: ':memory:' },
    projections,
  ).initialize();
  try {
    const runtime = new ProjectionRuntime(store, dataSource, projections, { batchSize: 1_000 });
    await runtime.catchUp({ untilPosition: asOf });
    const position = Math.min(...projections.map((p) => runtime.position(p.name)));
    return { dataSource, position, close: () => dataSource.destroy() };
  } catch (e) {
    await dataSource.destroy();
    throw e;
  }
}
