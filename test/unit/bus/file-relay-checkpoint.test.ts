import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { busConfigFromEnv } from '../../../src/bus/bus-config';
import { FileRelayCheckpoint } from '../../../src/bus/relay-checkpoint';
import { startRelayFromEnv } from '../../../src/bus/start-relay';
import { ReadOnlyStore } from './feed-fixtures';

describe('relay checkpoint file (issue 9: the relay owns its own checkpoint)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'relay-cp-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('issue 9: a relay that never ran starts from position 0', async () => {
    expect(await new FileRelayCheckpoint(join(dir, 'none.json')).load()).toBe(0);
  });

  it('issue 9: the saved position survives a new process and leaves no temp file', async () => {
    const path = join(dir, 'sub', 'cp.json');
    await new FileRelayCheckpoint(path).save(41);
    await new FileRelayCheckpoint(path).save(1234);
    expect(await new FileRelayCheckpoint(path).load()).toBe(1234);
    expect(readdirSync(join(dir, 'sub'))).toEqual(['cp.json']);
  });

  it('issue 9: a corrupt checkpoint stops the relay instead of silently restarting at 0', async () => {
    const path = join(dir, 'cp.json');
    writeFileSync(path, '{"position":"x"}');
    await expect(new FileRelayCheckpoint(path).load()).rejects.toThrow(/corrupt/);
  });
});

describe('feed configuration (infra/README.md environment variables)', () => {
  it('issue 9: without LEDGER_KAFKA_BROKERS there is no feed; the topic defaults to tournament-events', () => {
    const c = busConfigFromEnv({});
    expect(c.brokers).toEqual([]);
    expect(c.topic).toBe('tournament-events');
  });

  it('issue 9: the API starts no relay when LEDGER_KAFKA_BROKERS is unset', () => {
    const lines: string[] = [];
    expect(startRelayFromEnv(new ReadOnlyStore([]), {}, (l) => lines.push(l))).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('issue 9: a broker list is split on commas and a bad batch size is refused', () => {
    expect(busConfigFromEnv({ LEDGER_KAFKA_BROKERS: 'k1:9092, k2:9092,' }).brokers).toEqual([
      'k1:9092',
      'k2:9092',
    ]);
    expect(() => busConfigFromEnv({ LEDGER_RELAY_BATCH: '0' })).toThrow(/LEDGER_RELAY_BATCH/);
  });
});
