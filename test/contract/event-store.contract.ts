import { GENESIS_HASH, type ProposedEvent, type StoredEvent } from '../../src/events/envelope';
import { verifyStream } from '../../src/events/hash-chain';
import { generateKeyPairSync } from 'node:crypto';
import { commandIdentity } from '../../src/commands/fingerprint';
import { ledgerSigner } from '../../src/store/checkpoints';
import {
  CommandIdReusedError,
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
} from '../../src/store/event-store';
import { uuidv7 } from '../../src/store/ids';

/** Direct access to an adapter's stored rows, to play the part of someone editing the database. */
export interface Tamper {
  /** Rewrites the stored data text of one event (e.g. changes one byte). */
  editData(streamId: string, revision: number, edit: (text: string) => string): Promise<void>;
  deleteEvent(streamId: string, revision: number): Promise<void>;
  /** Swaps the stream revisions of two stored events (their order in the stream). */
  swapRevisions(streamId: string, a: number, b: number): Promise<void>;
  /**
   * Deletes the events from `fromRevision` on, leaving the head record as it is (a DELETE on
   * the events table). Absent for KurrentDB, whose streams cannot lose their newest events.
   */
  truncate?(streamId: string, fromRevision: number): Promise<void>;
}

export interface StoreHarness {
  readonly store: EventStore;
  readonly tamper: Tamper;
  close(): Promise<void>;
}

const NOW = '2026-11-29T18:00:00.000Z';
let n = 0;
export function proposed(type = 'ChipsCounted', data: unknown = { chips: 1000 }): ProposedEvent {
  n += 1;
  return {
    eventId: uuidv7(),
    type,
    schemaVersion: 1,
    data,
    metadata: {
      commandId: `cmd-${n}`,
      correlationId: `cor-${n}`,
      causationId: `cmd-${n}`,
      actor: { id: 'td-1', role: 'director' },
      occurredAt: '2026-11-29T18:00:00.000Z',
      ruleRef: 'FSNP Art. 85',
    },
  };
}
const many = (k: number, start = 0) =>
  Array.from({ length: k }, (_, i) =>
    proposed('ChipsCounted', { seat: start + i, chips: 1000 + i }),
  );

let streamCounter = 0;
const newStream = () => `tournament-${process.pid}-${Date.now()}-${++streamCounter}`;

async function refusedAsReused(p: Promise<unknown>): Promise<CommandIdReusedError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CommandIdReusedError);
  return err as CommandIdReusedError;
}

async function expectConflict(p: Promise<unknown>, actual: number | 'no_stream'): Promise<void> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WrongExpectedRevisionError);
  expect((err as WrongExpectedRevisionError).actual).toBe(actual);
}

const waitFor = async (cond: () => boolean, ms = 5000): Promise<void> => {
  const until = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** Every EventStore adapter must pass this suite (DESIGN.md "Store"; issue 2). */
export function eventStoreContract(
  name: string,
  open: () => Promise<StoreHarness>,
  /** KurrentDB streams are append-only: nobody can delete their newest events. */
  { appendOnly = false }: { readonly appendOnly?: boolean } = {},
): void {
  describe(`EventStore contract: ${name}`, () => {
    let h: StoreHarness;
    let store: EventStore;
    beforeAll(async () => {
      h = await open();
      store = h.store;
    });
    afterAll(async () => {
      await h?.close();
    });

    describe('optimistic concurrency (expected revision)', () => {
      it("'no_stream' creates the stream at revision 0 and chains from the genesis hash", async () => {
        const s = newStream();
        const r = await store.append(s, many(3), 'no_stream');
        expect(r.duplicate).toBe(false);
        expect(r.nextExpectedRevision).toBe(2);
        expect(r.events.map((e) => e.revision)).toEqual([0, 1, 2]);
        expect(r.events[0].prevHash).toBe(GENESIS_HASH);
        expect(r.events[1].prevHash).toBe(r.events[0].hash);
        const positions = r.events.map((e) => e.globalPosition);
        expect(positions[1]).toBeGreaterThan(positions[0]);
        expect(positions[2]).toBeGreaterThan(positions[1]);
        expect(await store.streamRevision(s)).toBe(2);
      });

      it("'no_stream' on an existing stream is a conflict naming the actual revision", async () => {
        const s = newStream();
        await store.append(s, many(2), 'no_stream');
        await expectConflict(store.append(s, many(1), 'no_stream'), 1);
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it('a stale expected revision is refused and appends nothing', async () => {
        const s = newStream();
        await store.append(s, many(1), 'no_stream');
        await store.append(s, many(1), 0);
        await expectConflict(store.append(s, many(2), 0), 1);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1]);
      });

      it('a numeric expected revision on a missing stream is a conflict with no_stream', async () => {
        await expectConflict(store.append(newStream(), many(1), 0), 'no_stream');
      });

      it("'any' appends after whatever is there", async () => {
        const s = newStream();
        await store.append(s, many(1), 'any');
        const r = await store.append(s, many(1), 'any');
        expect(r.events[0].revision).toBe(1);
        expect(verifyStream(await store.readStream(s)).ok).toBe(true);
      });

      it('N concurrent appenders with the same expected revision: exactly one wins', async () => {
        const s = newStream();
        await store.append(s, many(1), 'no_stream');
        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) => store.append(s, many(1, i), 0)),
        );
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.filter((o) => o.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(7);
        for (const l of lost)
          expect((l as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it('N concurrent appenders retrying on conflict: one success per revision, nothing lost', async () => {
        const s = newStream();
        const writers = 6;
        const perWriter = 5;
        const appended: string[] = [];
        const writer = async (w: number) => {
          for (let k = 0; k < perWriter; k++) {
            const ev = proposed('ChipsCounted', { writer: w, k });
            for (;;) {
              const rev = await store.streamRevision(s);
              const expected: ExpectedRevision = rev === 'no_stream' ? 'no_stream' : rev;
              try {
                await store.append(s, [ev], expected);
                appended.push(ev.eventId);
                break;
              } catch (e) {
                if (!(e instanceof WrongExpectedRevisionError)) throw e;
              }
            }
          }
        };
        await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
        const events = await store.readStream(s);
        expect(events.map((e) => e.revision)).toEqual(
          Array.from({ length: writers * perWriter }, (_, i) => i),
        );
        expect(new Set(events.map((e) => e.eventId))).toEqual(new Set(appended));
        expect(verifyStream(events).ok).toBe(true);
      });
    });

    describe('reads', () => {
      it('readStream returns the events from a revision, in order', async () => {
        const s = newStream();
        const r = await store.append(s, many(5), 'no_stream');
        const tail = await store.readStream(s, 3);
        expect(tail.map((e) => e.revision)).toEqual([3, 4]);
        expect(tail[0]).toEqual(r.events[3]);
        expect(await store.readStream(newStream())).toEqual([]);
      });

      it('readAll returns events after a global position, in global order, up to the limit', async () => {
        const a = newStream();
        const b = newStream();
        const head = await store.headPosition();
        await store.append(a, many(2), 'no_stream');
        await store.append(b, many(2), 'no_stream');
        await store.append(a, many(2), 1);
        const all = await store.readAll(head, 100);
        expect(all.map((e) => [e.streamId, e.revision])).toEqual([
          [a, 0],
          [a, 1],
          [b, 0],
          [b, 1],
          [a, 2],
          [a, 3],
        ]);
        const page = await store.readAll(all[1].globalPosition, 3);
        expect(page.map((e) => e.globalPosition)).toEqual(
          all.slice(2, 5).map((e) => e.globalPosition),
        );
        expect(await store.headPosition()).toBe(all[5].globalPosition);
      });

      it('data and metadata round-trip as written', async () => {
        const s = newStream();
        const ev = proposed('PlayerRegistered', {
          player: { id: 'p1', name: 'Ana Pop' },
          chips: [25, 100],
          note: null,
          ok: true,
        });
        await store.append(s, [ev], 'no_stream');
        const [read] = await store.readStream(s);
        expect(read.data).toEqual(ev.data);
        expect(read.metadata).toEqual(ev.metadata);
        expect(read.eventId).toBe(ev.eventId);
        expect(read.type).toBe('PlayerRegistered');
      });
    });

    describe('subscribe', () => {
      it('catch-up then live: every event after the start position once, in order, none at the switch lost', async () => {
        const s = newStream();
        const start = await store.headPosition();
        await store.append(s, many(20), 'no_stream');
        const seen: number[] = [];
        let appendedDuringCatchUp = false;
        const sub = store.subscribe(start, async (e) => {
          seen.push(e.globalPosition);
          // Append while the subscription is still delivering the catch-up events.
          if (seen.length === 5 && !appendedDuringCatchUp) {
            appendedDuringCatchUp = true;
            await store.append(s, many(10), 19);
          }
          await new Promise((r) => setTimeout(r, 1));
        });
        await waitFor(() => seen.length >= 30);
        await store.append(s, many(5), 29); // live
        await waitFor(() => seen.length >= 35);
        await new Promise((r) => setTimeout(r, 150));
        await sub.close();
        const expected = (await store.readAll(start, 1000))
          .filter((e) => e.streamId === s)
          .map((e) => e.globalPosition);
        const mine = (await store.readAll(start, 1000)).map((e) => e.globalPosition);
        expect(seen).toEqual(mine);
        expect(expected).toHaveLength(35);
        expect(new Set(seen).size).toBe(seen.length);
      });

      it('close stops delivery', async () => {
        const s = newStream();
        const start = await store.headPosition();
        const seen: StoredEvent[] = [];
        const sub = store.subscribe(start, (e) => {
          seen.push(e);
        });
        await store.append(s, many(1), 'no_stream');
        await waitFor(() => seen.length === 1);
        await sub.close();
        await store.append(s, many(1), 0);
        await new Promise((r) => setTimeout(r, 200));
        expect(seen).toHaveLength(1);
      });
    });

    describe('idempotent commandId', () => {
      it('a repeated commandId returns the first result and appends nothing', async () => {
        const s = newStream();
        const first = await store.append(s, many(2), 'no_stream', { commandId: `c-${s}` });
        // A retry from a dealer's tablet: new event ids, a now-stale expected revision.
        const again = await store.append(s, many(2), 'no_stream', { commandId: `c-${s}` });
        expect(again.duplicate).toBe(true);
        expect(again.events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
        expect(again.events.map((e) => e.globalPosition)).toEqual(
          first.events.map((e) => e.globalPosition),
        );
        expect(again.nextExpectedRevision).toBe(1);
        expect(await store.readStream(s)).toHaveLength(2);
        if (store.commandResult) {
          const found = await store.commandResult(`c-${s}`);
          expect(found?.events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
          expect(await store.commandResult(`never-${s}`)).toBeUndefined();
        }
      });

      it('concurrent appends with one commandId: one appends, the others get its result', async () => {
        const s = newStream();
        await store.append(s, many(1), 'no_stream');
        const results = await Promise.all(
          Array.from({ length: 5 }, () =>
            store.append(s, many(1), 0, { commandId: `c-${s}` }).catch((e: unknown) => e),
          ),
        );
        const ok = results.filter((r): r is { duplicate: boolean; events: StoredEvent[] } =>
          Boolean(r && typeof r === 'object' && 'duplicate' in r),
        );
        expect(ok).toHaveLength(5);
        expect(ok.filter((r) => !r.duplicate)).toHaveLength(1);
        const ids = new Set(ok.map((r) => r.events[0].eventId));
        expect(ids.size).toBe(1);
        expect(await store.readStream(s)).toHaveLength(2);
      });
    });

    describe('a reused commandId (issue 15: an acknowledged write must not be lost)', () => {
      const register = (playerId: string) =>
        commandIdentity('RegisterPlayer', { type: 'RegisterPlayer', playerId });

      it('same commandId and same fingerprint: the first result, nothing appended', async () => {
        const s = newStream();
        const command = register('p-1');
        const first = await store.append(s, many(1), 'no_stream', { commandId: `c-${s}`, command });
        const again = await store.append(s, many(1), 0, { commandId: `c-${s}`, command });
        expect(again.duplicate).toBe(true);
        expect(again.events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
        expect(await store.readStream(s)).toHaveLength(1);
        if (store.commandResult)
          expect((await store.commandResult(`c-${s}`))?.command).toEqual(command);
      });

      it('same commandId with another payload is refused naming the first command type, nothing appended', async () => {
        const s = newStream();
        await store.append(s, many(1), 'no_stream', {
          commandId: `c-${s}`,
          command: register('p-1'),
        });
        // Both the stale and the current expected revision: neither may slip the second one in.
        for (const expected of ['no_stream', 0] as const) {
          const err = await refusedAsReused(
            store.append(s, many(1), expected, {
              commandId: `c-${s}`,
              command: register('p-2'),
            }),
          );
          expect(err.code).toBe('COMMAND_ID_REUSED');
          expect(err.first.type).toBe('RegisterPlayer');
          expect(err.message).toContain('RegisterPlayer');
        }
        expect(await store.readStream(s)).toHaveLength(1);
      });

      it('same commandId for another mutation is refused, nothing appended', async () => {
        const s = newStream();
        await store.append(s, many(1), 'no_stream', {
          commandId: `c-${s}`,
          command: register('p-1'),
        });
        const close = commandIdentity('CloseRegistration', { type: 'CloseRegistration' });
        const err = await refusedAsReused(
          store.append(s, many(1), 0, { commandId: `c-${s}`, command: close }),
        );
        expect(err.first.type).toBe('RegisterPlayer');
        expect(await store.readStream(s)).toHaveLength(1);
      });

      it('concurrent appends with one commandId and different payloads: one appends, the others are refused', async () => {
        const s = newStream();
        await store.append(s, many(1), 'no_stream');
        const results = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            store
              .append(s, many(1), 0, { commandId: `c-${s}`, command: register(`p-${i}`) })
              .catch((e: unknown) => e),
          ),
        );
        expect(results.filter((r) => r instanceof CommandIdReusedError)).toHaveLength(4);
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it('a command recorded without a fingerprint (before issue 15) answers a repeat as before', async () => {
        const s = newStream();
        const first = await store.append(s, many(1), 'no_stream', { commandId: `c-${s}` });
        const again = await store.append(s, many(1), 0, {
          commandId: `c-${s}`,
          command: register('p-9'),
        });
        expect(again.duplicate).toBe(true);
        expect(again.events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
        expect(await store.readStream(s)).toHaveLength(1);
      });
    });

    describe('stream head record and signed checkpoints (issue 15: truncation is invisible)', () => {
      it("streamHead is the revision and hash of the stream's last event", async () => {
        const s = newStream();
        expect(await store.streamHead?.(s)).toBeUndefined();
        const r = await store.append(s, many(3), 'no_stream');
        expect(await store.streamHead?.(s)).toEqual({ revision: 2, hash: r.events[2].hash });
      });

      (appendOnly ? it.skip : it)(
        'deleting the newest events passes a bare chain check but not the check against the head record',
        async () => {
          const s = newStream();
          await store.append(s, many(5), 'no_stream');
          await h.tamper.truncate!(s, 3);
          const events = await store.readStream(s);
          expect(verifyStream(events).ok).toBe(true); // what every verifier relied on before
          const v = verifyStream(events, undefined, await store.streamHead!(s));
          expect(v.ok).toBe(false);
          expect(v.firstBrokenRevision).toBe(3);
          expect(v.reason).toMatch(/head record says 4: the newest events were deleted/);
        },
      );

      it('signed checkpoints are kept and returned oldest first', async () => {
        const s = newStream();
        const r = await store.append(s, many(4), 'no_stream');
        const { privateKey, publicKey } = generateKeyPairSync('ed25519');
        const signer = ledgerSigner(privateKey, publicKey);
        const later = signer.sign({ streamId: s, revision: 3, hash: r.events[3].hash }, NOW);
        const earlier = signer.sign({ streamId: s, revision: 1, hash: r.events[1].hash }, NOW);
        await store.saveCheckpoint!(later);
        await store.saveCheckpoint!(earlier);
        expect(await store.loadCheckpoints!(s)).toEqual([earlier, later]);
        expect(await store.loadCheckpoints!(newStream())).toEqual([]);
      });
    });

    describe('hash chain', () => {
      it('a stream verifies end to end, also when read through readAll', async () => {
        const s = newStream();
        await store.append(s, many(4), 'no_stream');
        await store.append(s, many(3), 3);
        const events = await store.readStream(s);
        const v = verifyStream(events);
        expect(v).toEqual({ ok: true, eventsChecked: 7, head: events[6].hash });
        const fromAll = (await store.readAll(0, 100000)).filter((e) => e.streamId === s);
        expect(verifyStream(fromAll).ok).toBe(true);
      });

      it('one edited stored byte is caught at its revision', async () => {
        const s = newStream();
        await store.append(s, many(5), 'no_stream');
        // chips 1002 -> 1009: one digit of revision 2's stored JSON.
        await h.tamper.editData(s, 2, (t) => t.replace('1002', '1009'));
        const events = await store.readStream(s);
        expect((events[2].data as { chips: number }).chips).toBe(1009);
        const v = verifyStream(events);
        expect(v.ok).toBe(false);
        expect(v.firstBrokenRevision).toBe(2);
        expect(v.eventsChecked).toBe(2);
        expect(v.reason).toMatch(/altered/);
      });

      it('a dropped event is caught', async () => {
        const s = newStream();
        await store.append(s, many(5), 'no_stream');
        await h.tamper.deleteEvent(s, 3);
        const v = verifyStream(await store.readStream(s));
        expect(v.ok).toBe(false);
        expect(v.firstBrokenRevision).toBe(3);
      });

      it('reordered events are caught', async () => {
        const s = newStream();
        await store.append(s, many(5), 'no_stream');
        await h.tamper.swapRevisions(s, 1, 2);
        const v = verifyStream(await store.readStream(s));
        expect(v.ok).toBe(false);
        expect(v.firstBrokenRevision).toBe(1);
      });
    });

    describe('snapshots', () => {
      it('loadSnapshot returns the last saved snapshot of the stream', async () => {
        const s = newStream();
        expect(await store.loadSnapshot(s)).toBeUndefined();
        await store.saveSnapshot({
          streamId: s,
          revision: 9,
          stateVersion: 1,
          state: { chips: 10 },
        });
        await store.saveSnapshot({
          streamId: s,
          revision: 19,
          stateVersion: 1,
          state: { chips: 20, seats: [1, 2] },
          chainHash: 'c'.repeat(64),
          digest: 'd'.repeat(64),
        });
        // The seal (issue 15) is kept with the state: chain hash and digest.
        expect(await store.loadSnapshot(s)).toEqual({
          streamId: s,
          revision: 19,
          stateVersion: 1,
          state: { chips: 20, seats: [1, 2] },
          chainHash: 'c'.repeat(64),
          digest: 'd'.repeat(64),
        });
      });

      it('a snapshot given its state as text ahead (issue 22) loads the same, without the text', async () => {
        const s = newStream();
        const state = { chips: 30, seats: { t1: [1, 2], t2: [] }, note: 'é"\\' };
        await store.saveSnapshot({
          streamId: s,
          revision: 29,
          stateVersion: 1,
          state,
          stateText: JSON.stringify(state),
          chainHash: 'c'.repeat(64),
          digest: 'd'.repeat(64),
        });
        const loaded = await store.loadSnapshot(s);
        expect(loaded).toEqual({
          streamId: s,
          revision: 29,
          stateVersion: 1,
          state,
          chainHash: 'c'.repeat(64),
          digest: 'd'.repeat(64),
        });
        expect(loaded && 'stateText' in loaded).toBe(false);
      });
    });
  });
}
