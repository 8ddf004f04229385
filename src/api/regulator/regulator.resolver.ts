import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import type { ApiContext } from '../auth/request-auth';
import { badInput } from '../common/api-errors';
import { isoDateTime } from '../common/input-checks';
import { idArg } from '../common/resolver-args';
import { ReadGate } from './read-gate';
import {
  AuditEventPage,
  AuditFilterInput,
  RegulatorBundle,
  TournamentVerification,
} from './regulator.types';
import { auditPage, bundleView } from './regulator.views';

/** An ISO time given by the caller, or now: the bundle's generatedAt. */
export function generatedAtOf(value: string | null | undefined): string {
  if (value == null) return new Date().toISOString();
  const problem = isoDateTime(value);
  if (problem) throw badInput('generatedAt', problem);
  return new Date(value).toISOString();
}

/**
 * The regulator's view (issue 7): the audit trail with filters, the hash chain verified from
 * the store, and the export bundle (also GET /regulator/tournaments/:id/bundle).
 */
@Resolver()
export class RegulatorResolver {
  constructor(private readonly gate: ReadGate) {}

  @Query(() => AuditEventPage, {
    description:
      'Every event with actor, role, time, rule cited and hash, filtered by type, player, table, time and official (LNSE Annex III Art. 1). Regulator, director, federation; a club for its own tournaments.',
  })
  async auditTrail(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('filter', { type: () => AuditFilterInput, nullable: true }) filter?: AuditFilterInput,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ) {
    const reads = await this.gate.open(ctx, 'audit', tournamentId);
    const f = filter ?? {};
    for (const key of ['from', 'to'] as const) {
      const problem = f[key] == null ? null : isoDateTime(f[key]);
      if (problem) throw badInput(`filter.${key}`, problem);
    }
    return auditPage(
      reads,
      tournamentId,
      {
        ...(f.types?.length ? { types: f.types } : {}),
        ...(f.playerId ? { playerId: f.playerId } : {}),
        ...(f.tableId ? { tableId: f.tableId } : {}),
        ...(f.from ? { from: new Date(f.from).toISOString() } : {}),
        ...(f.to ? { to: new Date(f.to).toISOString() } : {}),
        ...(f.officialId ? { officialId: f.officialId } : {}),
      },
      { first, after },
    );
  }

  @Query(() => TournamentVerification, {
    description:
      'Recomputes the hash chain from the store and names the first altered, dropped or reordered event. Same access as auditTrail.',
  })
  async verifyTournament(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
  ) {
    const reads = await this.gate.open(ctx, 'audit', tournamentId);
    const v = await reads.verify(tournamentId);
    return { ...v, firstAltered: v.firstAltered ?? null };
  }

  @Query(() => RegulatorBundle, {
    description:
      'The regulator bundle, each file in base64 with its SHA-256. Regulator and director only.',
  })
  async regulatorBundle(
    @Context() ctx: ApiContext,
    @Args(idArg('tournamentId')) tournamentId: string,
    @Args('generatedAt', { type: () => String, nullable: true }) generatedAt?: string,
  ) {
    const reads = await this.gate.open(ctx, 'bundle', tournamentId);
    const at = generatedAtOf(generatedAt);
    const bundle = await bundleView(reads, tournamentId, at);
    if (!bundle) throw badInput('tournamentId', 'the tournament has no events in the store.');
    return bundle;
  }
}
