/**
 * The rule audit (rule-audit.ts) of a regulator bundle on disk: events.jsonl read line by line,
 * so memory grows with the tournament's state, not with the file. Run it after the hash check
 * (verify-bundle.ts): it trusts each line to be an event and judges what the events say.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { StoredEvent } from '../events/envelope';
import { RuleAudit, type RuleAuditResult } from './rule-audit';

export async function auditBundleRules(dir: string): Promise<RuleAuditResult> {
  const audit = new RuleAudit();
  const lines = createInterface({
    input: createReadStream(join(dir, 'events.jsonl'), { encoding: 'utf8' }),
    crlfDelay: Infinity,
  });
  let n = 0;
  try {
    for await (const line of lines) {
      n += 1;
      if (audit.add(JSON.parse(line) as StoredEvent, n)) return audit.result();
    }
  } finally {
    lines.close();
  }
  return audit.finish();
}
