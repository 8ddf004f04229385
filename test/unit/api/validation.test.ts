import {
  checkCreateTournament,
  checkRegisterPlayer,
  checkTournamentId,
} from '../../../src/api/tournaments/tournament.validation';
import { loadConfig, DEV_JWT_SECRET } from '../../../src/config';

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

const fieldOf = (f: () => void) => {
  try {
    f();
  } catch (e) {
    return (e as { extensions: { field: string } }).extensions.field;
  }
  return undefined;
};

describe('createTournament input shape', () => {
  it('a well-formed input passes', () => {
    expect(fieldOf(() => checkCreateTournament(valid()))).toBeUndefined();
  });

  it.each([
    [{ scheduledStart: '14/03/2026 18:00' }, 'input.scheduledStart'],
    [{ scheduledStart: '2026-03-14T18:00:00' }, 'input.scheduledStart'],
    [{ tournamentId: 'has space' }, 'input.tournamentId'],
    [{ clubId: '' }, 'input.clubId'],
    [{ startingStack: 0 }, 'input.startingStack'],
    [{ levels: [] }, 'input.levels'],
    [{ buyIn: { prizeFund: -1, fee: 0 } }, 'input.buyIn.prizeFund'],
    [{ prices: { reEntry: { prizeFund: 100, fee: 2.5 } } }, 'input.prices.reEntry.fee'],
    [{ chipSet: [25, 100, 0] }, 'input.chipSet[2]'],
    [{ maxReEntriesPerPlayer: -1 }, 'input.maxReEntriesPerPlayer'],
    [
      { levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: -5, durationMinutes: 40 }] },
      'input.levels[0].ante',
    ],
  ])('%j is refused naming %s', (patch, field) => {
    expect(fieldOf(() => checkCreateTournament({ ...valid(), ...patch }))).toBe(field);
  });

  it('LNSE I.1: a blank name is left to the decider, which cites the rule', () => {
    expect(fieldOf(() => checkCreateTournament({ ...valid(), name: '  ' }))).toBeUndefined();
  });
});

describe('registerPlayer input shape', () => {
  const player = () => ({
    playerId: 'RO-1',
    fullName: 'Ana Popescu',
    clubId: 'club-1',
    idDocument: { type: 'ID_CARD', number: 'RX123456' },
  });

  it('FSNP Art. 29: a blank document number is left to the decider, which cites the article', () => {
    const p = { ...player(), idDocument: { type: 'ID_CARD', number: '' } };
    expect(fieldOf(() => checkRegisterPlayer(p))).toBeUndefined();
  });

  it('a malformed date of birth names input.dateOfBirth', () => {
    expect(fieldOf(() => checkRegisterPlayer({ ...player(), dateOfBirth: '31.05.1990' }))).toBe(
      'input.dateOfBirth',
    );
  });

  it('a tournament id with a slash is refused naming tournamentId', () => {
    expect(fieldOf(() => checkTournamentId('a/b'))).toBe('tournamentId');
  });
});

describe('server configuration from the environment', () => {
  it('defaults: port 3000, sqlite at ./data/ledger.db, the dev secret flagged', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      store: 'sqlite',
      dbPath: './data/ledger.db',
      jwtSecret: DEV_JWT_SECRET,
      jwtSecretIsDevDefault: true,
    });
  });

  it('group commit is off unless LEDGER_GROUP_COMMIT turns it on', () => {
    expect(loadConfig({}).groupCommit).toBe(false);
    expect(loadConfig({ LEDGER_GROUP_COMMIT: '1' }).groupCommit).toBe(true);
    expect(loadConfig({ LEDGER_GROUP_COMMIT: 'true' }).groupCommit).toBe(true);
    expect(loadConfig({ LEDGER_GROUP_COMMIT: '0' }).groupCommit).toBe(false);
  });

  it('PORT, LEDGER_DB and LEDGER_JWT_SECRET override', () => {
    expect(
      loadConfig({ PORT: '8080', LEDGER_DB: '/tmp/x.db', LEDGER_JWT_SECRET: 's' }),
    ).toMatchObject({
      port: 8080,
      dbPath: '/tmp/x.db',
      jwtSecretIsDevDefault: false,
    });
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ LEDGER_STORE: 'mysql' }, /LEDGER_STORE/],
    [{ LEDGER_STORE: 'postgres' }, /DATABASE_URL/],
    [{ LEDGER_GROUP_COMMIT: 'yes' }, /LEDGER_GROUP_COMMIT must be 1 or 0/],
  ])('%j is refused with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
