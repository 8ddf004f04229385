/**
 * Recomputes the hash chain of one or every stream in the configured store and reports the
 * first broken revision (the regulator's check, DESIGN.md "Events").
 * Usage: npx tsx scripts/verify-stream.ts [streamId ...]   (LEDGER_STORE / LEDGER_DB / DATABASE_URL)
 */
import { verifyStream } from '../src/events/hash-chain';
import { createEventStore } from '../src/store/create-store';

async function main(): Promise<void> {
  const store = await createEventStore();
  try {
    let streams = process.argv.slice(2);
    if (streams.length === 0) {
      const seen = new Set<string>();
      for (let after = 0; ;) {
        const batch = await store.readAll(after, 5000);
        if (batch.length === 0) break;
        for (const e of batch) seen.add(e.streamId);
        after = batch[batch.length - 1].globalPosition;
      }
      streams = [...seen];
    }
    let broken = 0;
    for (const streamId of streams) {
      const v = verifyStream(await store.readStream(streamId));
      if (v.ok) console.log(`ok      ${streamId}: ${v.eventsChecked} events, head ${v.head}`);
      else {
        broken += 1;
        console.log(`BROKEN  ${streamId}: at revision ${v.firstBrokenRevision}: ${v.reason}`);
      }
    }
    console.log(`${streams.length} stream(s) checked, ${broken} broken`);
    process.exitCode = broken > 0 ? 1 : 0;
  } finally {
    await store.close();
  }
}

void main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
