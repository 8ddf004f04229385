/**
 * Issue 19 over HTTP against the compiled server: unknown ruleset/type refused at creation with
 * the field named, the level structure changed before the start (FSNP Art. 67), and a whole
 * training session (FSNP Art. 143-155), the last one played hand by hand to its close and prizes
 * (the server clock is shifted through LEDGER_CLOCK_OFFSET_FILE).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  reEnter: `mutation($t: ID!, $p: String!) { reEnterTrainingTable(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  hand: `mutation($t: ID!, $button: Int, $straddlers: [String!]) { startTrainingHand(tournamentId: $t, buttonSeat: $button, straddlers: $straddlers) { ${RESULT} } }`,
  table: `mutation($t: ID!, $hand: Int!, $board: [String!]!, $tabled: [TabledTrainingHandInput!]!, $winners: [String!]!, $asked: String) { tableTrainingHand(tournamentId: $t, handNo: $hand, board: $board, tabled: $tabled, winners: $winners, secondCardAskedBy: $asked) { ${RESULT} } }`,
  close: `mutation($t: ID!, $counts: [TrainingChipCountInput!]!) { closeTrainingSession(tournamentId: $t, counts: $counts) { ${RESULT} } }`,
};
const SESSION = `query($t: ID!) { trainingSession(tournamentId: $t) { closed chipsIssued prizeFund clubContributions handNo buttonSeat level { bigBlind levelMinutes } hand { handNo buttonSeat smallBlindSeat bigBlindSeat dealtIn notDealtIn { playerId seat reason } straddles { playerId seat amount } } players { playerId seat left waitsForButton chipsTakenAway } prizes { playerId chips amount } } }`;

let server: RunningServer;
let director: string;
let floor: string;
let offsetFile: string;
/** Moves the server clock on by this many minutes. */
const advance = (minutes: number) =>
  writeFileSync(offsetFile, String(Number(readFileSync(offsetFile, 'utf8')) + minutes * 60_000));

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
  server = await startServer((dir) => ({ LEDGER_CLOCK_OFFSET_FILE: join(dir, 'clock-offset') }));
  offsetFile = join(server.dir, 'clock-offset');
  writeFileSync(offsetFile, '0');
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

describe('a training session played hand by hand to its prizes over GraphQL (FSNP Art. 143-155)', () => {
  const T = id('training-hands');
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
    await types(M.open, t);
    for (const [p, seat] of [
      ['ana', 1],
      ['bogdan', 4],
      ['cora', 7],
    ] as const)
      await types(M.join, { ...t, p, seat }, floor);
  });

  it('FSNP Art. 45-46, 148-152, 155: hands, a straddle, one card shown, a re-entry, a new player waiting for the button, the close and the prizes by chips', async () => {
    const hand = async (v: Record<string, unknown>) => {
      expect(await types(M.hand, { ...t, ...v }, floor)).toEqual(['TrainingHandStarted']);
      return (await run(SESSION, t)).data.trainingSession.hand;
    };
    // Hand 1: the button drawn to seat 1; bogdan (4) small blind, cora (7) big blind.
    expect(await hand({ button: 1 })).toMatchObject({
      handNo: 1,
      buttonSeat: 1,
      smallBlindSeat: 4,
      bigBlindSeat: 7,
    });
    // FSNP Art. 151: ana shows only the king, which already wins; bogdan refuses and gives up.
    const board = ['2h', '7d', '9s', 'Jc', 'Kd'];
    const one = await refused(
      M.table,
      {
        ...t,
        hand: 1,
        board,
        tabled: [
          { playerId: 'ana', cards: ['Ks'] },
          { playerId: 'cora', cards: ['9h', '9c'] },
        ],
        winners: ['ana'],
      },
      floor,
    );
    expect(one.extensions).toMatchObject({ code: 'SHOW_SECOND_CARD', ruleRef: 'FSNP Art. 151' });
    expect(
      await types(
        M.table,
        {
          ...t,
          hand: 1,
          board,
          tabled: [
            { playerId: 'ana', cards: ['Ks'] },
            { playerId: 'bogdan', cards: [] },
          ],
          winners: ['ana'],
        },
        floor,
      ),
    ).toEqual(['TrainingHandTabled']);
    // FSNP Art. 148: bogdan lost his chips and re-enters at his seat.
    expect(await types(M.reEnter, { ...t, p: 'bogdan' }, floor)).toEqual([
      'TrainingFeeCollected',
      'TrainingChipsIssued',
    ]);
    // FSNP Art. 152: dan joins at seat 5, between the next button (4) and small blind (7).
    await types(M.join, { ...t, p: 'dan', seat: 5 }, floor);
    const h2 = await hand({});
    expect(h2).toMatchObject({
      buttonSeat: 4,
      smallBlindSeat: 7,
      notDealtIn: [{ playerId: 'dan', reason: 'waiting-for-button' }],
    });
    const waiting = await run(SESSION, t);
    expect(waiting.data.trainingSession.players).toContainEqual(
      expect.objectContaining({ playerId: 'dan', waitsForButton: true }),
    );
    // FSNP Art. 149, 45: hand 3, the button on dan; bogdan after the big blind straddles 200.
    expect(await hand({ straddlers: ['bogdan'] })).toMatchObject({
      buttonSeat: 5,
      straddles: [{ playerId: 'bogdan', seat: 4, amount: 200 }],
    });
    // FSNP Art. 143: the session is not closed before its 180 minutes.
    const early = await refused(M.close, { ...t, counts: [] });
    expect(early.extensions).toMatchObject({ code: 'TRAINING_TIME_NOT_OVER' });
    advance(181);
    // 25,000 chips issued (four players and one re-entry); fund 500.
    const counts = [
      { playerId: 'ana', chips: 12_000 },
      { playerId: 'bogdan', chips: 3_000 },
      { playerId: 'cora', chips: 6_000 },
      { playerId: 'dan', chips: 4_000 },
    ];
    expect((await types(M.close, { ...t, counts })).slice(-2)).toEqual([
      'TrainingSessionClosed',
      'TrainingPrizesDistributed',
    ]);
    const s = (await run(SESSION, t)).data.trainingSession;
    expect(s).toMatchObject({ closed: true, chipsIssued: 25_000, prizeFund: 500, handNo: 3 });
    // FSNP Art. 155: 500 by the chips: 12,000 / 3,000 / 6,000 / 4,000 of 25,000.
    expect(Object.fromEntries(s.prizes.map((x: any) => [x.playerId, x.amount]))).toEqual({
      ana: 240,
      bogdan: 60,
      cora: 120,
      dan: 80,
    });
    const after = await refused(M.hand, t, floor);
    expect(after.extensions).toMatchObject({ code: 'TRAINING_SESSION_CLOSED' });
  });

  it('FSNP Art. 143: a competition has no training session to read', async () => {
    const e = onlyError(await run(SESSION, { t: id('structure') }));
    expect(e.extensions).toMatchObject({ code: 'NOT_A_TRAINING_SESSION' });
  });
});
