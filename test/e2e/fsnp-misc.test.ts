/**
 * Issue 19 over HTTP against the compiled server: unknown ruleset/type refused at creation with
 * the field named, the level structure changed before the start (FSNP Art. 67), and a whole
 * training session (FSNP Art. 143-154).
 */
import { gql, headPosition, onlyError } from './support/graphql';
import { CREATE, createInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

const RESULT = 'events { type }';
const M = {
  modify: `mutation($t: ID!, $levels: [StructureLevelInput!]!, $reason: String!) { modifyLevelStructure(tournamentId: $t, levels: $levels, reason: $reason) { ${RESULT} } }`,
  open: `mutation($t: ID!) { openTrainingSession(tournamentId: $t) { ${RESULT} } }`,
  join: `mutation($t: ID!, $p: String!, $seat: Int!) { joinTrainingTable(tournamentId: $t, playerId: $p, fullName: "Training Player", seat: $seat) { ${RESULT} } }`,
  away: `mutation($t: ID!, $p: String!) { recordTrainingAbsence(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  back: `mutation($t: ID!, $p: String!) { returnToTrainingTable(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  move: `mutation($t: ID!, $p: String!, $seat: Int!) { changeTrainingSeat(tournamentId: $t, playerId: $p, seat: $seat) { ${RESULT} } }`,
  level: `mutation($t: ID!, $agreedBy: [String!]!) { changeTrainingLevel(tournamentId: $t, smallBlind: 100, bigBlind: 200, ante: 0, levelMinutes: 240, agreedBy: $agreedBy) { ${RESULT} } }`,
  leave: `mutation($t: ID!, $p: String!, $chips: Int!) { leaveTrainingTable(tournamentId: $t, playerId: $p, chips: $chips) { ${RESULT} } }`,
};

let server: RunningServer;
let director: string;
let floor: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
const run = (q: string, v: Record<string, unknown>, token = director) =>
  gql<any>(server.url, q, v, token);
async function types(q: string, v: Record<string, unknown>, token = director) {
  const r = await run(q, v, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return (Object.values(r.data)[0] as any).events.map((e: any) => e.type as string);
}
async function refused(q: string, v: Record<string, unknown>, token = director) {
  const before = await headPosition(server.url);
  const e = onlyError(await run(q, v, token));
  expect(await headPosition(server.url)).toBe(before);
  return e;
}

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
});
afterAll(async () => server?.stop());

const id = (s: string) => `${s}-${process.pid}`;

describe('bad input at creation (issue 19)', () => {
  it('an unknown rulesetId is refused naming the field and the rulesets, nothing recorded', async () => {
    const e = await refused(CREATE, { input: createInput(id('bad-rs'), { rulesetId: 'fnsp' }) });
    expect(e.extensions?.code).toBe('UNKNOWN_RULESET');
    expect(e.message).toMatch(/^rulesetId: "fnsp".*fsnp, lnse, club-tda, fspr/);
  });

  it('FSNP Art. 139: an unknown tournamentType is refused naming the field and the types', async () => {
    const e = await refused(CREATE, {
      input: createInput(id('bad-type'), { tournamentType: 'FZZ' }),
    });
    expect(e.extensions).toMatchObject({ code: 'UNKNOWN_TOURNAMENT_TYPE' });
    expect(e.extensions?.ruleRef).toContain('FSNP Art. 139');
    expect(e.message).toMatch(/^tournamentType: "FZZ".*FZ, SC, RA/);
  });
});

describe('structure before the start (FSNP Art. 67, 136)', () => {
  const T = id('structure');
  const levels = [
    { level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 40 },
    { level: 2, smallBlind: 200, bigBlind: 400, ante: 400, durationMinutes: 40 },
  ];
  beforeAll(async () => {
    await types(CREATE, { input: createInput(T, { levels }) });
  });

  it('FSNP Art. 67: after creation the director changes level 1; the change is recorded', async () => {
    const changed = levels.map((l) => (l.level === 1 ? { ...l, durationMinutes: 30 } : l));
    expect(await types(M.modify, { t: T, levels: changed, reason: 'shorter first level' })).toEqual(
      ['LevelStructureModified'],
    );
  });

  it('FSNP Art. 136: before the start too, over 4 hours without a break is refused', async () => {
    const long = Array.from({ length: 7 }, (_, i) => ({
      level: i + 1,
      smallBlind: 100 * (i + 1),
      bigBlind: 200 * (i + 1),
      ante: 0,
      durationMinutes: 40,
    }));
    const e = await refused(M.modify, { t: T, levels: long, reason: 'longer day' });
    expect(e.extensions).toMatchObject({ code: 'NO_BREAK_IN_TIME', ruleRef: 'FSNP Art. 136' });
  });
});

describe('a training session over GraphQL (FSNP Art. 143-154)', () => {
  const T = id('training');
  const t = { t: T };
  beforeAll(async () => {
    await types(CREATE, {
      input: createInput(T, {
        tournamentType: 'TRAINING',
        seatsPerTable: 9,
        startingStack: 5_000,
        levels: [{ level: 1, smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 180 }],
        buyIn: { prizeFund: 100, fee: 20 },
      }),
    });
  });

  it('FSNP Art. 64: a training session with two levels is refused', async () => {
    const e = await refused(CREATE, {
      input: createInput(id('training-2'), { tournamentType: 'TRAINING' }),
    });
    expect(e.extensions).toMatchObject({ code: 'TRAINING_ONE_LEVEL' });
  });

  it('FSNP Art. 143-154: open, join at chosen seats, step away and back, move, change the level by consent, leave', async () => {
    expect(await types(M.open, t)).toEqual(['TrainingSessionOpened']);
    expect(await types(M.join, { ...t, p: 'ana', seat: 4 }, floor)).toEqual([
      'PlayerJoinedTrainingTable',
      'TrainingFeeCollected',
      'ClubContributionCollected',
      'TrainingChipsIssued',
      'EntryBlindPosted',
    ]);
    await types(M.join, { ...t, p: 'bogdan', seat: 7 }, floor);
    const taken = await refused(M.join, { ...t, p: 'cora', seat: 4 }, floor);
    expect(taken.extensions).toMatchObject({ code: 'SEAT_TAKEN' });
    expect(await types(M.away, { ...t, p: 'bogdan' }, floor)).toEqual(['PlayerAbsenceRecorded']);
    expect(await types(M.back, { ...t, p: 'bogdan' }, floor)).toEqual([
      'PlayerReturned',
      'EntryBlindPosted',
    ]);
    expect(await types(M.move, { ...t, p: 'ana', seat: 1 }, floor)).toEqual([
      'SeatChanged',
      'EntryBlindPosted',
    ]);
    const noConsent = await refused(M.level, { ...t, agreedBy: ['ana'] });
    expect(noConsent.extensions).toMatchObject({
      code: 'ALL_PLAYERS_MUST_AGREE',
      ruleRef: 'FSNP Art. 154',
    });
    expect(await types(M.level, { ...t, agreedBy: ['ana', 'bogdan'] })).toEqual([
      'TrainingLevelChangedByConsent',
    ]);
    const early = await refused(M.leave, { ...t, p: 'ana', chips: 5_400 }, floor);
    expect(early.extensions).toMatchObject({
      code: 'MINIMUM_STAY_NOT_REACHED',
      ruleRef: 'FSNP Art. 145',
    });
    expect(await types(M.leave, { ...t, p: 'bogdan', chips: 0 }, floor)).toEqual([
      'PlayerLeftTrainingTable',
    ]);
  });
});
