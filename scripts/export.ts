/**
 * Writes the regulator bundle of one tournament (issue 7).
 * Usage: npm run export -- --tournament ID --out DIR   (LEDGER_STORE / LEDGER_DB / DATABASE_URL)
 */
import { writeRegulatorBundle } from '../src/regulator/bundle';
import { createEventStore } from '../src/store/create-store';
import { startProgress } from './progress';
import { signerFromEnv } from '../src/store/signing-key';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const tournamentId = arg('tournament');
  const out = arg('out');
  if (!tournamentId || !out) {
    console.error('Usage: npm run export -- --tournament ID --out DIR');
    process.exit(2);
  }
  // The server's key (LEDGER_SIGNING_KEY, or the development key beside LEDGER_DB): every
  // export signs the stream's head (issue 15).
  const signer = signerFromEnv();
  const store = await createEventStore();
  try {
    let bar: ReturnType<typeof startProgress> | undefined;
    const m = await writeRegulatorBundle(
      store,
      tournamentId,
      out,
      new Date().toISOString(),
      signer,
      (written, total) => {
        bar ??= startProgress('export', total, { unit: 'events' });
        bar.update(written, 'events.jsonl');
      },
    );
    bar?.stop('events.jsonl, CSVs and report written');
    console.log(`bundle  ${out}`);
    console.log(
      `events  ${m.eventCount} (global positions ${m.firstGlobalPosition}-${m.lastGlobalPosition})`,
    );
    console.log(`head    ${m.chainHead}`);
    for (const [name, f] of Object.entries(m.files))
      console.log(`file    ${name} ${f.bytes} bytes sha256 ${f.sha256}`);
    if (m.signing)
      console.log(
        `signed  revision ${m.chain?.revision} by key ${m.signing.keyFingerprint} (${m.signing.checkpoints.length} checkpoint(s))`,
      );
    if (m.chain && !m.chain.verified) {
      console.error(`chain does not verify, bundle NOT signed: ${m.chain.problem}`);
      process.exitCode = 1;
    }
    if (m.ledgerImbalance !== 0) {
      console.error(`ledger does not balance: ${m.ledgerImbalance}`);
      process.exitCode = 1;
    }
  } finally {
    await store.close();
  }
}

void main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
