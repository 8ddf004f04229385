import { createScratchDatabase, describePostgres, type ScratchDatabase } from '../support/postgres';
import { gql, headPosition, onlyError } from './support/graphql';
import { CREATE, OPEN, REGISTER, TOURNAMENT, createInput, playerInput } from './support/operations';
import { startServer, type RunningServer } from './support/server';
import { enrolMembers } from './support/members';

jest.setTimeout(120_000);

describePostgres('LEDGER_STORE=postgres: store and read models in PostgreSQL', () => {
  let db: ScratchDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createScratchDatabase('ledger_e2e');
    server = await startServer({ LEDGER_STORE: 'postgres', DATABASE_URL: db.url });
    await enrolMembers(server, [playerInput('RO-1')]); // FSNP Art. 29: a card-holding member
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it('FSNP Art. 29, 31: create → open → register → query, a second registration refused, a retry deduplicated', async () => {
    const director = server.token({ role: 'director', sub: 'td-1' });
    const id = 'pg-flow';
    expect(
      (await gql(server.url, CREATE, { input: createInput(id) }, director)).errors,
    ).toBeUndefined();
    expect((await gql(server.url, OPEN, { id }, director)).errors).toBeUndefined();
    const vars = { id, input: playerInput('RO-1'), commandId: 'pg-reg-1' };
    const first = await gql(server.url, REGISTER, vars, director);
    expect(first.data!.registerPlayer).toMatchObject({ duplicate: false, projected: true });
    const retry = await gql(server.url, REGISTER, vars, director);
    expect(retry.data!.registerPlayer).toMatchObject({ duplicate: true });

    const head = await headPosition(server.url);
    const again = await gql(server.url, REGISTER, { id, input: playerInput('RO-1') }, director);
    expect(onlyError(again).extensions).toMatchObject({
      code: 'ALREADY_REGISTERED',
      ruleRef: 'FSNP Art. 31',
    });
    expect(await headPosition(server.url)).toBe(head);

    const t = (await gql(server.url, TOURNAMENT, { id }, director)).data!.tournament;
    expect(t).toMatchObject({ status: 'REGISTRATION_OPEN', entries: 1 });
    expect(t.registrations.edges[0].node.playerId).toBe('RO-1');
  });
});
