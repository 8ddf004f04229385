import {
  ANY,
  END,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendStreamState,
  type KurrentDBClient,
  type Position,
} from '@kurrent/kurrentdb-client';

/**
 * An in-memory stand-in for a KurrentDB server, with the semantics the adapter relies on:
 * sparse $all positions ({commit, prepare}, events of one append share the commit), system
 * events interleaved in $all, optimistic concurrency with the server's error, the idempotent
 * resend of the same event ids at the same expected revision, inclusive readAll and exclusive
 * subscribeToAll start positions, StreamNotFoundError on reading a missing stream. Lets the
 * store contract run against the adapter where no server exists (CI here).
 */
interface Rec {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  isJson: true;
  created: Date;
  position: Position;
}

interface EventDataLike {
  id: string;
  type: string;
  data: unknown;
  metadata?: unknown;
}

const tick = () => new Promise<void>((r) => setImmediate(r));

export class FakeKurrentDB {
  readonly all: Rec[] = [];
  readonly streams = new Map<string, Rec[]>();
  readonly metadata = new Map<string, unknown>();
  private cursor = 1_000n;
  private appends = 0;
  private readonly waiters = new Set<() => void>();

  async appendToStream(
    streamId: string,
    events: EventDataLike | EventDataLike[],
    options: { streamState?: AppendStreamState } = {},
  ) {
    await tick();
    const list = Array.isArray(events) ? events : [events];
    const existing = this.streams.get(streamId) ?? [];
    const current = existing.length === 0 ? NO_STREAM : BigInt(existing.length - 1);
    const state = options.streamState ?? ANY;
    if (typeof state === 'bigint') {
      const resend = list.every((e, i) => existing[Number(state) + 1 + i]?.id === e.id);
      if (resend && list.length > 0) {
        return {
          success: true,
          nextExpectedRevision: state + BigInt(list.length),
          position: undefined,
        };
      }
    }
    const ok =
      state === ANY ||
      (state === NO_STREAM && current === NO_STREAM) ||
      (state === STREAM_EXISTS && current !== NO_STREAM) ||
      (typeof state === 'bigint' && current === state);
    if (!ok) {
      throw new WrongExpectedVersionError(undefined, {
        streamName: streamId,
        expected: state,
        current,
      });
    }
    if (++this.appends % 3 === 0)
      this.write('$stats-127.0.0.1:2113', [
        { id: `sys-${this.appends}`, type: '$statsCollected', data: {} },
      ]);
    const recs = this.write(streamId, list);
    return {
      success: true,
      nextExpectedRevision: BigInt(existing.length + list.length - 1),
      position: recs[recs.length - 1].position,
    };
  }

  private write(streamId: string, list: EventDataLike[]): Rec[] {
    const stream = this.streams.get(streamId) ?? [];
    this.cursor += 4_096n;
    const commit = this.cursor;
    const recs = list.map((e, i) => {
      const rec: Rec = {
        streamId,
        id: e.id,
        revision: BigInt(stream.length + i),
        type: e.type,
        data: JSON.parse(JSON.stringify(e.data)),
        metadata: e.metadata === undefined ? undefined : JSON.parse(JSON.stringify(e.metadata)),
        isJson: true,
        created: new Date(0),
        position: { commit, prepare: commit - 4_000n + BigInt(i) * 100n },
      };
      return rec;
    });
    stream.push(...recs);
    this.streams.set(streamId, stream);
    this.all.push(...recs);
    for (const w of this.waiters) w();
    return recs;
  }

  async *readStream(
    streamId: string,
    options: {
      fromRevision?: bigint | typeof START | typeof END;
      direction?: string;
      maxCount?: bigint;
    } = {},
  ) {
    await tick();
    const stream = this.streams.get(streamId);
    if (!stream || stream.length === 0) throw new StreamNotFoundError(undefined, streamId);
    const max = Number(options.maxCount ?? BigInt(Number.MAX_SAFE_INTEGER));
    let out: Rec[];
    if (options.direction === 'backwards') {
      const from =
        options.fromRevision === END || options.fromRevision === undefined
          ? stream.length - 1
          : Number(options.fromRevision);
      out = stream.slice(0, from + 1).reverse();
    } else {
      const from = typeof options.fromRevision === 'bigint' ? Number(options.fromRevision) : 0;
      out = stream.slice(from);
    }
    for (const event of out.slice(0, max)) yield { event };
  }

  async *readAll(options: { fromPosition?: Position | typeof START; maxCount?: bigint } = {}) {
    await tick();
    const from = options.fromPosition;
    const startAt =
      from === undefined || from === START
        ? 0
        : this.all.findIndex((r) => !before(r.position, from));
    if (startAt < 0) return;
    const max = Number(options.maxCount ?? BigInt(Number.MAX_SAFE_INTEGER));
    for (const event of this.all.slice(startAt, startAt + max)) yield { event };
  }

  subscribeToAll(options: { fromPosition?: Position | typeof START } = {}) {
    const from = options.fromPosition;
    let i =
      from === undefined || from === START
        ? 0
        : this.all.findIndex((r) => before(from, r.position));
    if (i < 0) i = this.all.length;
    let stopped = false;
    let wake: (() => void) | undefined;
    const { all, waiters } = this;
    async function* iterate() {
      while (!stopped) {
        while (i < all.length && !stopped) {
          const event = all[i++];
          if (!event.streamId.startsWith('$')) yield { event };
        }
        if (stopped) return;
        await new Promise<void>((r) => {
          wake = r;
          waiters.add(r);
        });
        if (wake) waiters.delete(wake);
      }
    }
    const it = iterate();
    return Object.assign(it, {
      unsubscribe: async () => {
        stopped = true;
        wake?.();
      },
    });
  }

  async setStreamMetadata(streamId: string, metadata: unknown) {
    await tick();
    this.metadata.set(streamId, metadata);
    return { success: true };
  }

  async dispose() {
    for (const w of this.waiters) w();
  }

  asClient(): KurrentDBClient {
    return this as unknown as KurrentDBClient;
  }
}

function before(a: Position, b: Position): boolean {
  return a.commit < b.commit || (a.commit === b.commit && a.prepare < b.prepare);
}
