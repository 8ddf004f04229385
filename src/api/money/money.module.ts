import { Module } from '@nestjs/common';
import { ReadGate } from '../regulator/read-gate';
import { FormatsResolver } from './formats.resolver';
import { MoneyResolver } from './money.resolver';

/** Prize pool, payouts and ledgers over GraphQL (issue 7). */
@Module({ providers: [MoneyResolver, FormatsResolver, ReadGate] })
export class MoneyModule {}
