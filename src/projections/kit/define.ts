/**
 * defineProjection: a read model as typed event handlers over one batch (issue 17).
 *
 *   defineProjection({
 *     name: 'registrations', version: 1, tables: [RegistrationEntity],
 *     load: (manager, events) => ...,          // read the rows the batch touches, once
 *     on: { PlayerRegistered(batch, data, e) { ... } },   // data: PlayerRegisteredData
 *     save: (batch, manager) => ...,          // write what changed: batched upserts
 *   })
 *
 * Handlers are synchronous: all reads happen in `load`, all writes in `save`, so a batch of
 * 1,000 events costs a few statements, not one per event. The runtime calls `apply` inside
 * the transaction that also moves the projection's checkpoint (runtime/commit.ts): rows and
 * checkpoint commit together or not at all. Event types without a handler are skipped; the
 * handled types are the keys of `on`.
 */
import type { EntityManager, EntitySchema } from 'typeorm';
import type { StoredEvent } from '../../events/envelope';
import type { Projection } from '../projection';
import { eventFold, type Handlers } from './fold';

export interface ProjectionSpec<B> {
  readonly name: string;
  /** Bump when the stored rows change: the runtime drops the tables and rebuilds. */
  readonly version: number;
  // EntitySchema<any> because each read model has its own row shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly tables: readonly EntitySchema<any>[];
  /** Tables an earlier version kept and this one no longer has (dropped at the version change). */
  readonly retiredTables?: readonly string[];
  /** Opens a batch: loads what the handled `events` will change. */
  load(manager: EntityManager, events: readonly StoredEvent[]): B | Promise<B>;
  readonly on: Handlers<B>;
  /**
   * For a read model of every event whatever its type (the audit trail): called for each
   * event of the batch, after its handler in `on` if it has one. Nothing is skipped then.
   */
  readonly every?: (batch: B, e: StoredEvent) => void;
  /** Writes what the batch changed, in the checkpoint's transaction. */
  save(batch: B, manager: EntityManager): Promise<void>;
}

export function defineProjection<B>(spec: ProjectionSpec<B>): Projection {
  const fold = eventFold(spec.on);
  const every = spec.every;
  return {
    name: spec.name,
    version: spec.version,
    entities: spec.tables,
    ...(every ? {} : { handles: fold.types }),
    ...(spec.retiredTables ? { retiredTables: spec.retiredTables } : {}),
    async apply(events, manager) {
      // The runtime already filters by `handles`; a direct call (tests, time travel) may not.
      const mine = every ? events : events.filter((e) => fold.handles(e.type));
      if (mine.length === 0) return;
      const batch = await spec.load(manager, mine);
      for (const e of mine) {
        fold.apply(batch, e);
        every?.(batch, e);
      }
      await spec.save(batch, manager);
    },
  };
}
