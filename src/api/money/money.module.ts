import { Module } from '@nestjs/common';
import { ReadGate } from '../regulator/read-gate';
import { MoneyResolver } from './money.resolver';

/** Prize pool, payouts and ledgers over GraphQL (issue 7). */
@Module({ providers: [MoneyResolver, ReadGate] })
export class MoneyModule {}
