import type { DataSource } from 'typeorm';
import type { Projection } from '../../projections/projection';
import { param, selectWhereIn, toInt } from '../../projections/sql';

/**
 * How far the Kafka consumer-group projector, running in other processes, has brought the
 * read models (issue 9, LEDGER_PROJECTIONS=external). Read from what it commits with every
 * batch: the per-stream marks (highest stream revision folded in, per projection) and the
 * per-partition offsets. Global positions mean nothing there (partitions interleave streams),
 * so "my write is visible" is asked per stream: has every projection folded in revision r of
 * stream s?
 */

/** Names of the projections that have not yet folded in `revision` of `streamId`. */
export async function projectionsBehind(
  ds: DataSource,
  names: readonly string[],
  streamId: string,
  revision: number,
): Promise<string[]> {
  const m = ds.manager;
  const rows = await selectWhereIn<{ projection: string; revision: unknown }>(
    m,
    {
      select: 'SELECT projection, revision FROM projection_stream_marks',
      where: `stream_id = ${param(m, 1)}`,
      fixed: [streamId],
    },
    'projection',
    names,
  );
  const reached = new Set(
    rows.filter((r) => toInt(r.revision) >= revision).map((r) => r.projection),
  );
  return names.filter((n) => !reached.has(n));
}

export interface StreamWait {
  readonly timeoutMs: number;
  /** Between two looks at the marks; a mark lands once per projector batch. */
  readonly pollMs?: number;
}

/**
 * Resolves true once every named projection has folded in `revision` of `streamId`, false when
 * `timeoutMs` runs out first. Polls: the projector is another process, with no channel to this
 * one but the database they share.
 */
export async function waitForStreamRevision(
  ds: DataSource,
  names: readonly string[],
  streamId: string,
  revision: number,
  wait: StreamWait,
): Promise<boolean> {
  const end = performance.now() + wait.timeoutMs;
  const pollMs = wait.pollMs ?? 20;
  for (;;) {
    if ((await projectionsBehind(ds, names, streamId, revision)).length === 0) return true;
    const left = end - performance.now();
    if (left <= 0) return false;
    await new Promise((r) => setTimeout(r, Math.min(pollMs, left)));
  }
}

export interface ExternalProjectionProgress {
  readonly name: string;
  readonly version: number;
  /** Version the read model holds; differs from `version` until a projector rebuilt it. */
  readonly storedVersion: number | null;
  /** Streams with at least one event folded in. */
  readonly streams: number;
  /** Next offset per partition key (kafka:<group>:<topic>:<partition>). */
  readonly offsets: Readonly<Record<string, string>>;
}

/** Per projection: stored version, streams reached and partition offsets, for /health. */
export async function externalProgress(
  ds: DataSource,
  projections: readonly Projection[],
): Promise<ExternalProjectionProgress[]> {
  const [versions, streams, offsets] = await Promise.all([
    ds.query('SELECT name, version FROM projection_checkpoints') as Promise<
      { name: string; version: unknown }[]
    >,
    ds.query(
      'SELECT projection, COUNT(*) AS n FROM projection_stream_marks WHERE revision >= 0 GROUP BY projection',
    ) as Promise<{ projection: string; n: unknown }[]>,
    ds.query('SELECT projection, key, value FROM projection_offsets') as Promise<
      { projection: string; key: string; value: string }[]
    >,
  ]);
  return projections.map((p) => {
    const stored = versions.find((v) => v.name === p.name);
    return {
      name: p.name,
      version: p.version,
      storedVersion: stored ? toInt(stored.version) : null,
      streams: toInt(streams.find((s) => s.projection === p.name)?.n ?? 0),
      offsets: Object.fromEntries(
        offsets.filter((o) => o.projection === p.name).map((o) => [o.key, o.value]),
      ),
    };
  });
}
