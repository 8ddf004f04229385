/**
 * The hand-history read model (issue 5), stored: the pure fold of model.ts applied to one row per
 * hand. Idempotent: an event at or below a hand's last folded revision changes nothing.
 */
import type { StoredEvent } from '../../events/envelope';
import { tournamentIdOf } from '../../events/envelope';
import { defineProjection, KeyedRows, sameHandler } from '../kit';
import { toInt } from '../sql';
import { HAND_HISTORY_COLUMNS, HandHistoryEntity } from './entities';
import { HAND_EVENT_TYPES, HAND_FOLDS, emptyHand, handKey, handOf, type HandRecord } from './model';

function keyOf(
  e: StoredEvent,
): { key: string; tid: string; tableId: string; handNo: number } | null {
  const tid = tournamentIdOf(e.streamId);
  const at = handOf(e);
  if (!tid || !at) return null;
  return { key: handKey(tid, at.tableId, at.handNo), tid, ...at };
}

const playersOf = (h: HandRecord) =>
  `,${(h.plan?.dealtIn ?? []).flatMap((d) => (d.playerId ? [d.playerId] : [])).join(',')},`;

type Hands = KeyedRows<HandRecord>;

function fold(hands: Hands, _data: unknown, e: StoredEvent): void {
  const k = keyOf(e);
  if (!k) return;
  let h = hands.get(k.key);
  if (!h) hands.set(k.key, (h = emptyHand(k.tid, k.tableId, k.handNo)));
  hands.changed(k.key);
  if (e.revision <= h.lastRevision) return;
  HAND_FOLDS.apply(h, e);
  h.lastRevision = e.revision;
}

export const handHistoryProjection = defineProjection<Hands>({
  name: 'hand-histories',
  // 2: an all-in treatment's set-aside is a step of the hand (FSPR 6.5.5).
  version: 2,
  tables: [HandHistoryEntity],
  load: (manager, events) =>
    KeyedRows.load(
      manager,
      {
        table: 'hand_histories',
        columns: HAND_HISTORY_COLUMNS,
        key: 'hand_key',
        update: ['started_at', 'players', 'record', 'last_revision'],
        fromDb: (row) => ({
          ...(JSON.parse(String(row.record)) as HandRecord),
          lastRevision: toInt(row.last_revision),
        }),
        toDb: (h, key) => [
          key,
          h.tournamentId,
          h.tableId,
          h.handNo,
          h.startedAt,
          playersOf(h),
          JSON.stringify(h),
          h.lastRevision,
        ],
      },
      events.flatMap((e) => keyOf(e)?.key ?? []),
    ),
  on: sameHandler(HAND_EVENT_TYPES, fold),
  save: (hands, manager) => hands.save(manager),
});
