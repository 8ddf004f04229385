import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Extensions, Field, GqlExecutionContext, type FieldOptions } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { Observable } from 'rxjs';
import { badInputs } from './api-errors';
import { checkTextArguments, TEXT_EXTENSION, type TextPolicy } from './text-policy';

/**
 * A String input field with its own bound, e.g. `@TextField({ max: 3 }) currency!: string`.
 * Without it a String input gets TEXT_LIMITS.line (or .prose by name); either way the schema
 * description states the limit.
 */
export function TextField(
  policy: { max: number; multiline?: boolean },
  options: Omit<FieldOptions, 'type'> = {},
): PropertyDecorator {
  const text: TextPolicy = { max: policy.max, multiline: policy.multiline ?? false };
  return (target, key) => {
    Field(() => String, options)(target, key);
    Extensions({ [TEXT_EXTENSION]: text })(target, key);
  };
}

/**
 * Runs after the authentication guard, before any resolver of a query or mutation: a refused
 * text never reaches a command, an event or a read-model query.
 */
@Injectable()
export class TextInputInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<string>() !== 'graphql') return next.handle();
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    const field = info.parentType.getFields()[info.fieldName];
    const args = gql.getArgs<Record<string, unknown>>();
    const problems = field && args ? checkTextArguments(field, args) : [];
    if (problems.length) throw badInputs(problems);
    return next.handle();
  }
}
