import {
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { LEDGER, type Ledger } from '../../app/ledger.port';
import { clubReadRefusal, refusalError } from '../regulator/read-access';
import { authorizeMutation, requireActor } from './policy';
import type { ApiContext } from './request-auth';

const PUBLIC = 'ledger:public';

/** Marks a query or mutation readable without a token (e.g. the public clock display). */
export const Public = () => SetMetadata(PUBLIC, true);

/**
 * Every GraphQL query and mutation needs an authenticated actor unless marked @Public(), so
 * an area that forgets to check cannot leak data to anonymous callers. In the same place,
 * before any argument is validated or any resolver runs: a mutation's roles (issue 15.9; the
 * pipeline checks them again) and a club's reads of other clubs' tournaments (issue 15.6,
 * regulator/read-access.ts). HTTP routes (/health, the bundle download) are not affected.
 */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(LEDGER) private readonly ledger: Ledger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType<string>() !== 'graphql') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const gql = GqlExecutionContext.create(context);
    const ctx = gql.getContext<ApiContext>();
    const actor = requireActor(ctx.actor, ctx.authProblem);
    const info = gql.getInfo<GraphQLResolveInfo>();
    if (info.path.prev !== undefined) return true; // a nested field: its root was checked
    if (info.operation.operation === 'mutation') authorizeMutation(actor, info.fieldName);
    if (info.operation.operation === 'query') {
      const refusal = await clubReadRefusal(
        ctx,
        info.fieldName,
        gql.getArgs<Record<string, unknown>>(),
        async (id) => (await this.ledger.tournaments.getTournament(id))?.clubId,
      );
      if (refusal) throw refusalError(refusal);
    }
    return true;
  }
}
