/**
 * FSNP Art. 60, 135 over HTTP: reserved starting sets at empty seats are chips in play but never
 * players, in the operations queries the director reads (clock, tables, leaderboard).
 */
import { gql } from './support/graphql';
import { CREATE, OPEN, REGISTER, createInput, playerInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

const START = `mutation($t: ID!) { startTournament(tournamentId: $t) { tournamentId } }`;
const CLOCK = `query($t: ID!) { clock(tournamentId: $t) { playersLeft averageStack totalChipsInPlay } }`;
const TABLES = `query($t: ID!) { tables(tournamentId: $t) { tableId players seats { seat playerId stack reserved } } }`;
const BOARD = `query($t: ID!) { leaderboard(tournamentId: $t, first: 20) { playersLeft averageStack lines { totalCount nodes { playerId stack } } } }`;
const MEMBER = `mutation($input: RegisterMemberInput!) { registerMember(input: $input) { streamId } }`;
const CARD = `mutation($input: IssueMembershipCardInput!) { issueMembershipCard(input: $input) { streamId } }`;

let server: RunningServer;
/* eslint-disable @typescript-eslint/no-explicit-any */
async function ok(query: string, variables: Record<string, unknown>, token: string) {
  const r = await gql<any>(server.url, query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

describe('FSNP Art. 135: a freezeout of 4 at a table of 10 over GraphQL', () => {
  const t = `fz-reserved-${process.pid}`;
  const STACK = 15_000; // FSNP Art. 139.1(c)

  beforeAll(async () => {
    const director = server.token({ role: 'director', sub: 'td-1' });
    const floor = server.token({ role: 'floor', sub: 'floor-1' });
    const federation = server.token({ role: 'federation', sub: 'fed-1' });
    await ok(CREATE, { input: createInput(t, { startingStack: STACK }) }, director);
    await ok(OPEN, { id: t }, director);
    for (let i = 1; i <= 4; i++) {
      const player = playerInput(`${t}-p${i}`, { dateOfBirth: '1990-01-01' });
      const { playerId: federationId, idDocument } = player;
      await ok(
        MEMBER,
        {
          input: {
            federationId,
            fullName: `Player ${federationId}`,
            clubId: 'club-1',
            idDocument,
            dateOfBirth: '1990-01-01',
            registeredOn: '2026-01-01',
          },
        },
        federation,
      );
      await ok(
        CARD,
        {
          input: {
            federationId,
            cardId: `card-${federationId}`,
            idDocument,
            issuedOn: '2026-01-02',
          },
        },
        federation,
      );
      await ok(REGISTER, { id: t, input: player }, floor);
    }
    await ok(START, { t }, director);
  });

  it('FSNP Art. 135: the 6 empty seats hold reserved sets; the table counts 4 players', async () => {
    const director = server.token({ role: 'director', sub: 'td-1' });
    const [table] = (await ok(TABLES, { t }, director)).tables as any[];
    expect(table.players).toBe(4);
    const reserved = table.seats.filter((s: any) => s.reserved);
    expect(reserved).toHaveLength(6);
    expect(reserved.every((s: any) => s.playerId === null && s.stack === STACK)).toBe(true);
  });

  it('FSNP Art. 60, 135: clock and leaderboard: 4 players left, average 15,000, reserved chips in play only', async () => {
    const director = server.token({ role: 'director', sub: 'td-1' });
    const clock = (await ok(CLOCK, { t }, director)).clock;
    expect(clock).toEqual({ playersLeft: 4, averageStack: STACK, totalChipsInPlay: 10 * STACK });
    const board = (await ok(BOARD, { t }, director)).leaderboard;
    expect(board).toMatchObject({ playersLeft: 4, averageStack: STACK });
    expect(board.lines.totalCount).toBe(4);
    expect(board.lines.nodes.map((n: any) => n.stack)).toEqual([STACK, STACK, STACK, STACK]);
  });
});
