import { Inject, Injectable } from '@nestjs/common';
import { LEDGER, type Ledger } from '../../app/ledger.port';
import type { HeadsUpReads } from '../../app/reads/heads-up.reads';

/** The bracket reads of the open ledger (null only for a ledger built without read models). */
@Injectable()
export class HeadsUpReadSource {
  constructor(@Inject(LEDGER) private readonly ledger: Ledger) {}

  reads(): Promise<HeadsUpReads | null> {
    return Promise.resolve(this.ledger.headsUp ?? null);
  }
}
