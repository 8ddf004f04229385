/**
 * The hand-history read model (issue 5), stored: the pure fold of model.ts applied to one row per
 * hand. Idempotent: an event at or below a hand's last folded revision changes nothing.
 */
import type { StoredEvent } from '../../events/envelope';
import { tournamentIdOf } from '../../events/envelope';
import type { Projection } from '../projection';
import { selectWhereIn, toInt, upsertRows } from '../sql';
import { HAND_HISTORY_COLUMNS, HandHistoryEntity } from './entities';
import { HAND_EVENT_TYPES, HAND_FOLDS, emptyHand, handKey, type HandRecord } from './model';

function keyOf(
  e: StoredEvent,
): { key: string; tid: string; tableId: string; handNo: number } | null {
  const tid = tournamentIdOf(e.streamId);
  const d = e.data as { tableId?: unknown; handNo?: unknown };
  if (!tid || typeof d?.tableId !== 'string' || typeof d.handNo !== 'number') return null;
  return { key: handKey(tid, d.tableId, d.handNo), tid, tableId: d.tableId, handNo: d.handNo };
}

const playersOf = (h: HandRecord) =>
  `,${(h.plan?.dealtIn ?? []).flatMap((d) => (d.playerId ? [d.playerId] : [])).join(',')},`;

export const handHistoryProjection: Projection = {
  name: 'hand-histories',
  version: 1,
  entities: [HandHistoryEntity],
  handles: HAND_EVENT_TYPES,
  async apply(events, manager) {
    const touched = new Map<string, { tid: string; tableId: string; handNo: number }>();
    for (const e of events) {
      const k = HAND_FOLDS[e.type] ? keyOf(e) : null;
      if (k) touched.set(k.key, k);
    }
    if (!touched.size) return;
    const existing = await selectWhereIn<{
      hand_key: string;
      record: string;
      last_revision: unknown;
    }>(
      manager,
      { select: 'SELECT hand_key, record, last_revision FROM hand_histories' },
      'hand_key',
      [...touched.keys()],
    );
    const records = new Map<string, HandRecord>();
    for (const row of existing)
      records.set(row.hand_key, {
        ...(JSON.parse(row.record) as HandRecord),
        lastRevision: toInt(row.last_revision),
      });
    for (const e of events) {
      const k = HAND_FOLDS[e.type] ? keyOf(e) : null;
      if (!k) continue;
      let h = records.get(k.key);
      if (!h) records.set(k.key, (h = emptyHand(k.tid, k.tableId, k.handNo)));
      if (e.revision <= h.lastRevision) continue;
      HAND_FOLDS[e.type](h, e.data as never);
      h.lastRevision = e.revision;
    }
    await upsertRows(
      manager,
      {
        table: 'hand_histories',
        columns: HAND_HISTORY_COLUMNS,
        conflict: ['hand_key'],
        update: ['started_at', 'players', 'record', 'last_revision'],
      },
      [...records.entries()].map(([key, h]) => [
        key,
        h.tournamentId,
        h.tableId,
        h.handNo,
        h.startedAt,
        playersOf(h),
        JSON.stringify(h),
        h.lastRevision,
      ]),
    );
  },
};
