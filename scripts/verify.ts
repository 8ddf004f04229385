/**
 * Checks a regulator bundle offline, with no database (issue 7). Exits 0 when intact, 1
 * naming the first bad file and line otherwise, 2 on bad usage.
 * Usage: npm run verify -- BUNDLE_DIR [--head EXPECTED_CHAIN_HEAD]
 */
import { verifyBundle } from '../src/regulator/verify-bundle';

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir || dir.startsWith('--')) {
    console.error('Usage: npm run verify -- BUNDLE_DIR [--head EXPECTED_CHAIN_HEAD]');
    process.exit(2);
  }
  const i = process.argv.indexOf('--head');
  const expectedHead = i >= 0 ? process.argv[i + 1] : undefined;
  const r = await verifyBundle(dir);
  if (!r.ok) {
    const p = r.problem!;
    console.log(`ALTERED ${p.file}${p.line ? ` line ${p.line}` : ''}: ${p.reason}`);
    process.exitCode = 1;
    return;
  }
  // The manifest is not signed: the chain head received out of band is the anchor.
  if (expectedHead && expectedHead !== r.chainHead) {
    console.log(`ALTERED chain head ${r.chainHead} is not the expected ${expectedHead}`);
    process.exitCode = 1;
    return;
  }
  console.log(`ok ${r.eventsChecked} events, chain head ${r.chainHead}`);
}

void main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
