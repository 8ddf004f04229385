/**
 * Prize pool, payout table and receipts per tournament (issue 7), kept as the pure fold of
 * payouts.ts in one JSON document per tournament: small (one row per paid place), read whole.
 */
import { EntitySchema, type EntityManager } from 'typeorm';
import { tournamentIdOf, type StoredEvent } from '../../events/envelope';
import type { Projection } from '../projection';
import { dialectOf, upsertRows } from '../sql';
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

export const payoutsProjection: Projection = {
  name: 'payouts',
  version: 2,
  entities: [PayoutsEntity],
  handles: [
    'TournamentCreated',
    'PayoutBandsPublished',
    'PrizePoolFixed',
    'PayoutTableFixed',
    'PrizeAwarded',
    'PrizeRedistributed',
    'QualifierTicketAwarded',
    'BountyAwarded',
    'PrizePaid',
    'PrizeReceiptSigned',
  ],
  async apply(events: readonly StoredEvent[], manager) {
    const touched = new Map<string, PayoutsView>();
    for (const e of events) {
      const id = tournamentIdOf(e.streamId);
      if (id === undefined) continue;
      const view = touched.get(id) ?? (await payoutsOf(manager, id)) ?? emptyPayouts();
      touched.set(id, foldPayouts(view, e));
    }
    await upsertRows(
      manager,
      {
        table: 'payouts',
        columns: ['tournament_id', 'revision', 'view'],
        conflict: ['tournament_id'],
        update: ['revision', 'view'],
      },
      [...touched].map(([id, v]) => [id, v.revision, JSON.stringify(v)]),
    );
  },
};
