/**
 * Issue 21 "The first hour": the README's worked example runs top to bottom against the built
 * server, operation by operation as the README shows them (scripts/worked-example.ts is both
 * the README section and this run), and ends where it says: a winner, paid, a balanced ledger,
 * an intact hash chain, an annulled warning and ranking points for every player.
 */
import { runWorkedExample, tokensSignedWith, type StepResult } from '../../scripts/worked-example';
import { startServer, TEST_SECRET, type RunningServer } from './support/server';

jest.setTimeout(180_000);

let server: RunningServer;
let results: StepResult[];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by field name
const answer = (field: string): any => {
  const r = [...results].reverse().find((x) => field in x.data);
  if (!r) throw new Error(`no step answered ${field}`);
  return r.data[field];
};

beforeAll(async () => {
  server = await startServer();
  results = await runWorkedExample(server.url, tokensSignedWith(TEST_SECRET));
});
afterAll(async () => server?.stop());

describe('README worked example (issue 21), against dist/src/main.js', () => {
  it('every operation of the README succeeds in the order shown, first time on a fresh store', () => {
    expect(results.length).toBeGreaterThan(30);
  });

  it('FSNP Art. 132: three players, three places by elimination order, one winner with every chip', () => {
    const st = answer('standings');
    expect(st.completed).toBe(true);
    expect(st.lines.map((l: { place: number }) => l.place)).toEqual([1, 2, 3]);
    expect(st.lines[0]).toMatchObject({ playerId: st.winnerId, stack: 3 * 15_000 });
  });

  it('DECISION-3: the prizes add up to the pool and the winner is paid against his document', () => {
    const pool = answer('prizePool');
    const payouts = answer('payouts');
    expect(pool.amount).toBe(3 * 45_000);
    expect(payouts.totalAwarded).toBe(pool.amount);
    expect(payouts.receipts[0]).toMatchObject({ place: 1, playerId: answer('standings').winnerId });
    expect(payouts.totalPaid).toBe(payouts.receipts[0].amount);
  });

  it('the regulator finds a balanced ledger and an intact hash chain', () => {
    expect(answer('ledger').imbalance).toBe(0);
    expect(answer('verifyTournament')).toMatchObject({ ok: true });
  });

  it('DECISION-13, 14: the protested warning is annulled and no longer counted', () => {
    expect(answer('penalties').nodes).toEqual([
      expect.objectContaining({ clause: 'Art. 20', sanctionStatus: 'annulled', counted: false }),
    ]);
    expect(answer('protestCaseFile').protest).toMatchObject({ outcome: 'annulled' });
  });

  it('DECISION-1: every player of the approved calendar scores points, the winner most', () => {
    const ranking = answer('nationalRanking');
    expect(ranking.totalCount).toBe(3);
    expect(ranking.nodes[0].playerId).toBe(answer('standings').winnerId);
    expect(ranking.nodes.every((n: { points: number }) => n.points > 0)).toBe(true);
  });
});
