import type { EntityManager } from 'typeorm';

/**
 * Folded states kept between batches, per read-model database: a live tournament gets a batch
 * per command, and reading its rows back each time would dominate. The read models that use it
 * (display, operations) take an entry only when its last revision matches the stored one, so a
 * rolled-back batch (or another process writing the same tables) makes them reload what is
 * stored.
 */
export function foldCache<E>(): (manager: EntityManager) => Map<string, E> {
  const byDatabase = new WeakMap<object, Map<string, E>>();
  return (manager) => {
    let c = byDatabase.get(manager.connection);
    if (!c) byDatabase.set(manager.connection, (c = new Map()));
    return c;
  };
}
