import { Inject, Injectable } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import type { ApiContext } from '../auth/request-auth';
import { LEDGER, type Ledger } from '../../app/ledger.port';
import {
  readRefusal,
  refusalError,
  type ReadArea,
  type ReadRequest,
  type Refusal,
} from './read-access';
import type { RegulatorApi } from '../../app/reads/regulator.reads';

/** Checks a money/regulator read (read-access.ts) and hands out the reads once allowed. */
@Injectable()
export class ReadGate {
  constructor(@Inject(LEDGER) private readonly ledger: Ledger) {}

  /** For HTTP routes: the refusal (with its status) or the reads. */
  async check(
    who: ReadRequest,
    area: ReadArea,
    tournamentId: string,
  ): Promise<{ refusal: Refusal } | { reads: RegulatorApi }> {
    const refusal = await readRefusal(who, area, tournamentId, async (id) => {
      const t = await this.ledger.tournaments.getTournament(id);
      return t ? t.clubId : undefined;
    });
    return refusal ? { refusal } : { reads: this.wired() };
  }

  /** For resolvers: throws the refusal as a GraphQL error. */
  async open(ctx: ApiContext, area: ReadArea, tournamentId: string): Promise<RegulatorApi> {
    const r = await this.check(ctx, area, tournamentId);
    if ('refusal' in r) throw refusalError(r.refusal);
    return r.reads;
  }

  private wired(): RegulatorApi {
    const reads = this.ledger.regulator;
    if (!reads)
      throw new GraphQLError(
        'The money and regulator read models are not wired into this server.',
        {
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      );
    return reads;
  }
}
