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
import { uuidv7 } from '../store/ids';
import type { Clock } from './clock';
import { commandIdentity } from './fingerprint';
import { inSlices } from './in-slices';
import { KeyedMutex } from './keyed-mutex';
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
  /**
   * serialize in steps (issue 22): the pipeline lets other work run between them, holding the
   * stream's lock so that the state does not change meanwhile. The result must share no object
   * with the state (it is sealed and saved later, while the state is evolved in place).
   */
  serializeInSteps?(state: S): Generator<unknown, unknown>;
  deserialize(json: unknown): S;
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

export interface PipelineOptions {
  readonly store: EventStore;
  readonly clock: Clock;
  /** A random source per command (e.g. cryptoRandom, or a seeded one in tests). */
  readonly random: (command: CommandEnvelope<unknown>) => RandomSource;
  readonly ids?: () => string;
  readonly upcasters?: UpcasterRegistry;
  /** Save a snapshot each time the stream crosses a multiple of this many events (0: never). */
  readonly snapshotEvery?: number;
  /** Decide-and-append attempts when other writers move the stream (optimistic concurrency). */
  readonly maxAttempts?: number;
  /** Streams whose state is kept in memory between commands. */
  readonly cacheSize?: number;
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
  /** The last snapshot of each stream still being sealed or saved. */
  private readonly snapshotsSaving = new Map<string, Promise<void>>();
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
    // A snapshot this command takes is sealed and saved after the stream's lock is released:
    // the next commands need not wait for it, only this one's answer does.
    const saving: Promise<void>[] = [];
    const result = await this.perStream.run(envelope.streamId, () =>
      this.decideAndAppend(prepared.envelope, saving),
    );
    if (saving.length > 0) await Promise.all(saving);
    return result;
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

  /** The stream's state at its head, for reads and benchmarks. */
  async load(streamId: string): Promise<CachedState<S>> {
    return this.reload(streamId);
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

  /** Latest usable snapshot, then the events after it, each upcast to its current version. */
  private async reload(streamId: string): Promise<CachedState<S>> {
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
    const entry = { revision, state };
    this.cache.set(streamId, entry);
    return entry;
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
    const every = this.snapshotEvery;
    const codec = this.aggregate.snapshots;
    if (
      !codec ||
      every <= 0 ||
      Math.floor((entry.revision + 1) / every) <= Math.floor((expected + 1) / every)
    )
      return undefined;
    // The events are already committed: a snapshot that cannot be made is reported, never thrown.
    const report = (err: unknown) => this.options.onSnapshotError?.(err);
    const chainHash = events[events.length - 1].hash;
    const revision = entry.revision;
    // The copy is made now, before the state is evolved in place again. At a few thousand
    // entrants the state is megabytes: copied, sealed (canonical JSON and SHA-256) and written
    // at once it held the event loop for hundreds of milliseconds, so each step lets other
    // requests run between slices of a few milliseconds (issue 22).
    const copy: Promise<unknown> = codec.serializeInSteps
      ? inSlices(codec.serializeInSteps(state))
      : new Promise((resolve) => resolve(JSON.parse(JSON.stringify(codec.serialize(state)))));
    // One stream's snapshots are saved in the order they were taken.
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
      .then((snapshot) => this.options.store.saveSnapshot(snapshot))
      .catch(report)
      .finally(() => {
        if (this.snapshotsSaving.get(streamId) === saved) this.snapshotsSaving.delete(streamId);
      });
    this.snapshotsSaving.set(streamId, saved);
    return {
      copied: copy.then(
        () => undefined,
        () => undefined,
      ),
      saved,
    };
  }
}

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
