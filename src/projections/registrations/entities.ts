import { EntitySchema } from 'typeorm';

/**
 * One row per registration. The identity document NUMBER is not kept, only its type and a
 * masked form: FSNP Art. 29 requires the document at registration, and the office only needs
 * to recognise it; the full number stays in the event stream for the regulator.
 */
export interface RegistrationRow {
  tournamentId: string;
  playerId: string;
  fullName: string;
  clubId: string;
  registrationNumber: number;
  idDocumentType: string;
  idDocumentMasked: string;
  /** occurredAt of the event (ISO-8601 UTC). */
  registeredAt: string;
  position: number;
}

export const RegistrationEntity = new EntitySchema<RegistrationRow>({
  name: 'RegistrationReadModel',
  tableName: 'registrations',
  // Keyed by (tournament, registration number): the list order (LNSE IV.1.3), and a replayed
  // registration hits the same key. WITHOUT ROWID on sqlite makes that key the table itself,
  // so a rebuild writes ONE b-tree per registration (a player index would double the cost;
  // the write side already refuses a second registration of the same player).
  withoutRowid: true,
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    playerId: { type: String, name: 'player_id' },
    fullName: { type: String, name: 'full_name' },
    clubId: { type: String, name: 'club_id' },
    registrationNumber: { type: 'integer', primary: true, name: 'registration_number' },
    idDocumentType: { type: String, name: 'id_document_type' },
    idDocumentMasked: { type: String, name: 'id_document_masked' },
    registeredAt: { type: String, name: 'registered_at' },
    position: { type: 'bigint' },
  },
});

export const REGISTRATION_COLUMNS = [
  'tournament_id',
  'player_id',
  'full_name',
  'club_id',
  'registration_number',
  'id_document_type',
  'id_document_masked',
  'registered_at',
  'position',
] as const;
