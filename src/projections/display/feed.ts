import { tournamentIdOf, type StoredEvent } from '../../events/envelope';
import type { DisplayView } from './view';

export type ViewListener = (view: DisplayView) => void;

/**
 * Live updates for the hall monitors (issue 10): after each batch the projection runtime has
 * COMMITTED, the display documents of the tournaments it touched are read back and handed to
 * the listeners of those tournaments. Reading after the commit means a subscriber never sees
 * a state that a rolled-back batch would take back.
 */
export class DisplayFeed {
  private readonly listeners = new Map<string, Set<ViewListener>>();
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly read: (tournamentId: string) => Promise<DisplayView | null>,
    private readonly log: (message: string) => void = (m) => console.warn(`[display] ${m}`),
  ) {}

  /** Called by the runtime after a committed batch; batches are delivered in commit order. */
  committed(events: readonly StoredEvent[]): void {
    const ids = new Set<string>();
    for (const e of events) {
      const id = tournamentIdOf(e.streamId);
      if (id !== undefined && this.listeners.has(id)) ids.add(id);
    }
    if (ids.size === 0) return;
    this.chain = this.chain.then(() => this.deliver(ids));
  }

  /** Starts listening to one tournament; the returned function stops. */
  listen(tournamentId: string, listener: ViewListener): () => void {
    let set = this.listeners.get(tournamentId);
    if (!set) this.listeners.set(tournamentId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(tournamentId) === set)
        this.listeners.delete(tournamentId);
    };
  }

  get listenerCount(): number {
    let n = 0;
    for (const s of this.listeners.values()) n += s.size;
    return n;
  }

  /** Resolves once every batch handed in so far has been delivered (for tests). */
  settled(): Promise<void> {
    return this.chain;
  }

  private async deliver(ids: ReadonlySet<string>): Promise<void> {
    for (const id of ids) {
      try {
        const view = await this.read(id);
        if (!view) continue;
        for (const l of [...(this.listeners.get(id) ?? [])]) l(view);
      } catch (e) {
        // A monitor misses one update, not the next: the next batch reads the row again.
        this.log(`could not read the display of ${id}: ${e instanceof Error ? e.message : e}`);
      }
    }
  }
}
