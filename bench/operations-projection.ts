/**
 * The operations and display read models (issues 4, 10, 17) under a live tournament: cost of one
 * small batch (what the server's subscription delivers per command) by event type and field
 * size, the rebuild rate, and what reading the display document back costs (a query, a push).
 * After the hands, office events (issue 17): the clock paused and resumed, each its own batch;
 * they should cost the same whatever the field's size.
 * Prints figures; asserts nothing.
 *   npm run bench:operations -- 1000 5000 20000
 */
import { displayProjection } from '../src/projections/display/projection';
import { getDisplayView } from '../src/projections/display/queries';
import { operationsProjection } from '../src/projections/operations/projection';
import type { Projection } from '../src/projections/projection';
import { ProjectionRuntime } from '../src/projections/runtime';
import { MemoryEventStore } from '../src/store/memory/memory-event-store';
import type { Actor } from '../src/events/envelope';
import { T } from '../test/support/tournament-fixtures';
import { DEALER, Table } from '../test/unit/hands/support';
import { appendTo, memoryReadModel } from '../test/unit/projections/support';

async function run(players: number, hands: number) {
  const t = new Table({ seatsPerTable: 10 }, players).as(DEALER);
  const head = t.events.length;
  for (let h = 0; h < hands; h++) {
    t.start();
    t.post();
    for (;;) {
      const seat = t.hand.seats.find((x) => t.tryAct(x, 'fold').ok);
      if (seat === undefined) break;
      t.act(seat, 'fold');
    }
    t.complete();
  }
  // Office events, each a batch of its own (the director's commands between hands).
  const director: Actor = { id: 'td-1', role: 'director' };
  t.as(director);
  for (let i = 0; i < 20; i++) {
    t.do({ type: 'PauseClock', tournamentId: T, reason: 'dispute at a table' });
    t.do({ type: 'ResumeClock', tournamentId: T });
  }
  const store = new MemoryEventStore();
  await appendTo(store, T, t.events);
  const all = await store.readAll(0, 10_000_000);
  for (const p of [operationsProjection, displayProjection])
    await measure(p, store, all, head, players);
  await store.close();
}

async function measure(
  projection: Projection,
  store: MemoryEventStore,
  all: Awaited<ReturnType<MemoryEventStore['readAll']>>,
  head: number,
  players: number,
) {
  const rebuildDs = await memoryReadModel([projection]);
  const t0 = performance.now();
  await new ProjectionRuntime(store, rebuildDs, [projection]).catchUp();
  const rebuildMs = performance.now() - t0;
  await rebuildDs.destroy();

  const ds = await memoryReadModel([projection]);
  const rt = new ProjectionRuntime(store, ds, [projection]);
  await rt.applyBatch(projection.name, all.slice(0, head));
  const cost = new Map<string, { n: number; ms: number }>();
  for (let i = head; i < all.length; i++) {
    const s = performance.now();
    await rt.applyBatch(projection.name, all.slice(i, i + 1));
    const c = cost.get(all[i].type) ?? { n: 0, ms: 0 };
    c.n += 1;
    c.ms += performance.now() - s;
    cost.set(all[i].type, c);
  }
  // What a query or a push costs: the document read back (display only).
  let readMs = NaN;
  if (projection === displayProjection) {
    const r0 = performance.now();
    for (let i = 0; i < 20; i++) await getDisplayView(ds, T);
    readMs = (performance.now() - r0) / 20;
  }
  await ds.destroy();
  console.log(
    `${projection.name}, ${players} players, ${all.length} events: rebuild ${Math.round(all.length / (rebuildMs / 1000))} events/s`,
  );
  for (const [type, c] of cost)
    console.log(`  live batch of one ${type}: ${(c.ms / c.n).toFixed(2)} ms (${c.n} batches)`);
  if (!Number.isNaN(readMs)) console.log(`  document read back: ${readMs.toFixed(2)} ms`);
}

async function main() {
  const sizes = process.argv.slice(2).map(Number).filter(Boolean);
  for (const n of sizes.length ? sizes : [100, 1000, 5000]) await run(n, 20);
}

void main();
