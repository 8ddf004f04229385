/**
 * Upcasters (DESIGN.md "Events"): stored events are never rewritten; when an event's shape
 * changes, its type gets a new schemaVersion and an upcaster from the previous version. Events
 * are upcast on read, step by step, to the latest version a reader knows.
 */
export type Upcast = (data: unknown) => unknown;

interface Versioned {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
}

export class UpcasterRegistry {
  /** type -> fromVersion -> upcast to fromVersion + 1 */
  private readonly steps = new Map<string, Map<number, Upcast>>();
  private readonly latest = new Map<string, number>();

  /** Declares the current schema version of a type (used for new events). */
  current(type: string, version: number): this {
    this.latest.set(type, Math.max(version, this.latest.get(type) ?? 1));
    return this;
  }

  /** Registers the step fromVersion -> fromVersion + 1 for a type. */
  register(type: string, fromVersion: number, upcast: Upcast): this {
    let byVersion = this.steps.get(type);
    if (!byVersion) this.steps.set(type, (byVersion = new Map()));
    if (byVersion.has(fromVersion))
      throw new Error(`Upcaster ${type} v${fromVersion} -> v${fromVersion + 1} registered twice`);
    byVersion.set(fromVersion, upcast);
    return this.current(type, fromVersion + 1);
  }

  latestVersion(type: string): number {
    return this.latest.get(type) ?? 1;
  }

  /** The event at the latest known version of its type; the same object when nothing changes. */
  upcast<T extends Versioned>(event: T): T {
    const byVersion = this.steps.get(event.type);
    if (!byVersion) return event;
    let version = event.schemaVersion;
    let data = event.data;
    for (let step = byVersion.get(version); step; step = byVersion.get(version)) {
      data = step(data);
      version += 1;
    }
    return version === event.schemaVersion ? event : { ...event, schemaVersion: version, data };
  }
}

/** A registry with no upcasters: every type is at version 1 unless declared. */
export const noUpcasters = (): UpcasterRegistry => new UpcasterRegistry();
