/**
 * Discipline over GraphQL, against the compiled server in a child process (issue 6 "Done
 * when"): the federation sees every penalty with its clause and official, follows a protest
 * from filing to decision in one case file, and a sanction from the wrong official is refused
 * with the clause and never reaches the record.
 */
import { gql, headPosition, onlyError } from '../../e2e/support/graphql';
import { CREATE, OPEN, REGISTER, createInput, playerInput } from '../../e2e/support/operations';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { enrolMembers } from '../../e2e/support/members';

jest.setTimeout(120_000);

const RESULT = 'events { type revision }';
const VIOLATION = `mutation V($t: ID!, $p: ID!, $clause: String!, $d: String!) {
  recordViolation(tournamentId: $t, playerId: $p, clause: $clause, description: $d) { ${RESULT} } }`;
const SANCTION = `mutation S($t: ID!, $v: ID!, $kind: SanctionKind!) {
  imposeSanction(tournamentId: $t, violationId: $v, kind: $kind) { ${RESULT} } }`;
const PROTOCOL = `mutation P($t: ID!, $v: ID!) {
  enterViolationInProtocol(tournamentId: $t, violationId: $v, protocolRef: "protocol v1") { ${RESULT} } }`;
const RULING = `mutation R($t: ID!, $p: ID!) {
  recordRuling(tournamentId: $t, question: "Was the bet binding?",
    facts: { statement: "Chips pushed past the line.", actions: ["seat 3: 800"] },
    ruleApplied: "FSNP Art. 84", decision: "The bet stands.", playerIds: [$p]) { ${RESULT} } }`;
const FILE = `mutation F($t: ID!, $p: ID!) {
  fileProtest(tournamentId: $t, filerId: $p, rulingId: "R-1", reason: "The chips never crossed.",
    document: "scan://p.pdf") { ${RESULT} } }`;
const FORWARD = `mutation W($t: ID!) {
  forwardProtest(tournamentId: $t, protestId: "P-1", protocolRef: "protocol v1") { ${RESULT} } }`;
const RECEIVE = `mutation C($t: ID!, $on: String!) {
  receiveProtest(tournamentId: $t, protestId: "P-1", receivedOn: $on) { ${RESULT} } }`;
const DECIDE = `mutation D($t: ID!) {
  decideProtest(tournamentId: $t, protestId: "P-1", outcome: DISMISSED, reasoning: "Video shows the push.") { ${RESULT} } }`;

let server: RunningServer;
const tokens: Record<string, string> = {};
const T = `disc-${process.pid}`;
const today = new Date().toISOString().slice(0, 10);

const as = (role: string, query: string, variables: Record<string, unknown> = {}) =>
  gql(server.url, query, { t: T, ...variables }, tokens[role]);

async function ok(role: string, query: string, variables: Record<string, unknown> = {}) {
  const r = await as(role, query, variables);
  expect(r.errors).toBeUndefined();
  return r.data!;
}

beforeAll(async () => {
  server = await startServer();
  for (const role of ['director', 'floor', 'dealer', 'federation'] as const)
    tokens[role] = server.token({ role, sub: `${role}-1` });
  const input = createInput(T, { rulesetId: 'fspr', currency: 'RUB' });
  await ok('director', CREATE, { input });
  await ok('director', OPEN, { id: T });
  await enrolMembers(
    server,
    ['ru-1', 'ru-2'].map((p) => playerInput(p)),
  ); // FSNP Art. 29
  for (const p of ['ru-1', 'ru-2'])
    await ok('director', REGISTER, { id: T, input: playerInput(p) });
});
afterAll(async () => server?.stop());

describe('discipline over GraphQL (issue 6)', () => {
  it('FSPR 7.2.1-7.2.3: a dealer’s season ban is refused with the clause and nothing is appended', async () => {
    await ok('floor', VIOLATION, { p: 'ru-1', clause: '7.1.11', d: 'Insulted the dealer.' });
    const before = await headPosition(server.url);
    const e = onlyError(
      await as('dealer', SANCTION, { v: 'V-1', kind: 'DISQUALIFICATION_SEASON' }),
    );
    expect(e.extensions).toMatchObject({ code: 'SANCTION_AUTHORITY', ruleRef: 'FSPR 7.2.1-7.2.3' });
    const noEntry = onlyError(
      await as('federation', SANCTION, { v: 'V-1', kind: 'DISQUALIFICATION_SEASON' }),
    );
    expect(noEntry.extensions).toMatchObject({
      code: 'SEASON_BAN_NEEDS_PROTOCOL_ENTRY',
      ruleRef: 'FSPR 7.2.3',
    });
    expect(await headPosition(server.url)).toBe(before);
  });

  it('FSPR 7.2.3: on the chief judge’s protocol entry the federation bans for the season; the register and the ban list show it', async () => {
    await ok('director', PROTOCOL, { v: 'V-1' });
    await ok('federation', SANCTION, { v: 'V-1', kind: 'DISQUALIFICATION_SEASON' });
    const data = await ok(
      'federation',
      `query Q($t: ID!, $on: String!) {
        penalties(filter: { tournamentId: $t }) { totalCount nodes {
          violationId clause offenceNumber officialRole protocolEntryNo sanctionKind sanctionOfficialRole counted } }
        penaltyCountsByClause(filter: { tournamentId: $t }) { clause total counted }
        seasonDisqualification(memberId: "ru-1", date: $on) { season clause protocolEntryNo }
      }`,
      { on: today },
    );
    expect(data.penalties.nodes).toEqual([
      {
        violationId: 'V-1',
        clause: '7.1.11',
        offenceNumber: 1,
        officialRole: 'floor',
        protocolEntryNo: 1,
        sanctionKind: 'disqualification-season',
        sanctionOfficialRole: 'federation',
        counted: true,
      },
    ]);
    expect(data.penaltyCountsByClause).toEqual([{ clause: '7.1.11', total: 1, counted: 1 }]);
    expect(data.seasonDisqualification).toMatchObject({
      season: today.slice(0, 4),
      clause: '7.1.11',
    });
  });

  it('FSPR 7.3.1-7.3.4: a protest against a ruling, lodged through the chief judge, followed to the decision in one case file', async () => {
    await ok('floor', RULING, { p: 'ru-2' });
    const e = onlyError(await as('federation', FILE, { p: 'ru-2' }));
    expect(e.extensions).toMatchObject({ code: 'FORBIDDEN' });
    await ok('director', FILE, { p: 'ru-2' });
    await ok('director', FORWARD);
    await ok('federation', RECEIVE, { on: today });
    const open = await ok(
      'federation',
      `query { openProtests { protestId status decisionDueBy overdue } }`,
    );
    expect(open.openProtests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ protestId: 'P-1', status: 'under-review', overdue: false }),
      ]),
    );
    await ok('federation', DECIDE);
    const file = await ok(
      'federation',
      `query F($t: ID!) { protestCaseFile(tournamentId: $t, protestId: "P-1") {
        protest { status outcome decidedLate }
        ruling { type actorRole } filing { type data } forwarding { type } receipt { type } decision { type data }
        timeline { type occurredAt actorRole } } }`,
    );
    const f = file.protestCaseFile;
    expect(f.protest).toEqual({ status: 'decided', outcome: 'dismissed', decidedLate: false });
    expect(f.ruling).toEqual({ type: 'RulingRecorded', actorRole: 'floor' });
    expect(JSON.parse(f.filing.data)).toMatchObject({
      filerId: 'ru-2',
      receivedBy: { role: 'director' },
    });
    expect(JSON.parse(f.decision.data)).toMatchObject({ official: { role: 'federation' } });
    expect(f.timeline.map((x: { type: string }) => x.type)).toEqual([
      'RulingRecorded',
      'ProtestFiled',
      'ProtestForwarded',
      'ProtestReceived',
      'ProtestDecided',
    ]);
    const again = onlyError(await as('federation', DECIDE));
    expect(again.extensions).toMatchObject({
      code: 'PROTEST_DECISION_FINAL',
      ruleRef: 'FSPR 7.3.4',
    });
  });
});
