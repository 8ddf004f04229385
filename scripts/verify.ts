/**
 * Checks a regulator bundle offline, with no database (issue 7). Exits 0 when intact, 1
 * naming the first bad file and line otherwise, 2 on bad usage.
 * Usage: npm run verify -- BUNDLE_DIR [--head EXPECTED_CHAIN_HEAD]
 *   --rules: then replays the events through the rule audit (issue 15; rule-audit.ts) and exits 1
 *   naming the first event that breaks an invariant.
 */
import { auditBundleRules } from '../src/regulator/rule-audit-bundle';
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
  if (process.argv.includes('--rules')) {
    const a = await auditBundleRules(dir);
    if (a.broken) {
      const b = a.broken;
      console.log(
        `RULE BROKEN events.jsonl line ${b.line} (${b.type}, revision ${b.revision}): ${b.invariant} [${b.citation}]: ${b.detail}`,
      );
      process.exitCode = 1;
      return;
    }
    console.log(`rules ok ${a.eventsAudited} events replayed, ${a.invariants} invariants held`);
  }
  console.log(`ok ${r.eventsChecked} events, chain head ${r.chainHead}`);
}

void main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
