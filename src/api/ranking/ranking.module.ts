import { Inject, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LEDGER, type Ledger } from '../../app/ledger.port';
import { RankingResolver } from './ranking.resolver';
import { RankingRunner } from './ranking-runner';

/**
 * National ranking (issue 8). Runs the ranking policy while the server is up: completed
 * tournaments of approved calendars are scored on their season.
 */
@Module({ providers: [RankingRunner, RankingResolver], exports: [RankingRunner] })
export class RankingModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(LEDGER) private readonly ledger: Ledger) {}

  onApplicationBootstrap(): void {
    this.ledger.ranking?.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.ledger.ranking?.stop();
  }
}
