/**
 * Issue 19 "Done when": a whole qualifier (FSNP Art. 142) and a whole bounty tournament
 * (FSNP Art. 141) run over GraphQL against the compiled server, from creation to their recorded
 * completion and their tickets, prizes and bounties. Hands are played by support/play-hands.ts
 * (one all-in and one call preflop, known cards from a seeded deck).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql, headPosition, onlyError } from './support/graphql';
import { enrolMembers } from './support/members';
import { CLOSE, CREATE, OPEN, REGISTER, createInput, playerInput } from './support/operations';
import { HAND, HandPlayer, type Events } from './support/play-hands';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(180_000);

const RESULT = 'tournamentId duplicate projected events { type revision globalPosition }';
const M = {
  start: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  fixTable: `mutation($t: ID!, $ticketValue: SafeInt) { fixPayoutTable(tournamentId: $t, ticketValue: $ticketValue) { ${RESULT} } }`,
  fixPool: `mutation($t: ID!, $bountyValue: SafeInt) { fixPrizePool(tournamentId: $t, bountyValue: $bountyValue) { ${RESULT} } }`,
  award: `mutation($t: ID!) { awardPrizes(tournamentId: $t) { ${RESULT} } }`,
  cash: `mutation($t: ID!, $p: ID!) { exchangeTicketForCash(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  forfeit: `mutation($t: ID!, $p: ID!, $c: String!, $d: String!) { forfeitQualificationTicket(tournamentId: $t, playerId: $p, competition: $c, noShowOn: $d) { ${RESULT} } }`,
  bountyIn: `mutation($t: ID!, $table: ID!, $hand: Int!, $p: ID!, $chipOf: ID) { putBountyChipInPot(tournamentId: $t, tableId: $table, handNo: $hand, playerId: $p, chipOf: $chipOf) { ${RESULT} } }`,
};
const Q = {
  standings: `query($t: ID!) { standings(tournamentId: $t) { tournamentStatus completed playersLeft
    lines { place sharedBy playerId status stack bountiesWon } } }`,
  status: `query($t: ID!) { tournament(id: $t) { status } clock(tournamentId: $t) { tournamentStatus } }`,
  history: `query($t: ID!, $h: ID!) { handHistory(tournamentId: $t, handId: $h) { eliminations { playerId eliminatedBy } } }`,
  payouts: `query($t: ID!) { payouts(tournamentId: $t) { receipts { receiptNo playerId place kind amount }
    tickets { playerId place ticketValue currency } } }`,
};

let server: RunningServer;
let director: string;
let floor: string;
let dealer: string;
let player: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function ok(query: string, variables: Record<string, unknown>, token = director) {
  const r = await gql<any>(server.url, query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}
const types = (r: any): string[] =>
  (Object.values(r)[0] as any).events.map((e: any) => e.type as string);

/** A refused command: one error with the code and article, and nothing appended. */
async function refused(query: string, variables: Record<string, unknown>, token = director) {
  const before = await headPosition(server.url);
  const e = onlyError(await gql<any>(server.url, query, variables, token));
  expect(await headPosition(server.url)).toBe(before);
  return e;
}

/** Creates, opens, registers `n` members and closes registration; returns their ids. */
async function field(t: string, n: number, input: Record<string, unknown>): Promise<string[]> {
  const players = Array.from({ length: n }, (_, i) => playerInput(`${t}-p${i + 1}`));
  await enrolMembers(server, players); // FSNP Art. 29: only card holders enter
  await ok(CREATE, { input: createInput(t, { seatsPerTable: 9, ...input }) });
  await ok(OPEN, { id: t });
  for (const p of players) await ok(REGISTER, { id: t, input: p }, floor);
  await ok(CLOSE, { id: t });
  return players.map((p) => p.playerId);
}

/** Plays hands until one records the completion; returns the events of every hand. */
async function playToTheEnd(
  hp: HandPlayer,
  table: string,
  onAllIn?: (hand: number, p: string) => Promise<void>,
) {
  const all: Events = [];
  for (let hand = 1; hand <= 60; hand++) {
    const events = await hp.play(table, hand, onAllIn);
    all.push(...events);
    if (events.some((e) => e.type === 'TournamentCompleted')) return all;
  }
  throw new Error('the tournament did not complete in 60 hands');
}

beforeAll(async () => {
  server = await startServer((dir) => ({ LEDGER_CLOCK_OFFSET_FILE: join(dir, 'clock-offset') }));
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
  dealer = server.token({ role: 'dealer', sub: 'dealer-7' });
  player = server.token({ role: 'player', sub: 'p1' });
});
afterAll(async () => server?.stop());

describe('FSNP Art. 142: a whole qualifier over GraphQL', () => {
  const T = `qual-${process.pid}`;
  let players: string[];
  let table: string;
  let hp: HandPlayer;
  let holders: string[];

  beforeAll(async () => {
    // FSNP Art. 66 structure A, 15-minute levels, the add-on break after level 8 (Art. 142(c)-(e)).
    const levels = [
      [0, 25, 50],
      [0, 50, 100],
      [0, 75, 150],
      [0, 100, 200],
      [0, 150, 300],
      [0, 200, 400],
      [0, 300, 600],
      [0, 400, 800],
      [100, 500, 1000],
      [100, 600, 1200],
    ].map(([ante, smallBlind, bigBlind], i) => ({
      level: i + 1,
      smallBlind,
      bigBlind,
      ante,
      durationMinutes: 15,
      ...(i === 7 ? { breakAfterMinutes: 15 } : {}),
    }));
    players = await field(T, 5, {
      tournamentType: 'QUALIFIER',
      startingStack: 2500,
      levels,
      buyIn: { prizeFund: 10_000, fee: 2_000 },
    });
    await ok(M.start, { t: T });
    // Re-entries and the add-on are over after the break that follows level 8: the server's
    // clock is moved on 140 minutes (LEDGER_CLOCK_OFFSET_FILE) instead of waiting.
    writeFileSync(join(server.dir, 'clock-offset'), String(140 * 60_000));
    hp = new HandPlayer(server.url, dealer, T);
    table = await hp.table(director);
  });

  it('FSNP Art. 142; DECISION-12: 50,000 in the fund and tickets of 20,000 allocate 2 tickets, 10,000 to 3rd place', async () => {
    expect(types(await ok(M.fixTable, { t: T, ticketValue: 20_000 }))).toEqual([
      'PayoutTableFixed',
    ]);
    const pool = await ok(M.fixPool, { t: T });
    expect(types(pool)).toEqual(['PrizePoolFixed', 'QualificationTicketsAllocated']);
  });

  it('FSNP Art. 142(a): play ends by itself when the players left equal the 2 tickets, whatever their chips', async () => {
    const events = await playToTheEnd(hp, table);
    expect(events.filter((e) => e.type === 'TournamentCompleted')).toHaveLength(1);
    const st = (await ok(Q.standings, { t: T })).standings;
    expect(st).toMatchObject({ tournamentStatus: 'COMPLETED', completed: true });
    // One vocabulary on every query (issue 17): the tournament, its clock and its standings agree.
    const both = await ok(Q.status, { t: T });
    expect([both.tournament.status, both.clock.tournamentStatus]).toEqual([
      'COMPLETED',
      'COMPLETED',
    ]);
    const top = st.lines.filter((l: any) => l.place === 1);
    // Every finalist holds chips and shares the ticket places (Art. 142(a)); the rest are placed.
    expect(top.length).toBeGreaterThanOrEqual(1);
    expect(top.length).toBeLessThanOrEqual(2);
    expect(top.every((l: any) => l.sharedBy === top.length && l.stack > 0)).toBe(true);
    expect(st.lines.map((l: any) => l.playerId).sort()).toEqual([...players].sort());
    expect(st.lines.every((l: any) => l.place != null)).toBe(true);
  });

  it('FSNP Art. 142(a): a further hand is refused with the article, nothing recorded', async () => {
    const e = await refused(HAND.start, { t: T, table }, dealer);
    expect(e.extensions).toMatchObject({ code: 'TOURNAMENT_OVER', ruleRef: 'FSNP Art. 142(a)' });
    expect(e.message).toContain('qualification tickets');
  });

  it('FSNP Art. 142(f)-(g); DECISION-12: the award gives 2 tickets and 10,000 RON to 3rd place, exact to the unit', async () => {
    const awarded = await ok(M.award, { t: T });
    expect(types(awarded).sort()).toEqual([
      'PrizeAwarded',
      'QualifierTicketAwarded',
      'QualifierTicketAwarded',
    ]);
    const pay = (await ok(Q.payouts, { t: T })).payouts;
    expect(pay.tickets).toHaveLength(2);
    expect(pay.tickets.every((x: any) => x.ticketValue === 20_000 && x.currency === 'RON')).toBe(
      true,
    );
    expect(pay.receipts).toMatchObject([{ place: 3, kind: 'remainder', amount: 10_000 }]);
    const third = (await ok(Q.standings, { t: T })).standings.lines.find(
      (l: any) => l.place === 3 || (l.place < 3 && l.place + l.sharedBy > 3),
    );
    expect(pay.receipts[0].playerId).toBe(third.playerId);
    holders = pay.tickets.map((x: any) => x.playerId);
  });

  it('FSNP Art. 142(g): a ticket cannot be exchanged for cash (refused, cited), asked by the player himself', async () => {
    const e = await refused(M.cash, { t: T, p: holders[0] }, player);
    expect(e.extensions).toMatchObject({
      code: 'TICKET_NOT_EXCHANGEABLE',
      ruleRef: 'FSNP Art. 142(g)',
    });
    expect(e.message).toContain('20,000 RON');
  });

  it('FSNP Art. 142(g): a holder who did not turn up at the target competition forfeits it by a recorded event', async () => {
    const vars = {
      t: T,
      p: holders[1],
      c: 'Campionatul Național',
      d: new Date().toISOString().slice(0, 10),
    };
    expect(types(await ok(M.forfeit, vars))).toEqual(['QualificationTicketForfeited']);
    const again = await refused(M.forfeit, vars);
    expect(again.extensions).toMatchObject({ code: 'TICKET_ALREADY_FORFEITED' });
  });
});

describe('FSNP Art. 141: a whole bounty tournament over GraphQL', () => {
  const T = `ko-${process.pid}`;
  let players: string[];
  let table: string;
  let hp: HandPlayer;
  let started: string[];
  const recorded: string[] = [];

  beforeAll(async () => {
    players = await field(T, 4, {
      tournamentType: 'KO',
      startingStack: 6000,
      levels: [
        { level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 30 },
        { level: 2, smallBlind: 200, bigBlind: 400, ante: 0, durationMinutes: 30 },
      ],
      buyIn: { prizeFund: 10_000, fee: 2_000 },
    });
    started = types(await ok(M.start, { t: T }));
    hp = new HandPlayer(server.url, dealer, T);
    table = await hp.table(director);
  });

  it("FSNP Art. 141(a): each player's own bounty chip is issued at the start (recorded)", () => {
    expect(started.filter((x) => x === 'BountyChipIssued')).toHaveLength(players.length);
  });

  it('FSNP Art. 141(a); DECISION-3: the pool sets aside 4 bounties of 5,000 from the 40,000 fund', async () => {
    await ok(M.fixTable, { t: T });
    expect(types(await ok(M.fixPool, { t: T, bountyValue: 5_000 }))).toEqual(['PrizePoolFixed']);
  });

  it('FSNP Art. 141(a)-(b): own chips go into the pot when all-in; a won chip put in is recorded as given back; play to the end', async () => {
    const won = new Map<string, string>(); // holder → the owner of a chip he won
    let completed = false;
    let sentWon = 0;
    for (let hand = 1; hand <= 60 && !completed; hand++) {
      const events = await hp.play(table, hand, async (handNo, p) => {
        recorded.push(...types(await ok(M.bountyIn, { t: T, table, hand: handNo, p }, dealer)));
        const chipOf = won.get(p);
        if (chipOf && ++sentWon)
          recorded.push(
            ...types(await ok(M.bountyIn, { t: T, table, hand: handNo, p, chipOf }, dealer)),
          );
      });
      completed = events.some((e) => e.type === 'TournamentCompleted');
      const handNo = (await hp.current(table)).handNo;
      const h = (await ok(Q.history, { t: T, h: `${table}:${handNo}` })).handHistory;
      // FSNP Art. 141(a): the chip passes to the player who beat him (the first named).
      for (const x of h?.eliminations ?? [])
        if (x.eliminatedBy[0]) won.set(x.eliminatedBy[0], x.playerId);
    }
    expect(completed).toBe(true);
    const st = (await ok(Q.standings, { t: T })).standings;
    expect(st).toMatchObject({ completed: true, playersLeft: 1 });
    // Every player but the winner lost his chip to someone: 3 bounties won in all.
    expect(st.lines.reduce((a: number, l: any) => a + l.bountiesWon, 0)).toBe(3);
    expect(recorded).toContain('BountyChipPutInPot');
    // Each won chip put into a pot was recorded as given back, none played (Art. 141(b)).
    expect(sentWon).toBeGreaterThan(0);
    expect(recorded.filter((x) => x === 'BountyChipReturned')).toHaveLength(sentWon);
  });

  it('FSNP Art. 141(f): the prizes pay every bounty won, whatever the finish, never a player his own', async () => {
    const awarded = await ok(M.award, { t: T });
    expect(types(awarded).filter((x) => x === 'BountyAwarded')).toHaveLength(3);
    const pay = (await ok(Q.payouts, { t: T })).payouts;
    const bounties = pay.receipts.filter((r: any) => r.kind.startsWith('bounty'));
    expect(bounties).toHaveLength(3);
    expect(bounties.every((r: any) => r.amount === 5_000)).toBe(true);
    for (const r of bounties) expect(r.kind).not.toContain(r.playerId);
    const st = (await ok(Q.standings, { t: T })).standings;
    for (const l of st.lines)
      expect(bounties.filter((r: any) => r.playerId === l.playerId)).toHaveLength(l.bountiesWon);
    const places = pay.receipts.filter((r: any) => r.kind === 'place');
    expect(places.reduce((a: number, r: any) => a + r.amount, 0)).toBe(40_000 - 4 * 5_000);
  });
});
