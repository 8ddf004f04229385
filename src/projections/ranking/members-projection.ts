/**
 * The player registry as clubs query it (FSNP Art. 2, 29): one row per member with his
 * current club, every club spell (for history by date) and the state of his card.
 */
import type { StoredEvent } from '../../events/envelope';
import { memberIdOf } from '../../events/member-events';
import { defineProjection, KeyedRows } from '../kit';
import { toInt } from '../sql';
import { MemberEntity, type MemberRow } from './entities';

const COLUMNS = [
  'member_id',
  'full_name',
  'club_id',
  'registered_on',
  'clubs_json',
  'card_id',
  'card_status',
  'last_revision',
] as const;

const fromDb = (r: Record<string, unknown>): MemberRow => ({
  memberId: r.member_id as string,
  fullName: r.full_name as string,
  clubId: r.club_id as string,
  registeredOn: r.registered_on as string,
  clubsJson: r.clubs_json as string,
  cardId: (r.card_id as string | null) ?? null,
  cardStatus: r.card_status as string,
  lastRevision: toInt(r.last_revision),
});

const toDb = (r: MemberRow): unknown[] => [
  r.memberId,
  r.fullName,
  r.clubId,
  r.registeredOn,
  r.clubsJson,
  r.cardId,
  r.cardStatus,
  r.lastRevision,
];

type Rows = KeyedRows<MemberRow>;

/** Folds one event into its member's row; a revision already folded in is a redelivery. */
function fold(rows: Rows, e: StoredEvent, change: (row: MemberRow) => void): void {
  const id = memberIdOf(e.streamId);
  const row = id === undefined ? undefined : rows.get(id);
  if (id === undefined || !row || e.revision <= row.lastRevision) return;
  change(row);
  row.lastRevision = e.revision;
  rows.changed(id);
}

export const membersProjection = defineProjection<Rows>({
  name: 'members',
  version: 1,
  tables: [MemberEntity],
  load: (m, events) =>
    KeyedRows.load(
      m,
      { table: 'members', columns: COLUMNS, key: 'member_id', fromDb, toDb },
      events.flatMap((e) => memberIdOf(e.streamId) ?? []),
    ),
  on: {
    MemberRegistered(rows, d, e) {
      const id = memberIdOf(e.streamId);
      if (id === undefined || rows.get(id)) return;
      rows.set(id, {
        memberId: id,
        fullName: d.fullName,
        clubId: d.clubId,
        registeredOn: d.registeredOn,
        clubsJson: JSON.stringify([{ clubId: d.clubId, from: d.registeredOn }]),
        cardId: null,
        cardStatus: 'none',
        lastRevision: e.revision,
      });
    },
    MemberClubTransferred: (rows, d, e) =>
      fold(rows, e, (row) => {
        row.clubId = d.toClubId;
        row.clubsJson = JSON.stringify([
          ...(JSON.parse(row.clubsJson) as unknown[]),
          { clubId: d.toClubId, from: d.effectiveOn },
        ]);
      }),
    MembershipCardIssued: (rows, d, e) =>
      fold(rows, e, (row) => {
        row.cardId = d.cardId;
        row.cardStatus = 'active';
      }),
    MembershipCardRevoked: (rows, _d, e) =>
      fold(rows, e, (row) => {
        row.cardStatus = 'revoked';
      }),
  },
  save: (rows, m) => rows.save(m),
});
