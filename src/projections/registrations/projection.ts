import type { StoredEvent } from '../../events/envelope';
import { tournamentIdOf } from '../../events/envelope';
import type { PlayerRegisteredData } from '../../events/tournament-events';
import type { Projection } from '../projection';
import { upsertRows } from '../sql';
import { REGISTRATION_COLUMNS, RegistrationEntity } from './entities';
import { maskDocumentNumber } from './mask';

/** Registrations per tournament (issue 2). Insert-only: a replayed registration is a no-op. */
export const registrationsProjection: Projection = {
  name: 'registrations',
  version: 1,
  entities: [RegistrationEntity],
  handles: ['PlayerRegistered'],
  async apply(events: readonly StoredEvent[], manager) {
    const rows: unknown[][] = [];
    for (const e of events) {
      const tournamentId = tournamentIdOf(e.streamId);
      if (e.type !== 'PlayerRegistered' || tournamentId === undefined) continue;
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
  },
};
