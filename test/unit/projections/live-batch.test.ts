import { nextLiveBatch } from '../../../src/projections/runtime/live';

describe('live batches sized to stay short tasks (issue 22: no synchronous task over 50 ms)', () => {
  it('given a batch of 1,000 that held the loop 120 ms in one task, then the next batches hold about 12 ms of it', () => {
    expect(nextLiveBatch(1000, 1000, 120, 1000)).toBe(100);
  });

  it('given a batch whose commit gave the loop a turn (the driver did real I/O), then its size stays', () => {
    expect(nextLiveBatch(1000, 1000, undefined, 1000)).toBe(1000);
  });

  it('given full batches that run well under the target, then the size doubles back to the runtime batch size, no further', () => {
    expect(nextLiveBatch(100, 100, 2, 1000)).toBe(200);
    expect(nextLiveBatch(800, 800, 2, 1000)).toBe(1000);
    // A short batch says nothing about a fuller one.
    expect(nextLiveBatch(100, 10, 2, 1000)).toBe(100);
  });

  it('given a very slow batch, then the size does not fall below a floor', () => {
    expect(nextLiveBatch(50, 50, 10_000, 1000)).toBe(8);
  });
});
