/**
 * Registration across aggregates, over HTTP (issues 6 and 8): the member registry decides
 * whether a player may enter a federation tournament (FSNP Art. 2, 29), and a season
 * disqualification imposed in one competition refuses him in the later ones of that season
 * (FSPR 7.2.3). Every refusal names its article and appends nothing.
 */
import Database from 'better-sqlite3';
import { gql, headPosition, onlyError } from './support/graphql';
import {
  CREATE,
  OPEN,
  PUBLISH,
  REGISTER,
  characteristicsInput,
  createInput,
  playerInput,
} from './support/operations';
import { REVOKE_CARD, enrolMember, federationToken, REGISTER_MEMBER } from './support/members';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

let server: RunningServer;
const tokens: Record<'director' | 'floor' | 'federation', string> = {
  director: '',
  floor: '',
  federation: '',
};
let seq = 0;
const freshId = () => `reg-${process.pid}-${++seq}`;
const year = Number(new Date().toISOString().slice(0, 4));

async function ok(query: string, variables: Record<string, unknown>, token = tokens.director) {
  const r = await gql(server.url, query, variables, token);
  if (r.errors) throw new Error(`unexpected errors: ${JSON.stringify(r.errors)}`);
  return r.data!;
}

/** An open tournament under `rulesetId`, starting at `scheduledStart`. */
async function openTournament(overrides: Record<string, unknown> = {}): Promise<string> {
  const id = freshId();
  const input = createInput(id, overrides);
  await ok(CREATE, { input });
  // LNSE 123/13 I.1: the characteristics are published before the sale opens.
  if (input.rulesetId === 'lnse')
    await ok(PUBLISH, { id, input: characteristicsInput(input.scheduledStart) });
  await ok(OPEN, { id });
  return id;
}

/** A registration that must be refused with `code` and `ruleRef`, with the store unmoved. */
async function refusedEntry(id: string, playerId: string, code: string, ruleRef: string) {
  const before = await headPosition(server.url);
  const r = await gql(server.url, REGISTER, { id, input: playerInput(playerId) }, tokens.floor);
  const e = onlyError(r);
  expect(e.extensions).toMatchObject({ code, ruleRef });
  expect(e.message).toContain(playerId);
  expect(r.data).toBeNull();
  expect(await headPosition(server.url)).toBe(before);
  return e;
}

/** The PlayerRegistered event as stored, read from the server's sqlite file. */
function storedRegistration(tournamentId: string, playerId: string): Record<string, unknown> {
  const db = new Database(server.dbPath, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(`SELECT data FROM events WHERE stream_id = ? AND type = 'PlayerRegistered'`)
      .all(`tournament-${tournamentId}`) as { data: string }[];
    const found = rows
      .map((r) => JSON.parse(r.data) as Record<string, unknown>)
      .find((d) => d.playerId === playerId);
    if (!found) throw new Error(`no PlayerRegistered for ${playerId} in ${tournamentId}`);
    return found;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  server = await startServer();
  tokens.director = server.token({ role: 'director', sub: 'td-1' });
  tokens.floor = server.token({ role: 'floor', sub: 'floor-1' });
  tokens.federation = federationToken(server);
});
afterAll(async () => server?.stop());

describe('federation membership at registration (FSNP Art. 2, 29)', () => {
  it('FSNP Art. 29: a player the federation registry does not know is refused', async () => {
    const id = await openTournament();
    await refusedEntry(id, 'RO-NOBODY', 'MEMBER_UNKNOWN', 'FSNP Art. 29');
  });

  it('FSNP Art. 29: a member to whom no club issued a card is refused', async () => {
    const id = await openTournament({ rulesetId: 'club-tda' });
    await ok(
      REGISTER_MEMBER,
      {
        input: {
          federationId: 'RO-NOCARD',
          fullName: 'Dan Nocard',
          clubId: 'club-1',
          idDocument: playerInput('RO-NOCARD').idDocument,
          registeredOn: '2020-01-02',
        },
      },
      tokens.federation,
    );
    await refusedEntry(id, 'RO-NOCARD', 'MEMBERSHIP_CARD_MISSING', 'FSNP Art. 29');
  });

  it('FSNP Art. 2, 29: a member whose card the club cancelled is refused', async () => {
    const id = await openTournament();
    await enrolMember(server.url, tokens.federation, playerInput('RO-REVOKED'));
    await ok(
      REVOKE_CARD,
      {
        input: {
          federationId: 'RO-REVOKED',
          reason: 'Repeated breaches of the regulation (Art. 2)',
          revokedOn: '2020-06-01',
        },
      },
      tokens.federation,
    );
    const e = await refusedEntry(id, 'RO-REVOKED', 'MEMBERSHIP_CARD_REVOKED', 'FSNP Art. 2, 29');
    expect(e.message).toContain('CARD-RO-REVOKED');
  });

  it('FSNP Art. 29: a member with a valid card is registered and the event records the card used', async () => {
    const id = await openTournament();
    const cardId = await enrolMember(
      server.url,
      tokens.federation,
      playerInput('RO-VALID'),
      'LEG-2020-0042',
    );
    const r = await gql(server.url, REGISTER, { id, input: playerInput('RO-VALID') }, tokens.floor);
    expect(r.errors).toBeUndefined();
    expect(r.data!.registerPlayer.events).toMatchObject([{ type: 'PlayerRegistered' }]);
    expect(storedRegistration(id, 'RO-VALID')).toMatchObject({
      playerId: 'RO-VALID',
      membershipCardId: cardId,
    });
  });

  it('LNSE I.28, I.30: a casino tournament registers on the identity document alone', async () => {
    const id = await openTournament({ rulesetId: 'lnse', currency: 'ARS' });
    const input = playerInput('AR-CASINO', { dateOfBirth: '1980-05-17' });
    const r = await gql(server.url, REGISTER, { id, input }, tokens.floor);
    expect(r.errors).toBeUndefined();
    expect(storedRegistration(id, 'AR-CASINO')).not.toHaveProperty('membershipCardId');
  });
});

describe('season disqualification at registration (FSPR 7.2.3)', () => {
  const BANNED = 'RU-BANNED';
  const FIRST_ENTRY = `first-entry-${process.pid}`;
  let firstTournament = '';
  const VIOLATION = `mutation V($t: ID!, $p: ID!) {
    recordViolation(tournamentId: $t, playerId: $p, clause: "7.1.11", description: "Insulted the dealer.") { commandId } }`;
  const PROTOCOL = `mutation P($t: ID!) {
    enterViolationInProtocol(tournamentId: $t, violationId: "V-1", protocolRef: "protocol 1") { commandId } }`;
  const SEASON_BAN = `mutation S($t: ID!) {
    imposeSanction(tournamentId: $t, violationId: "V-1", kind: DISQUALIFICATION_SEASON) { commandId } }`;

  beforeAll(async () => {
    await enrolMember(server.url, tokens.federation, playerInput(BANNED));
    const first = await openTournament({
      rulesetId: 'fspr',
      currency: 'RUB',
      scheduledStart: `${year}-01-10T18:00:00.000Z`,
    });
    firstTournament = first;
    await ok(REGISTER, { id: first, input: playerInput(BANNED), commandId: FIRST_ENTRY });
    await ok(VIOLATION, { t: first, p: BANNED }, tokens.floor);
    await ok(PROTOCOL, { t: first });
    await ok(SEASON_BAN, { t: first }, tokens.federation);
  });

  it('FSPR 7.2.3: a member disqualified for the season is refused in a later competition of that season', async () => {
    const later = await openTournament({
      rulesetId: 'fspr',
      currency: 'RUB',
      scheduledStart: `${year}-12-31T12:00:00.000Z`,
    });
    const e = await refusedEntry(later, BANNED, 'DISQUALIFIED_FOR_SEASON', 'FSPR 7.2.3');
    expect(e.message).toContain(`season ${year}`);
  });

  it('FSPR 7.2.3: the ban also refuses him in a federation (FSNP) tournament of the season', async () => {
    const later = await openTournament({ scheduledStart: `${year}-12-30T18:00:00.000Z` });
    await refusedEntry(later, BANNED, 'DISQUALIFIED_FOR_SEASON', 'FSPR 7.2.3');
  });

  it('FSPR 7.2.3: the season is the one of the tournament’s start, so next season he may enter', async () => {
    const nextSeason = await openTournament({
      rulesetId: 'fspr',
      currency: 'RUB',
      scheduledStart: `${year + 1}-01-15T12:00:00.000Z`,
    });
    const r = await gql(
      server.url,
      REGISTER,
      { id: nextSeason, input: playerInput(BANNED) },
      tokens.floor,
    );
    expect(r.errors).toBeUndefined();
    expect(storedRegistration(nextSeason, BANNED)).toMatchObject({
      membershipCardId: `CARD-${BANNED}`,
    });
  });

  it('DESIGN Write side: his registration from before the ban, retried with its commandId, returns its first result', async () => {
    const before = await headPosition(server.url);
    const r = await gql(
      server.url,
      REGISTER,
      { id: firstTournament, input: playerInput(BANNED), commandId: FIRST_ENTRY },
      tokens.director,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.registerPlayer).toMatchObject({ duplicate: true, commandId: FIRST_ENTRY });
    expect(await headPosition(server.url)).toBe(before);
  });
});
