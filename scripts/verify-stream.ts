/**
 * Recomputes the hash chain of one or every stream in the configured store and reports the
 * first broken revision (the regulator's check, DESIGN.md "Events"). The chain's end is compared
 * with the store's head record, and with the checkpoints the server signed (issue 15), so
 * events deleted from the end, or a chain rewritten and recomputed, are reported too.
 * Usage: npx tsx scripts/verify-stream.ts [--key PUBKEY] [streamId ...]
 *        (LEDGER_STORE / LEDGER_DB / DATABASE_URL; --key: the checkpoints must be signed by it)
 */
import type { KeyObject } from 'node:crypto';
import { createEventStore } from '../src/store/create-store';
import { loadPublicKey } from '../src/store/signing-key';
import { verifyStoredStream } from '../src/store/verify-stored-stream';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const k = args.indexOf('--key');
  let publicKey: KeyObject | undefined;
  if (k >= 0) {
    publicKey = loadPublicKey(args[k + 1] ?? '');
    args.splice(k, 2);
  }
  const store = await createEventStore();
  try {
    let streams = args;
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
      const v = await verifyStoredStream(store, streamId, publicKey);
      if (v.ok) console.log(`ok      ${streamId}: ${v.eventsChecked} events, head ${v.head}`);
      else {
        broken += 1;
        console.log(
          `BROKEN  ${streamId}: at revision ${v.firstBroken?.revision}: ${v.firstBroken?.reason}`,
        );
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
