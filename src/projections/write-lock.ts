import type { DataSource } from 'typeorm';

/**
 * TypeORM's sqlite drivers share ONE connection per DataSource and turn a second concurrent
 * transaction into a SAVEPOINT inside the first (transactionSupport "nested"), so two
 * interleaved batches would commit or roll back together. Every write transaction of the
 * runtime therefore takes this per-DataSource lock.
 */
const tails = new WeakMap<DataSource, Promise<void>>();

export async function withWriteLock<T>(ds: DataSource, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(ds) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  tails.set(
    ds,
    previous.then(() => mine),
  );
  await previous;
  try {
    return await work();
  } finally {
    release();
  }
}
