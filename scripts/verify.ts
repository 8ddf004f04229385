/**
 * Checks a regulator bundle offline, with no database (issue 7). Exits 0 when intact, 1
 * naming the first bad file and line otherwise, 2 on bad usage.
 * Usage: npm run verify -- BUNDLE_DIR [--head EXPECTED_CHAIN_HEAD] [--key PUBKEY]
 *                          [--earlier OLD_BUNDLE_DIR_OR_MANIFEST ...] [--rules]
 * --rules: then replays the events through the rule audit (issue 15; rule-audit.ts) and exits 1
 * naming the first event that breaks an invariant.
 * --key: the operator's published public key (PEM file or text): the bundle's signed
 * checkpoints must be signed by it (issue 15: a truncated, recomputed or re-signed chain fails).
 * --earlier: a bundle of the same tournament received before (repeatable): this one must hold
 * the hashes that one's checkpoints signed.
 */
import type { KeyObject } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleManifest } from '../src/regulator/bundle';
import { auditBundleRules } from '../src/regulator/rule-audit-bundle';
import { verifyBundle } from '../src/regulator/verify-bundle';
import { keyFingerprint, type SignedCheckpoint } from '../src/store/checkpoints';
import { loadPublicKey } from '../src/store/signing-key';

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir || dir.startsWith('--')) {
    console.error(
      'Usage: npm run verify -- BUNDLE_DIR [--head EXPECTED_CHAIN_HEAD] [--key PUBKEY] [--earlier OLD_BUNDLE ...] [--rules]',
    );
    process.exit(2);
  }
  const i = process.argv.indexOf('--head');
  const expectedHead = i >= 0 ? process.argv[i + 1] : undefined;
  const k = process.argv.indexOf('--key');
  let publicKey: KeyObject | undefined;
  if (k >= 0) {
    const source = process.argv[k + 1];
    if (!source || source.startsWith('--')) {
      console.error('--key needs the public key: a PEM file or PEM text');
      process.exit(2);
    }
    publicKey = loadPublicKey(source);
  }
  const earlier: SignedCheckpoint[] = [];
  process.argv.forEach((arg, i) => {
    const source = process.argv[i + 1];
    if (arg !== '--earlier' || !source) return;
    const file = statSync(source).isDirectory() ? join(source, 'manifest.json') : source;
    const m = JSON.parse(readFileSync(file, 'utf8')) as BundleManifest;
    earlier.push(...(m.signing?.checkpoints ?? []));
  });
  const r = await verifyBundle(dir, { publicKey, earlier });
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
  if (r.signatures === 'trusted')
    console.log(
      `signed checkpoint at revision ${r.signedRevision} verified with key ${publicKey ? keyFingerprint(publicKey) : ''}`,
    );
  else if (r.signatures === 'self-signed')
    console.log(
      `checkpoints signed by key ${r.keyFingerprint}, checked only against the key the bundle carries: pass --key with the operator's published key`,
    );
  else console.log('no signed checkpoint in the bundle');
}

void main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
