import { Module } from '@nestjs/common';
import { HandCommandsResolver } from './hand-commands.resolver';
import { HandQueriesResolver } from './hand-queries.resolver';

/** Hands at the tables (issue 5): every hand command, the hand in progress, histories, standings. */
@Module({ providers: [HandCommandsResolver, HandQueriesResolver] })
export class HandsModule {}
