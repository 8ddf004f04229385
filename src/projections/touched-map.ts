/**
 * A Map that notes the keys its users reached: got, set or deleted, or all of them when they
 * iterated it (issue 17). The event handlers of the operations and display folds change rows
 * in place after a `get`, so the keys noted are the rows an event may have changed: the batch
 * writes or compares just those, and a bet at one table costs the same at 20,000 entrants as at
 * 20. Nothing is compared or serialised here.
 */
export class TouchedMap<V> extends Map<string, V> {
  private readonly keysSeen = new Set<string>();
  private everything = false;

  override get(key: string): V | undefined {
    const v = super.get(key);
    if (v !== undefined) this.keysSeen.add(key);
    return v;
  }

  override set(key: string, value: V): this {
    // Map's constructor calls set before the fields exist; this map is always built empty.
    this.keysSeen?.add(key);
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    this.keysSeen.add(key);
    return super.delete(key);
  }

  override values(): MapIterator<V> {
    this.everything = true;
    return super.values();
  }

  override entries(): MapIterator<[string, V]> {
    this.everything = true;
    return super.entries();
  }

  override [Symbol.iterator](): MapIterator<[string, V]> {
    this.everything = true;
    return super[Symbol.iterator]();
  }

  override forEach(fn: (value: V, key: string, map: Map<string, V>) => void): void {
    this.everything = true;
    super.forEach(fn);
  }

  /** A value without noting its key (the fold's own reads of its rows). */
  peek(key: string): V | undefined {
    return super.get(key);
  }

  /** The values without noting anything (the fold's own reads of its rows). */
  quietValues(): MapIterator<V> {
    return super.values();
  }

  /** The keys reached since the last call (every key the map holds or held when iterated). */
  takeTouched(): Iterable<string> {
    const out = this.everything ? new Set([...this.keysSeen, ...super.keys()]) : this.keysSeen;
    const copy = [...out];
    this.keysSeen.clear();
    this.everything = false;
    return copy;
  }
}
