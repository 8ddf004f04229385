/**
 * The start and the end of a whole tournament played over GraphQL by the game e2e tests (issue
 * 23): the field enrolled, registered and seated with the payout table and pool fixed; then the
 * completion checked, each player placed once and the prizes paid to the unit to those places.
 */
import { gql } from './graphql';
import { enrolMembers } from './members';
import { CLOSE, CREATE, OPEN, REGISTER, createInput, playerInput } from './operations';
import { HAND } from './play-hands';
import type { RunningServer } from './server';

const RESULT = 'tournamentId events { type }';
const M = {
  start: `mutation($t: ID!) { startTournament(tournamentId: $t) { ${RESULT} } }`,
  fixTable: `mutation($t: ID!) { fixPayoutTable(tournamentId: $t) { ${RESULT} } }`,
  fixPool: `mutation($t: ID!) { fixPrizePool(tournamentId: $t) { ${RESULT} } }`,
  award: `mutation($t: ID!) { awardPrizes(tournamentId: $t) { ${RESULT} } }`,
};
const Q = {
  standings: `query($t: ID!) { standings(tournamentId: $t) { tournamentStatus completed winnerId playersLeft
    lines { place sharedBy playerId status } } }`,
  pool: `query($t: ID!) { prizePool(tournamentId: $t) { amount } }`,
  payouts: `query($t: ID!) { payouts(tournamentId: $t) { totalAwarded receipts { playerId place amount } } }`,
};

/* eslint-disable @typescript-eslint/no-explicit-any */
export class WholeTournament {
  readonly director: string;
  readonly floor: string;

  constructor(
    private readonly server: RunningServer,
    private readonly field: number,
  ) {
    this.director = server.token({ role: 'director', sub: 'td-1' });
    this.floor = server.token({ role: 'floor', sub: 'floor-1' });
  }

  private async ok(query: string, variables: Record<string, unknown>, token: string) {
    const r = await gql<any>(this.server.url, query, variables, token);
    if (r.errors) throw new Error(`unexpected error: ${JSON.stringify(r.errors)}`);
    return r.data;
  }

  /** Creates, opens, registers the field, closes, fixes the payout table and pool, starts. */
  async started(t: string, input: Record<string, unknown>): Promise<string> {
    const { director, floor } = this;
    const players = Array.from({ length: this.field }, (_, i) => playerInput(`${t}-p${i + 1}`));
    await enrolMembers(this.server, players); // FSNP Art. 29: only card holders enter
    await this.ok(CREATE, { input: createInput(t, { seatsPerTable: 9, ...input }) }, director);
    await this.ok(OPEN, { id: t }, director);
    for (const p of players) await this.ok(REGISTER, { id: t, input: p }, floor);
    await this.ok(CLOSE, { id: t }, director);
    await this.ok(M.fixTable, { t }, director);
    await this.ok(M.fixPool, { t }, director);
    await this.ok(M.start, { t }, director);
    return (await this.ok(HAND.tables, { t }, director)).tables[0].tableId;
  }

  /** Completed, each of the field placed once, prizes awarded to the paid places to the unit. */
  async expectCompletedAndPaid(t: string): Promise<void> {
    const { director } = this;
    const s = (await this.ok(Q.standings, { t }, director)).standings;
    expect(s).toMatchObject({ completed: true, playersLeft: 1 });
    const places = (s.lines as any[]).map((l) => l.place as number).sort((a, b) => a - b);
    expect(places).toEqual(Array.from({ length: this.field }, (_, i) => i + 1));
    expect(s.lines.find((l: any) => l.place === 1).playerId).toBe(s.winnerId);
    await this.ok(M.award, { t }, director);
    const pool = (await this.ok(Q.pool, { t }, director)).prizePool.amount as number;
    const receipts = (await this.ok(Q.payouts, { t }, director)).payouts.receipts as any[];
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.reduce((a, r) => a + (r.amount as number), 0)).toBe(pool);
    // Each receipt goes to the player the standings put in its place.
    for (const r of receipts)
      expect(s.lines.find((l: any) => l.place === r.place).playerId).toBe(r.playerId);
    expect(receipts.find((r) => r.place === 1).playerId).toBe(s.winnerId);
  }
}
