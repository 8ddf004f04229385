import { sealSnapshot } from '../../../src/commands/snapshot-seal';
import {
  suggestBalancing,
  tournamentDecider,
  type TournamentCommand,
  type TournamentState,
} from '../../../src/aggregates/tournament';
import { handAt } from '../../../src/aggregates/tournament/hands/state';
import {
  TOURNAMENT_STATE_VERSION,
  StateEncodingError,
  decodeTournamentState,
  encodeTournamentState,
} from '../../../src/aggregates/tournament/state-codec';
import { tournamentAggregate } from '../../../src/commands/tournament-aggregate';
import { fixedClock } from '../../../src/commands/clock';
import { CommandPipeline } from '../../../src/commands/pipeline';
import { tournamentStreamId, type Actor } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { legalActions } from '../../../src/poker/hand';
import { MemoryEventStore } from '../../../src/store/memory/memory-event-store';
import { seeded } from '../../support/given';
import { T, at } from '../../support/tournament-fixtures';
import { playTournament } from './played-tournament';
import { runSimulatedTournament } from '../money/simulated-tournament';
import { FLOOR, run, running, violation } from '../discipline/support';

/** What the store keeps: the encoded state as JSON text. */
const viaStore = (s: TournamentState): TournamentState =>
  decodeTournamentState(JSON.parse(JSON.stringify(encodeTournamentState(s))));

const asState = (v: object) => v as unknown as TournamentState;

const DIRECTOR: Actor = { id: 'td-1', role: 'director' };
const streamId = tournamentStreamId(T);

describe('tournament state codec: exact round trip (issue 2 snapshots)', () => {
  // A seeded R+A tournament: 40 players, re-entries, moves, level changes, hands at every stage.
  const played = playTournament({ players: 40, seed: 11, maxEvents: 4000 });

  it('issue 2 snapshots: the played tournament is long and varied enough to test with', () => {
    const types = new Set(played.events.map((e) => e.type));
    expect(played.events.length).toBeGreaterThanOrEqual(4000);
    for (const t of ['ActionRecorded', 'PotsAwarded', 'PlayerReEntered', 'PlayerEliminated'])
      expect(types).toContain(t);
  });

  it('issue 2 snapshots: decode(encode(state)) strictly equals the live state after every 37th event and at the end', () => {
    let state = tournamentDecider.initialState;
    let checked = 0;
    played.events.forEach((e, i) => {
      state = tournamentDecider.evolve(state, e);
      if (i % 37 === 0 || i === played.events.length - 1) {
        expect(viaStore(state)).toStrictEqual(state);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(100);
  });

  it('issue 2 snapshots: the prizes part (pool, payout table, receipts, payments) and the discipline part round-trip after every event', async () => {
    const store = new MemoryEventStore();
    await runSimulatedTournament(store);
    let state = tournamentDecider.initialState;
    for (const e of await store.readStream(streamId)) {
      state = tournamentDecider.evolve(state, e as unknown as TournamentEvent);
      expect(viaStore(state)).toStrictEqual(state);
    }
    expect(Object.keys(state.prizes?.receipts ?? {}).length).toBeGreaterThan(0);

    const sc = running('fspr');
    const first = violation(sc, 'p03', '7.1.8');
    run(sc, FLOOR, { type: 'ImposeSanction', violationId: first, kind: 'warning' });
    const second = violation(sc, 'p03', '7.1.8');
    run(sc, FLOOR, {
      type: 'ImposeSanction',
      violationId: second,
      kind: 'missed-rounds',
      rounds: 2,
    });
    sc.playHand('T1');
    expect(Object.keys(sc.state.discipline?.sanctions ?? {})).toHaveLength(2);
    expect(viaStore(sc.state)).toStrictEqual(sc.state);
  });

  it('issue 2 snapshots: encoding leaves the live state untouched', () => {
    const before = JSON.stringify(played.state);
    encodeTournamentState(played.state);
    expect(JSON.stringify(played.state)).toBe(before);
  });

  it('issue 2 snapshots: an object reached by two paths stays one object, so an in-place update shows through both', () => {
    // The live state shares objects (levels and config.levels; a hand's engine configs).
    const decoded = viaStore(played.state);
    expect(played.state.levels).toBe(played.state.config!.levels);
    expect(decoded.levels).toBe(decoded.config!.levels);
    const shared = { count: 1 };
    const s = viaStore(asState({ a: shared, b: { c: shared } }));
    (s as unknown as { a: { count: number } }).a.count = 2;
    expect((s as unknown as { b: { c: { count: number } } }).b.c.count).toBe(2);
  });

  it('issue 2 snapshots: undefined fields, holes, special numbers, bigint, Date, Map, Set and null prototypes come back exactly', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.x = 1;
    const member = { id: 'p1' };
    // eslint-disable-next-line no-sparse-arrays
    const holes = [1, , 3];
    const value = {
      kept: undefined,
      list: [undefined, null, 0],
      holes,
      numbers: [NaN, Infinity, -Infinity, -0, 0.5],
      big: 12345678901234567890n,
      when: new Date(Date.UTC(2026, 11, 5, 17)),
      byId: new Map<unknown, unknown>([
        ['p1', member],
        [{ k: 1 }, new Set([member, undefined])],
      ]),
      bare,
      __proto__key: JSON.parse('{"__proto__": 7}') as unknown,
      order: { b: 1, a: undefined, c: 2 },
    };
    const back = viaStore(asState(value)) as unknown as typeof value;
    expect(back).toStrictEqual(value);
    expect(Object.keys(back.order)).toEqual(['b', 'a', 'c']);
    expect(1 in back.holes).toBe(false);
    expect(Object.is(back.numbers[3], -0)).toBe(true);
    expect(Object.getPrototypeOf(back.bare)).toBeNull();
    const invalid = viaStore(asState({ d: new Date(NaN) })) as unknown as { d: Date };
    expect(invalid.d).toBeInstanceOf(Date);
    expect(invalid.d.getTime()).toBeNaN();
    const [[, first], [, set]] = [...back.byId] as [unknown, Set<unknown>][];
    expect(set.has(first)).toBe(true);
  });

  it('issue 2 snapshots: a cyclic object is rebuilt with its cycle', () => {
    const node: Record<string, unknown> = { name: 'loop' };
    node.self = node;
    const back = viaStore(asState({ node })) as unknown as { node: Record<string, unknown> };
    expect(back.node.self).toBe(back.node);
  });

  it('issue 2 snapshots: a function or class instance in the state is refused at encoding, naming where it is', () => {
    class Clock {}
    expect(() => encodeTournamentState(asState({ a: { f: () => 1 } }))).toThrow(/\["a","f"\]/);
    expect(() => encodeTournamentState(asState({ c: new Clock() }))).toThrow(StateEncodingError);
  });
});

/** A store holding the first `n` events of the played tournament. */
async function storeWith(events: readonly TournamentEvent[]): Promise<MemoryEventStore> {
  const store = new MemoryEventStore();
  for (let i = 0; i < events.length; i += 500)
    await store.append(
      streamId,
      events.slice(i, i + 500).map((e, k) => ({
        eventId: `e-${i + k}`,
        type: e.type,
        schemaVersion: 1,
        data: e.data,
        metadata: {
          commandId: `c-${i + k}`,
          correlationId: `c-${i + k}`,
          causationId: `c-${i + k}`,
          actor: DIRECTOR,
          occurredAt: at(0),
        },
      })),
      'any',
    );
  return store;
}

/** Which revisions the pipeline read from the store while loading. */
function readsOf(store: MemoryEventStore): number[] {
  const from: number[] = [];
  const read = store.readStream.bind(store);
  store.readStream = (id, fromRevision = 0) => {
    from.push(fromRevision);
    return read(id, fromRevision);
  };
  return from;
}

const pipelineOn = (store: MemoryEventStore, snapshotEvery: number) =>
  new CommandPipeline(tournamentAggregate, {
    store,
    clock: fixedClock(at(0)),
    random: () => seeded(1),
    snapshotEvery,
    cacheSize: 0,
  });

/** Commands a room could send now: the next betting actions, deals, starts, moves, purchases. */
function battery(s: TournamentState): TournamentCommand[] {
  const out: TournamentCommand[] = [{ type: 'TickClock', tournamentId: T }];
  for (const [tableId, table] of Object.entries(s.tables)) {
    out.push({ type: 'StartHand', tournamentId: T, tableId });
    const h = handAt(s, tableId);
    if (!h || !table.handInProgress) continue;
    const ref = { tournamentId: T, tableId, handNo: h.handNo };
    out.push({ type: 'CompleteHand', ...ref });
    const e = h.engine;
    if (!e) continue;
    const legal = legalActions(e);
    const seat = h.seats[Math.max(e.toAct, 0)];
    const other = h.seats[(Math.max(e.toAct, 0) + 1) % h.seats.length];
    out.push(
      { type: 'RecordAction', ...ref, seat, action: 'fold' },
      { type: 'RecordAction', ...ref, seat, action: 'call' },
      { type: 'RecordAction', ...ref, seat, action: 'check' },
      { type: 'RecordAction', ...ref, seat, action: 'all-in' },
      { type: 'RecordAction', ...ref, seat: other, action: 'call' },
      { type: 'DealBoard', ...ref, cards: [50, 51, 49] },
      { type: 'ShowOrMuck', ...ref, seat, show: true },
    );
    if (legal?.raise)
      out.push({ type: 'RecordAction', ...ref, seat, action: 'raise', amount: legal.raise.min });
  }
  for (const m of suggestBalancing(s))
    out.push({
      type: 'MovePlayer',
      tournamentId: T,
      playerId: m.playerId,
      toTableId: m.to.tableId,
      toSeat: m.to.seat,
    });
  for (const e of Object.values(s.entrants).slice(0, 6))
    out.push(
      { type: 'AnnouncePurchase', tournamentId: T, playerId: e.playerId, item: 're-entry' },
      { type: 'ReEnter', tournamentId: T, playerId: e.playerId },
      { type: 'TakeAddOn', tournamentId: T, playerId: e.playerId },
    );
  return out;
}

describe('the pipeline loading a snapshot plus the tail decides as a full replay (issue 2)', () => {
  const played = playTournament({ players: 40, seed: 5, maxEvents: 3000 });

  it.each([
    [1000, 999],
    [1601, 1500],
    [2222, 2000],
    [3000, 2999],
  ])(
    'issue 2 snapshots: stream of %i events, snapshot after revision %i: same state and the same decision for every command of the battery',
    async (length, snapshotAt) => {
      const events = played.events.slice(0, length);
      const store = await storeWith(events);
      const replayed = await pipelineOn(store, 0).load(streamId);
      const s = tournamentDecider.initialState;
      for (const e of events.slice(0, snapshotAt + 1)) tournamentDecider.evolve(s, e);
      // Sealed to the chain as the pipeline seals its own (issue 15), else it is discarded.
      const [sealedAt] = await store.readStream(streamId, snapshotAt);
      await store.saveSnapshot(
        sealSnapshot(
          {
            streamId,
            revision: snapshotAt,
            stateVersion: TOURNAMENT_STATE_VERSION,
            state: JSON.parse(JSON.stringify(encodeTournamentState(s))) as unknown,
          },
          sealedAt.hash,
        ),
      );
      const reads = readsOf(store);
      const fromSnapshot = await pipelineOn(store, 500).load(streamId);
      // From the snapshot's own revision: its event's hash is checked against the seal.
      expect(reads).toEqual([snapshotAt]);
      expect(fromSnapshot.revision).toBe(length - 1);
      expect(fromSnapshot.state).toStrictEqual(replayed.state);

      const commands = battery(replayed.state);
      expect(commands.length).toBeGreaterThan(20);
      let accepted = 0;
      for (const command of commands) {
        const ctx = { actor: DIRECTOR, now: at(200), random: seeded(9) };
        const a = tournamentDecider.decide(command, replayed.state, ctx);
        const b = tournamentDecider.decide(command, fromSnapshot.state, {
          ...ctx,
          random: seeded(9),
        });
        expect(b).toStrictEqual(a);
        if (a.ok) accepted++;
      }
      expect(accepted).toBeGreaterThan(0);
    },
  );

  it('issue 2 snapshots: every command of a played tournament, sent again through the pipeline with a snapshot every 7 events and no state cache, is decided the same: same events, same refusals', async () => {
    const game = playTournament({ players: 24, seed: 13, maxEvents: 1500 });
    const store = new MemoryEventStore();
    const reads = readsOf(store);
    const clock = fixedClock(at(-60));
    const random = seeded(13);
    const pipeline = new CommandPipeline(tournamentAggregate, {
      store,
      clock,
      random: () => random,
      snapshotEvery: 7,
      cacheSize: 0,
    });
    let refused = 0;
    for (const [i, step] of game.log.entries()) {
      clock.set(step.now);
      const roles = tournamentAggregate.authority(step.command).roles;
      const actor: Actor = { id: 'td-1', role: roles.includes('director') ? 'director' : roles[0] };
      const r = await pipeline.execute({
        streamId,
        command: step.command,
        commandId: `c-${i}`,
        actor,
      });
      expect({ i, ok: r.ok }).toEqual({ i, ok: step.accepted });
      if (!r.ok) refused++;
    }
    const stored = (await store.readStream(streamId)).map((e) => ({ type: e.type, data: e.data }));
    expect(stored).toEqual(game.events.map((e) => ({ type: e.type, data: e.data })));
    expect(refused).toBeGreaterThan(0);
    // Loads started after a snapshot, not from the first event.
    expect(reads.filter((from) => from > 0).length).toBeGreaterThan(game.log.length / 2);
  }, 60_000);

  it('issue 2 snapshots: the pipeline writes a snapshot as the stream crosses N events and a cold pipeline resumes from it', async () => {
    const events = played.events.slice(0, 998);
    const store = await storeWith(events);
    const live = pipelineOn(store, 500);
    // A command that appends crosses revision 999: the pipeline snapshots the state then.
    const head = await live.load(streamId);
    const next = battery(head.state).find(
      (c) =>
        tournamentDecider.decide(c, head.state, { actor: DIRECTOR, now: at(0), random: seeded(1) })
          .ok,
    )!;
    const r = await live.execute({ streamId, command: next, commandId: 'cross', actor: DIRECTOR });
    expect(r.ok && r.revision).toBeGreaterThanOrEqual(999);
    const snap = await store.loadSnapshot(streamId);
    expect(snap?.stateVersion).toBe(TOURNAMENT_STATE_VERSION);
    expect(snap?.revision).toBe(r.ok ? r.revision : -1);
    const reads = readsOf(store);
    const cold = await pipelineOn(store, 500).load(streamId);
    expect(reads).toEqual([snap!.revision]); // the snapshot's own event: its seal is checked
    expect(cold.state).toStrictEqual((await pipelineOn(store, 0).load(streamId)).state);
  });

  it('issue 2 snapshots: a snapshot written with an older state version is ignored and the whole stream is replayed', async () => {
    const events = played.events.slice(0, 1200);
    const store = await storeWith(events);
    await store.saveSnapshot({
      streamId,
      revision: 999,
      stateVersion: TOURNAMENT_STATE_VERSION - 1,
      // An old shape that would be wrong today: it must not be read at all.
      state: { status: 'cancelled', entrants: {} },
    });
    const reads = readsOf(store);
    const loaded = await pipelineOn(store, 500).load(streamId);
    expect(reads).toEqual([0]);
    expect(loaded.state.status).toBe('running');
    expect(loaded.state).toStrictEqual((await pipelineOn(store, 0).load(streamId)).state);
  });
});
