/**
 * Prize pool, payout table and receipts per tournament (issue 7), kept as the pure fold of
 * payouts.ts in one JSON document per tournament: small (one row per paid place), read whole.
 */
import { EntitySchema, type EntityManager } from 'typeorm';
import { tournamentIdOf, type StoredEvent } from '../../events/envelope';
import { defineProjection, KeyedRows } from '../kit';
import { dialectOf } from '../sql';
import { emptyPayouts, foldPayouts, type PayoutsView } from './payouts';

interface PayoutsRow {
  tournamentId: string;
  revision: number;
  view: string;
}

export const PayoutsEntity = new EntitySchema<PayoutsRow>({
  name: 'PayoutsReadModel',
  tableName: 'payouts',
  columns: {
    tournamentId: { type: String, primary: true, name: 'tournament_id' },
    revision: { type: 'integer' },
    view: { type: 'text' },
  },
});

export async function payoutsOf(
  manager: EntityManager,
  tournamentId: string,
): Promise<PayoutsView | undefined> {
  const ph = dialectOf(manager) === 'postgres' ? '$1' : '?';
  const rows = (await manager.query(`SELECT "view" FROM "payouts" WHERE "tournament_id" = ${ph}`, [
    tournamentId,
  ])) as { view: string }[];
  return rows[0] ? (JSON.parse(rows[0].view) as PayoutsView) : undefined;
}

type Views = KeyedRows<PayoutsView>;

const VIEWS = {
  table: 'payouts',
  columns: ['tournament_id', 'revision', 'view'],
  key: 'tournament_id',
  fromDb: (db: Record<string, unknown>) => JSON.parse(String(db.view)) as PayoutsView,
  toDb: (v: PayoutsView, id: string) => [id, v.revision, JSON.stringify(v)],
};

/** Folds the event into its tournament's view (payouts.ts: every handled type the same way). */
function fold(views: Views, _data: unknown, e: StoredEvent): void {
  const id = tournamentIdOf(e.streamId);
  if (id === undefined) return;
  views.set(id, foldPayouts(views.get(id) ?? emptyPayouts(), e));
}

export const payoutsProjection = defineProjection<Views>({
  name: 'payouts',
  version: 2,
  tables: [PayoutsEntity],
  load: (manager, events) =>
    KeyedRows.load(
      manager,
      VIEWS,
      events.flatMap((e) => tournamentIdOf(e.streamId) ?? []),
    ),
  on: {
    TournamentCreated: fold,
    PayoutBandsPublished: fold,
    PrizePoolFixed: fold,
    PayoutTableFixed: fold,
    PrizeAwarded: fold,
    PrizeRedistributed: fold,
    QualifierTicketAwarded: fold,
    BountyAwarded: fold,
    PrizePaid: fold,
    PrizeReceiptSigned: fold,
  },
  save: (views, manager) => views.save(manager),
});
