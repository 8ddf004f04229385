/**
 * Where the runtime keeps its place: projection_checkpoints (name, version, global position),
 * projection_offsets (a consumer's key/value, e.g. a Kafka partition's next offset) and
 * projection_stream_marks (the last stream revision a partitioned consumer folded in). Every
 * write here runs in the caller's transaction, the one that also holds the rows.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { CheckpointEntity } from '../checkpoint-entities';
import type { Projection } from '../projection';
import { dialectOf, param, selectWhereIn, toInt, upsertRows } from '../sql';

export interface StoredCheckpoint {
  readonly version: number;
  readonly position: number;
}

/** Every stored checkpoint by projection name (none before the first prepare). */
export async function loadCheckpoints(ds: DataSource): Promise<Map<string, StoredCheckpoint>> {
  const out = new Map<string, StoredCheckpoint>();
  const runner = ds.createQueryRunner();
  try {
    if (!(await runner.hasTable('projection_checkpoints'))) return out;
    const rows = (await runner.query(
      'SELECT name, version, position FROM projection_checkpoints',
    )) as { name: string; version: unknown; position: unknown }[];
    for (const r of rows) {
      out.set(r.name, { version: toInt(r.version), position: toInt(r.position) });
    }
    return out;
  } finally {
    if (dialectOf(ds.manager) === 'postgres') await runner.release();
  }
}

/** Position 0 at the projection's version, and no offsets or stream marks. */
export async function resetCheckpoint(m: EntityManager, p: Projection): Promise<void> {
  await upsertRows(
    m,
    {
      table: m.connection.getMetadata(CheckpointEntity).tableName,
      columns: ['name', 'version', 'position'],
      conflict: ['name'],
      update: ['version', 'position'],
    },
    [[p.name, p.version, 0]],
  );
  await m.query(`DELETE FROM projection_offsets WHERE projection = ${param(m, 1)}`, [p.name]);
  await m.query(`DELETE FROM projection_stream_marks WHERE projection = ${param(m, 1)}`, [p.name]);
}

/**
 * The stored position, re-read inside the transaction (FOR UPDATE on postgres) so that two
 * processes running the same projections on one database serialize.
 */
export async function lockPosition(m: EntityManager, name: string): Promise<number> {
  const lock = dialectOf(m) === 'postgres' ? ' FOR UPDATE' : '';
  const rows = (await m.query(
    `SELECT position FROM projection_checkpoints WHERE name = ${param(m, 1)}${lock}`,
    [name],
  )) as { position: unknown }[];
  if (rows.length === 0) throw new Error(`Projection ${name} has no checkpoint row`);
  return toInt(rows[0].position);
}

export async function storePosition(m: EntityManager, name: string, to: number): Promise<void> {
  await m.query(
    `UPDATE projection_checkpoints SET position = ${param(m, 1)} WHERE name = ${param(m, 2)}`,
    [to, name],
  );
}

/**
 * lockPosition for several projections in one statement (a batch of eleven read models made
 * 22 round trips on postgres for its checkpoints). The rows are locked in name order, the same
 * order in every process, so two processes committing overlapping sets cannot deadlock.
 */
export async function lockPositions(
  m: EntityManager,
  names: readonly string[],
): Promise<Map<string, number>> {
  if (names.length === 1) return new Map([[names[0], await lockPosition(m, names[0])]]);
  const pg = dialectOf(m) === 'postgres';
  const rows = (await m.query(
    pg
      ? 'SELECT name, position FROM projection_checkpoints WHERE name = ANY($1) ORDER BY name FOR UPDATE'
      : `SELECT name, position FROM projection_checkpoints WHERE name IN (${names.map(() => '?').join(',')})`,
    pg ? [[...names]] : [...names],
  )) as { name: string; position: unknown }[];
  const out = new Map(rows.map((r) => [r.name, toInt(r.position)]));
  for (const n of names) if (!out.has(n)) throw new Error(`Projection ${n} has no checkpoint row`);
  return out;
}

/** storePosition for several projections; one statement on postgres. */
export async function storePositions(
  m: EntityManager,
  moves: readonly { readonly name: string; readonly to: number }[],
): Promise<void> {
  if (moves.length === 0) return;
  if (moves.length === 1 || dialectOf(m) !== 'postgres') {
    for (const { name, to } of moves) await storePosition(m, name, to);
    return;
  }
  await m.query(
    `UPDATE projection_checkpoints c SET position = v.position
       FROM unnest($1::varchar[], $2::bigint[]) AS v(name, position) WHERE c.name = v.name`,
    [moves.map((x) => x.name), moves.map((x) => x.to)],
  );
}

/**
 * The stream marks a checkpointed batch starts from. On postgres two projectors may briefly
 * both hold a partition during a rebalance (the old owner finishing its batch while the new
 * one starts from the stored offset); without a lock both would read the same marks, both
 * fold the same events in and the rows would count them twice. So the rows are locked
 * (FOR UPDATE): the second transaction waits for the first to commit, then reads the marks
 * it wrote and drops the repeats. A mark that does not exist yet cannot be locked, so it is
 * first inserted at -1 (ON CONFLICT DO NOTHING waits for a concurrent insert of the same
 * row). Sorted, so two batches over overlapping streams lock in one order (no deadlock).
 * sqlite needs none of this: one writer at a time (withWriteLock, the database lock).
 */
export async function readStreamMarks(
  m: EntityManager,
  projection: string,
  streams: readonly string[],
): Promise<Map<string, number>> {
  const marks = new Map<string, number>();
  for (const r of await lockStreamMarks(m, projection, streams))
    marks.set(r.stream_id, toInt(r.revision));
  return marks;
}

async function lockStreamMarks(
  m: EntityManager,
  projection: string,
  streams: readonly string[],
): Promise<{ stream_id: string; revision: unknown }[]> {
  if (dialectOf(m) !== 'postgres') {
    return selectWhereIn<{ stream_id: string; revision: unknown }>(
      m,
      {
        select: 'SELECT stream_id, revision FROM projection_stream_marks',
        where: `projection = ${param(m, 1)}`,
        fixed: [projection],
      },
      'stream_id',
      streams,
    );
  }
  const sorted = [...streams].sort();
  await upsertRows(
    m,
    {
      table: 'projection_stream_marks',
      columns: ['projection', 'stream_id', 'revision'],
      conflict: ['projection', 'stream_id'],
      update: [],
    },
    sorted.map((s) => [projection, s, -1]),
  );
  return (await m.query(
    `SELECT stream_id, revision FROM projection_stream_marks
      WHERE projection = $1 AND stream_id = ANY($2::text[])
      ORDER BY stream_id COLLATE "C" FOR UPDATE`,
    [projection, sorted],
  )) as { stream_id: string; revision: unknown }[];
}

export async function storeStreamMarks(
  m: EntityManager,
  projection: string,
  streams: readonly string[],
  marks: ReadonlyMap<string, number>,
): Promise<void> {
  await upsertRows(
    m,
    {
      table: 'projection_stream_marks',
      columns: ['projection', 'stream_id', 'revision'],
      conflict: ['projection', 'stream_id'],
      update: ['revision'],
    },
    streams.map((s) => [projection, s, marks.get(s)]),
  );
}

export async function storeOffset(
  m: EntityManager,
  projection: string,
  key: string,
  value: string,
): Promise<void> {
  await upsertRows(
    m,
    {
      table: 'projection_offsets',
      columns: ['projection', 'key', 'value'],
      conflict: ['projection', 'key'],
      update: ['value'],
    },
    [[projection, key, value]],
  );
}

/** A checkpoint stored by applyBatch(..., checkpoint), e.g. to resume a Kafka partition. */
export async function loadOffset(
  m: EntityManager,
  projection: string,
  key: string,
): Promise<string | undefined> {
  const rows = (await m.query(
    `SELECT value FROM projection_offsets WHERE projection = ${param(m, 1)} AND key = ${param(m, 2)}`,
    [projection, key],
  )) as { value: string }[];
  return rows[0]?.value;
}
