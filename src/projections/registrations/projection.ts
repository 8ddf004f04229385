import type { StoredEvent } from '../../events/envelope';
import { tournamentIdOf } from '../../events/envelope';
import type { RegistrationRefundedData } from '../../events/entry-events';
import type { PlayerRegisteredData } from '../../events/tournament-events';
import type { Projection } from '../projection';
import { dialectOf, upsertRows } from '../sql';
import { REGISTRATION_COLUMNS, RegistrationEntity } from './entities';
import { maskDocumentNumber } from './mask';

/** Registrations per tournament (issue 2). Insert-only: a replayed registration is a no-op. */
export const registrationsProjection: Projection = {
  name: 'registrations',
  version: 1,
  entities: [RegistrationEntity],
  handles: ['PlayerRegistered', 'RegistrationRefunded'],
  async apply(events: readonly StoredEvent[], manager) {
    const rows: unknown[][] = [];
    const refunded: [string, number][] = [];
    for (const e of events) {
      const tournamentId = tournamentIdOf(e.streamId);
      if (tournamentId === undefined) continue;
      // LNSE 123/13 IV.1.4(a): a refunded registration leaves the list (the ledger keeps both lines).
      if (e.type === 'RegistrationRefunded') {
        refunded.push([tournamentId, (e.data as RegistrationRefundedData).registrationNumber]);
        continue;
      }
      if (e.type !== 'PlayerRegistered') continue;
      const d = e.data as PlayerRegisteredData;
      rows.push([
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
    }
    await upsertRows(
      manager,
      {
        table: 'registrations',
        columns: REGISTRATION_COLUMNS,
        conflict: ['tournament_id', 'registration_number'],
        update: [],
      },
      rows,
    );
    const p = (n: number) => (dialectOf(manager) === 'postgres' ? `$${n}` : '?');
    for (const [tournamentId, no] of refunded)
      await manager.query(
        `DELETE FROM "registrations" WHERE "tournament_id" = ${p(1)} AND "registration_number" = ${p(2)}`,
        [tournamentId, no],
      );
  },
};
