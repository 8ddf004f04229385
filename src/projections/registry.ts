import { RUNTIME_ENTITIES } from './checkpoint-entities';
import type { Projection } from './projection';
import { registrationsProjection } from './registrations/projection';
import { disciplineProjection } from './discipline/projection';
import { tournamentsProjection } from './tournaments/projection';
import { operationsProjection } from './operations/projection';
import { membersProjection } from './ranking/members-projection';
import { rankingProjection } from './ranking/projection';
import { displayProjection } from './display/projection';
import { ledgerProjection } from './ledger/projection';
import { payoutsProjection } from './payouts/projection';
import { auditProjection } from './audit/projection';
import { handHistoryProjection } from './hand-history/projection';

/** Every read model the server runs; add new ones here. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  tournamentsProjection,
  registrationsProjection,
  disciplineProjection,
  operationsProjection,
  membersProjection,
  rankingProjection,
  ledgerProjection,
  payoutsProjection,
  auditProjection,
  displayProjection,
  handHistoryProjection,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readModelEntities(projections: readonly Projection[]): any[] {
  return [...RUNTIME_ENTITIES, ...projections.flatMap((p) => p.entities)];
}

export function pickProjections(names: readonly string[]): Projection[] {
  return names.map((n) => {
    const p = ALL_PROJECTIONS.find((x) => x.name === n);
    if (!p) {
      throw new Error(
        `Unknown projection "${n}" (known: ${ALL_PROJECTIONS.map((x) => x.name).join(', ')})`,
      );
    }
    return p;
  });
}
