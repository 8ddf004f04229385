import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

/**
 * The relay's own progress: the global position of the last event the broker acknowledged.
 * Owned by the relay alone, so several read models and the relay never contend for it.
 */
export interface RelayCheckpoint {
  load(): Promise<number>;
  save(position: number): Promise<void>;
}

export class MemoryRelayCheckpoint implements RelayCheckpoint {
  constructor(private position = 0) {}
  async load(): Promise<number> {
    return this.position;
  }
  async save(position: number): Promise<void> {
    this.position = position;
  }
}

/**
 * A small JSON file replaced atomically (write temp, fsync, rename): after a crash the file
 * holds either the previous or the new position, never a torn one.
 */
export class FileRelayCheckpoint implements RelayCheckpoint {
  constructor(readonly path: string) {}

  async load(): Promise<number> {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw e;
    }
    const parsed = JSON.parse(text) as { position?: unknown };
    if (typeof parsed.position !== 'number' || !Number.isSafeInteger(parsed.position)) {
      throw new Error(`Relay checkpoint ${this.path} is corrupt: ${text}`);
    }
    return parsed.position;
  }

  async save(position: number): Promise<void> {
    mkdirSync(dirname(this.path), { recursive: true });
    const tmp = `${this.path}.tmp`;
    const fd = openSync(tmp, 'w');
    try {
      writeSync(fd, JSON.stringify({ position }));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, this.path);
  }
}
