/**
 * The player registry as clubs query it (FSNP Art. 2, 29): one row per member with his
 * current club, every club spell (for history by date) and the state of his card.
 */
import { memberIdOf, type MemberEvent } from '../../events/member-events';
import type { Projection } from '../projection';
import { selectWhereIn, toInt, upsertRows } from '../sql';
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

function foldMember(row: MemberRow, e: MemberEvent): void {
  switch (e.type) {
    case 'MemberClubTransferred':
      row.clubId = e.data.toClubId;
      row.clubsJson = JSON.stringify([
        ...(JSON.parse(row.clubsJson) as unknown[]),
        { clubId: e.data.toClubId, from: e.data.effectiveOn },
      ]);
      return;
    case 'MembershipCardIssued':
      row.cardId = e.data.cardId;
      row.cardStatus = 'active';
      return;
    case 'MembershipCardRevoked':
      row.cardStatus = 'revoked';
      return;
    default:
      return;
  }
}

export const membersProjection: Projection = {
  name: 'members',
  version: 1,
  entities: [MemberEntity],
  handles: [
    'MemberRegistered',
    'MemberClubTransferred',
    'MembershipCardIssued',
    'MembershipCardRevoked',
  ],
  async apply(events, m) {
    const ids = new Set<string>();
    for (const e of events) {
      const id = memberIdOf(e.streamId);
      if (id !== undefined) ids.add(id);
    }
    if (ids.size === 0) return;
    const rows = new Map<string, MemberRow>();
    for (const r of await selectWhereIn<Record<string, unknown>>(
      m,
      { select: `SELECT ${COLUMNS.map((c) => `"${c}"`).join(',')} FROM "members"` },
      'member_id',
      [...ids],
    ))
      rows.set(r.member_id as string, fromDb(r));
    const dirty = new Set<MemberRow>();
    for (const stored of events) {
      const id = memberIdOf(stored.streamId);
      if (id === undefined) continue;
      const e = stored as unknown as MemberEvent;
      let row = rows.get(id);
      if (e.type === 'MemberRegistered') {
        if (row) continue;
        row = {
          memberId: id,
          fullName: e.data.fullName,
          clubId: e.data.clubId,
          registeredOn: e.data.registeredOn,
          clubsJson: JSON.stringify([{ clubId: e.data.clubId, from: e.data.registeredOn }]),
          cardId: null,
          cardStatus: 'none',
          lastRevision: stored.revision,
        };
        rows.set(id, row);
        dirty.add(row);
        continue;
      }
      if (!row || stored.revision <= row.lastRevision) continue;
      foldMember(row, e);
      row.lastRevision = stored.revision;
      dirty.add(row);
    }
    await upsertRows(
      m,
      {
        table: 'members',
        columns: COLUMNS,
        conflict: ['member_id'],
        update: COLUMNS.filter((c) => c !== 'member_id'),
      },
      [...dirty].map(toDb),
    );
  },
};
