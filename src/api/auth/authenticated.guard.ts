import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { authorizeMutation, requireActor } from './policy';
import type { ApiContext } from './request-auth';

const PUBLIC = 'ledger:public';

/** Marks a query or mutation readable without a token (e.g. the public clock display). */
export const Public = () => SetMetadata(PUBLIC, true);

/**
 * Every GraphQL query and mutation needs an authenticated actor unless marked @Public(), so
 * an area that forgets to check cannot leak data to anonymous callers. A mutation's roles are
 * checked here too, before its arguments are validated (issue 15.9), and again by the
 * pipeline; HTTP routes (/health) are not affected.
 */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
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
    if (info.operation.operation === 'mutation' && info.path.prev === undefined)
      authorizeMutation(actor, info.fieldName);
    return true;
  }
}
