/**
 * Registration into one large tournament (issue 22): the real server, federation members
 * enrolled beforehand (not timed), then one `registerPlayer` at a time over HTTP. Prints the
 * rate per block of entries and the last block's rate against the first (a flat cost per
 * entry is 1.0).
 *
 *   npm run bench:registration -- entrants=3000 block=300 [store=postgres]
 */
import { gql } from '../test/e2e/support/graphql';
import { enrolMember, federationToken } from '../test/e2e/support/members';
import { CREATE, OPEN, REGISTER, createInput, playerInput } from '../test/e2e/support/operations';
import { startServer } from '../test/e2e/support/server';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => a.split('=') as [string, string]),
) as Record<string, string>;
const N = Number(args.entrants ?? 3000);
const BLOCK = Number(args.block ?? 300);
const env =
  args.store === 'postgres'
    ? {
        LEDGER_STORE: 'postgres',
        DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      }
    : {};

async function main() {
  const server = await startServer(env);
  try {
    const director = server.token({ sub: 'td', role: 'director' });
    const floor = server.token({ sub: 'fl', role: 'floor' });
    const ok = async (q: string, v: Record<string, unknown>, token: string) => {
      const r = await gql<Record<string, unknown>>(server.url, q, v, token);
      if (r.errors) throw new Error(JSON.stringify(r.errors));
    };
    const T = 'registration-bench';
    const players = Array.from({ length: N }, (_, i) => playerInput(`${T}-p${i}`));
    const fed = federationToken(server);
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < players.length) await enrolMember(server.url, fed, players[next++]);
      }),
    );
    await ok(
      CREATE,
      {
        input: createInput(T, {
          seatsPerTable: 10,
          levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 240 }],
        }),
      },
      director,
    );
    await ok(OPEN, { id: T }, director);
    const rates: number[] = [];
    let t0 = performance.now();
    for (let i = 0; i < N; i++) {
      await ok(REGISTER, { id: T, input: players[i] }, floor);
      if ((i + 1) % BLOCK === 0) {
        const t = performance.now();
        rates.push((BLOCK * 1000) / (t - t0));
        console.log(`${i + 1} entrants: ${rates.at(-1)!.toFixed(1)} registrations/s`);
        t0 = t;
      }
    }
    if (rates.length > 1)
      console.log(
        `last block / first block: ${(rates.at(-1)! / rates[0]).toFixed(2)}x (flat cost per entry: 1.00x)`,
      );
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
