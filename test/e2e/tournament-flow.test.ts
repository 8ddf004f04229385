import { gql, headPosition, onlyError } from './support/graphql';
import {
  CANCEL,
  CLOSE,
  CREATE,
  OPEN,
  REGISTER,
  TOURNAMENT,
  TOURNAMENTS,
  createInput,
  playerInput,
} from './support/operations';
import { startServer, type RunningServer } from './support/server';
import { enrolMembers } from './support/members';

jest.setTimeout(120_000);

let server: RunningServer;
let director: string;
let floor: string;
let seq = 0;
const freshId = () => `e2e-${process.pid}-${++seq}`;

const run = (query: string, variables: Record<string, unknown>, token = director) =>
  gql(server.url, query, variables, token);

/** Creates a tournament and optionally opens it; fails the test on any error. */
async function tournament(open: boolean): Promise<string> {
  const id = freshId();
  expect((await run(CREATE, { input: createInput(id) })).errors).toBeUndefined();
  if (open) expect((await run(OPEN, { id })).errors).toBeUndefined();
  return id;
}

/** Sends a command that must be refused; checks the code, citation and that nothing was appended. */
async function expectRefused(
  query: string,
  variables: Record<string, unknown>,
  code: string,
  ruleRef: string,
) {
  const before = await headPosition(server.url);
  const r = await run(query, variables);
  const e = onlyError(r);
  expect(e.extensions).toMatchObject({ code, ruleRef });
  expect(e.message.length).toBeGreaterThan(10);
  expect(r.data).toBeNull();
  expect(await headPosition(server.url)).toBe(before);
  return e;
}

beforeAll(async () => {
  server = await startServer();
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  // FSNP Art. 29: the players below hold federation membership cards.
  const members = ['RO-1001', 'RO-1', 'RO-2', 'RO-7', 'RO-20', 'RO-A', 'RO-B', 'RO-C'];
  await enrolMembers(
    server,
    members.map((p) => playerInput(p)),
  );
});
afterAll(async () => server?.stop());

describe('GraphQL over HTTP: create → open → register → query', () => {
  it('FSNP Art. 29; LNSE I.29: a registered player shows in the tournament at once (read-your-writes)', async () => {
    const id = freshId();
    const created = await run(CREATE, { input: createInput(id) });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createTournament).toMatchObject({
      tournamentId: id,
      duplicate: false,
      projected: true,
      events: [{ type: 'TournamentCreated', revision: 0 }],
    });

    const opened = await run(OPEN, { id });
    expect(opened.data!.openRegistration.events).toMatchObject([
      { type: 'RegistrationOpened', revision: 1 },
    ]);
    const first = created.data!.createTournament.events[0].globalPosition;
    expect(opened.data!.openRegistration.events[0].globalPosition).toBeGreaterThan(first);

    const reg = await run(
      REGISTER,
      { id, input: playerInput('RO-1001', { fullName: 'Ana Popescu' }) },
      floor,
    );
    expect(reg.errors).toBeUndefined();
    expect(reg.data!.registerPlayer.events).toMatchObject([
      { type: 'PlayerRegistered', revision: 2 },
    ]);

    const q = await run(TOURNAMENT, { id });
    expect(q.errors).toBeUndefined();
    const t = q.data!.tournament;
    expect(t).toMatchObject({
      id,
      name: 'Bucharest Open Main Event',
      status: 'REGISTRATION_OPEN',
      currency: 'RON',
      seatsPerTable: 10,
      startingStack: 15_000,
      buyIn: { prizeFund: 45_000, fee: 5_000 },
      entries: 1,
      scheduledStart: '2026-03-14T18:00:00.000Z',
    });
    expect(t.registrations.totalCount).toBe(1);
    expect(t.registrations.edges[0].node).toMatchObject({
      playerId: 'RO-1001',
      fullName: 'Ana Popescu',
      registrationNumber: 1,
      idDocumentType: 'ID_CARD',
    });
    // The read model keeps only a masked document number (FSNP Art. 29, data minimisation).
    expect(t.registrations.edges[0].node.idDocumentMasked).not.toContain('123456');
  });

  it('LNSE I.29: closing registration shows as REGISTRATION_CLOSED with the entry count', async () => {
    const id = await tournament(true);
    await run(REGISTER, { id, input: playerInput('RO-1') });
    await run(REGISTER, { id, input: playerInput('RO-2') });
    const closed = await run(CLOSE, { id });
    expect(closed.data!.closeRegistration.events).toMatchObject([{ type: 'RegistrationClosed' }]);
    const t = (await run(TOURNAMENT, { id })).data!.tournament;
    expect(t).toMatchObject({ status: 'REGISTRATION_CLOSED', entries: 2 });
    expect(t.registrationClosedAt).toEqual(expect.any(String));
  });

  it('LNSE I.6: a cancelled tournament shows CANCELLED with its reason', async () => {
    const id = await tournament(false);
    const r = await run(CANCEL, { id, reason: 'Venue flooded' });
    expect(r.data!.cancelTournament.events).toMatchObject([{ type: 'TournamentCancelled' }]);
    expect((await run(TOURNAMENT, { id })).data!.tournament).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Venue flooded',
    });
  });
});

describe('rejections carry the article and append nothing', () => {
  it('FSNP Art. 31: the same member registering twice is refused (ALREADY_REGISTERED): a further entry is a re-entry', async () => {
    const id = await tournament(true);
    expect((await run(REGISTER, { id, input: playerInput('RO-7') })).errors).toBeUndefined();
    const e = await expectRefused(
      REGISTER,
      { id, input: playerInput('RO-7') },
      'ALREADY_REGISTERED',
      'FSNP Art. 31',
    );
    expect(e.message).toContain('RO-7');
    expect((await run(TOURNAMENT, { id })).data!.tournament.entries).toBe(1);
  });

  it('FSNP Art. 3: registering before registration opens is refused (REGISTRATION_NOT_OPEN), citing the FSNP officials, not LNSE', async () => {
    const id = await tournament(false);
    await expectRefused(
      REGISTER,
      { id, input: playerInput('RO-8') },
      'REGISTRATION_NOT_OPEN',
      'FSNP Art. 3',
    );
    expect((await run(TOURNAMENT, { id })).data!.tournament.entries).toBe(0);
  });

  it('FSNP Art. 3: registering after registration closed is refused (REGISTRATION_CLOSED)', async () => {
    const id = await tournament(true);
    await run(CLOSE, { id });
    await expectRefused(
      REGISTER,
      { id, input: playerInput('RO-9') },
      'REGISTRATION_CLOSED',
      'FSNP Art. 3',
    );
  });

  it('FSNP Art. 3: registering in a cancelled tournament is refused (TOURNAMENT_CANCELLED)', async () => {
    const id = await tournament(true);
    await run(CANCEL, { id, reason: 'Not enough entries' });
    await expectRefused(
      REGISTER,
      { id, input: playerInput('RO-10') },
      'TOURNAMENT_CANCELLED',
      'FSNP Art. 3',
    );
  });

  it('FSNP Art. 137: a command on an unknown tournament is refused (TOURNAMENT_NOT_FOUND)', async () => {
    await expectRefused(
      OPEN,
      { id: 'no-such-tournament' },
      'TOURNAMENT_NOT_FOUND',
      'FSNP Art. 137',
    );
  });

  it('issue 2: querying an unknown tournament is a clear TOURNAMENT_NOT_FOUND error', async () => {
    const e = onlyError(await run(TOURNAMENT, { id: 'no-such-tournament' }));
    expect(e.extensions?.code).toBe('TOURNAMENT_NOT_FOUND');
    expect(e.message).toContain('no-such-tournament');
  });

  it('FSNP Art. 137: creating a tournament id that exists is refused (TOURNAMENT_EXISTS)', async () => {
    const id = await tournament(false);
    await expectRefused(CREATE, { input: createInput(id) }, 'TOURNAMENT_EXISTS', 'FSNP Art. 137');
  });

  it('FSNP Art. 43, 139.1(c): an FZ created with 10,000 chips is refused with the type’s 15,000; nothing is recorded', async () => {
    const e = await expectRefused(
      CREATE,
      { input: createInput(freshId(), { startingStack: 10_000 }) },
      'STARTING_STACK_FIXED_BY_TYPE',
      'FSNP Art. 139.1(c); FSNP Art. 43',
    );
    expect(e.message).toMatch(/^startingStack: .*15,000.*10,000/);
  });
});

describe('idempotent commandId (DESIGN.md "Write side")', () => {
  it('the same commandId sent twice returns the first result and appends one event', async () => {
    const id = await tournament(true);
    const vars = { id, input: playerInput('RO-20'), commandId: `cmd-${id}-reg` };
    const first = await run(REGISTER, vars);
    const head = await headPosition(server.url);
    const second = await run(REGISTER, vars);
    expect(first.data!.registerPlayer.duplicate).toBe(false);
    expect(second.data!.registerPlayer).toEqual({
      ...first.data!.registerPlayer,
      duplicate: true,
    });
    expect(await headPosition(server.url)).toBe(head);
    expect((await run(TOURNAMENT, { id })).data!.tournament.entries).toBe(1);
  });

  it('createTournament without an id, retried with its commandId, lands on one tournament', async () => {
    const input = createInput('ignored');
    delete (input as { tournamentId?: string }).tournamentId;
    const commandId = `cmd-${freshId()}-create`;
    const a = await run(CREATE, { input, commandId });
    const b = await run(CREATE, { input, commandId });
    expect(a.errors).toBeUndefined();
    expect(b.data!.createTournament.tournamentId).toBe(a.data!.createTournament.tournamentId);
    expect(b.data!.createTournament.duplicate).toBe(true);
    expect(b.data!.createTournament.events).toEqual(a.data!.createTournament.events);
  });
});

describe('bad input names the field (issue 2 "Bad input and faults")', () => {
  it('a malformed date is BAD_USER_INPUT on input.scheduledStart, nothing appended', async () => {
    const before = await headPosition(server.url);
    const e = onlyError(
      await run(CREATE, { input: createInput(freshId(), { scheduledStart: 'next Friday' }) }),
    );
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.scheduledStart' });
    expect(await headPosition(server.url)).toBe(before);
  });

  it('a wrong GraphQL type is BAD_USER_INPUT naming input.seatsPerTable', async () => {
    const e = onlyError(
      await run(CREATE, { input: createInput(freshId(), { seatsPerTable: 'ten' }) }),
    );
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.seatsPerTable' });
  });

  it('chips are whole numbers: a fractional starting stack is refused naming the field', async () => {
    const e = onlyError(
      await run(CREATE, { input: createInput(freshId(), { startingStack: 20000.5 }) }),
    );
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.startingStack' });
  });

  it('a missing required field is BAD_USER_INPUT naming it', async () => {
    const input = createInput(freshId());
    delete (input as { venue?: string }).venue;
    const e = onlyError(await run(CREATE, { input }));
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.venue' });
  });

  it('a level with a zero big blind is refused naming input.levels[1].bigBlind', async () => {
    const levels = [
      { level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 40 },
      { level: 2, smallBlind: 0, bigBlind: 0, ante: 0, durationMinutes: 40 },
    ];
    const e = onlyError(await run(CREATE, { input: createInput(freshId(), { levels }) }));
    expect(e.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.levels[1].bigBlind',
    });
  });

  it("FSNP Art. 137: a rule-level problem comes back as the decider's rejection, citing the ruleset in force", async () => {
    await expectRefused(
      CREATE,
      { input: createInput(freshId(), { currency: 'lei' }) },
      'INVALID_TOURNAMENT',
      'FSNP Art. 137',
    );
  });
});

describe('cursor pagination', () => {
  it('tournaments pages follow endCursor without gaps or repeats', async () => {
    for (let i = 0; i < 3; i++) await tournament(false);
    const all = (await run(TOURNAMENTS, { first: 100 })).data!.tournaments;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: any = (await run(TOURNAMENTS, { first: 2, after })).data!.tournaments; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(page.edges.length).toBeLessThanOrEqual(2);
      seen.push(...page.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.edges.map((e: { node: { id: string } }) => e.node.id));
    expect(seen.length).toBe(all.totalCount);
  });

  it('registrations page in registration-number order (LNSE IV.1.3)', async () => {
    const id = await tournament(true);
    for (const p of ['A', 'B', 'C']) await run(REGISTER, { id, input: playerInput(`RO-${p}`) });
    const p1 = (await run(TOURNAMENT, { id, first: 2 })).data!.tournament.registrations;
    expect(
      p1.edges.map((e: { node: { registrationNumber: number } }) => e.node.registrationNumber),
    ).toEqual([1, 2]);
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const p2 = (await run(TOURNAMENT, { id, first: 2, after: p1.pageInfo.endCursor })).data!
      .tournament.registrations;
    expect(p2.edges.map((e: { node: { playerId: string } }) => e.node.playerId)).toEqual(['RO-C']);
    expect(p2.pageInfo.hasNextPage).toBe(false);
  });

  it('a cursor from another list is BAD_USER_INPUT naming "after"', async () => {
    const e = onlyError(await run(TOURNAMENTS, { first: 1, after: 'bm90LWEtY3Vyc29y' }));
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });
});
