import { Module } from '@nestjs/common';
import { BundleController } from './bundle.controller';
import { ReadGate } from './read-gate';
import { RegulatorResolver } from './regulator.resolver';

/** Audit trail, verification and the bundle download for the regulator (issue 7). */
@Module({ providers: [RegulatorResolver, ReadGate], controllers: [BundleController] })
export class RegulatorModule {}
