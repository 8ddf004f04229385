import { randomFillSync } from 'node:crypto';

/**
 * UUID v7 (RFC 9562): 48-bit Unix milliseconds, then random bits. Ids sort by creation time,
 * which keeps the event_id unique index append-mostly. Within one millisecond a 12-bit counter
 * (RFC 9562 §6.2 method 1) in rand_a keeps ids from this process strictly increasing.
 * Uses the clock and randomness, so it lives at the edge, not in the pure domain.
 */
const pool = Buffer.alloc(10 * 256);
let poolOffset = pool.length;
let lastMs = -1;
let counter = 0;

const HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function uuidv7(nowMs: number = Date.now()): string {
  if (poolOffset + 10 > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const r = poolOffset;
  poolOffset += 10;
  let ms = nowMs;
  if (ms <= lastMs) {
    ms = lastMs;
    counter += 1;
    if (counter > 0xfff) {
      // Counter exhausted within one millisecond: borrow the next millisecond.
      ms = lastMs + 1;
      counter = pool[r] & 0x7f;
    }
  } else {
    counter = pool[r] & 0x7f; // random start leaves room to count up
  }
  lastMs = ms;
  const b = new Array<number>(16);
  const hi = Math.floor(ms / 2 ** 16);
  b[0] = (hi >>> 24) & 0xff;
  b[1] = (hi >>> 16) & 0xff;
  b[2] = (hi >>> 8) & 0xff;
  b[3] = hi & 0xff;
  b[4] = (ms >>> 8) & 0xff;
  b[5] = ms & 0xff;
  b[6] = 0x70 | ((counter >>> 8) & 0x0f);
  b[7] = counter & 0xff;
  b[8] = 0x80 | (pool[r + 1] & 0x3f);
  for (let i = 9; i < 16; i++) b[i] = pool[r + i - 7];
  let s = '';
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) s += '-';
    s += HEX[b[i]];
  }
  return s;
}

/** Milliseconds since the Unix epoch encoded in a UUID v7. */
export function uuidv7Time(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}
