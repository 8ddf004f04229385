/**
 * The player registry as clubs query it (FSNP Art. 2, 29): one row per member with his
 * current club, every club spell (for history by date) and the state of his card.
 */
import { memberIdOf } from '../../events/member-events';
import { defineRowProjection } from '../kit';
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

export const membersProjection = defineRowProjection<MemberRow>({
  name: 'members',
  version: 1,
  tables: [MemberEntity],
  rows: { table: 'members', columns: COLUMNS, key: 'member_id', fromDb, toDb },
  key: (e) => memberIdOf(e.streamId),
  create: {
    MemberRegistered: (d, e, id) => ({
      memberId: id,
      fullName: d.fullName,
      clubId: d.clubId,
      registeredOn: d.registeredOn,
      clubsJson: JSON.stringify([{ clubId: d.clubId, from: d.registeredOn }]),
      cardId: null,
      cardStatus: 'none',
      lastRevision: e.revision,
    }),
  },
  on: {
    MemberClubTransferred(row, d) {
      row.clubId = d.toClubId;
      row.clubsJson = JSON.stringify([
        ...(JSON.parse(row.clubsJson) as unknown[]),
        { clubId: d.toClubId, from: d.effectiveOn },
      ]);
    },
    MembershipCardIssued(row, d) {
      row.cardId = d.cardId;
      row.cardStatus = 'active';
    },
    MembershipCardRevoked(row) {
      row.cardStatus = 'revoked';
    },
  },
});
