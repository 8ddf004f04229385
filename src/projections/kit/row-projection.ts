/**
 * defineRowProjection: the common read model of one row per key (a tournament, a member),
 * created by one event and changed in place by others, written back once per batch. The kit
 * loads the batch's rows, skips a redelivered stream revision (at or below the row's
 * lastRevision) and writes the changed rows in one upsert.
 *
 *   defineRowProjection({
 *     name: 'members', version: 1, tables: [MemberEntity],
 *     rows: { table: 'members', columns, key: 'member_id', fromDb, toDb },
 *     key: (e) => memberIdOf(e.streamId),
 *     create: { MemberRegistered: (data, e, key) => ({ ... }) },
 *     on: { MembershipCardRevoked(row, data, e) { row.cardStatus = 'revoked'; } },
 *   })
 */
import type { EntitySchema } from 'typeorm';
import type { StoredEvent } from '../../events/envelope';
import type { Projection } from '../projection';
import { defineProjection } from './define';
import type { DataOf, LedgerEventType } from './events';
import { eventFold, sameHandler, type Handlers } from './fold';
import { KeyedRows, type KeyedTable } from './rows';

/** Events that create a row for a key that has none yet (a second one changes nothing). */
export type Creators<R> = {
  readonly [T in LedgerEventType]?: (data: DataOf<T>, e: StoredEvent, key: string) => R;
};

export interface RowProjectionSpec<R extends { lastRevision: number }> {
  readonly name: string;
  readonly version: number;
  // EntitySchema<any> because each read model has its own row shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly tables: readonly EntitySchema<any>[];
  readonly rows: KeyedTable<R>;
  /** The row an event belongs to; undefined: none of this read model's. */
  key(e: StoredEvent): string | undefined;
  readonly create: Creators<R>;
  /** Changes to an existing row; an event for a key without a row changes nothing. */
  readonly on: Handlers<R>;
  /** After each change (lastRevision is already moved), e.g. to stamp the position. */
  touched?(row: R, e: StoredEvent): void;
}

type AnyCreate<R> = (data: unknown, e: StoredEvent, key: string) => R;

export function defineRowProjection<R extends { lastRevision: number }>(
  spec: RowProjectionSpec<R>,
): Projection {
  const creates = new Map<string, AnyCreate<R>>();
  for (const [type, c] of Object.entries(spec.create as Record<string, AnyCreate<R> | undefined>))
    if (c) creates.set(type, c);
  const changes = eventFold(spec.on);
  // The keys of `create` are LedgerEventTypes (Creators<R> allows no other).
  const types = [...new Set([...creates.keys(), ...changes.types])] as LedgerEventType[];
  return defineProjection<KeyedRows<R>>({
    name: spec.name,
    version: spec.version,
    tables: spec.tables,
    load: (manager, events) =>
      KeyedRows.load(
        manager,
        spec.rows,
        events.flatMap((e) => spec.key(e) ?? []),
      ),
    on: sameHandler(types, (rows, _data, e) => {
      const key = spec.key(e);
      if (key === undefined) return;
      const row = rows.get(key);
      const create = creates.get(e.type);
      if (create) {
        if (!row) rows.set(key, create(e.data, e, key));
        return;
      }
      // A stream revision already folded in is a redelivery.
      if (!row || e.revision <= row.lastRevision) return;
      changes.apply(row, e);
      row.lastRevision = e.revision;
      spec.touched?.(row, e);
      rows.changed(key);
    }),
    save: (rows, manager) => rows.save(manager),
  });
}
