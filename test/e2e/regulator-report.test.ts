/**
 * The venue's time zone over the API (issue 21): `createTournament` takes an IANA `timeZone`,
 * refuses anything else naming the field, and the regulator's PDF downloaded over HTTP shows
 * its dates in that zone.
 */
import { pdfText } from '../support/pdf-text';
import { gql, onlyError } from './support/graphql';
import {
  CREATE,
  OPEN,
  PUBLISH,
  REGISTER,
  characteristicsInput,
  createInput,
  playerInput,
} from './support/operations';
import { startServer, type RunningServer } from './support/server';
import { ok, tokensFor, type Tokens } from './money-flow';

jest.setTimeout(120_000);

let server: RunningServer;
let t: Tokens;
beforeAll(async () => {
  server = await startServer();
  t = tokensFor(server);
});
afterAll(async () => server?.stop());

/** An LNSE freezeout (no federation card needed) with 80 % of each buy-in to prizes. */
const lnseInput = (id: string, over: Record<string, unknown> = {}) =>
  createInput(id, {
    rulesetId: 'lnse',
    currency: 'ARS',
    venue: 'Casino Córdoba',
    buyIn: { prizeFund: 80_000, fee: 20_000 },
    ...over,
  });

describe("the venue's time zone (issue 21)", () => {
  it('createTournament with an IANA timeZone: the bundle report shows local times in it', async () => {
    const id = 'cordoba-open';
    ok(
      await gql(
        server.url,
        CREATE,
        { input: lnseInput(id, { timeZone: 'America/Argentina/Cordoba' }) },
        t.director,
      ),
    );
    // LNSE 123/13 I.1: the characteristics are published before the sale opens.
    const input = characteristicsInput(lnseInput(id).scheduledStart);
    ok(await gql(server.url, PUBLISH, { id, input }, t.director));
    ok(await gql(server.url, OPEN, { id }, t.director));
    ok(
      await gql(
        server.url,
        REGISTER,
        { id, input: playerInput('AR-1', { fullName: 'Ramón Ñañez', dateOfBirth: '1980-02-29' }) },
        t.floor,
      ),
    );
    const res = await fetch(`${server.url}/regulator/tournaments/${id}/bundle/report.pdf`, {
      headers: { authorization: `Bearer ${t.regulator}` },
    });
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer())).pages.join('\n');
    expect(text).toContain(
      "Dates in the venue's local time: America/Argentina/Cordoba (tournament)",
    );
    // createInput schedules 2026-03-14T18:00:00Z; Córdoba keeps UTC-3.
    expect(text).toContain('Scheduled start 2026-03-14 15:00 UTC-03:00');
    expect(text).toContain('Unique players: 1');
  });

  it.each(['+03:00', 'Buenos Aires'])(
    'a timeZone that is not an IANA name (%j) is refused, naming the field',
    async (timeZone) => {
      const e = onlyError(
        await gql(
          server.url,
          CREATE,
          { input: lnseInput(`bad-zone-${timeZone.length}`, { timeZone }) },
          t.director,
        ),
      );
      expect(e.extensions?.code).toBe('INVALID_TOURNAMENT');
      expect(e.message).toContain('timeZone');
    },
  );
});
