/**
 * Issue 4 "Done when": a director runs an FSNP R+A tournament and an LNSE multi-table
 * tournament over GraphQL up to the first hand, and the read models (clock, tables,
 * leaderboard, entries, prize fund) agree with the commands. Real HTTP against the compiled
 * server; its clock is shifted through LEDGER_CLOCK_OFFSET_FILE to reach the break after
 * level 8 without waiting two hours.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STRUCTURE_A, STRUCTURE_B_20 } from '../support/tournament-fixtures';
import { gql, headPosition, onlyError } from './support/graphql';
import {
  CREATE,
  OPEN,
  PUBLISH,
  REGISTER,
  characteristicsInput,
  playerInput,
} from './support/operations';
import { startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

const RESULT = 'tournamentId commandId duplicate projected events { type revision globalPosition }';
const M = {
  start: `mutation($t: ID!, $input: StartTournamentInput) { startTournament(tournamentId: $t, input: $input) { ${RESULT} } }`,
  pause: `mutation($t: ID!, $reason: String!) { pauseClock(tournamentId: $t, reason: $reason) { ${RESULT} } }`,
  resume: `mutation($t: ID!) { resumeClock(tournamentId: $t) { ${RESULT} } }`,
  advance: `mutation($t: ID!) { advanceClock(tournamentId: $t) { ${RESULT} } }`,
  counts: `mutation($t: ID!, $table: ID!, $counts: [SeatChipsInput!]!) { recordChipCounts(tournamentId: $t, tableId: $table, counts: $counts) { ${RESULT} } }`,
  announce: `mutation($t: ID!, $p: ID!, $item: AnnouncedItem!) { announcePurchase(tournamentId: $t, playerId: $p, item: $item) { ${RESULT} } }`,
  cancelAnnouncement: `mutation($t: ID!, $p: ID!) { cancelAnnouncement(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  reEnter: `mutation($t: ID!, $p: ID!, $commandId: ID) { reEnter(tournamentId: $t, playerId: $p, commandId: $commandId) { ${RESULT} } }`,
  topUp: `mutation($t: ID!, $p: ID!) { topUp(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  addOn: `mutation($t: ID!, $p: ID!) { takeAddOn(tournamentId: $t, playerId: $p) { ${RESULT} } }`,
  pass: `mutation($t: ID!, $input: ChipOrSeatPassInput!) { recordChipOrSeatPass(tournamentId: $t, input: $input) { ${RESULT} } }`,
  leftovers: `mutation($t: ID!, $d: SafeInt!, $found: [SeatChipCountInput!]!) { removeLeftoverChips(tournamentId: $t, denomination: $d, found: $found) { ${RESULT} } }`,
  colorUp: `mutation($t: ID!, $d: SafeInt!) { colorUp(tournamentId: $t, denomination: $d) { ${RESULT} } }`,
  move: `mutation($t: ID!, $p: ID!, $to: ID!, $seat: Int!) { movePlayer(tournamentId: $t, playerId: $p, toTableId: $to, toSeat: $seat) { ${RESULT} } }`,
  breakOrder: `mutation($t: ID!, $order: [ID!]!) { publishTableBreakOrder(tournamentId: $t, order: $order) { ${RESULT} } }`,
  breakTable: `mutation($t: ID!, $table: ID!) { breakTable(tournamentId: $t, tableId: $table) { ${RESULT} } }`,
  hfhOn: `mutation($t: ID!) { startHandForHand(tournamentId: $t) { ${RESULT} } }`,
  hfhOff: `mutation($t: ID!) { endHandForHand(tournamentId: $t) { ${RESULT} } }`,
  endOfDay: `mutation($t: ID!) { drawEndOfDayHands(tournamentId: $t) { ${RESULT} } }`,
  modify: `mutation($t: ID!, $levels: [StructureLevelInput!]!, $reason: String!) { modifyLevelStructure(tournamentId: $t, levels: $levels, reason: $reason) { ${RESULT} } }`,
  redraw: `mutation($t: ID!) { redrawTables(tournamentId: $t) { ${RESULT} } }`,
  finalTable: `mutation($t: ID!) { formFinalTable(tournamentId: $t) { ${RESULT} } }`,
  bag: `mutation($t: ID!, $bags: [BaggedCountInput!]!) { bagChips(tournamentId: $t, bags: $bags) { ${RESULT} } }`,
  resumeDay: `mutation($t: ID!, $counts: [BaggedCountInput!]!) { resumeDay(tournamentId: $t, counts: $counts) { ${RESULT} } }`,
  newDeck: `mutation($t: ID!, $table: ID!, $occasion: DeckOccasion!, $complete: Boolean!) { introduceDeck(tournamentId: $t, tableId: $table, occasion: $occasion, complete: $complete) { ${RESULT} } }`,
  replaceDeck: `mutation($t: ID!, $input: ReplaceDeckInput!) { replaceDeck(tournamentId: $t, input: $input) { ${RESULT} } }`,
};
const Q = {
  chipInventory: `query($t: ID!) { chipInventory(tournamentId: $t) { denomination count value } }`,
  clock: `query($t: ID!) { clock(tournamentId: $t) { tournamentId asOf status tournamentStatus day dayClosed level onBreak breakAfterLevel smallBlind bigBlind ante timeLeftMs elapsedMs paused handForHand playersLeft averageStack totalChipsInPlay currency prizeFund nextLevel { level smallBlind bigBlind ante } } }`,
  tables: `query($t: ID!, $closed: Boolean) { tables(tournamentId: $t, includeClosed: $closed) { tableId seatCount open buttonSeat handInProgress handNo players chips seats { seat playerId fullName stack reserved } } }`,
  leaderboard: `query($t: ID!, $first: Int, $after: String) { leaderboard(tournamentId: $t, first: $first, after: $after) { playersLeft averageStack totalChipsInPlay level bigBlind lines { totalCount pageInfo { hasNextPage endCursor } nodes { rank playerId stack bigBlinds tableId seat } } } }`,
  entries: `query($t: ID!, $p: ID) { entries(tournamentId: $t, playerId: $p, first: 100) { totalCount nodes { playerId status stack entries reEntries rebuys addOns announced paidPrizeFund paidFee purchases { purchaseNo item code prizeFund fee currency chips stackBefore stackAfter } } } }`,
  prizeFund: `query($t: ID!) { prizeFund(tournamentId: $t) { currency prizeFund fees purchases byCode { key count prizeFund fee } byItem { key count prizeFund fee } } }`,
  balancing: `query($t: ID!) { balancingSuggestions(tournamentId: $t) { shortBy ruleRef moves { playerId from { tableId seat } to { tableId seat } } } }`,
  rulesets: `query($id: ID) { rulesets(id: $id) { id name jurisdiction parameters { key value cite } } }`,
};

let server: RunningServer;
let director: string;
let floor: string;
let offsetFile: string;

/* eslint-disable @typescript-eslint/no-explicit-any */
async function run(query: string, variables: Record<string, unknown>, token = director) {
  return gql<any>(server.url, query, variables, token);
}
async function ok(query: string, variables: Record<string, unknown>, token = director) {
  const r = await run(query, variables, token);
  if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
  return r.data;
}
async function refused(query: string, variables: Record<string, unknown>, code: string) {
  const before = await headPosition(server.url);
  const r = await run(query, variables);
  const e = onlyError(r);
  expect(e.extensions?.code).toBe(code);
  expect(typeof e.extensions?.ruleRef).toBe('string');
  expect(await headPosition(server.url)).toBe(before);
  return e;
}

/** Moves the server clock so the tournament has `minutes` of play behind it. */
async function playTimeIs(t: string, minutes: number): Promise<void> {
  const c = (await ok(Q.clock, { t })).clock;
  const current = Number(readFileSync(offsetFile, 'utf8'));
  writeFileSync(offsetFile, String(current + minutes * 60_000 - c.elapsedMs));
}

/** Chip counts at the table of `a` that give `a` and a table-mate the stacks asked for. */
async function setStacks(t: string, a: string, stackA: number) {
  const tables = (await ok(Q.tables, { t })).tables as any[];
  const table = tables.find((x) => x.seats.some((s: any) => s.playerId === a));
  const seatA = table.seats.find((s: any) => s.playerId === a);
  const mate = table.seats.find((s: any) => s.playerId !== a && s.stack > 0);
  const counts = table.seats.map((s: any) => ({
    seat: s.seat,
    chips: s === seatA ? stackA : s === mate ? s.stack + seatA.stack - stackA : s.stack,
  }));
  await ok(M.counts, { t, table: table.tableId, counts });
  return { tableId: table.tableId as string, mate: mate.playerId as string };
}

const MEMBER = `mutation($input: RegisterMemberInput!) { registerMember(input: $input) { streamId } }`;
const CARD = `mutation($input: IssueMembershipCardInput!) { issueMembershipCard(input: $input) { streamId } }`;

/** FSNP Art. 2, 29: a federation member with a card, as the registry must know him before entry. */
async function member(playerId: string, idDocument: { type: string; number: string }) {
  const federation = server.token({ role: 'federation', sub: 'fed-1' });
  await ok(
    MEMBER,
    {
      input: {
        federationId: playerId,
        fullName: `Player ${playerId}`,
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
        federationId: playerId,
        cardId: `card-${playerId}`,
        idDocument,
        issuedOn: '2026-01-02',
      },
    },
    federation,
  );
}

async function setUp(t: string, input: Record<string, unknown>, players: number) {
  await ok(CREATE, { input: { tournamentId: t, ...input } });
  // LNSE 123/13 I.1: the characteristics are published before the sale opens.
  if (input.rulesetId === 'lnse')
    await ok(PUBLISH, { id: t, input: characteristicsInput(input.scheduledStart as string) });
  await ok(OPEN, { id: t });
  for (let i = 1; i <= players; i++) {
    const player = playerInput(`${t}-p${i}`, { dateOfBirth: '1990-01-01' });
    if (input.rulesetId === 'fsnp') await member(player.playerId, player.idDocument);
    await ok(REGISTER, { id: t, input: player }, floor);
  }
}

beforeAll(async () => {
  server = await startServer((dir) => ({ LEDGER_CLOCK_OFFSET_FILE: join(dir, 'clock-offset') }));
  offsetFile = join(server.dir, 'clock-offset');
  writeFileSync(offsetFile, '0');
  director = server.token({ role: 'director', sub: 'td-1' });
  floor = server.token({ role: 'floor', sub: 'floor-1' });
});
afterAll(async () => server?.stop());

describe('rulesets', () => {
  it('FSNP Art. 32; DECISION-7: the rulesets query lists each parameter with its citation', async () => {
    const all = (await ok(Q.rulesets, {})).rulesets as any[];
    expect(all.map((r) => r.id).sort()).toEqual(['club-tda', 'fsnp', 'fspr', 'lnse']);
    const [fsnp] = (await ok(Q.rulesets, { id: 'fsnp' })).rulesets;
    expect(fsnp.jurisdiction).toBe('Romania');
    const threshold = fsnp.parameters.find((p: any) => p.key === 'reEntry.threshold');
    expect(threshold.cite).toContain('Art. 32');
    expect(fsnp.parameters.every((p: any) => p.cite.length > 0)).toBe(true);
  });
});

describe('FSNP R+A tournament run by the director over GraphQL', () => {
  const t = `ra-${process.pid}`;
  const p = (i: number) => `${t}-p${i}`;
  const STACK = 2_500; // FSNP Art. 139.3(c): the R+A's own stack

  beforeAll(async () => {
    await setUp(
      t,
      {
        name: 'Cupa Bucureștiului R+A',
        rulesetId: 'fsnp',
        tournamentType: 'RA',
        currency: 'RON',
        clubId: 'club-1',
        venue: 'Bucharest',
        scheduledStart: '2026-12-05T17:00:00Z',
        seatsPerTable: 10,
        startingStack: STACK,
        levels: STRUCTURE_A,
        buyIn: { prizeFund: 10_000, fee: 2_000 },
        prices: {
          reEntry: { prizeFund: 10_000, fee: 2_000 },
          addOn: { prizeFund: 15_000, fee: 3_000 },
        },
      },
      16,
    );
  });

  it('FSNP Art. 33, 46, 134: the start records the seat draw and the button draw; tables show every player', async () => {
    const started = (await ok(M.start, { t })).startTournament;
    expect(started.projected).toBe(true);
    expect(started.events.map((e: any) => e.type)).toEqual(
      expect.arrayContaining(['TournamentStarted', 'SeatDrawConducted', 'ButtonDrawConducted']),
    );
    const tables = (await ok(Q.tables, { t })).tables as any[];
    expect(tables).toHaveLength(2);
    expect(tables.map((x) => x.players)).toEqual([8, 8]);
    const ids = tables.flatMap((x) => x.seats.map((s: any) => s.playerId)).sort();
    expect(ids).toEqual(Array.from({ length: 16 }, (_, i) => p(i + 1)).sort());
    for (const x of tables) {
      expect(x.chips).toBe(8 * STACK);
      // FSNP Art. 46(b): every table starts with the button on the seat number drawn.
      expect(x.buttonSeat).toBe(tables[0].buttonSeat);
      expect(x.buttonSeat).toBeGreaterThanOrEqual(1);
      expect(x.buttonSeat).toBeLessThanOrEqual(10);
    }
  });

  it('FSNP Art. 38: chips passed to another player are recorded as a violation, the chips go back to the giver, and no stack changes', async () => {
    const stacks = async () =>
      Object.fromEntries(
        ((await ok(Q.entries, { t })).entries.nodes as any[]).map((e) => [e.playerId, e.stack]),
      );
    const before = await stacks();
    const r = (
      await ok(M.pass, {
        t,
        input: { kind: 'CHIPS', fromPlayerId: p(7), toPlayerId: p(8), chips: 1_000 },
      })
    ).recordChipOrSeatPass;
    expect(r.events.map((e: any) => e.type)).toEqual(['ChipOrSeatPassRecorded']);
    expect(await stacks()).toEqual(before);
    expect(before[p(7)]).toBe(STACK);
    const seat = (
      await ok(M.pass, { t, input: { kind: 'SEAT', fromPlayerId: p(7), takenBy: 'his brother' } })
    ).recordChipOrSeatPass;
    expect(seat.events.map((e: any) => e.type)).toEqual(['ChipOrSeatPassRecorded']);
    const e = await refused(
      M.pass,
      { t, input: { kind: 'CHIPS', fromPlayerId: p(7), toPlayerId: p(7), chips: 1_000 } },
      'PLAYER_NOT_IN_PLAY',
    );
    expect(e.extensions?.ruleRef).toBe('FSNP Art. 38, 35');
  });

  it('FSNP Art. 68, 69: a new deck and a deck change are recorded over GraphQL; a player cannot have the deck changed for a new level', async () => {
    const table = (await ok(Q.tables, { t })).tables[0].tableId;
    const fresh = (await ok(M.newDeck, { t, table, occasion: 'DEALER_CHANGED', complete: true }))
      .introduceDeck;
    expect(fresh.events.map((e: any) => e.type)).toEqual(['DeckIntroduced']);
    const changed = (
      await ok(M.replaceDeck, {
        t,
        input: { tableId: table, requestedBy: 'PLAYER', reason: 'MARKED_CARD', backColour: 'blue' },
      })
    ).replaceDeck;
    expect(changed.events.map((e: any) => e.type)).toEqual(['DeckReplaced']);
    const no = await refused(
      M.replaceDeck,
      { t, input: { tableId: table, requestedBy: 'PLAYER', reason: 'LEVEL_CHANGE' } },
      'DECK_CHANGE_NOT_ALLOWED',
    );
    expect(no.extensions?.ruleRef).toBe('FSNP Art. 69');
    expect(no.message).toMatch(/requestedBy: a player may ask for a new deck only for/);
  });

  it('FSNP Art. 60, 62: the clock shows level 1 with time running, and a pause stops it', async () => {
    const c = (await ok(Q.clock, { t })).clock;
    expect(c).toMatchObject({
      status: 'running',
      tournamentStatus: 'RUNNING',
      level: 1,
      smallBlind: 25,
      bigBlind: 50,
      onBreak: false,
      paused: false,
      playersLeft: 16,
      averageStack: STACK,
      totalChipsInPlay: 16 * STACK,
      currency: 'RON',
      prizeFund: 160_000,
      nextLevel: { level: 2, smallBlind: 50, bigBlind: 100 },
    });
    expect(c.timeLeftMs).toBeLessThanOrEqual(15 * 60_000);
    expect(c.timeLeftMs).toBeGreaterThan(14 * 60_000);
    await ok(M.pause, { t, reason: 'Dispute at table 2' });
    const paused = (await ok(Q.clock, { t })).clock;
    expect(paused).toMatchObject({ status: 'paused', paused: true });
    await new Promise((r) => setTimeout(r, 50));
    expect((await ok(Q.clock, { t })).clock.timeLeftMs).toBe(paused.timeLeftMs);
    await refused(M.pause, { t, reason: 'again' }, 'CLOCK_ALREADY_PAUSED');
    await ok(M.resume, { t });
    expect((await ok(Q.clock, { t })).clock.status).toBe('running');
  });

  it('FSNP Art. 32; DECISION-7: re-entry refused at exactly half the starting stack, accepted just below', async () => {
    await setStacks(t, p(1), STACK / 2);
    const e = await refused(M.reEnter, { t, p: p(1) }, 'REENTRY_NOT_ELIGIBLE');
    expect(e.extensions?.ruleRef).toBe('FSNP Art. 32; DECISION-7');
    expect(e.message).toContain('1,250 of 2,500');

    await setStacks(t, p(1), STACK / 2 - 25);
    const r = (await ok(M.reEnter, { t, p: p(1), commandId: `${t}-re-1` })).reEnter;
    expect(r.events.map((x: any) => x.type)).toEqual(['PlayerReEntered']);
    const again = (await ok(M.reEnter, { t, p: p(1), commandId: `${t}-re-1` })).reEnter;
    expect(again).toMatchObject({ duplicate: true, events: r.events });

    const [entry] = (await ok(Q.entries, { t, p: p(1) })).entries.nodes;
    expect(entry).toMatchObject({
      entries: 2,
      reEntries: 1,
      stack: STACK / 2 - 25 + STACK,
      paidPrizeFund: 20_000,
      paidFee: 4_000,
    });
    expect(
      entry.purchases.map((l: any) => [l.item, l.code, l.prizeFund, l.fee, l.chips, l.stackAfter]),
    ).toEqual([
      ['buy-in', 'IN', 10_000, 2_000, STACK, STACK],
      ['re-entry', 'IN', 10_000, 2_000, STACK, STACK / 2 - 25 + STACK],
    ]);
  });

  it('FSNP Art. 139.3(e); DECISION-7: a top-up needs a stack below half; it adds one starting stack, booked RB', async () => {
    await setStacks(t, p(3), STACK / 2);
    await refused(M.topUp, { t, p: p(3) }, 'TOPUP_NOT_ELIGIBLE');
    await setStacks(t, p(3), 1_000);
    const r = (await ok(M.topUp, { t, p: p(3) })).topUp;
    expect(r.events.map((x: any) => x.type)).toEqual(['ChipsToppedUp']);
    const [entry] = (await ok(Q.entries, { t, p: p(3) })).entries.nodes;
    expect(entry).toMatchObject({ entries: 1, stack: 1_000 + STACK });
    expect(entry.purchases[1]).toMatchObject({
      item: 'top-up',
      code: 'RB',
      chips: STACK,
      stackBefore: 1_000,
    });
  });

  it('FSNP Art. 139.3(d): the add-on is refused during a level and taken in the break after level 8', async () => {
    // The seat draw is random, so p(2) may have been the table-mate whose stack setStacks moved.
    const [before] = (await ok(Q.entries, { t, p: p(2) })).entries.nodes;
    await refused(M.addOn, { t, p: p(2) }, 'ADDON_NOT_NOW');
    await playTimeIs(t, 8 * 15 + 2);
    const ticked = (await ok(M.advance, { t })).advanceClock.events.map((e: any) => e.type);
    expect(ticked).toEqual(expect.arrayContaining(['LevelStarted', 'BreakStarted']));
    const c = (await ok(Q.clock, { t })).clock;
    expect(c).toMatchObject({ onBreak: true, breakAfterLevel: 8, level: 9, bigBlind: 1000 });
    expect(c.timeLeftMs).toBeLessThanOrEqual(13 * 60_000);
    expect(c.timeLeftMs).toBeGreaterThan(12 * 60_000);
    const r = (await ok(M.addOn, { t, p: p(2) })).takeAddOn;
    expect(r.events.map((e: any) => e.type)).toEqual(['AddOnTaken']);
    const [entry] = (await ok(Q.entries, { t, p: p(2) })).entries.nodes;
    expect(entry).toMatchObject({ addOns: 1, stack: before.stack + 2 * STACK });
    expect(entry.purchases[1]).toMatchObject({ item: 'add-on', code: 'AD', chips: 2 * STACK });
  });

  it('FSNP Art. 39-40; DECISION-8: the colour-up races the odd 25s and the chips in play stay accounted for', async () => {
    const stack5 = (await ok(Q.entries, { t, p: p(5) })).entries.nodes[0].stack;
    await setStacks(t, p(5), stack5 - (stack5 % 100 === 25 ? 50 : 25));
    const before = (await ok(Q.leaderboard, { t, first: 100 })).leaderboard;
    const odd = before.lines.nodes.filter((l: any) => l.stack % 100 !== 0);
    expect(odd.length).toBeGreaterThan(0);
    const r = (await ok(M.colorUp, { t, d: 25 })).colorUp;
    expect(r.events.map((e: any) => e.type)).toEqual(['ChipRaceConducted']);
    const after = (await ok(Q.leaderboard, { t, first: 100 })).leaderboard;
    expect(after.lines.nodes.every((l: any) => l.stack % 100 === 0)).toBe(true);
    const sum = after.lines.nodes.reduce((a: number, l: any) => a + l.stack, 0);
    expect(after.totalChipsInPlay).toBe(sum);
    // 16 buy-ins, a re-entry, a top-up, an add-on of twice the stack; the race moves less than 100.
    expect(Math.abs(after.totalChipsInPlay - 20 * STACK)).toBeLessThan(100);
    // FSNP Art. 35, 39, 43-44: the 25s are out of the room's count, which is worth the chips in play.
    const inventory = (await ok(Q.chipInventory, { t })).chipInventory as any[];
    expect(inventory.map((x) => x.denomination)).not.toContain(25);
    expect(inventory.find((x) => x.denomination === 500)).toMatchObject({
      value: 500 * inventory.find((x) => x.denomination === 500).count,
    });
    expect(inventory.reduce((a, x) => a + x.value, 0)).toBe(after.totalChipsInPlay);
    await refused(M.colorUp, { t, d: 25 }, 'COLOR_UP_NOT_SMALLEST');
  });

  it('FSNP Art. 42: two 25s found with a player after the race leave play by their own event', async () => {
    const before = (await ok(Q.leaderboard, { t, first: 100 })).leaderboard;
    const line = before.lines.nodes.find((l: any) => l.playerId === p(5));
    const r = (
      await ok(M.leftovers, {
        t,
        d: 25,
        found: [{ tableId: line.tableId, seat: line.seat, count: 2 }],
      })
    ).removeLeftoverChips;
    expect(r.events.map((e: any) => e.type)).toEqual(['OddChipsRemoved']);
    const after = (await ok(Q.leaderboard, { t, first: 100 })).leaderboard;
    expect(after.totalChipsInPlay).toBe(before.totalChipsInPlay - 50);
    expect(after.lines.nodes.find((l: any) => l.playerId === p(5)).stack).toBe(line.stack - 50);
    const sum = after.lines.nodes.reduce((a: number, l: any) => a + l.stack, 0);
    expect(after.totalChipsInPlay).toBe(sum);
    await refused(
      M.leftovers,
      { t, d: 100, found: [{ tableId: line.tableId, seat: line.seat, count: 1 }] },
      'DENOMINATION_NOT_RETIRED',
    );
  });

  it('FSNP Art. 43: the tournament shows the R+A starting set, 4 × 25, 9 × 100, 3 × 500', async () => {
    const q = `query($t: ID!) { tournament(id: $t) { startingStack startingSet { denomination count } } }`;
    expect((await ok(q, { t })).tournament).toEqual({
      startingStack: 2_500,
      startingSet: [
        { denomination: 25, count: 4 },
        { denomination: 100, count: 9 },
        { denomination: 500, count: 3 },
      ],
    });
  });

  it('FSNP Art. 80: with tables of 8 and 8 no move is suggested and a manual move is refused, citing FSNP only', async () => {
    const advice = (await ok(Q.balancing, { t })).balancingSuggestions;
    expect(advice.moves).toEqual([]);
    expect(advice.ruleRef).toContain('Art. 80');
    const tables = (await ok(Q.tables, { t })).tables as any[];
    const mover = tables[0].seats[0].playerId;
    const free = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find(
      (s) => !tables[1].seats.some((x: any) => x.seat === s),
    );
    const e = await refused(
      M.move,
      { t, p: mover, to: tables[1].tableId, seat: free },
      'MOVE_DOES_NOT_BALANCE',
    );
    // Issue 20: a refusal under FSNP cites FSNP, never LNSE.
    expect(e.extensions?.ruleRef).toBe('FSNP Art. 80');
  });

  it('FSNP Art. 30; DECISION-2: leaderboard, entries and prize fund agree with the commands', async () => {
    const board = (await ok(Q.leaderboard, { t, first: 5 })).leaderboard;
    expect(board.playersLeft).toBe(16);
    expect(board.lines.totalCount).toBe(16);
    expect(board.lines.nodes.map((l: any) => l.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(board.averageStack).toBe(Math.floor(board.totalChipsInPlay / 16));
    const top = board.lines.nodes[0];
    expect(top.bigBlinds).toBeCloseTo(top.stack / 1000, 1);
    const next = (await ok(Q.leaderboard, { t, first: 100, after: board.lines.pageInfo.endCursor }))
      .leaderboard.lines;
    expect(next.nodes.map((l: any) => l.rank)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(next.pageInfo.hasNextPage).toBe(false);

    const fund = (await ok(Q.prizeFund, { t })).prizeFund;
    expect(fund).toMatchObject({
      currency: 'RON',
      prizeFund: 18 * 10_000 + 15_000,
      fees: 18 * 2_000 + 3_000,
      purchases: 19,
    });
    expect(fund.byCode).toEqual(
      expect.arrayContaining([
        { key: 'IN', count: 17, prizeFund: 170_000, fee: 34_000 },
        { key: 'RB', count: 1, prizeFund: 10_000, fee: 2_000 },
        { key: 'AD', count: 1, prizeFund: 15_000, fee: 3_000 },
      ]),
    );
    const entries = (await ok(Q.entries, { t })).entries;
    expect(entries.totalCount).toBe(16);
    const paid = entries.nodes.reduce((a: number, n: any) => a + n.paidPrizeFund, 0);
    expect(paid).toBe(fund.prizeFund);
    expect((await ok(Q.clock, { t })).clock.prizeFund).toBe(fund.prizeFund);
  });

  it('DESIGN Authority: a dealer may not colour up, and nothing is appended', async () => {
    const dealer = server.token({ role: 'dealer', sub: 'dealer-1' });
    const before = await headPosition(server.url);
    const r = await run(M.colorUp, { t, d: 100 }, dealer);
    expect(onlyError(r).extensions?.code).toBe('FORBIDDEN');
    expect(await headPosition(server.url)).toBe(before);
  });

  it('FSNP Art. 61, 67: levels already played stay; the next level can change and the clock shows it', async () => {
    const levels = STRUCTURE_A.map((l) => ({ ...l }));
    levels[0] = { ...levels[0], bigBlind: 60 };
    await refused(
      M.modify,
      { t, levels, reason: 'Field larger than expected' },
      'LEVEL_ALREADY_PLAYED',
    );
    const next = STRUCTURE_A.map((l) =>
      l.level === 9 ? { ...l, smallBlind: 600, bigBlind: 1200 } : { ...l },
    );
    const r = (await ok(M.modify, { t, levels: next, reason: 'Field larger than expected' }))
      .modifyLevelStructure;
    expect(r.events.map((x: any) => x.type)).toEqual(['LevelStructureModified']);
    const c = (await ok(Q.clock, { t })).clock;
    expect(c).toMatchObject({ onBreak: true, level: 9, smallBlind: 600, bigBlind: 1200 });
  });
});

describe('LNSE multi-table rebuy tournament run by the director over GraphQL', () => {
  const t = `lnse-${process.pid}`;
  const p = (i: number) => `${t}-p${i}`;
  const STACK = 10_000;

  beforeAll(async () => {
    writeFileSync(offsetFile, '0');
    await setUp(
      t,
      {
        name: 'Torneo Lotería de Santa Fe',
        rulesetId: 'lnse',
        tournamentType: 'REBUY',
        currency: 'ARS',
        clubId: 'casino-sf',
        venue: 'Santa Fe',
        scheduledStart: '2026-12-05T21:00:00Z',
        seatsPerTable: 9,
        startingStack: STACK,
        levels: STRUCTURE_B_20,
        buyIn: { prizeFund: 8_000_000, fee: 2_000_000 },
        prices: {
          rebuy: { prizeFund: 8_000_000, fee: 2_000_000 },
          addOn: { prizeFund: 7_000_000, fee: 3_000_000 },
        },
      },
      20,
    );
    await ok(M.start, { t });
  });

  it('LNSE I.88, II.32: twenty players are drawn to three tables, each with its button', async () => {
    const tables = (await ok(Q.tables, { t })).tables as any[];
    expect(tables).toHaveLength(3);
    expect(tables.reduce((a, x) => a + x.players, 0)).toBe(20);
    expect(
      Math.max(...tables.map((x) => x.players)) - Math.min(...tables.map((x) => x.players)),
    ).toBeLessThanOrEqual(1);
    for (const x of tables) expect(x.buttonSeat).not.toBeNull();
    const c = (await ok(Q.clock, { t })).clock;
    expect(c).toMatchObject({
      level: 1,
      smallBlind: 25,
      bigBlind: 50,
      playersLeft: 20,
      currency: 'ARS',
    });
  });

  it('LNSE I.48, I.51: a rebuy needs less than half the stack by default; the announcement binds and the rebuy is booked RB', async () => {
    await setStacks(t, p(1), STACK / 2);
    const e = await refused(M.reEnter, { t, p: p(1) }, 'REBUY_NOT_ELIGIBLE');
    expect(e.extensions?.ruleRef).toMatch(/LNSE/);
    await setStacks(t, p(1), 0);
    await ok(M.announce, { t, p: p(1), item: 'REBUY' });
    const bound = await refused(M.cancelAnnouncement, { t, p: p(1) }, 'ANNOUNCEMENT_BINDING');
    expect(bound.extensions?.ruleRef).toContain('I.51');
    const r = (await ok(M.reEnter, { t, p: p(1) })).reEnter;
    expect(r.events.map((x: any) => x.type)).toEqual(['RebuyTaken']);
    const [entry] = (await ok(Q.entries, { t, p: p(1) })).entries.nodes;
    expect(entry).toMatchObject({
      entries: 2,
      rebuys: 1,
      stack: STACK,
      announced: null,
      status: 'seated',
    });
    expect(entry.purchases[1]).toMatchObject({
      item: 'rebuy',
      code: 'RB',
      prizeFund: 8_000_000,
      fee: 2_000_000,
      currency: 'ARS',
    });
  });

  it('LNSE I.49, II.13-15: add-on and colour-up at the break after level 8', async () => {
    await setStacks(t, p(3), STACK - 75);
    // Structure B: a 10-minute break after level 4 too.
    await playTimeIs(t, 8 * 20 + 10 + 1);
    const r = (await ok(M.addOn, { t, p: p(2) })).takeAddOn;
    expect(r.events.map((x: any) => x.type)).toEqual(['AddOnTaken']);
    const race = (await ok(M.colorUp, { t, d: 25 })).colorUp;
    expect(race.events.map((x: any) => x.type)).toEqual(['ChipRaceConducted']);
    const board = (await ok(Q.leaderboard, { t, first: 100 })).leaderboard;
    expect(board.lines.nodes.every((l: any) => l.stack % 100 === 0)).toBe(true);
    expect(board.lines.nodes.reduce((a: number, l: any) => a + l.stack, 0)).toBe(
      board.totalChipsInPlay,
    );
  });

  it('LNSE I.92; FSNP Art. 81: the break order is published; a table out of order is not broken', async () => {
    const tables = (await ok(Q.tables, { t })).tables as any[];
    const order = tables.map((x) => x.tableId).reverse();
    await ok(M.breakOrder, { t, order });
    const e = await refused(M.breakTable, { t, table: order[1] }, 'BREAK_ORDER_NOT_FOLLOWED');
    expect(e.message).toContain(order[0]);
  });

  it('LNSE I.18-22: hand-for-hand shows on the clock and ends', async () => {
    await ok(M.hfhOn, { t });
    expect((await ok(Q.clock, { t })).clock.handForHand).toBe(true);
    await ok(M.hfhOff, { t });
    expect((await ok(Q.clock, { t })).clock.handForHand).toBe(false);
  });

  it('LNSE I.17, I.88, I.98: at three tables every player is redrawn once; the final table waits for nine', async () => {
    const before = (await ok(Q.tables, { t })).tables as any[];
    const r = (await ok(M.redraw, { t })).redrawTables;
    expect(r.events.map((x: any) => x.type)).toEqual(['SeatDrawConducted', 'ButtonDrawConducted']);
    const after = (await ok(Q.tables, { t })).tables as any[];
    expect(after.map((x) => x.tableId)).toEqual(before.map((x) => x.tableId));
    expect(after.reduce((a, x) => a + x.players, 0)).toBe(20);
    expect(after.reduce((a, x) => a + x.chips, 0)).toBe(before.reduce((a, x) => a + x.chips, 0));
    await refused(M.redraw, { t }, 'NO_REDRAW_DUE');
    await refused(M.finalTable, { t }, 'TOO_MANY_FOR_FINAL_TABLE');
  });

  it('LNSE I.12, I.15-16; DECISION-15: the day ends with bagged chips and day 2 resumes the level with a redraw', async () => {
    const e = await refused(M.endOfDay, { t }, 'NO_END_OF_DAY_DRAW');
    expect(e.extensions?.ruleRef).toMatch(/LNSE/);
    const board = (await ok(Q.leaderboard, { t, first: 100 })).leaderboard;
    // After the colour-up every stack is whole 100s (LNSE II.12): bag them as 100 chips.
    const bags = board.lines.nodes.map((l: any) => ({
      playerId: l.playerId,
      chips: [{ denomination: 100, count: l.stack / 100 }],
    }));
    const short = bags.map((b: any, i: number) =>
      i === 0 ? { ...b, chips: [{ denomination: 100, count: b.chips[0].count - 1 }] } : b,
    );
    await refused(M.bag, { t, bags: short }, 'BAG_COUNT_MISMATCH');
    const before = (await ok(Q.clock, { t })).clock;
    const bagged = (await ok(M.bag, { t, bags })).bagChips.events.map((x: any) => x.type);
    expect(bagged).toEqual(expect.arrayContaining(['ChipsBagged', 'TournamentDayClosed']));
    const closed = (await ok(Q.clock, { t })).clock;
    expect(closed).toMatchObject({ day: 1, dayClosed: true, paused: true, level: before.level });
    await refused(M.addOn, { t, p: p(4) }, 'DAY_CLOSED');

    const resumed = (await ok(M.resumeDay, { t, counts: bags })).resumeDay.events.map(
      (x: any) => x.type,
    );
    expect(resumed).toEqual(expect.arrayContaining(['TournamentDayResumed', 'SeatDrawConducted']));
    const day2 = (await ok(Q.clock, { t })).clock;
    expect(day2).toMatchObject({
      day: 2,
      dayClosed: false,
      level: closed.level,
      onBreak: closed.onBreak,
    });
    expect(Math.abs(day2.timeLeftMs - closed.timeLeftMs)).toBeLessThan(5_000);
    const tables = (await ok(Q.tables, { t })).tables as any[];
    expect(tables.reduce((a, x) => a + x.players, 0)).toBe(20);
    expect(tables.reduce((a, x) => a + x.chips, 0)).toBe(board.totalChipsInPlay);
  });

  it('LNSE I.62-64, IV.1.3; DECISION-2: the prize fund holds 20 buy-ins, a rebuy and an add-on, fees apart', async () => {
    const fund = (await ok(Q.prizeFund, { t })).prizeFund;
    expect(fund).toMatchObject({
      currency: 'ARS',
      prizeFund: 21 * 8_000_000 + 7_000_000,
      fees: 21 * 2_000_000 + 3_000_000,
      purchases: 22,
    });
    expect(fund.byItem).toEqual([
      { key: 'add-on', count: 1, prizeFund: 7_000_000, fee: 3_000_000 },
      { key: 'buy-in', count: 20, prizeFund: 160_000_000, fee: 40_000_000 },
      { key: 'rebuy', count: 1, prizeFund: 8_000_000, fee: 2_000_000 },
    ]);
  });
});

describe('LNSE final table', () => {
  const t = `lnse-ft-${process.pid}`;

  it('LNSE I.98-99: at nine players or fewer the final table is formed with a redraw and a button draw', async () => {
    await setUp(
      t,
      {
        name: 'Mesa final',
        rulesetId: 'lnse',
        tournamentType: 'FZ',
        currency: 'ARS',
        clubId: 'casino-sf',
        venue: 'Santa Fe',
        scheduledStart: '2026-12-05T21:00:00Z',
        seatsPerTable: 9,
        startingStack: 10_000,
        levels: STRUCTURE_B_20,
        buyIn: { prizeFund: 8_000_000, fee: 2_000_000 },
      },
      8,
    );
    await ok(M.start, { t });
    const [first] = (await ok(Q.tables, { t })).tables as any[];
    const r = (await ok(M.finalTable, { t })).formFinalTable;
    expect(r.events.map((x: any) => x.type)).toEqual(['FinalTableFormed', 'ButtonDrawConducted']);
    const open = (await ok(Q.tables, { t })).tables as any[];
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ tableId: 'FT', players: 8, chips: 80_000, open: true });
    expect(open[0].buttonSeat).not.toBeNull();
    const all = (await ok(Q.tables, { t, closed: true })).tables as any[];
    expect(all.find((x) => x.tableId === first.tableId)).toMatchObject({ open: false, players: 0 });
    await refused(M.finalTable, { t }, 'FINAL_TABLE_FORMED');
  });
});
