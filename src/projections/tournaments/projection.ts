import type { StoredEvent } from '../../events/envelope';
import { tournamentIdOf } from '../../events/envelope';
import type {
  PlayerRegisteredData,
  RegistrationClosedData,
  RegistrationOpenedData,
  TournamentCancelledData,
  TournamentCreatedData,
  TournamentStartedData,
} from '../../events/tournament-events';
import type { TournamentCompletedData } from '../../events/hand-events';
import type { TournamentTerminatedData } from '../../events/procedure-events';
import type { Projection } from '../projection';
import { selectWhereIn, toInt, upsertRows } from '../sql';
import { TOURNAMENT_COLUMNS, TournamentEntity, type TournamentRow } from './entities';

type Fold = (row: TournamentRow, data: never) => void;

/** How each event changes a tournament row. Types not listed here are ignored. */
const FOLDS: Record<string, Fold> = {
  RegistrationOpened: (row, d: RegistrationOpenedData) => {
    row.status = 'registration-open';
    row.registrationOpenedAt = d.openedAt;
  },
  PlayerRegistered: (row, _d: PlayerRegisteredData) => {
    row.entries += 1;
  },
  // LNSE 123/13 IV.1.4(a): a registration refunded before the close is no longer an entry.
  RegistrationRefunded: (row) => {
    row.entries -= 1;
  },
  RegistrationClosed: (row, d: RegistrationClosedData) => {
    // Late registration (FSNP Art. 135, LNSE I.34) closes while the tournament is running.
    if (row.status === 'registration-open' || row.status === 'scheduled')
      row.status = 'registration-closed';
    row.registrationClosedAt = d.closedAt;
  },
  TournamentStarted: (row, _d: TournamentStartedData) => {
    row.status = 'running';
  },
  TournamentCompleted: (row, _d: TournamentCompletedData) => {
    row.status = 'completed';
  },
  // LNSE 123/13 I.6: ended early for force majeure; the reason is kept with the cancellations'.
  TournamentTerminated: (row, d: TournamentTerminatedData) => {
    row.status = 'terminated';
    row.cancelReason = d.reason;
  },
  TournamentCancelled: (row, d: TournamentCancelledData) => {
    row.status = 'cancelled';
    row.cancelledAt = d.cancelledAt;
    row.cancelReason = d.reason;
  },
};

function created(e: StoredEvent, id: string): TournamentRow {
  const d = e.data as TournamentCreatedData;
  return {
    id,
    name: d.name,
    rulesetId: d.rulesetId,
    tournamentType: d.tournamentType,
    status: 'scheduled',
    currency: d.currency,
    clubId: d.clubId,
    venue: d.venue,
    scheduledStart: d.scheduledStart,
    seatsPerTable: d.seatsPerTable,
    startingStack: d.startingStack,
    buyInPrizeFund: d.buyIn.prizeFund,
    buyInFee: d.buyIn.fee,
    registrationCap: d.registrationCap,
    entries: 0,
    registrationOpenedAt: null,
    registrationClosedAt: null,
    cancelledAt: null,
    cancelReason: null,
    createdPosition: e.globalPosition,
    updatedPosition: e.globalPosition,
    lastRevision: e.revision,
  };
}

type DbRow = Record<(typeof TOURNAMENT_COLUMNS)[number], unknown>;

const INT_COLUMNS = new Set([
  'seats_per_table',
  'starting_stack',
  'buy_in_prize_fund',
  'buy_in_fee',
  'entries',
  'created_position',
  'updated_position',
  'last_revision',
]);

const camel = (c: string): keyof TournamentRow =>
  c.replace(/_([a-z])/g, (_, x: string) => x.toUpperCase()) as keyof TournamentRow;

/** Snake-case DB row to TournamentRow (pg returns BIGINT as strings). */
export function fromDb(db: DbRow): TournamentRow {
  const row: Record<string, unknown> = {};
  for (const c of TOURNAMENT_COLUMNS) {
    const v = db[c];
    row[camel(c)] = v !== null && INT_COLUMNS.has(c) ? toInt(v) : v;
  }
  if (row.registrationCap !== null) row.registrationCap = toInt(row.registrationCap);
  return row as unknown as TournamentRow;
}

const toDb = (row: TournamentRow): unknown[] => TOURNAMENT_COLUMNS.map((c) => row[camel(c)]);

/**
 * Tournaments list with status and entries (issue 2). A batch loads the rows it touches once,
 * folds the events in memory and writes each changed row once.
 */
export const tournamentsProjection: Projection = {
  name: 'tournaments',
  // 2: the status follows the lifecycle to running, completed and terminated (issues 17, 20);
  // a refunded registration leaves the entry count.
  version: 2,
  entities: [TournamentEntity],
  handles: ['TournamentCreated', ...Object.keys(FOLDS)],
  async apply(events, manager) {
    const ids = new Set<string>();
    for (const e of events) {
      const id = tournamentIdOf(e.streamId);
      if (id !== undefined) ids.add(id);
    }
    const rows = new Map<string, TournamentRow>();
    const existing = await selectWhereIn<DbRow>(
      manager,
      { select: 'SELECT * FROM "tournaments"' },
      'id',
      [...ids],
    );
    for (const r of existing) rows.set(r.id as string, fromDb(r));
    const dirty = new Set<TournamentRow>();
    for (const e of events) {
      const id = tournamentIdOf(e.streamId);
      if (id === undefined) continue;
      const row = rows.get(id);
      if (e.type === 'TournamentCreated') {
        if (row) continue;
        const fresh = created(e, id);
        rows.set(id, fresh);
        dirty.add(fresh);
        continue;
      }
      const fold = FOLDS[e.type];
      // A stream revision already folded in is a redelivery: counting it again would
      // double the entries.
      if (!fold || !row || e.revision <= row.lastRevision) continue;
      fold(row, e.data as never);
      row.updatedPosition = e.globalPosition;
      row.lastRevision = e.revision;
      dirty.add(row);
    }
    await upsertRows(
      manager,
      {
        table: 'tournaments',
        columns: TOURNAMENT_COLUMNS,
        conflict: ['id'],
        update: TOURNAMENT_COLUMNS.filter((c) => c !== 'id'),
      },
      [...dirty].map(toDb),
    );
  },
};
