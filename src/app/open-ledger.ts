import type { LedgerConfig } from '../config';
import { openReadModel, readPathFor } from '../projections/data-source';
import { ALL_PROJECTIONS } from '../projections/registry';
import { ProjectionRuntime } from '../projections/runtime';
import * as queries from '../projections/tournaments/queries';
import { CommandPipeline } from '../commands/pipeline';
import { cryptoRandom } from '../commands/random';
import { tournamentStreamId } from '../events/envelope';
import { startRelayFromEnv } from '../bus/start-relay';
import { externalProjections } from '../bus/projector/external-projections';
import { createEventStore } from '../store/create-store';
import type { HealthReport, Ledger } from './ledger.port';
import { tournamentAggregateWith } from '../commands/tournament-aggregate';
import { disciplineReads } from './reads/discipline.reads';
import { openRanking } from './ranking/open-ranking';
import { operationsReads } from './reads/operations.reads';
import { serverClock } from './server-clock';
import { openDisplay } from './reads/open-display';
import { regulatorApi } from './reads/regulator.reads';
import { handReads } from './reads/hands.reads';
import { headsUpReads } from './reads/heads-up.reads';
import { trainingReads } from './reads/training.reads';
import { decidedTournament } from './reads/folded-tournament';
import { openLedgerWhenReachable } from './waiting-ledger';
import { isStoreUnreachable } from './store-unreachable';
import { withStartupHint } from './startup-hints';
import { isConnectionError } from '../store/postgres/postgres-event-store';
import { postgresAddress } from '../store/postgres/postgres-address';
import { devKeyFileFor, loadSigner } from '../store/signing-key';
import { TimeCallRunner } from '../commands/time-call-runner';
import { eventLoopMonitor } from './event-loop';
import { longTaskMonitor } from './long-tasks';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Opens the store, the read models and the projector runtime, and presents them to the API as
 * one Ledger. With PostgreSQL down at start-up the server still starts: the ledger answers
 * STORE_UNAVAILABLE and opens itself when the database returns (issue 2 "Bad input and
 * faults"). A sqlite file cannot be "down", so that path opens directly as before.
 */
export async function openLedger(config: LedgerConfig): Promise<Ledger> {
  if (config.store !== 'postgres') return connectLedger(config);
  return openLedgerWhenReachable({
    connect: () => connectLedger(config),
    isUnreachable: (e) => isConnectionError(e) || isStoreUnreachable(e),
    target: `PostgreSQL at ${postgresAddress(config.databaseUrl)}`,
    storeKind: config.store,
  });
}

/** One attempt: everything opens, or what did open is closed again and the error thrown. */
async function connectLedger(config: LedgerConfig): Promise<Ledger> {
  const opened: (() => Promise<void>)[] = [];
  try {
    return await connectParts(config, opened);
  } catch (err) {
    for (const close of opened.reverse()) await close().catch(() => undefined);
    // A missing PostgreSQL database names how to create it (issue 21).
    throw withStartupHint(err, config.databaseUrl);
  }
}

async function connectParts(
  config: LedgerConfig,
  opened: (() => Promise<void>)[],
): Promise<Ledger> {
  // Before the store: a production start without its signing key stops here (issue 15).
  const signer = loadSigner({
    key: config.signingKey,
    production: config.signingKeyRequired,
    devKeyFile: devKeyFileFor(config.dbPath),
    log: (line) => console.warn(line),
  });
  // The sqlite adapter creates the folder of LEDGER_DB itself, so a fresh clone just starts.
  const store = await createEventStore({
    kind: config.store,
    sqliteFile: config.dbPath,
    databaseUrl: config.databaseUrl,
    eventStoreUrl: config.eventstoreUrl,
  });
  opened.push(() => store.close());
  const readModel = await openReadModel(
    // With eventstoredb as the store, read models go to PostgreSQL when DATABASE_URL is set.
    config.store !== 'sqlite' && config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'sqlite', path: config.readDbPath ?? readPathFor(config.dbPath) },
  );
  opened.push(() => readModel.close());
  const reader = readModel.reader;
  const discipline = disciplineReads(reader);
  // FSNP Art. 29, FSPR 7.2.3: the registry and season-ban look-ups before the pure decide.
  const registrationDeps = {
    store,
    discipline,
    readModel: (id: string) => queries.getTournament(reader, id),
    now: () => serverClock().now(),
  };
  const pipeline = new CommandPipeline(tournamentAggregateWith(registrationDeps), {
    store,
    clock: serverClock(),
    random: () => cryptoRandom,
    snapshotEvery: config.snapshotEvery,
    snapshotKey: signer.derive('snapshot-seal'),
    checkpoints: { signer, every: config.checkpointEvery },
    groupCommit: config.groupCommit,
    onCheckpointError: (e) => console.warn(`[checkpoints] ${errorText(e)}`),
  });
  // Balancing, the heads-up bracket, the training session: the decider's own state (issue 17).
  const decided = decidedTournament(pipeline, tournamentStreamId);
  const runtime = new ProjectionRuntime(store, readModel.writer, ALL_PROJECTIONS);
  opened.push(() => runtime.stop());
  // LEDGER_PROJECTIONS=external: the Kafka consumer-group projector writes the read models
  // (issue 9); this process only reads them and waits for their stream marks.
  const external =
    config.projections === 'external'
      ? externalProjections({ store, runtime, reader: readModel.reader })
      : undefined;
  if (external) {
    await external.prepare();
    // The display's live pushes (runtime.onCommitted) fire once the projector's commit shows.
    await external.follow((events) => runtime.announceCommitted(events));
    opened.push(() => external.close());
  } else await runtime.start();
  // Publishes the store to Kafka in-process when LEDGER_KAFKA_BROKERS is set (issue 9).
  const relay = startRelayFromEnv(store);
  // A time call runs by itself: countdown and expiry are sent at their instants (issue 18).
  const timeCalls = new TimeCallRunner(
    store,
    async (streamId, command, commandId, actor) => {
      const r = await pipeline.execute({ streamId, command, commandId, actor });
      if (r.ok) external?.remember(r.events);
      return r;
    },
    serverClock(),
    undefined,
    (step, code) =>
      code !== 'TIME_NOT_CALLED' &&
      console.warn(`[time-call] ${step.type} table ${step.tableId} seat ${step.seat}: ${code}`),
  );
  timeCalls.start();
  opened.push(() => timeCalls.stop());
  const eventLoop = eventLoopMonitor();
  opened.push(async () => eventLoop.stop());
  const longTasks = config.longTasks ? longTaskMonitor() : undefined;
  if (longTasks) opened.push(async () => longTasks.stop());

  return {
    async execute(command, { actor, commandId }) {
      const r = await pipeline.execute({
        streamId: tournamentStreamId(command.tournamentId),
        command,
        commandId,
        actor,
      });
      if (r.ok) external?.remember(r.events);
      return r.ok ? { ok: true, events: r.events, duplicate: r.duplicate } : r;
    },
    tournaments: {
      getTournament: (id) => queries.getTournament(reader, id),
      listTournaments: (page) => queries.listTournaments(reader, page),
      listRegistrations: (id, page) => queries.listRegistrations(reader, id, page),
    },
    discipline,
    ranking: openRanking(store, reader),
    operations: operationsReads(reader, decided),
    display: openDisplay(reader, runtime, serverClock()),
    regulator: regulatorApi(reader, store, signer),
    hands: handReads(reader, decided),
    headsUp: headsUpReads(decided),
    training: trainingReads(decided),
    async waitForPosition(position, timeoutMs) {
      if (external) return external.waitForPosition(position, timeoutMs);
      try {
        await runtime.waitForPosition(position, { timeoutMs });
        return true;
      } catch {
        return false;
      }
    },
    async health(): Promise<HealthReport> {
      const [storeHealth, projections] = await Promise.all([
        store.headPosition().then(
          (head) => ({ ok: true, detail: { kind: store.name, headPosition: head } }),
          (e: unknown) => ({ ok: false, detail: { kind: store.name, error: errorText(e) } }),
        ),
        (external
          ? external.health()
          : runtime.status().then((list) => ({
              ok: list.every((p) => p.state !== 'failed'),
              detail: { list },
            }))
        ).catch((e: unknown) => ({ ok: false, detail: { error: errorText(e) } })),
      ]);
      return {
        ok: storeHealth.ok && projections.ok,
        store: storeHealth,
        projections,
        // Snapshots discarded as untrustworthy (issue 15): the state was rebuilt from events.
        snapshots: pipeline.snapshotDiscards(),
        eventLoop: eventLoop.read(),
        ...(longTasks ? { longTasks: longTasks.read() } : {}),
        ...groupCommitHealth(pipeline.groupCommitStats()),
      };
    },
    async close() {
      eventLoop.stop();
      longTasks?.stop();
      await timeCalls.stop();
      await relay?.stop();
      await external?.close();
      await runtime.stop();
      await readModel.close();
      await store.close();
    },
  };
}

/** The group commit's counts for /health, without its internal queue depth. */
function groupCommitHealth(
  stats: { batches: number; appends: number; aborted: number } | undefined,
): Pick<HealthReport, 'groupCommit'> {
  if (!stats) return {};
  const { batches, appends, aborted } = stats;
  return { groupCommit: { batches, appends, aborted } };
}
