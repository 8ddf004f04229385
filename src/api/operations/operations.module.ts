import { Module } from '@nestjs/common';
import { DecksResolver } from './decks.resolver';
import { EntriesResolver } from './entries.resolver';
import { HandForHandResolver } from './hand-for-hand.resolver';
import { OperationsCommandsResolver } from './operations-commands.resolver';
import { OperationsQueriesResolver } from './operations-queries.resolver';

/** Tournament operations for the office and the hall display (issue 4). */
@Module({
  providers: [
    OperationsCommandsResolver,
    OperationsQueriesResolver,
    HandForHandResolver,
    EntriesResolver,
    DecksResolver,
  ],
})
export class OperationsModule {}
