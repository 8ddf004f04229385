import { Catch, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';

/**
 * Resolver errors are handed to GraphQL as they are: formatGraphQLError (format-error.ts)
 * decides what the client sees and what is logged. Without this, Nest logs every refused
 * command as an ERROR with a stack trace, although a refusal is a normal answer.
 * HTTP routes (e.g. /health) keep Nest's default handling.
 */
@Catch()
export class GraphQLErrorsFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType<string>() === 'graphql') return exception;
    return super.catch(exception, host);
  }
}
