import type { DataSource } from 'typeorm';
import { tournamentStreamId, type ProposedEvent } from '../../../src/events/envelope';
import type {
  PlayerRegisteredData,
  TournamentCreatedData,
  TournamentEvent,
} from '../../../src/events/tournament-events';
import { createReadModelDataSource } from '../../../src/projections/data-source';
import type { Projection } from '../../../src/projections/projection';
import { registrationsProjection } from '../../../src/projections/registrations/projection';
import { tournamentsProjection } from '../../../src/projections/tournaments/projection';

/** The read models under test here; the registry grows as other slices add theirs. */
export const PROJECTIONS: readonly Projection[] = [tournamentsProjection, registrationsProjection];
import type { EventStore } from '../../../src/store/event-store';
import { uuidv7 } from '../../../src/store/ids';

/*
 * Event builders of our own: the shared fixtures import the aggregate, and a read-model test
 * must not break while another slice of the write side is being written.
 */
export const created = (over: Partial<TournamentCreatedData> = {}): TournamentEvent => ({
  type: 'TournamentCreated',
  data: {
    tournamentId: 't-1',
    name: 'Cupa Bucureștiului',
    rulesetId: 'fsnp',
    tournamentType: 'RA',
    currency: 'RON',
    clubId: 'club-gpc',
    venue: 'Gentlemen’s Poker Club, Bucharest',
    scheduledStart: '2026-12-05T17:00:00.000Z',
    seatsPerTable: 9,
    startingStack: 20000,
    levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 20 }],
    buyIn: { prizeFund: 40000, fee: 10000 },
    registrationCap: null,
    ...over,
  },
});

export const opened: TournamentEvent = {
  type: 'RegistrationOpened',
  data: { openedAt: '2026-12-01T10:00:00.000Z' },
};

export const registered = (
  playerId = 'ro-1001',
  registrationNumber = 1,
  over: Partial<PlayerRegisteredData> = {},
): TournamentEvent => ({
  type: 'PlayerRegistered',
  data: {
    playerId,
    fullName: 'Ion Popescu',
    clubId: 'club-gpc',
    idDocument: { type: 'CI', number: 'RX123456' },
    dateOfBirth: null,
    registrationNumber,
    ...over,
  },
});

let seq = 0;

/** A tournament event as the command pipeline would hand it to the store. */
export function propose(e: { type: string; data: unknown }): ProposedEvent {
  seq += 1;
  return {
    eventId: uuidv7(Date.UTC(2026, 11, 1) + seq),
    type: e.type,
    schemaVersion: 1,
    data: e.data,
    metadata: {
      commandId: `cmd-${seq}`,
      correlationId: `cmd-${seq}`,
      causationId: `cmd-${seq}`,
      actor: { id: 'td-1', role: 'director' },
      occurredAt: new Date(Date.UTC(2026, 11, 1, 10, 0, seq % 60)).toISOString(),
    },
  };
}

export async function appendTo(
  store: EventStore,
  tournamentId: string,
  events: readonly { type: string; data: unknown }[],
): Promise<number> {
  const stream = tournamentStreamId(tournamentId);
  const r = await store.append(stream, events.map(propose), 'any');
  return r.events[r.events.length - 1].globalPosition;
}

/** Created + opened + n registrations (players p-1..p-n); returns the last position. */
export async function seedTournament(
  store: EventStore,
  tournamentId: string,
  players: number,
  name = `Cupa ${tournamentId}`,
): Promise<number> {
  const events: TournamentEvent[] = [created({ tournamentId, name }), opened];
  for (let i = 1; i <= players; i++) events.push(registered(`p-${i}`, i));
  return appendTo(store, tournamentId, events);
}

export async function memoryReadModel(
  projections: readonly Projection[] = PROJECTIONS,
): Promise<DataSource> {
  return createReadModelDataSource({ kind: 'sqlite', path: ':memory:' }, projections).initialize();
}

/** Every row of the read-model tables and checkpoints, for before/after comparisons. */
export async function dumpTables(ds: DataSource, tables: readonly string[]): Promise<unknown> {
  const out: Record<string, unknown> = {};
  for (const t of tables) out[t] = await ds.query(`SELECT * FROM "${t}" ORDER BY 1, 2`);
  return out;
}
