import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLError } from 'graphql';
import { NEXT_STEPS, rejectionError } from '../../../src/api/common/api-errors';
import { missingDatabaseHint, withStartupHint } from '../../../src/app/startup-hints';
import { rootMessage } from '../../../src/app/waiting-ledger';
import {
  checkCreateTournament,
  checkRegisterPlayer,
} from '../../../src/api/tournaments/tournament.validation';

/** Issue 21: errors report every bad field at once, and name the next step where there is one. */
const thrown = (f: () => void): GraphQLError => {
  try {
    f();
  } catch (e) {
    return e as GraphQLError;
  }
  throw new Error('nothing was refused');
};

const valid = () => ({
  name: 'Main Event',
  rulesetId: 'fsnp',
  tournamentType: 'FZ',
  currency: 'RON',
  clubId: 'club-1',
  venue: 'Bucharest',
  scheduledStart: '2026-03-14T18:00:00Z',
  seatsPerTable: 10,
  startingStack: 20000,
  levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 40 }],
  buyIn: { prizeFund: 45000, fee: 5000 },
});

describe('every bad field at once (issue 21)', () => {
  it('createTournament names all four bad fields in one refusal, not the first only', () => {
    const e = thrown(() =>
      checkCreateTournament({
        ...valid(),
        scheduledStart: '14/03/2026',
        startingStack: 0,
        buyIn: { prizeFund: -1, fee: 0 },
        levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: -5, durationMinutes: 40 }],
      }),
    );
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.scheduledStart' });
    expect((e.extensions.fields as { field: string }[]).map((f) => f.field)).toEqual([
      'input.scheduledStart',
      'input.startingStack',
      'input.buyIn.prizeFund',
      'input.levels[0].ante',
    ]);
    expect(e.message).toMatch(/^4 fields need correcting: input\.scheduledStart: /);
  });

  it('registerPlayer names both bad fields', () => {
    const e = thrown(() =>
      checkRegisterPlayer({
        playerId: 'RO 1',
        fullName: 'Ana',
        clubId: 'club/1',
        idDocument: { type: 'ID_CARD', number: '1' },
      }),
    );
    expect((e.extensions.fields as { field: string }[]).map((f) => f.field)).toEqual([
      'input.playerId',
      'input.clubId',
    ]);
  });

  it('a single bad field keeps the one-field shape, with the same list', () => {
    const e = thrown(() => checkCreateTournament({ ...valid(), startingStack: 0 }));
    expect(e.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.startingStack',
      fields: [{ field: 'input.startingStack', message: expect.any(String) }],
    });
  });
});

describe('the next step (issue 21)', () => {
  it('NO_HAND_IN_PROGRESS → start a hand with startHand', () => {
    const e = rejectionError({
      code: 'NO_HAND_IN_PROGRESS',
      ruleRef: 'FSNP Art. 45',
      message: 'There is no hand in progress at table T1.',
    });
    expect(e.extensions).toMatchObject({
      code: 'NO_HAND_IN_PROGRESS',
      ruleRef: 'FSNP Art. 45',
      next: expect.stringContaining('startHand'),
    });
  });

  it('a refusal that needs judgement carries no invented next step', () => {
    const e = rejectionError({ code: 'OUT_OF_TURN', ruleRef: 'FSNP Art. 100', message: 'x' });
    expect(e.extensions).not.toHaveProperty('next');
  });

  it('every hint names mutations and queries that exist in the schema', () => {
    const sdl = readFileSync(join(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
    const schema = buildSchema(sdl);
    const roots = new Set([
      ...Object.keys(schema.getQueryType()!.getFields()),
      ...Object.keys(schema.getMutationType()!.getFields()),
    ]);
    for (const hint of Object.values(NEXT_STEPS)) {
      const named = hint.match(/\b[a-z]+[A-Z]\w*\b|\btournaments\b/g) ?? [];
      const fields = named.filter((n) => !['tournamentId', 'tableId'].includes(n));
      expect(fields.length).toBeGreaterThan(0);
      for (const f of fields) expect(roots).toContain(f);
    }
  });

  const pgMissing = () =>
    Object.assign(new Error('database "ledger_prod" does not exist'), { code: '3D000' });

  it('a missing PostgreSQL database names createdb with the server and user, and the SQL', () => {
    expect(missingDatabaseHint(pgMissing(), 'postgres://ops@db.local:5433/ledger_prod')).toBe(
      'Create it first: createdb -h db.local -p 5433 -U ops ledger_prod (or in psql: CREATE DATABASE "ledger_prod";)',
    );
  });

  it('the start-up log line (the innermost message) carries the hint, the error stays the same', () => {
    const cause = pgMissing();
    const wrapped = Object.assign(new Error('PostgreSQL store unavailable: migrate failed'), {
      code: 'STORE_UNAVAILABLE',
      cause,
    });
    expect(withStartupHint(wrapped, 'postgres://127.0.0.1/ledger_prod')).toBe(wrapped);
    expect(wrapped.code).toBe('STORE_UNAVAILABLE');
    expect(rootMessage(wrapped)).toBe(
      'database "ledger_prod" does not exist. Create it first: createdb -h 127.0.0.1 ledger_prod (or in psql: CREATE DATABASE "ledger_prod";)',
    );
  });

  it('another start-up failure gets no hint', () => {
    const e = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    expect(missingDatabaseHint(e, 'postgres://x@h/db')).toBeUndefined();
  });
});
