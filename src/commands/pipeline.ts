import type { Decider, Rejection, RandomSource } from '../aggregates/decider';
import type { Actor, DomainEvent, ProposedEvent, Role, StoredEvent } from '../events/envelope';
import { UpcasterRegistry } from '../events/upcasters';
import type { LedgerSigner } from '../store/checkpoints';
import {
  CommandIdReusedError,
  WrongExpectedRevisionError,
  type AppendResult,
  type CommandIdentity,
  type EventStore,
  type Snapshot,
  withArticle,
} from '../store/event-store';
import {
  BatchAbortedError,
  GroupCommit,
  canGroupCommit,
  type CommitBatch,
} from '../store/group-commit';
import { uuidv7 } from '../store/ids';
import type { Clock } from './clock';
import { commandIdentity } from './fingerprint';
import { KeyedMutex } from './keyed-mutex';

/** Commands of this process a read of the state waits for before loading a copy of its own. */
const READ_STATE_TURNS = 8;
import { inSlices, runToEnd } from './in-slices';
import { sealSnapshotInSteps, snapshotSealProblem } from './snapshot-seal';
import { StateCache, type CachedState } from './state-cache';

/** A command addressed to one stream, with who sent it and its idempotency key. */
export interface CommandEnvelope<C> {
  readonly streamId: string;
  readonly command: C;
  /** Idempotency key: a retried command with the same id returns the first result. */
  readonly commandId: string;
  readonly actor: Actor;
  /** Defaults to commandId. */
  readonly correlationId?: string;
  /** Defaults to commandId. */
  readonly causationId?: string;
  /**
   * The command as the client sent it, when `command` was completed by look-ups before the
   * pipeline (e.g. registry facts): the idempotency fingerprint is taken of this one, so a
   * retry is recognised even if a look-up now answers differently.
   */
  readonly asSent?: C;
}

/** Who may issue a command, and the rule that says so. */
export interface Authority {
  readonly roles: readonly Role[];
  readonly ruleRef?: string;
}

/** How a state is kept in a snapshot. A stateVersion change makes old snapshots ignored. */
export interface SnapshotCodec<S> {
  readonly stateVersion: number;
  serialize(state: S): unknown;
  deserialize(json: unknown): S;
  /**
   * serialize in steps (issue 22): the pipeline lets other work run between them, holding the
   * stream's lock so that the state does not change meanwhile. The result must share no object
   * with the state (it is sealed and saved later, while the state is evolved in place).
   */
  serializeInSteps?(state: S): Generator<unknown, unknown>;
}

/** What a prepare step makes of a command: the command completed with facts, or a refusal. */
export type Prepared<C> =
  | { readonly ok: true; readonly command: C }
  | { readonly ok: false; readonly rejection: Rejection };

export interface AggregateDefinition<C, E extends DomainEvent, S> {
  readonly decider: Decider<C, E, S>;
  authority(command: C): Authority;
  /**
   * Facts of other aggregates the decide needs (membership, season bans), looked up before it
   * so that it stays pure (issue 16): the command comes back completed with them, and the
   * events record them. Runs only for an authorised caller; the idempotency fingerprint stays
   * that of the command as sent, so a retry is recognised even if a look-up now answers
   * otherwise.
   */
  prepare?(command: C): Promise<Prepared<C>>;
  /** How the command is named in messages (defaults to its `type` field). */
  commandName?(command: C): string;
  /** Without a codec the pipeline never snapshots this aggregate. */
  readonly snapshots?: SnapshotCodec<S>;
}

/**
 * A snapshot is taken at most once per this many characters of the last one's state text (at
 * least every `snapshotEvery` events): a 4.7 MB state of 2,700 players every 4,710 events rather
 * than every 500. `npm run bench:snapshot` on that state: making the snapshot costs 538-623 ms,
 * loading it 105 ms, the decider's fold 20.3 µs an event; so replaying the 4,710 events after it
 * on a cold load (96 ms) costs about what loading the snapshot does, while the snapshots' cost
 * per event falls from 1.1 ms to 0.11 ms.
 */
export const SNAPSHOT_CHARS_PER_EVENT = 1_000;

export interface PipelineOptions {
  readonly store: EventStore;
  readonly clock: Clock;
  /** A random source per command (e.g. cryptoRandom, or a seeded one in tests). */
  readonly random: (command: CommandEnvelope<unknown>) => RandomSource;
  readonly ids?: () => string;
  readonly upcasters?: UpcasterRegistry;
  /**
   * Save a snapshot each time the stream crosses a multiple of this many events (0: never), or
   * of more for a large state (SNAPSHOT_CHARS_PER_EVENT).
   */
  readonly snapshotEvery?: number;
  /** Decide-and-append attempts when other writers move the stream (optimistic concurrency). */
  readonly maxAttempts?: number;
  /** Streams whose state is kept in memory between commands. */
  readonly cacheSize?: number;
  /**
   * Group commit (issue 16, src/store/group-commit.ts), where the store has `appendMany`: the
   * appends of commands in flight together (several tables of a tournament, several streams)
   * share one transaction. A command queued behind another on the same stream decides on that
   * one's state before it is committed, and then commits or fails in the same transaction.
   */
  readonly groupCommit?: boolean;
  readonly onSnapshotError?: (err: unknown) => void;
  /**
   * Key of the snapshots' HMAC seal (snapshot-seal.ts); without one the seal is a plain SHA-256.
   * Must be the same for every process that shares the store.
   */
  readonly snapshotKey?: Buffer;
  /** Told of every snapshot found untrustworthy and discarded (the state is then replayed). */
  readonly onSnapshotDiscarded?: (discard: SnapshotDiscard) => void;
  /** Sign the stream's head each time it crosses a multiple of `every` events (issue 15). */
  readonly checkpoints?: { readonly signer: LedgerSigner; readonly every: number };
  readonly onCheckpointError?: (err: unknown) => void;
}

export interface SnapshotDiscard {
  readonly streamId: string;
  readonly revision: number;
  readonly reason: string;
}

export type CommandResult =
  | {
      readonly ok: true;
      readonly events: readonly StoredEvent[];
      readonly duplicate: boolean;
      /** Revision of the stream's last event after this command (-1: still empty). */
      readonly revision: number;
    }
  | { readonly ok: false; readonly rejection: Rejection };

export const FORBIDDEN = 'FORBIDDEN';
export const CONCURRENCY_CONFLICT = 'CONCURRENCY_CONFLICT';
export const COMMAND_ID_REUSED = 'COMMAND_ID_REUSED';

/**
 * The write side (DESIGN.md "Write side"): authorise → load (snapshot + tail, upcast) → decide
 * → append with the expected revision → on conflict reload and decide again, a bounded number
 * of times. A rejection appends nothing; a repeated commandId returns the first result when
 * it carries the same command (type and payload fingerprint, fingerprint.ts) and is refused with
 * COMMAND_ID_REUSED when it carries another (a rejected command is not recorded, so its retry is
 * decided afresh). Snapshots are sealed to the chain (snapshot-seal.ts); one that does not
 * match is discarded, counted and the state replayed from the events. Commands to one stream
 * from this process run one at a time; other processes are handled by the expected revision.
 *
 * States are evolved in place by some deciders, so a state object is only evolved with events
 * that were committed on top of exactly the revision it holds.
 */
export class CommandPipeline<C, E extends DomainEvent, S> {
  private readonly cache: StateCache<S>;
  private readonly ids: () => string;
  private readonly upcasters: UpcasterRegistry;
  private readonly snapshotEvery: number;
  private readonly maxAttempts: number;
  private readonly perStream = new KeyedMutex();
  private readonly group: GroupCommit | undefined;
  /**
   * Streams with appends in a batch not yet settled, with the state those appends lead to (the
   * cache entry itself, evolved ahead of the commit). At most one unsettled batch per stream: a
   * command whose stream's batch is already being written waits for it to settle.
   */
  private readonly inflight = new Map<
    string,
    { readonly entry: CachedState<S>; readonly batch: CommitBatch }
  >();
  /** Command ids in a batch not yet settled: a retry waits for the first attempt's outcome. */
  private readonly inflightCommands = new Map<string, CommitBatch>();
  /** The last snapshot of each stream still being sealed or saved. */
  private readonly snapshotsSaving = new Map<string, Promise<void>>();
  /** Per stream, the length of the last snapshot's state text (sets the next interval). */
  private readonly snapshotChars = new Map<string, number>();
  private discards = 0;
  private lastDiscard: SnapshotDiscard | undefined;

  constructor(
    private readonly aggregate: AggregateDefinition<C, E, S>,
    private readonly options: PipelineOptions,
  ) {
    this.cache = new StateCache<S>(options.cacheSize ?? 256);
    this.ids = options.ids ?? (() => uuidv7());
    this.upcasters = options.upcasters ?? new UpcasterRegistry();
    this.snapshotEvery = options.snapshotEvery ?? 500;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.group =
      options.groupCommit && canGroupCommit(options.store)
        ? new GroupCommit(options.store)
        : undefined;
  }

  /** Group commits so far (undefined without group commit), for benchmarks. */
  groupCommitStats(): ReturnType<GroupCommit['stats']> | undefined {
    return this.group?.stats();
  }

  /** Snapshots found untrustworthy since start, for /health. */
  snapshotDiscards(): { readonly discarded: number; readonly last?: SnapshotDiscard } {
    return this.lastDiscard
      ? { discarded: this.discards, last: this.lastDiscard }
      : { discarded: this.discards };
  }

  async execute(envelope: CommandEnvelope<C>): Promise<CommandResult> {
    const forbidden = this.authorise(envelope);
    if (forbidden) return { ok: false, rejection: forbidden };
    const prepared = await this.prepare(envelope);
    if ('answer' in prepared) return prepared.answer;
    if (this.group) return this.executeGrouped(prepared.envelope, this.group);
    return this.alone(prepared.envelope);
  }

  /** The command decided and appended on its own, its commit awaited under the stream's lock. */
  private async alone(envelope: CommandEnvelope<C>): Promise<CommandResult> {
    // A snapshot this command takes is sealed and saved after the stream's lock is released:
    // the next commands need not wait for it, only this one's answer does.
    const saving: Promise<void>[] = [];
    const result = await this.perStream.run(envelope.streamId, () =>
      this.decideAndAppend(envelope, saving),
    );
    if (saving.length > 0) await Promise.all(saving);
    return result;
  }

  /**
   * Group commit: the stream's lock is held only to decide and enqueue (so the next command on
   * the stream decides on this one's state and joins the same batch); the commit is awaited
   * outside it. A batch that was rolled back sends each of its commands again alone, which
   * tells a conflict, a repeated command id or a fault of one command from the others'.
   */
  private async executeGrouped(
    envelope: CommandEnvelope<C>,
    group: GroupCommit,
  ): Promise<CommandResult> {
    const step = await this.perStream.run(envelope.streamId, () =>
      this.decideAndEnqueue(envelope, group),
    );
    switch (step.kind) {
      case 'alone':
        if (step.after) await step.after;
        return this.alone(envelope);
      case 'answer':
        // Decided on appends not yet committed: the answer stands only if they are.
        if (step.after && !(await step.after)) return this.alone(envelope);
        if (step.answer.ok) return step.answer;
        return this.refused(envelope, step.answer.rejection);
      case 'enqueued': {
        let result: AppendResult;
        try {
          result = await step.result;
        } catch (err) {
          if (err instanceof BatchAbortedError) return this.alone(envelope);
          throw err;
        }
        const last = result.events[result.events.length - 1];
        if (step.snapshotCopy !== undefined && last)
          await this.saveSnapshot(
            envelope.streamId,
            last.revision,
            Promise.resolve(step.snapshotCopy),
            last.hash,
          );
        const signed = this.checkpoint(envelope.streamId, step.expected, result.events, step.now);
        if (signed) await signed;
        return {
          ok: true,
          events: result.events,
          duplicate: false,
          revision: result.nextExpectedRevision,
        };
      }
    }
  }

  /** A refusal, unless an earlier attempt under this command id was recorded (its result). */
  private async refused(
    envelope: CommandEnvelope<C>,
    rejection: Rejection,
  ): Promise<CommandResult> {
    const first = await this.options.store.commandResult?.(envelope.commandId);
    if (!first) return { ok: false, rejection };
    const sent = envelope.asSent ?? envelope.command;
    return this.firstResult(envelope, commandIdentity(this.commandName(sent), sent), first);
  }

  /**
   * Decides on the stream's newest state (committed, or evolved by appends of the open batch)
   * and enqueues the append, with no await between the decide and the enqueue.
   */
  private async decideAndEnqueue(
    envelope: CommandEnvelope<C>,
    group: GroupCommit,
  ): Promise<GroupStep> {
    const { streamId, commandId } = envelope;
    let tip = this.inflight.get(streamId);
    // Its batch is being written: decide on what it leaves, never across two batches.
    if (tip && !tip.batch.open) {
      await tip.batch.settled;
      tip = this.inflight.get(streamId);
      if (tip && !tip.batch.open) return { kind: 'alone', after: tip.batch.settled };
    }
    // The same command id is on its way: its outcome first, then this one alone (a duplicate's
    // answer, or a refusal of an id reused for another command).
    const same = this.inflightCommands.get(commandId);
    if (same) return { kind: 'alone', after: same.settled };
    const entry = tip?.entry ?? this.cache.get(streamId) ?? (await this.reload(streamId));
    // Read the revision and decide in one synchronous step: nothing can move the entry between.
    const expected = entry.revision;
    const now = this.options.clock.now();
    const decision = this.aggregate.decider.decide(envelope.command, entry.state, {
      actor: envelope.actor,
      now,
      random: this.options.random(envelope as CommandEnvelope<unknown>),
    });
    const after = tip?.batch.settled;
    if (!decision.ok)
      return { kind: 'answer', answer: { ok: false, rejection: decision.rejection }, after };
    if (decision.events.length === 0)
      return {
        kind: 'answer',
        answer: { ok: true, events: [], duplicate: false, revision: expected },
        after,
      };
    const sent = envelope.asSent ?? envelope.command;
    const identity = commandIdentity(this.commandName(sent), sent);
    const proposed = decision.events.map((e) => this.propose(e, envelope, now));
    // Evolved now, ahead of the commit: the next command on this stream decides on this state,
    // and joins this batch, so both are committed or both rolled back (and the entry dropped).
    let state = entry.state;
    try {
      for (const e of proposed) state = this.aggregate.decider.evolve(state, e as unknown as E);
    } catch (err) {
      // Half evolved in place: the entry no longer holds any revision. The next command reloads
      // the committed state; its stale revision then rolls back a batch with this stream's
      // earlier appends, whose commands are sent again alone.
      this.inflight.delete(streamId);
      this.cache.delete(streamId);
      throw err;
    }
    entry.state = state;
    entry.revision = expected + proposed.length;
    // Copied now, at once, before the lock is released: the next command on the stream evolves
    // this state in place before the batch commits.
    let snapshotCopy: unknown;
    if (this.snapshotDue(streamId, expected, entry.revision))
      try {
        snapshotCopy = this.copyAtOnce(state);
      } catch (err) {
        // The command stands without its snapshot (reported, never thrown).
        this.options.onSnapshotError?.(err);
      }
    const { batch, result } = group.enqueue(
      {
        streamId,
        events: proposed,
        expectedRevision: expected === -1 ? 'no_stream' : expected,
        options: { commandId, command: identity },
      },
      (committed, mine) => {
        if (this.inflightCommands.get(commandId) === mine) this.inflightCommands.delete(commandId);
        const t = this.inflight.get(streamId);
        if (t?.batch === mine) this.inflight.delete(streamId);
        if (committed && t?.batch === mine) this.cache.set(streamId, entry);
        else if (!committed) this.cache.delete(streamId);
      },
    );
    this.inflight.set(streamId, { entry, batch });
    this.inflightCommands.set(commandId, batch);
    return { kind: 'enqueued', result, expected, now, snapshotCopy };
  }

  private async prepare(
    envelope: CommandEnvelope<C>,
  ): Promise<{ readonly envelope: CommandEnvelope<C> } | { readonly answer: CommandResult }> {
    if (!this.aggregate.prepare) return { envelope };
    const p = await this.aggregate.prepare(envelope.command);
    const asSent = envelope.asSent ?? envelope.command;
    if (p.ok) return { envelope: { ...envelope, command: p.command, asSent } };
    // Refused now, but a command already recorded under this id answers with its first result.
    const first = await this.options.store.commandResult?.(envelope.commandId);
    if (!first) return { answer: { ok: false, rejection: p.rejection } };
    const identity = commandIdentity(this.commandName(asSent), asSent);
    return { answer: this.firstResult(envelope, identity, first) };
  }

  private async decideAndAppend(
    envelope: CommandEnvelope<C>,
    saving: Promise<void>[],
  ): Promise<CommandResult> {
    const { store } = this.options;
    // Group commit: appends of this stream still in a batch are awaited first (the lock is held,
    // so no other can be enqueued meanwhile).
    const pending = this.inflight.get(envelope.streamId);
    if (pending) await pending.batch.settled;
    const sent = envelope.asSent ?? envelope.command;
    const identity = commandIdentity(this.commandName(sent), sent);

    // The revision the store reported on the last conflict: its events were committed first.
    let conflictAt: number | undefined;
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      // A cached state is used without an await: one promise hop less per command.
      const entry =
        (attempt === 1 ? this.cache.get(envelope.streamId) : undefined) ??
        (await this.reload(envelope.streamId));
      // Read the revision and decide in one synchronous step: nothing can move the entry between.
      const expected = entry.revision;
      // The store's head record is ahead of the events it returns: they were deleted (issue 15).
      // Retrying cannot help; say what is wrong instead of a CONCURRENCY_CONFLICT.
      if (conflictAt !== undefined && expected < conflictAt)
        return {
          ok: false,
          rejection: truncatedRejection(envelope.streamId, expected, conflictAt),
        };
      const now = this.options.clock.now();
      const decision = this.aggregate.decider.decide(envelope.command, entry.state, {
        actor: envelope.actor,
        now,
        random: this.options.random(envelope as CommandEnvelope<unknown>),
      });
      if (!decision.ok) {
        // The first attempt of this command may have succeeded and changed what is decided now.
        const first = await store.commandResult?.(envelope.commandId);
        if (first) return this.firstResult(envelope, identity, first);
        return { ok: false, rejection: decision.rejection };
      }
      if (decision.events.length === 0)
        return { ok: true, events: [], duplicate: false, revision: expected };

      const proposed = decision.events.map((e) => this.propose(e, envelope, now));
      let result;
      try {
        result = await store.append(
          envelope.streamId,
          proposed,
          expected === -1 ? 'no_stream' : expected,
          { commandId: envelope.commandId, command: identity },
        );
      } catch (err) {
        if (err instanceof WrongExpectedRevisionError) {
          this.cache.delete(envelope.streamId);
          conflictAt = typeof err.actual === 'number' ? err.actual : undefined;
          continue;
        }
        if (err instanceof CommandIdReusedError)
          return { ok: false, rejection: reusedRejection(envelope.commandId, err.first) };
        throw err;
      }
      if (result.duplicate) return this.firstResult(envelope, identity, result);
      const snapshot = this.advance(envelope.streamId, entry, expected, result.events);
      if (snapshot) {
        await snapshot.copied;
        saving.push(snapshot.saved);
      }
      const signed = this.checkpoint(envelope.streamId, expected, result.events, now);
      if (signed) await signed;
      return {
        ok: true,
        events: result.events,
        duplicate: result.duplicate,
        revision: result.nextExpectedRevision,
      };
    }
    return {
      ok: false,
      rejection: {
        code: CONCURRENCY_CONFLICT,
        ruleRef: 'DESIGN.md Write side: optimistic concurrency',
        message: `The tournament changed ${this.maxAttempts} times while this command was being decided; nothing was recorded. Send it again.`,
      },
    };
  }

  /**
   * The recorded result of an earlier command with this commandId. An id reused for another
   * tournament is a client fault; answering with the other tournament's events would mislead.
   */
  private firstResult(
    envelope: CommandEnvelope<C>,
    identity: CommandIdentity,
    first: AppendResult,
  ): CommandResult {
    // Another command under the same id: answering with its events would lose this one.
    if (first.command && first.command.fingerprint !== identity.fingerprint)
      return { ok: false, rejection: reusedRejection(envelope.commandId, first.command) };
    if (first.streamId !== envelope.streamId)
      return {
        ok: false,
        rejection: {
          code: COMMAND_ID_REUSED,
          ruleRef: 'DESIGN.md Write side: idempotent commands',
          message: `Command id ${envelope.commandId} was already used for another tournament; send this command with a new id.`,
        },
      };
    return {
      ok: true,
      events: first.events,
      duplicate: true,
      revision: first.nextExpectedRevision,
    };
  }

  /**
   * The newest state this process holds for the stream, without a read (undefined when it is
   * not cached): under group commit it includes appends still in flight. Read only; the pipeline
   * evolves it in place.
   */
  cachedState(streamId: string): S | undefined {
    return (this.inflight.get(streamId)?.entry ?? this.cache.get(streamId))?.state;
  }

  /** The stream's state at its head, for reads and benchmarks. */
  async load(streamId: string): Promise<CachedState<S>> {
    return this.reload(streamId);
  }

  /**
   * A read of the stream's committed state at the store's head (issue 17: the reads that need
   * the decider's exact state, e.g. balancing advice): `view` runs on it synchronously, so it
   * must copy whatever it keeps (the pipeline evolves the state in place). Reads the store's
   * head first, so a command answered before the read is in it (read-your-writes). Appends
   * nothing and takes no lock: the cached state when it is at the head (a group-commit batch in
   * flight is let settle first: its state is ahead of the store), else a load of its own
   * (snapshot and tail) that is neither cached nor shared. Undefined when the stream has no
   * event.
   */
  async readState<T>(streamId: string, view: (state: S) => T): Promise<T | undefined> {
    const flying = this.inflight.get(streamId);
    if (flying) await flying.batch.settled;
    const head = await this.options.store.streamRevision(streamId);
    if (head === 'no_stream') return undefined;
    // A command of this process may be between its append and its evolve: the store is ahead of
    // the cache for that moment (PostgreSQL: the append's answer is an await away). Its turn
    // ends with the cache at the head, so wait for it instead of loading a copy of the whole
    // state (a 2,700-player state held the event loop for hundreds of ms, issue 22). A state
    // ahead of the head read holds it, and only committed events (the in-flight batch aside).
    for (let turns = 0; turns < READ_STATE_TURNS; turns++) {
      const cached = this.inflight.has(streamId) ? undefined : this.cache.get(streamId);
      if (cached && cached.revision >= head) return view(cached.state);
      if (!this.perStream.busy(streamId)) break;
      await this.perStream.turnEnds(streamId);
    }
    return view((await this.loadFromStore(streamId)).state);
  }

  private authorise(envelope: CommandEnvelope<C>): Rejection | undefined {
    const authority = this.aggregate.authority(envelope.command);
    if (authority.roles.includes(envelope.actor.role)) return undefined;
    const name = this.commandName(envelope.command);
    return {
      code: FORBIDDEN,
      ruleRef: authority.ruleRef ?? 'DESIGN.md Authority',
      message:
        authority.roles.length === 0
          ? `Nobody may issue ${name}.`
          : `A ${envelope.actor.role} may not issue ${name}; only ${authority.roles.join(', ')} may.`,
    };
  }

  private commandName(command: C): string {
    if (this.aggregate.commandName) return this.aggregate.commandName(command);
    const type = (command as { type?: unknown }).type;
    return typeof type === 'string' ? type : 'this command';
  }

  private propose(e: E, envelope: CommandEnvelope<C>, now: string): ProposedEvent {
    return {
      eventId: this.ids(),
      type: e.type,
      schemaVersion: e.schemaVersion ?? this.upcasters.latestVersion(e.type),
      data: e.data,
      metadata: e.ruleRef
        ? {
            commandId: envelope.commandId,
            correlationId: envelope.correlationId ?? envelope.commandId,
            causationId: envelope.causationId ?? envelope.commandId,
            actor: envelope.actor,
            occurredAt: now,
            ruleRef: e.ruleRef,
          }
        : {
            commandId: envelope.commandId,
            correlationId: envelope.correlationId ?? envelope.commandId,
            causationId: envelope.causationId ?? envelope.commandId,
            actor: envelope.actor,
            occurredAt: now,
          },
    };
  }

  /** Loads the stream's state and caches it for the next command. */
  private async reload(streamId: string): Promise<CachedState<S>> {
    const entry = await this.loadFromStore(streamId);
    this.cache.set(streamId, entry);
    return entry;
  }

  /** Latest usable snapshot, then the events after it, each upcast to its current version. */
  private async loadFromStore(streamId: string): Promise<CachedState<S>> {
    const { store } = this.options;
    const codec = this.aggregate.snapshots;
    const decider = this.aggregate.decider;
    let state = decider.initialState;
    let revision = -1;
    let snap: Snapshot | undefined;
    if (codec && this.snapshotEvery > 0) {
      snap = await store.loadSnapshot(streamId);
      if (snap && snap.stateVersion !== codec.stateVersion) snap = undefined;
      const problem = snap && snapshotSealProblem(snap, this.options.snapshotKey);
      if (snap && problem) snap = this.discard(snap, problem);
    }
    // From the snapshot's own revision: the event there must carry the hash it was sealed with.
    let events = await store.readStream(streamId, snap ? snap.revision : 0);
    if (snap && codec) {
      const at = events[0];
      let problem: string | null = null;
      if (!at || at.revision !== snap.revision)
        problem = `the stream has no event at its revision ${snap.revision}`;
      else if (at.hash !== snap.chainHash)
        problem = `it was taken at a chain hash the event at revision ${snap.revision} does not have`;
      else
        try {
          state = codec.deserialize(snap.state);
          revision = snap.revision;
          events = events.slice(1);
        } catch (err) {
          problem = `its state cannot be read: ${(err as Error).message}`;
        }
      if (problem) {
        this.discard(snap, problem);
        events = await store.readStream(streamId, 0);
      }
    }
    for (const e of events) {
      state = decider.evolve(state, this.upcasters.upcast(e) as unknown as E);
      revision = e.revision;
    }
    return { revision, state };
  }

  /** Counts and reports an untrustworthy snapshot; the caller replays the stream instead. */
  private discard(snap: Snapshot, reason: string): undefined {
    const d: SnapshotDiscard = { streamId: snap.streamId, revision: snap.revision, reason };
    this.discards += 1;
    this.lastDiscard = d;
    (
      this.options.onSnapshotDiscarded ??
      ((x: SnapshotDiscard) =>
        console.warn(
          `[snapshots] discarded the snapshot of ${x.streamId} at revision ${x.revision}: ${x.reason}; the state is rebuilt from the events`,
        ))
    )(d);
    return undefined;
  }

  /** Signs the head when the append crossed a checkpoint interval; never throws. */
  private checkpoint(
    streamId: string,
    expected: number,
    events: readonly StoredEvent[],
    now: string,
  ): Promise<void> | undefined {
    const cp = this.options.checkpoints;
    const last = events[events.length - 1];
    const save = this.options.store.saveCheckpoint?.bind(this.options.store);
    if (!cp || cp.every <= 0 || !last || !save) return undefined;
    if (Math.floor((last.revision + 1) / cp.every) <= Math.floor((expected + 1) / cp.every))
      return undefined;
    // The events are committed: a checkpoint that cannot be made is reported, never thrown.
    try {
      const signed = cp.signer.sign({ streamId, revision: last.revision, hash: last.hash }, now);
      return save(signed).catch((err: unknown) => this.options.onCheckpointError?.(err));
    } catch (err) {
      this.options.onCheckpointError?.(err);
      return undefined;
    }
  }

  /**
   * Evolves the cached state. When it takes a snapshot, it returns when the state's private copy
   * is made (until then the state must not change: the caller holds the stream's lock) and when
   * the snapshot is saved.
   */
  private advance(
    streamId: string,
    entry: CachedState<S>,
    expected: number,
    events: readonly StoredEvent[],
  ): { readonly copied: Promise<void>; readonly saved: Promise<void> } | undefined {
    // Someone else moved this entry while we awaited the append: it no longer holds `expected`.
    if (entry.revision !== expected) {
      this.cache.delete(streamId);
      return undefined;
    }
    let state = entry.state;
    for (const e of events) state = this.aggregate.decider.evolve(state, e as unknown as E);
    entry.state = state;
    entry.revision = events[events.length - 1].revision;
    this.cache.set(streamId, entry);
    if (!this.snapshotDue(streamId, expected, entry.revision)) return undefined;
    const codec = this.aggregate.snapshots!;
    // The copy is made now, before the state is evolved in place again. At a few thousand
    // entrants the state is megabytes: copied, sealed (canonical JSON and SHA-256) and written
    // at once it held the event loop for hundreds of milliseconds, so each step lets other
    // requests run between slices of a few milliseconds (issue 22).
    const copy: Promise<unknown> = codec.serializeInSteps
      ? inSlices(codec.serializeInSteps(state))
      : new Promise((resolve) => resolve(this.copyAtOnce(state)));
    const saved = this.saveSnapshot(streamId, entry.revision, copy, events[events.length - 1].hash);
    return {
      copied: copy.then(
        () => undefined,
        () => undefined,
      ),
      saved,
    };
  }

  /**
   * Does moving from `expected` to `revision` cross a snapshot interval? The interval is
   * `snapshotEvery` events, or one event per SNAPSHOT_CHARS_PER_EVENT characters of the stream's
   * last snapshot when that is more: a snapshot's cost (copy, seal, write) grows with the state,
   * what it saves (replaying the events since the last one) with the events, so a large state is
   * snapshotted less often and the cost per event stays bounded (issue 22: at 2,700 players a
   * 4.7 MB state every 500 events held the stream's commands up to 300-400 ms each time).
   */
  private snapshotDue(streamId: string, expected: number, revision: number): boolean {
    const base = this.snapshotEvery;
    if (!this.aggregate.snapshots || base <= 0) return false;
    const chars = this.snapshotChars.get(streamId) ?? 0;
    const every = Math.max(base, Math.ceil(chars / SNAPSHOT_CHARS_PER_EVENT));
    return Math.floor((revision + 1) / every) > Math.floor((expected + 1) / every);
  }

  /** The state's private copy in one step (shares no object with the state). */
  private copyAtOnce(state: S): unknown {
    const codec = this.aggregate.snapshots!;
    return codec.serializeInSteps
      ? runToEnd(codec.serializeInSteps(state))
      : JSON.parse(JSON.stringify(codec.serialize(state)));
  }

  /**
   * Seals and saves the snapshot of `copy` in steps, after the stream's earlier snapshots (one
   * stream's snapshots are saved in the order they were taken). The events are already
   * committed: a snapshot that cannot be made is reported, never thrown.
   */
  private saveSnapshot(
    streamId: string,
    revision: number,
    copy: Promise<unknown>,
    chainHash: string,
  ): Promise<void> {
    const codec = this.aggregate.snapshots!;
    const previous = this.snapshotsSaving.get(streamId);
    const saved = Promise.all([copy, previous])
      .then(([encoded]) =>
        inSlices(
          sealSnapshotInSteps(
            { streamId, revision, stateVersion: codec.stateVersion, state: encoded },
            chainHash,
            this.options.snapshotKey,
          ),
        ),
      )
      .then((snapshot) => {
        if (snapshot.stateText !== undefined)
          this.snapshotChars.set(streamId, snapshot.stateText.length);
        return this.options.store.saveSnapshot(snapshot);
      })
      .catch((err: unknown) => this.options.onSnapshotError?.(err))
      .finally(() => {
        if (this.snapshotsSaving.get(streamId) === saved) this.snapshotsSaving.delete(streamId);
      });
    this.snapshotsSaving.set(streamId, saved);
    return saved;
  }
}

/** What deciding a command under group commit came to (executeGrouped finishes it). */
type GroupStep =
  | {
      readonly kind: 'enqueued';
      readonly result: Promise<AppendResult>;
      readonly expected: number;
      readonly now: string;
      /** The state's private copy when this command takes a snapshot. */
      readonly snapshotCopy: unknown;
    }
  /** Decided without an append; `after`: it was decided on appends not yet committed. */
  | { readonly kind: 'answer'; readonly answer: CommandResult; readonly after?: Promise<boolean> }
  /** To be sent alone, once `after` (a batch it must not overtake) has settled. */
  | { readonly kind: 'alone'; readonly after?: Promise<boolean> };

export const STREAM_TRUNCATED = 'STREAM_TRUNCATED';

function truncatedRejection(streamId: string, lastEvent: number, head: number): Rejection {
  return {
    code: STREAM_TRUNCATED,
    ruleRef: 'DESIGN.md Events: hash chain',
    message: `The stored events of ${streamId} end at revision ${lastEvent}, but the store's head record says ${head}: events are missing from the database. Nothing was recorded; the operator must run npm run verify:stream and restore the events.`,
  };
}

function reusedRejection(commandId: string, first: CommandIdentity): Rejection {
  return {
    code: COMMAND_ID_REUSED,
    ruleRef: 'DESIGN.md Write side: idempotent commands',
    message: `Command id ${commandId} was already used for ${withArticle(first.type)} command with other content; nothing was recorded. Send this command with a new id.`,
  };
}

/**
 * A codec for states that are plain JSON (records, arrays, numbers, strings), like the
 * tournament state. Bump stateVersion whenever the state's shape changes: older snapshots are
 * then ignored and the stream is replayed.
 */
export const jsonSnapshots = <S>(stateVersion: number): SnapshotCodec<S> => ({
  stateVersion,
  serialize: (state) => state,
  deserialize: (json) => json as S,
});
