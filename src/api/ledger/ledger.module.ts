import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { LedgerConfig } from '../../config';
import { CommandRunner } from '../common/command-runner';
import { CONFIG, LEDGER, type Ledger } from '../../app/ledger.port';

/**
 * Makes the already-opened ledger (store, pipeline, projections) and the config injectable
 * everywhere. main.ts opens the ledger before Nest starts and closes it after Nest stops.
 */
@Global()
@Module({})
export class LedgerModule {
  static forRoot(config: LedgerConfig, ledger: Ledger): DynamicModule {
    return {
      module: LedgerModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: LEDGER, useValue: ledger },
        CommandRunner,
      ],
      exports: [CONFIG, LEDGER, CommandRunner],
    };
  }
}
