import type { TournamentEvent } from '../../src/events/tournament-events';
import type { CreateTournament, RegisterPlayer } from '../../src/aggregates/tournament/commands';

export const T = 't-1';

export const createCmd = (over: Partial<CreateTournament> = {}): CreateTournament => ({
  type: 'CreateTournament',
  tournamentId: T,
  name: 'Cupa Bucureștiului',
  rulesetId: 'fsnp',
  tournamentType: 'RA',
  currency: 'RON',
  clubId: 'club-gpc',
  venue: 'Gentlemen’s Poker Club, Bucharest',
  scheduledStart: '2026-12-05T17:00:00.000Z',
  seatsPerTable: 9,
  startingStack: 20000,
  levels: [
    { level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 20 },
    { level: 2, smallBlind: 200, bigBlind: 400, ante: 0, durationMinutes: 20 },
  ],
  buyIn: { prizeFund: 40000, fee: 10000 },
  registrationCap: null,
  ...over,
});

export const created = (over: Partial<CreateTournament> = {}): TournamentEvent => {
  const { type: _t, registrationCap, ...rest } = createCmd(over);
  return { type: 'TournamentCreated', data: { ...rest, registrationCap: registrationCap ?? null } };
};

export const opened: TournamentEvent = {
  type: 'RegistrationOpened',
  data: { openedAt: '2026-12-01T10:00:00.000Z' },
};

export const registerCmd = (
  playerId = 'ro-1001',
  over: Partial<RegisterPlayer> = {},
): RegisterPlayer => ({
  type: 'RegisterPlayer',
  tournamentId: T,
  playerId,
  fullName: 'Ion Popescu',
  clubId: 'club-gpc',
  idDocument: { type: 'CI', number: 'RX123456' },
  ...over,
});

export const registered = (playerId = 'ro-1001', registrationNumber = 1): TournamentEvent => ({
  type: 'PlayerRegistered',
  data: {
    playerId,
    fullName: 'Ion Popescu',
    clubId: 'club-gpc',
    idDocument: { type: 'CI', number: 'RX123456' },
    dateOfBirth: null,
    registrationNumber,
  },
});
