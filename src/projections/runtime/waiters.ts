/**
 * Read-your-writes: promises that resolve once named projections have folded in a position
 * (the API awaits the position a mutation returned before answering).
 */
import { ProjectionTimeoutError } from './errors';

interface Waiter {
  readonly position: number;
  readonly names: readonly string[];
  readonly resolve: () => void;
}

export class Waiters {
  private waiters: Waiter[] = [];

  /** `minPosition(names)`: the lowest checkpoint among `names`. */
  constructor(
    private readonly minPosition: (names: readonly string[]) => number,
    private readonly position: (name: string) => number,
  ) {}

  wait(position: number, names: readonly string[], timeoutMs = 5_000): Promise<void> {
    if (this.minPosition(names) >= position) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(
          new ProjectionTimeoutError(
            position,
            names.filter((n) => this.position(n) < position),
          ),
        );
      }, timeoutMs);
      const waiter: Waiter = {
        position,
        names,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Resolves every waiter whose projections have all reached its position. */
  notify(): void {
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (this.minPosition(w.names) >= w.position) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }
}
