/**
 * In-process LRU of aggregate states at a known revision, so a busy tournament is not reloaded
 * from the store for every command. An entry may be stale (another process appended): that is
 * safe, because the append's expected revision is the entry's revision and a stale one conflicts.
 */
export interface CachedState<S> {
  revision: number;
  state: S;
}

export class StateCache<S> {
  private readonly entries = new Map<string, CachedState<S>>();

  constructor(private readonly capacity: number) {}

  get(streamId: string): CachedState<S> | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, entry: CachedState<S>): void {
    if (this.capacity <= 0) return;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    while (this.entries.size > this.capacity)
      this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }

  get size(): number {
    return this.entries.size;
  }
}
