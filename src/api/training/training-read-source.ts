import { Inject, Injectable } from '@nestjs/common';
import { LEDGER, type Ledger } from '../../app/ledger.port';
import type { TrainingReads } from '../../app/reads/training.reads';

/** The training reads of the open ledger (null only for a ledger built without read models). */
@Injectable()
export class TrainingReadSource {
  constructor(@Inject(LEDGER) private readonly ledger: Ledger) {}

  reads(): Promise<TrainingReads | null> {
    return Promise.resolve(this.ledger.training ?? null);
  }
}
