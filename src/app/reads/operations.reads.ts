/**
 * What the operations resolvers read (issue 4): the operations read model, and for balancing
 * and the chip inventory the tournament as the write side decides on it (folded-tournament.ts,
 * issue 17). Kept free of Nest so the ledger can build it from its read DataSource.
 */
import type { DataSource } from 'typeorm';
import type { PageArgs } from '../../projections/pagination';
import * as q from '../../projections/operations/queries';
import { inventoryRows } from '../../aggregates/tournament/chips/inventory';
import type { ChipCount } from '../../rules/chip-sets';
import { balancingAdvice, type BalancingAdvice } from './balancing';
import type { DecidedTournament } from './folded-tournament';

export interface OperationsReads {
  clock(tournamentId: string, now: string): Promise<q.ClockInfo | null>;
  tables(tournamentId: string, includeClosed: boolean): Promise<q.TableView[]>;
  leaderboard(tournamentId: string, now: string, page: PageArgs): Promise<q.Leaderboard | null>;
  entries(
    tournamentId: string,
    page: PageArgs,
    playerId: string | null,
  ): ReturnType<typeof q.listEntries>;
  prizeFund(tournamentId: string): Promise<q.PrizeFund | null>;
  balancing(tournamentId: string): Promise<BalancingAdvice | null>;
  /**
   * The chips in play per denomination (FSNP Art. 35, 43-44): undefined when there is no such
   * tournament, null when its inventory is unknown (no catalog starting set, an older stream).
   */
  chipInventory(tournamentId: string): Promise<ChipCount[] | null | undefined>;
}

export const operationsReads = (ds: DataSource, decided: DecidedTournament): OperationsReads => ({
  clock: (id, now) => q.getClock(ds, id, now),
  tables: (id, includeClosed) => q.listTables(ds, id, includeClosed),
  leaderboard: (id, now, page) => q.getLeaderboard(ds, id, now, page),
  entries: (id, page, playerId) => q.listEntries(ds, id, page, playerId),
  prizeFund: (id) => q.getPrizeFund(ds, id),
  balancing: (id) => decided(id, (s) => balancingAdvice(id, s)),
  async chipInventory(id) {
    // inventoryRows makes rows of its own: nothing of the live state is kept.
    const out = await decided(id, (s) => ({
      rows: s.chips.byDenomination ? inventoryRows(s.chips.byDenomination) : null,
    }));
    return out ? out.rows : undefined;
  },
});
