import { tournamentIdOf } from '../../events/envelope';
import { defineProjection, Upserts } from '../kit';
import { dialectOf } from '../sql';
import { REGISTRATION_COLUMNS, RegistrationEntity } from './entities';
import { maskDocumentNumber } from './mask';

interface Batch {
  readonly registered: Upserts;
  readonly refunded: [string, number][];
}

/** Registrations per tournament (issue 2). Insert-only: a replayed registration is a no-op. */
export const registrationsProjection = defineProjection<Batch>({
  name: 'registrations',
  version: 1,
  tables: [RegistrationEntity],
  load: () => ({
    registered: new Upserts({
      table: 'registrations',
      columns: REGISTRATION_COLUMNS,
      conflict: ['tournament_id', 'registration_number'],
      update: [],
    }),
    refunded: [],
  }),
  on: {
    PlayerRegistered(b, d, e) {
      const tournamentId = tournamentIdOf(e.streamId);
      if (tournamentId === undefined) return;
      b.registered.add([
        tournamentId,
        d.playerId,
        d.fullName,
        d.clubId,
        d.registrationNumber,
        d.idDocument.type,
        maskDocumentNumber(d.idDocument.number),
        e.metadata.occurredAt,
        e.globalPosition,
      ]);
    },
    // LNSE 123/13 IV.1.4(a): a refunded registration leaves the list (the ledger keeps both lines).
    RegistrationRefunded(b, d, e) {
      const tournamentId = tournamentIdOf(e.streamId);
      if (tournamentId !== undefined) b.refunded.push([tournamentId, d.registrationNumber]);
    },
  },
  async save(b, manager) {
    await b.registered.save(manager);
    const p = (n: number) => (dialectOf(manager) === 'postgres' ? `$${n}` : '?');
    for (const [tournamentId, no] of b.refunded)
      await manager.query(
        `DELETE FROM "registrations" WHERE "tournament_id" = ${p(1)} AND "registration_number" = ${p(2)}`,
        [tournamentId, no],
      );
  },
});
