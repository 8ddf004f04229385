import type { DataSource } from 'typeorm';
import { type Connection, type PageArgs, pageWindow, toConnection } from '../pagination';
import { REGISTRATION_COLUMNS, type RegistrationRow } from '../registrations/entities';
import { param, toInt } from '../sql';
import { TOURNAMENT_COLUMNS, type TournamentRow } from './entities';
import { fromDb } from './projection';

/** What the API returns for a tournament; money in integer minor units of `currency`. */
export interface TournamentView {
  readonly id: string;
  readonly name: string;
  readonly rulesetId: string;
  readonly tournamentType: string;
  readonly status: string;
  readonly currency: string;
  readonly clubId: string;
  readonly venue: string;
  readonly scheduledStart: string;
  readonly seatsPerTable: number;
  readonly startingStack: number;
  readonly buyIn: { readonly prizeFund: number; readonly fee: number; readonly total: number };
  readonly registrationCap: number | null;
  readonly entries: number;
  readonly registrationOpenedAt: string | null;
  readonly registrationClosedAt: string | null;
  readonly cancelledAt: string | null;
  readonly cancelReason: string | null;
  readonly createdPosition: number;
  readonly updatedPosition: number;
}

export type RegistrationView = Omit<RegistrationRow, 'position'> & { readonly position: number };

function tournamentView(r: TournamentRow): TournamentView {
  const { buyInPrizeFund, buyInFee, lastRevision: _rev, ...rest } = r;
  return {
    ...rest,
    buyIn: { prizeFund: buyInPrizeFund, fee: buyInFee, total: buyInPrizeFund + buyInFee },
  };
}

const TOURNAMENT_SELECT = `SELECT ${TOURNAMENT_COLUMNS.map((c) => `"${c}"`).join(',')} FROM "tournaments"`;

export async function getTournament(ds: DataSource, id: string): Promise<TournamentView | null> {
  const m = ds.manager;
  const rows = (await m.query(`${TOURNAMENT_SELECT} WHERE "id" = ${param(m, 1)}`, [
    id,
  ])) as Parameters<typeof fromDb>[0][];
  return rows.length ? tournamentView(fromDb(rows[0])) : null;
}

/** Oldest first (creation order), `first` per page (default 20, at most 100). */
export async function listTournaments(
  ds: DataSource,
  args: PageArgs = {},
): Promise<Connection<TournamentView>> {
  const { first, afterKey } = pageWindow('tournaments', args);
  const m = ds.manager;
  const rows = (await m.query(
    `${TOURNAMENT_SELECT} WHERE "created_position" > ${param(m, 1)}
     ORDER BY "created_position" LIMIT ${param(m, 2)}`,
    [afterKey, first + 1],
  )) as Parameters<typeof fromDb>[0][];
  const [{ n }] = (await m.query('SELECT COUNT(*) AS n FROM "tournaments"')) as { n: unknown }[];
  return toConnection(
    'tournaments',
    rows.map(fromDb),
    first,
    toInt(n),
    (r) => r.createdPosition,
    tournamentView,
  );
}

/** In registration-number order (LNSE IV.1.3), `first` per page (default 20, at most 100). */
export async function listRegistrations(
  ds: DataSource,
  tournamentId: string,
  args: PageArgs = {},
): Promise<Connection<RegistrationView>> {
  const tag = `registrations/${tournamentId}`;
  const { first, afterKey } = pageWindow(tag, args);
  const m = ds.manager;
  const cols = REGISTRATION_COLUMNS.map((c) => `"${c}"`).join(',');
  const rows = (await m.query(
    `SELECT ${cols} FROM "registrations"
     WHERE "tournament_id" = ${param(m, 1)} AND "registration_number" > ${param(m, 2)}
     ORDER BY "registration_number" LIMIT ${param(m, 3)}`,
    [tournamentId, afterKey, first + 1],
  )) as Record<(typeof REGISTRATION_COLUMNS)[number], unknown>[];
  const [{ n }] = (await m.query(
    `SELECT COUNT(*) AS n FROM "registrations" WHERE "tournament_id" = ${param(m, 1)}`,
    [tournamentId],
  )) as { n: unknown }[];
  const views: RegistrationView[] = rows.map((r) => ({
    tournamentId: r.tournament_id as string,
    playerId: r.player_id as string,
    fullName: r.full_name as string,
    clubId: r.club_id as string,
    registrationNumber: toInt(r.registration_number),
    idDocumentType: r.id_document_type as string,
    idDocumentMasked: r.id_document_masked as string,
    registeredAt: r.registered_at as string,
    position: toInt(r.position),
  }));
  return toConnection(
    tag,
    views,
    first,
    toInt(n),
    (r) => r.registrationNumber,
    (r) => r,
  );
}
