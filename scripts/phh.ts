/**
 * PHH command line (issue 3):
 *   npm run -s phh -- replay FILE.phh     one JSON line {"finishing_stacks":[...]} per hand, or exit 1
 *                                         with {"error":{"action":N,"code":...,"ruleRef":...,"message":...}}
 *   npm run -s phh -- export FILE.phh     replay, then write the engine's hand record back as PHH
 *   npm run -s phh -- export FILE.json    a JSON hand record {config, actions, fields?, scale?} as PHH
 * N is the 1-based position in the file's `actions` array (0 = the hand's set-up).
 */
import { readFileSync } from 'node:fs';
import { replay as replayEngine } from '../src/poker/hand';
import type { HandAction, HandConfig } from '../src/poker/hand-types';
import { exportPhh } from '../src/poker/phh/export';
import { parsePhh, PhhError } from '../src/poker/phh/parse';
import { replayPhh } from '../src/poker/phh/replay';
import type { TomlTable } from '../src/poker/phh/toml';

interface JsonHandRecord {
  config: HandConfig;
  actions: HandAction[];
  fields?: TomlTable;
  scale?: number;
}

const fail = (error: { action: number; code: string; ruleRef: string; message: string }): never => {
  process.stdout.write(JSON.stringify({ error }) + '\n');
  process.exit(1);
};

function parseOrFail(file: string) {
  try {
    return parsePhh(readFileSync(file, 'utf8'));
  } catch (e) {
    const err = e as Error & { code?: string; action?: number };
    return fail({
      action: e instanceof PhhError && e.action !== undefined ? e.action + 1 : 0,
      code: typeof err.code === 'string' ? err.code : 'PHH_SYNTAX',
      ruleRef: 'PHH.md 7',
      message: err.message,
    });
  }
}

function replayCommand(file: string): void {
  for (const hand of parseOrFail(file)) {
    const out = replayPhh(hand);
    if (!out.ok) fail({ action: out.action, ...out.rejection });
    else
      process.stdout.write(
        JSON.stringify({ finishing_stacks: out.finishingStacks.map((s) => s / hand.scale) }) + '\n',
      );
  }
}

function exportCommand(file: string): void {
  if (file.endsWith('.json')) {
    const record = JSON.parse(readFileSync(file, 'utf8')) as JsonHandRecord;
    const out = replayEngine(record.config, record.actions);
    if (!out.ok) fail({ action: out.index + 1, ...out.rejection });
    else
      process.stdout.write(
        exportPhh({ state: out.state, scale: record.scale, fields: record.fields }),
      );
    return;
  }
  const hands = parseOrFail(file);
  hands.forEach((hand, k) => {
    const out = replayPhh(hand);
    if (!out.ok) fail({ action: out.action, ...out.rejection });
    else {
      if (hands.length > 1) process.stdout.write(`${k ? '\n' : ''}[${k + 1}]\n`);
      process.stdout.write(exportPhh({ state: out.state, scale: hand.scale, fields: hand.extra }));
    }
  });
}

const [command, file] = process.argv.slice(2);
const commands: Record<string, (f: string) => void> = {
  replay: replayCommand,
  export: exportCommand,
};
if (!command || !file || !commands[command]) {
  process.stderr.write(
    'usage: npm run -s phh -- replay FILE.phh | export FILE.phh | export RECORD.json\n',
  );
  process.exit(2);
}
commands[command](file);
