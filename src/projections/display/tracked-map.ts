/**
 * A Map that notes the keys its handlers touched (issue 17: an event writes the rows it
 * changes). A row read is a row that may be changed in place, so `get` marks its key too;
 * walking the rows (a seat draw reseats everyone) marks them all. Nothing is compared or
 * serialised: the cost follows the rows an event names, not the size of the field.
 */
export class TrackedMap<V> extends Map<string, V> {
  private touched = new Set<string>();
  private everything = false;

  override get(key: string): V | undefined {
    const v = super.get(key);
    if (v !== undefined) this.touched.add(key);
    return v;
  }

  override set(key: string, value: V): this {
    // Map's constructor adds its entries through set before the fields exist.
    this.touched?.add(key);
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    this.touched.add(key);
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
    return this.entries();
  }

  override forEach(fn: (value: V, key: string, map: Map<string, V>) => void): void {
    this.everything = true;
    super.forEach(fn);
  }

  /** The row without marking it (for reading the rows back once the batch is folded). */
  peek(key: string): V | undefined {
    return super.get(key);
  }

  /** The keys touched since the last call (every key, present or deleted, after a walk). */
  take(): Iterable<string> {
    const out = this.everything ? new Set([...super.keys(), ...this.touched]) : this.touched;
    this.touched = new Set();
    this.everything = false;
    return out;
  }
}
