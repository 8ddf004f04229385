/** The GraphQL operations the e2e tests send, written as a client would. */
const RESULT =
  'tournamentId commandId duplicate projected events { eventId type revision globalPosition }';

export const CREATE = `mutation Create($input: CreateTournamentInput!, $commandId: ID) {
  createTournament(input: $input, commandId: $commandId) { ${RESULT} } }`;

export const OPEN = `mutation Open($id: ID!, $commandId: ID) {
  openRegistration(tournamentId: $id, commandId: $commandId) { ${RESULT} } }`;

export const REGISTER = `mutation Register($id: ID!, $input: RegisterPlayerInput!, $commandId: ID) {
  registerPlayer(tournamentId: $id, input: $input, commandId: $commandId) { ${RESULT} } }`;

export const PUBLISH = `mutation Publish($id: ID!, $input: CharacteristicsInput!, $commandId: ID) {
  publishCharacteristics(tournamentId: $id, input: $input, commandId: $commandId) { ${RESULT} } }`;

/**
 * LNSE 123/13 I.1, IV.1.1(a): sample characteristics for a tournament starting at
 * `scheduledStart`, the sale open from 30 days before it until a year from now.
 */
export function characteristicsInput(scheduledStart: string) {
  const start = Date.parse(scheduledStart);
  return {
    saleOpensAt: new Date(start - 30 * 86_400_000).toISOString(),
    saleClosesAt: new Date(Math.max(start, Date.now()) + 365 * 86_400_000).toISOString(),
    accreditation: 'At the control desk, from two hours before the start',
    playingDays: [new Date(start).toISOString()],
    paidPlacesRule: '15 % of the registrants',
  };
}

export const CLOSE = `mutation Close($id: ID!, $commandId: ID) {
  closeRegistration(tournamentId: $id, commandId: $commandId) { ${RESULT} } }`;

export const CANCEL = `mutation Cancel($id: ID!, $reason: String!, $commandId: ID) {
  cancelTournament(tournamentId: $id, reason: $reason, commandId: $commandId) { ${RESULT} } }`;

export const TOURNAMENT = `query One($id: ID!, $first: Int, $after: String) {
  tournament(id: $id) {
    id name rulesetId tournamentType status currency clubId venue scheduledStart
    seatsPerTable startingStack buyIn { prizeFund fee } registrationCap entries
    registrationOpenedAt registrationClosedAt cancelledAt cancelReason
    registrations(first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { cursor node { playerId fullName clubId registrationNumber idDocumentType idDocumentMasked registeredAt } }
    }
  } }`;

export const TOURNAMENTS = `query List($first: Int, $after: String) {
  tournaments(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name status entries } }
  } }`;

/** An FSNP freezeout as the catalog sets it up: 10-handed, 15,000 chips (FSNP Art. 139.1(c)), RON. */
export function createInput(tournamentId: string, overrides: Record<string, unknown> = {}) {
  return {
    tournamentId,
    name: 'Bucharest Open Main Event',
    rulesetId: 'fsnp',
    tournamentType: 'FZ',
    currency: 'RON',
    clubId: 'club-1',
    venue: 'Hotel Parliament, Bucharest',
    scheduledStart: '2026-03-14T18:00:00Z',
    seatsPerTable: 10,
    startingStack: 15_000,
    levels: [
      { level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 40 },
      { level: 2, smallBlind: 200, bigBlind: 400, ante: 400, durationMinutes: 40 },
    ],
    buyIn: { prizeFund: 45_000, fee: 5_000 },
    ...overrides,
  };
}

export function playerInput(playerId: string, overrides: Record<string, unknown> = {}) {
  return {
    playerId,
    fullName: `Player ${playerId}`,
    clubId: 'club-1',
    idDocument: { type: 'ID_CARD', number: `RX${playerId.replace(/\W/g, '')}123456` },
    ...overrides,
  };
}
